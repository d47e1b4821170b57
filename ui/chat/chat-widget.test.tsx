// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test-utils/render-app';
import { installBrowserStubs } from './chat-test-env';
import { preloadChatPanel } from './chat-widget';

beforeEach(() => {
  installBrowserStubs();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const css = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8').replace(/\s+/g, ' ');

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
    expect(css('./chat-launcher.css')).toMatch(/@media \(max-width: 767\.98px\) \{ \.chat-launcher \{ display: none; \}/);
  });

  it('fills a phone screen with the dynamic viewport height and keeps the textarea text at 16 px or more', () => {
    const panelCss = css('./chat.css');
    const phone = /@media \(max-width: 767\.98px\) \{ \.chat-panel \{([^}]*)\}/.exec(panelCss)?.[1] ?? '';
    expect(phone).toContain('inset: 0;');
    expect(phone).toContain('height: 100dvh;');
    expect(phone).toContain('height: var(--chat-viewport-height, 100dvh);');
    const textarea = /\.chat-input__textarea \{([^}]*)\}/.exec(panelCss)?.[1] ?? '';
    const size = /font-size: (\d+)px;/.exec(textarea)?.[1];
    expect(Number(size)).toBeGreaterThanOrEqual(16);
    expect(textarea).toContain('max-height: 120px;');
  });
});
