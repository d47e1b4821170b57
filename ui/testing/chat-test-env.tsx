import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import type { ChatMessage } from '../../core/chat/chat.model';
import { initialRootState, type RootState } from '../../core/root.reducer';
import type { TestCoreOptions } from '../../harness/fakes/index';
import { renderComponent } from './render-component';
import { ChatPanel } from '../chat/chat-panel';
import { RecordingSourceProvider, type RecordingSource } from '../chat/recording-source';

// The machine running the tests is shared; give the list's asynchronous measuring time to settle.
configure({ asyncUtilTimeout: 4000 });

/** Height jsdom pretends the message list's viewport has (it lays nothing out). */
const VIEWPORT_HEIGHT_PX = 600;

type ResizeCallback = (
  entries: { target: Element; contentRect: { width: number; height: number } }[],
  observer: unknown,
) => void;

/**
 * What jsdom lacks and the chat uses: ResizeObserver (virtua measures the viewport and the items
 * with it; here the list viewport is 600 px high and every item 60 px), an offsetParent (virtua
 * only measures laid-out items), Element.scrollTo and scrollBy (whose scroll event follows in a
 * later task, as in browsers), and media playback (play resolves unless
 * `playRejects`). Returns the play and pause spies.
 */
export function installBrowserStubs(options: { readonly playRejects?: boolean } = {}) {
  class StubResizeObserver {
    #active = true;
    constructor(private readonly callback: ResizeCallback) {}
    observe(target: Element) {
      const height = target.classList.contains('chat-messages') ? VIEWPORT_HEIGHT_PX : 60;
      queueMicrotask(() => {
        if (this.#active) this.callback([{ target, contentRect: { width: 360, height } }], this);
      });
    }
    unobserve() {}
    disconnect() {
      this.#active = false;
    }
  }
  vi.stubGlobal('ResizeObserver', StubResizeObserver);
  vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockImplementation(function offsetParent(this: HTMLElement) {
    return this.isConnected ? this.parentElement : null;
  });
  Element.prototype.scrollTo = function scrollTo(this: Element, arg?: ScrollToOptions | number) {
    const top = typeof arg === 'object' ? arg.top : undefined;
    if (typeof top === 'number') {
      this.scrollTop = top;
      setTimeout(() => this.dispatchEvent(new Event('scroll')), 0);
    }
  } as Element['scrollTo'];
  Element.prototype.scrollBy = function scrollBy(this: Element, arg?: ScrollToOptions | number) {
    const top = typeof arg === 'object' ? arg.top : undefined;
    if (typeof top === 'number') {
      this.scrollTop += top;
      setTimeout(() => this.dispatchEvent(new Event('scroll')), 0);
    }
  } as Element['scrollBy'];
  const play = vi
    .spyOn(HTMLMediaElement.prototype, 'play')
    .mockImplementation(() =>
      options.playRejects ? Promise.reject(new Error('NotSupportedError')) : Promise.resolve(),
    );
  const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function pause(
    this: HTMLMediaElement,
  ) {
    this.dispatchEvent(new Event('pause'));
  });
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  return { play, pause };
}

/**
 * For the calling test file: unmounts, restores spies and stubbed globals after each test; with
 * `stubs` (the default), installs {@link installBrowserStubs} before each test.
 */
export function setUpChatTests({ stubs = true }: { readonly stubs?: boolean } = {}): void {
  if (stubs) {
    beforeEach(() => {
      installBrowserStubs();
    });
  }
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });
}

let messageSeq = 0;

/** A chat message with sensible defaults. */
export function chatMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  messageSeq += 1;
  return {
    id: `m${messageSeq}`,
    conversation_id: 'conv_1',
    content: `Message ${messageSeq}`,
    content_type: 'text',
    sender_id: 'agent_1',
    sender_type: 'agent',
    created_at: new Date(Date.UTC(2025, 0, 1, 10, 0, messageSeq)).toISOString(),
    ...overrides,
  };
}

export interface ChatStateOverrides {
  readonly chat?: Partial<RootState['chat']>;
  readonly voice?: Partial<RootState['voice']>;
  readonly suggestions?: RootState['suggestions'];
}

/** The root state with the chat open on conversation conv_1 (and any overrides). */
function chatState(overrides: ChatStateOverrides = {}): RootState {
  return {
    ...initialRootState,
    chat: {
      ...initialRootState.chat,
      isOpen: true,
      conversation: { id: 'conv_1' },
      hasMoreMessages: false,
      ...overrides.chat,
    },
    voice: { ...initialRootState.voice, ...overrides.voice },
    suggestions: { ...initialRootState.suggestions, ...overrides.suggestions },
  };
}

export interface RenderChatOptions extends Omit<TestCoreOptions, 'initialState'> {
  readonly state?: ChatStateOverrides;
  readonly recordings?: RecordingSource;
}

/** Renders the chat panel on a real core with fake ports, open on conversation conv_1 (see {@link chatState}). */
export function renderChatPanel(options: RenderChatOptions = {}) {
  const { state, recordings = { get: () => undefined }, ...coreOptions } = options;
  const rendered = renderComponent(
    <RecordingSourceProvider source={recordings}>
      <ChatPanel />
    </RecordingSourceProvider>,
    { ...coreOptions, initialState: chatState(state) },
  );
  const intents = () =>
    rendered.store
      .log()
      .filter((entry) => entry.source === 'ui')
      .map((entry) => entry.event);
  return { ...rendered, intents };
}
