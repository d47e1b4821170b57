// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SNACKBAR_AUTO_HIDE_MS } from '../../core/snackbar/snackbar.model';
import type { SnackbarStatus } from '../../core/snackbar/snackbar.model';
import { cssRule } from '../testing/css-rules';
import { renderComponent } from '../testing/render-component';
import { Snackbar } from './snackbar';

afterEach(cleanup);

function setup() {
  const core = renderComponent(<Snackbar />);
  const open = (status: SnackbarStatus, message: string) =>
    act(() => core.store.dispatch({ type: 'snackbar/opened', payload: { status, message } }));
  const advance = (ms: number) => act(() => core.fakes.clock.advance(ms));
  return { ...core, open, advance };
}

describe('Snackbar', () => {
  it('keeps both live regions in the page, empty while the core has no notification open', () => {
    setup();
    expect(screen.getByRole('alert').textContent).toBe('');
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.queryByRole('button', { name: 'Close notification' })).toBeNull();
  });

  it('shows an error message as an alert once the core opens it', () => {
    const { open } = setup();
    open('error', 'X');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('X');
    expect(alert.querySelector('.snackbar--error')).not.toBeNull();
    expect(within(alert).getByRole('button', { name: 'Close notification' })).toBeTruthy();
  });

  it.each<[SnackbarStatus, string]>([
    ['success', 'Added to cart'],
    ['info', 'Saved'],
    ['warning', 'Slow connection'],
  ])('shows a %s message politely, with its status styling', (status, message) => {
    const { open } = setup();
    open(status, message);
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.querySelector(`.snackbar--${status}`)).not.toBeNull();
    expect(region.textContent).toContain(message);
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('is still up 1 ms before the auto-hide delay and gone at it', () => {
    const { open, advance } = setup();
    open('error', 'X');
    expect(SNACKBAR_AUTO_HIDE_MS).toBe(5000);
    advance(4999);
    expect(screen.getByRole('alert').textContent).toContain('X');
    advance(1);
    expect(screen.getByRole('alert').textContent).toBe('');
    expect(screen.queryByText('X')).toBeNull();
  });

  it('sits at the top right, over the page, and beneath search suggestions while they are shown', () => {
    const host = cssRule('shell/snackbar.css', '.snackbar-host');
    expect([host.position, host.right, host['justify-content']]).toEqual(['fixed', '16px', 'flex-end']);
    expect(host.top).toMatch(/^calc\(var\(--header-height, 64px\) \+ 8px\)$/);
    expect(host.bottom).toBeUndefined();
    const header = cssRule('shell/layout.css', '.site-header');
    expect(Number(cssRule('shell/snackbar.css', 'body:has(.search-popup) .snackbar-host')['z-index'])).toBeLessThan(
      Number(header['z-index']),
    );
  });

  it('closes on the close button, dispatching snackbar/closeRequested', () => {
    const { open, store } = setup();
    open('error', 'X');
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.getByRole('alert').textContent).toBe('');
    expect(store.log().at(-1)?.event).toEqual({ type: 'snackbar/closeRequested' });
    expect(store.log().at(-1)?.source).toBe('ui');
  });

  it('shows server text as plain text, never as HTML', () => {
    const { open } = setup();
    const message = '<img src=x onerror="alert(1)"><b>bold</b>';
    open('error', message);
    const alert = screen.getByRole('alert');
    expect(alert.querySelector('img')).toBeNull();
    expect(alert.querySelector('b')).toBeNull();
    expect(alert.textContent).toContain(message);
  });
});
