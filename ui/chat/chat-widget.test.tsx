// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cssRule } from '../testing/css-rules';
import { renderApp } from '../testing/render-app';
import { setUpChatTests } from '../testing/chat-test-env';
import { preloadChatPanel } from './chat-widget';

setUpChatTests();

describe('ChatWidget', () => {
  it('shows the Open chat button on the page and no chat panel until it is pressed', () => {
    const { store } = renderApp();
    expect(screen.getByRole('button', { name: 'Open chat' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Support chat' })).toBeNull();
    expect(store.getState().chat.isOpen).toBe(false);
  });

  it('opens the lazily loaded panel with chat/openRequested and hides the button while the chat is open', async () => {
    const { store } = renderApp();
    fireEvent.click(screen.getByRole('button', { name: 'Open chat' }));
    expect(store.log().some((entry) => entry.event.type === 'chat/openRequested' && entry.source === 'ui')).toBe(true);
    expect(await screen.findByRole('dialog', { name: 'Support chat' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open chat' })).toBeNull();
  });

  it('once its code is preloaded (pointing at the button), the panel shows on the same click, without waiting', async () => {
    renderApp();
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Open chat' }));
    await act(() => preloadChatPanel());
    fireEvent.click(screen.getByRole('button', { name: 'Open chat' }));
    expect(screen.getByRole('dialog', { name: 'Support chat' })).toBeTruthy();
  });

  it('brings the button back, focused, when the chat closes', async () => {
    renderApp();
    fireEvent.click(screen.getByRole('button', { name: 'Open chat' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Close chat' }));
    expect(screen.queryByRole('dialog', { name: 'Support chat' })).toBeNull();
    const launcher = screen.getByRole('button', { name: 'Open chat' });
    expect(document.activeElement).toBe(launcher);
  });

  it('follows the core: a chat opened elsewhere (the bottom bar) shows the panel and hides the button', async () => {
    const { store } = renderApp();
    act(() => store.dispatch({ type: 'chat/openRequested' }));
    expect(await screen.findByRole('dialog', { name: 'Support chat' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open chat' })).toBeNull();
  });

  it('hides the round button below 768 px, where the bottom bar opens the chat', () => {
    const launcherCss = 'chat/chat-launcher.css';
    expect(cssRule(launcherCss, '.chat-launcher').display).toBe('inline-flex');
    expect(cssRule(launcherCss, '.chat-launcher', '@media (max-width: 767.98px)').display).toBe('none');
  });

  it('is fixed at the bottom right on a desktop', () => {
    const panel = cssRule('chat/chat.css', '.chat-panel');
    expect([panel.position, panel.right, panel.bottom, panel.left, panel.top]).toEqual([
      'fixed',
      '24px',
      '24px',
      undefined,
      undefined,
    ]);
  });

  it('fills a phone screen with the dynamic viewport height and keeps the textarea text at 16 px or more', () => {
    const phone = cssRule('chat/chat.css', '.chat-panel', '@media (max-width: 767.98px)');
    expect([phone.inset, phone.width, phone.height]).toEqual(['0', '100%', 'var(--chat-viewport-height, 100dvh)']);
    const textarea = cssRule('chat/chat.css', '.chat-input__textarea');
    expect(Number(/^(\d+)px$/.exec(textarea['font-size'] ?? '')?.[1])).toBeGreaterThanOrEqual(16);
    expect(textarea['max-height']).toBe('120px');
  });
});
