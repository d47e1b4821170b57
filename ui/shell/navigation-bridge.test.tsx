// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { createTestCore } from '../../harness/fakes/index';
import { App } from '../app';
import { renderApp } from '../testing/render-app';

afterEach(cleanup);

const heading = () => screen.getByRole('heading', { level: 1 });

describe('NavigationBridge', () => {
  it('moves the router to a path the core requests and asks it to clear the request (navigation/redirectClearRequested)', () => {
    const { store, location } = renderApp({ path: '/my-account' });
    expect(heading().textContent).toBe('My Account');

    act(() => store.dispatch({ type: 'navigation/redirected', payload: { to: '/login' } }));

    expect(location.history).toEqual(['/my-account', '/login']);
    expect(heading().textContent).toBe('Log in');
    expect(screen.queryByRole('banner')).toBeNull();
    const types = store.log().map((entry) => entry.event.type);
    expect(types).toEqual(['navigation/redirected', 'navigation/redirectClearRequested']);
    expect(store.log().at(-1)).toMatchObject({
      source: 'ui',
      event: { type: 'navigation/redirectClearRequested', payload: { to: '/login' } },
    });
    expect(store.getState().navigation.request).toBeNull();
  });

  it('carries out a request the core made before the app mounted', () => {
    const { store } = createTestCore();
    store.dispatch({ type: 'navigation/redirected', payload: { to: '/login' } });
    const location = memoryLocation({ path: '/cart', record: true });
    render(<App store={store} locationHook={location.hook} />);
    expect(location.history).toEqual(['/cart', '/login']);
    expect(heading().textContent).toBe('Log in');
    expect(store.getState().navigation.request).toBeNull();
  });

  it('navigates once per request under StrictMode', () => {
    const { store } = createTestCore();
    // pending at mount, where StrictMode runs every effect twice
    store.dispatch({ type: 'navigation/redirected', payload: { to: '/login' } });
    const location = memoryLocation({ path: '/cart', record: true });
    render(
      <StrictMode>
        <App store={store} locationHook={location.hook} />
      </StrictMode>,
    );
    expect(location.history).toEqual(['/cart', '/login']);
    expect(store.log().filter((entry) => entry.event.type === 'navigation/redirectClearRequested')).toHaveLength(1);
    act(() => location.navigate('/faq'));
    act(() => store.dispatch({ type: 'navigation/redirected', payload: { to: '/login' } }));
    expect(location.history).toEqual(['/cart', '/login', '/faq', '/login']);
    expect(store.log().filter((entry) => entry.event.type === 'navigation/redirectClearRequested')).toHaveLength(2);
  });

  it('handles every request, also a repeat of the same path', () => {
    const { store, location } = renderApp({ path: '/profile' });
    act(() => store.dispatch({ type: 'navigation/redirected', payload: { to: '/login' } }));
    act(() => location.navigate('/cart'));
    act(() => store.dispatch({ type: 'navigation/redirected', payload: { to: '/login' } }));
    expect(location.history).toEqual(['/profile', '/login', '/cart', '/login']);
    const completed = store.log().filter((entry) => entry.event.type === 'navigation/redirectClearRequested');
    expect(completed).toHaveLength(2);
  });

  it('after a forced logout, tells the shopper their session ended and brings them back after login (issue 11, defect 9)', async () => {
    const { store, location } = renderApp({ path: '/product/a2-desi-cow-ghee' });
    act(() => store.dispatch({ type: 'navigation/redirected', payload: { to: '/login', reason: 'sessionEnded' } }));
    expect(heading().textContent).toBe('Log in');
    expect(location.history.at(-1)).toBe('/login?from=%2Fproduct%2Fa2-desi-cow-ghee&session=ended');
    expect((await screen.findByText('Your session ended. Please log in again.')).getAttribute('role')).toBe('status');
    // The login page records where to return in an effect, which may run after its text is on screen.
    await waitFor(() => expect(store.getState().user.redirectObj).toEqual({ path: '/product/a2-desi-cow-ghee' }));
    expect(store.getState().navigation.request).toBeNull();
  });

  it('says nothing about a session on a plain visit to /login', async () => {
    renderApp({ path: '/login' });
    await screen.findByRole('textbox');
    expect(screen.queryByText('Your session ended. Please log in again.')).toBeNull();
  });
});
