// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scriptedRuntime } from '../../harness/fakes/load-now';
import { renderComponent } from '../testing/render-component';
import { LanguageKeeper } from './language-keeper';
import { LanguageSwitch } from './language-switch';

const navigation = vi.hoisted(() => ({ openDocument: vi.fn(), replaceDocument: vi.fn() }));
vi.mock('./document-navigation', () => navigation);

afterEach(() => {
  cleanup();
  navigation.openDocument.mockReset();
  navigation.replaceDocument.mockReset();
});

describe('the language switch', () => {
  it("links the page the shopper is on in English and in Hindi, English marked as this store's", () => {
    renderComponent(<LanguageSwitch />, { path: '/categories/ghee' });
    const languages = within(screen.getByRole('navigation', { name: 'Language' }));
    const english = languages.getByRole('link', { name: 'English' });
    const hindi = languages.getByRole('link', { name: 'हिन्दी' });
    expect(english.getAttribute('href')).toBe('/categories/ghee');
    expect(hindi.getAttribute('href')).toBe('/hi/categories/ghee');
    expect(hindi.getAttribute('lang')).toBe('hi');
    expect(english.getAttribute('aria-current')).toBe('true');
    expect(hindi.getAttribute('aria-current')).toBeNull();
  });

  it('keeps the choice of Hindi in the stored state and the cookie, then opens the Hindi store', () => {
    const { store, fakes } = renderComponent(<LanguageSwitch />, { path: '/' });
    act(() => fireEvent.click(screen.getByRole('link', { name: 'हिन्दी' })));
    expect(store.getState().user.language).toBe('hi');
    expect(store.getState().chat.language).toBe('hi');
    expect(fakes.cookies.read('store_language')).toBe('hi');
    expect(navigation.openDocument).toHaveBeenCalledWith('/hi/');
  });

  it('opens the Hindi store only once the core has applied the choice (its code still on the way when clicked)', () => {
    const runtime = scriptedRuntime(['holds']);
    const { store, fakes } = renderComponent(<LanguageSwitch />, { path: '/', load: runtime.load });
    act(() => fireEvent.click(screen.getByRole('link', { name: 'हिन्दी' })));
    expect(store.held()).toBe(true);
    expect(navigation.openDocument).not.toHaveBeenCalled();
    act(() => void runtime.arrive());
    expect(navigation.openDocument).toHaveBeenCalledWith('/hi/');
    expect(fakes.cookies.read('store_language')).toBe('hi');
  });

  it("choosing this store's own language keeps the choice and stays", () => {
    const { store } = renderComponent(<LanguageSwitch />, { path: '/' });
    act(() => fireEvent.click(screen.getByRole('link', { name: 'English' })));
    expect(store.getState().user.language).toBe('en');
    expect(store.getState().chat.language).toBe('en');
    expect(navigation.openDocument).not.toHaveBeenCalled();
  });

  it('leaves a click with a modifier key to the browser (a new tab), choosing nothing', () => {
    const { store } = renderComponent(<LanguageSwitch />, { path: '/' });
    const browser = vi.fn((event: Event) => event.preventDefault());
    document.addEventListener('click', browser, { once: true });
    act(() => fireEvent.click(screen.getByRole('link', { name: 'हिन्दी' }), { ctrlKey: true }));
    expect(browser).toHaveBeenCalled();
    expect(store.getState().user.language).toBeUndefined();
    expect(navigation.openDocument).not.toHaveBeenCalled();
  });
});

describe('the language keeper', () => {
  it('moves a shopper whose stored choice is Hindi to the Hindi store', () => {
    const { store } = renderComponent(<LanguageKeeper />, { path: '/' });
    expect(navigation.replaceDocument).not.toHaveBeenCalled();
    act(() => store.dispatch({ type: 'session/languageChangeRequested', payload: { language: 'hi' } }));
    expect(navigation.replaceDocument).toHaveBeenCalledWith('/hi/');
  });

  it('keeps a shopper who chose English where they are', () => {
    const { store } = renderComponent(<LanguageKeeper />, { path: '/' });
    act(() => store.dispatch({ type: 'session/languageChangeRequested', payload: { language: 'en' } }));
    expect(navigation.replaceDocument).not.toHaveBeenCalled();
  });
});
