// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { renderComponent } from '../testing/render-component';
import { BottomBar } from './bottom-bar';

afterEach(cleanup);

it('names the bottom bar and its items in Hindi', () => {
  renderComponent(<BottomBar />, { path: '/' });
  const bar = within(screen.getByRole('navigation', { name: 'झटपट नेविगेशन' }));
  expect(bar.getByRole('link', { name: 'ख़रीदारी' })).toBeTruthy();
  expect(bar.getByRole('button', { name: 'सहायता' })).toBeTruthy();
  expect(bar.getByRole('link', { name: 'व्हाट्सऐप पर चैट करें' })).toBeTruthy();
  expect(bar.getByRole('button', { name: 'श्रेणियाँ' })).toBeTruthy();
  expect(bar.getByRole('link', { name: 'कार्ट' })).toBeTruthy();
  expect(bar.getByRole('link', { name: 'मेन्यू' })).toBeTruthy();
  expect(document.body.textContent).not.toMatch(/\b(Shop|Support|WhatsApp|Categories|Cart|Menu)\b/);
});
