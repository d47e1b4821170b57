// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { renderComponent } from '../testing/render-component';
import { DefaultLayout } from './default-layout';

afterEach(cleanup);

it('offers the skip link in Hindi', () => {
  renderComponent(<DefaultLayout>x</DefaultLayout>, { path: '/' });
  expect(screen.getByRole('link', { name: 'सीधे मुख्य हिस्से पर जाएँ' })).toBeTruthy();
});
