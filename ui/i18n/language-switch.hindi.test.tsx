// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { renderComponent } from '../testing/render-component';
import { LanguageSwitch } from './language-switch';

afterEach(cleanup);

it("marks Hindi as the Hindi store's language, named in Hindi, and links the same page in English", () => {
  renderComponent(<LanguageSwitch />, { path: '/cart' });
  const languages = within(screen.getByRole('navigation', { name: 'भाषा' }));
  expect(languages.getByRole('link', { name: 'हिन्दी' }).getAttribute('aria-current')).toBe('true');
  expect(languages.getByRole('link', { name: 'English' }).getAttribute('href')).toBe('/cart');
  expect(languages.getByRole('link', { name: 'हिन्दी' }).getAttribute('href')).toBe('/hi/cart');
});
