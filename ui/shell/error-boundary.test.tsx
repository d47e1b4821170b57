// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import type { BaseLocationHook } from 'wouter';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../app';
import { setUpChatTests } from '../testing/chat-test-env';
import { renderApp } from '../testing/render-app';
import { renderOnTestCore } from '../testing/render-component';

const broken = vi.hoisted(() => ({ home: false, chat: false }));

vi.mock('../pages/home-page', async (importOriginal) => {
  const real = await importOriginal<typeof import('../pages/home-page')>();
  return {
    ...real,
    HomePage: () => {
      if (broken.home) throw new Error('the home page broke');
      return <real.HomePage />;
    },
  };
});

vi.mock('../chat/chat-panel', async (importOriginal) => {
  const real = await importOriginal<typeof import('../chat/chat-panel')>();
  return {
    ...real,
    ChatPanel: () => {
      if (broken.chat) throw new Error('the chat panel broke');
      return <real.ChatPanel />;
    },
  };
});

setUpChatTests();

beforeEach(() => {
  broken.home = false;
  broken.chat = false;
  // React reports every error a boundary catches on the console; these are expected here.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

const heading = () => screen.getByRole('heading', { level: 1 });

/** What the boundaries reported, as `app/errorReportRequested` events in the log. */
const caught = (store: { log(): readonly { event: { type: string; payload?: unknown } }[] }) =>
  store.log().flatMap(({ event }) => (event.type === 'app/errorReportRequested' ? [event.payload] : []));
const HOME_TITLE = 'Fresh from our chakki to your kitchen';

describe('error boundaries', () => {
  it('a page that fails shows a retry inside the layout, the header and chat keep working, and Try again shows the page', () => {
    broken.home = true;
    const { store } = renderApp({ path: '/' });
    expect(screen.getByRole('main').textContent).toContain('This page could not be shown.');
    expect(caught(store)).toEqual([{ where: 'ui:route', message: 'the home page broke' }]);
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open chat' })).toBeTruthy();

    broken.home = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(heading().textContent).toBe(HOME_TITLE);
  });

  it('moving to another page leaves a failed one behind', () => {
    broken.home = true;
    const { location } = renderApp({ path: '/' });
    expect(screen.getByRole('main').textContent).toContain('This page could not be shown.');
    act(() => location.navigate('/about-us'));
    expect(heading().textContent).toBe('About Us');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('a chat panel that fails says so with a retry and a close button, and the page stays usable', async () => {
    broken.chat = true;
    const { store } = renderApp({ path: '/' });
    fireEvent.click(screen.getByRole('button', { name: 'Open chat' }));
    const failed = await screen.findByRole('dialog', { name: 'Support chat' });
    expect(failed.textContent).toContain('The chat could not be shown.');
    expect(caught(store)).toEqual([{ where: 'ui:chat', message: 'the chat panel broke' }]);
    expect(heading().textContent).toBe(HOME_TITLE);

    broken.chat = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Close chat' })).toBeTruthy();
    expect(screen.queryByText('The chat could not be shown.')).toBeNull();

    broken.chat = true;
    fireEvent.click(screen.getByRole('button', { name: 'Close chat' }));
    fireEvent.click(screen.getByRole('button', { name: 'Open chat' }));
    await screen.findByText('The chat could not be shown.');
    fireEvent.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(store.getState().chat.isOpen).toBe(false);
  });

  it('a failure outside any page (a navigation the browser refuses) shows a store-wide retry, not a blank page', () => {
    // history.pushState throws for a path the browser reads as another origin.
    const refusing =
      (hook: BaseLocationHook): BaseLocationHook =>
      () => {
        const [location, navigate] = hook();
        return [
          location,
          (to: string, options?: unknown) => {
            if (to.startsWith('//'))
              throw new DOMException(`A history state with URL '${to}' cannot be created`, 'SecurityError');
            navigate(to, options as never);
          },
        ];
      };
    const { store } = renderOnTestCore((core, hook) => <App store={core} locationHook={refusing(hook)} />, {
      path: '/',
    });
    act(() => store.dispatch({ type: 'navigation/redirected', payload: { to: '//evil.example' } }));
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong.');
    expect(caught(store)).toEqual([{ where: 'ui:shell', message: expect.stringContaining('cannot be created') }]);

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(heading().textContent).toBe(HOME_TITLE);
    expect(screen.getByRole('banner')).toBeTruthy();
  });
});
