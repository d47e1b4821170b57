import type { CoreStore } from '../../core/create-core';

/** What the replay page hands the app frame: the store to render from and when to mount the app afresh. */
export interface ReplayBridge {
  /** The store of the replay shown now (a new scenario brings a new one, with a new {@link mount}). */
  store(): CoreStore;
  /** The page the app shows, e.g. '/' or '/cart'. */
  path(): string;
  /** Grows whenever the app must be mounted afresh: a new scenario, another page, or any move but one event forward. */
  mount(): number;
  /** Calls `listener` after each change of {@link path} or {@link mount}. */
  subscribe(listener: () => void): () => void;
}

declare global {
  interface Window {
    /** Set by the replay page on itself; the app frame reads it from its parent. */
    __replayBridge?: ReplayBridge;
  }
}

/** The bridge of the page that holds this frame; throws when the frame is opened on its own. */
export function parentBridge(): ReplayBridge {
  const bridge = window.parent === window ? undefined : window.parent.__replayBridge;
  if (!bridge) throw new Error('The app frame shows a replay: open the replay page, not this frame on its own.');
  return bridge;
}
