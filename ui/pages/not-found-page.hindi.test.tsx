// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { renderComponent } from '../testing/render-component';
import { NotFoundPage } from './not-found-page';

afterEach(cleanup);

it('tells the shopper in Hindi that the page is not found, with Hindi help, categories and the way home', () => {
  renderComponent(<NotFoundPage />, { path: '/no-such-page' });
  expect(screen.getByRole('heading', { level: 1, name: 'यह पेज नहीं मिला' })).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'स्टोर में खोजें' })).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'श्रेणियाँ देखें' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'ताज़ा चक्की आटा' }).getAttribute('href')).toBe(
    '/categories/fresh-chakki-atta',
  );
  expect(screen.getByRole('link', { name: 'होम पेज पर जाएँ' }).getAttribute('href')).toBe('/');
  expect(document.body.textContent).not.toMatch(
    /\b(Page not found|Search the store|Browse|Go to the home page|Ghee|Rice)\b/,
  );
});
