// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { RetryNotice } from './retry-notice';
import { MrpAndOff } from './sale-price';

afterEach(cleanup);

it('offers to try again in Hindi', () => {
  render(<RetryNotice onRetry={() => undefined}>x</RetryNotice>);
  expect(screen.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeTruthy();
});

it('names the MRP and the percent off in Hindi', () => {
  render(<MrpAndOff price={9000} originalPrice={10000} />);
  expect(document.body.textContent).toBe('एमआरपी ₹100.0010% छूट');
});
