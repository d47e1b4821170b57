// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { renderComponent } from '../testing/render-component';
import { Header, preloadSideMenu } from './header';

beforeAll(() => preloadSideMenu());
afterEach(cleanup);

it("names the header's buttons and links in Hindi", () => {
  renderComponent(<Header />, { path: '/' });
  expect(screen.getByRole('button', { name: 'खोजें' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'खोज बंद करें' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'मेन्यू खोलें' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'लॉग इन' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'कार्ट, 0 सामान' })).toBeTruthy();
  expect(screen.getByRole('link', { name: /सहयोगी ब्रांड/ })).toBeTruthy();
});

it('opens a side menu in Hindi: greeting, sections, category names, store pages and log in', async () => {
  renderComponent(<Header />, { path: '/' });
  act(() => fireEvent.click(screen.getByRole('button', { name: 'मेन्यू खोलें' })));
  const menu = within(await screen.findByRole('dialog', { name: 'मेन्यू' }));
  expect(menu.getByText('नमस्ते, मेहमान')).toBeTruthy();
  expect(menu.getByRole('button', { name: 'मेन्यू बंद करें' })).toBeTruthy();
  const site = within(menu.getByRole('navigation', { name: 'साइट' }));
  act(() => fireEvent.click(site.getByRole('button', { name: 'श्रेणियाँ' })));
  expect(site.getByRole('link', { name: 'ताज़ा चक्की आटा' }).getAttribute('href')).toBe('/categories/fresh-chakki-atta');
  expect(site.getByRole('link', { name: 'घी' })).toBeTruthy();
  expect(site.getByRole('link', { name: 'हमारे बारे में' })).toBeTruthy();
  expect(site.getByRole('link', { name: 'संपर्क करें' })).toBeTruthy();
  expect(menu.getByRole('link', { name: 'लॉग इन' })).toBeTruthy();
  const text = screen.getByRole('dialog').textContent ?? '';
  expect(text).not.toMatch(/\b(Hi|Guest|Categories|Atta|Ghee|About Us|Contact us|Log in|Blog)\b/);
});
