import type { EndpointEnv } from '../../core/config';
import type { Event } from '../../core/events';
import type { HttpRequest, RecordingUpdate, SocketConnectOptions } from '../../core/ports';

/**
 * One thing that happened in a recorded session, at `at` (the clock port's epoch milliseconds).
 * Requests and uploads carry an `id` their answer (or cancellation) names.
 */
export type RecordedEntry =
  /** An event dispatched from outside the core (the UI, the page's lifecycle): an intent. */
  | { readonly kind: 'dispatch'; readonly at: number; readonly event: Event }
  /** An event the core's epics produced: a fact. */
  | { readonly kind: 'fact'; readonly at: number; readonly event: Event }
  | { readonly kind: 'request'; readonly at: number; readonly id: number; readonly request: HttpRequest }
  /** A raw upload of a recording kept by the media port: the bytes by reference (`recordingId`). */
  | {
      readonly kind: 'upload';
      readonly at: number;
      readonly id: number;
      readonly request: HttpRequest & { readonly recordingId: string };
    }
  | {
      readonly kind: 'answer';
      readonly at: number;
      readonly id: number;
      readonly status: number;
      readonly body?: unknown;
    }
  /** The core gave up on a request before its answer (unsubscribed). */
  | { readonly kind: 'cancel'; readonly at: number; readonly id: number }
  | { readonly kind: 'socketConnect'; readonly at: number; readonly options: SocketConnectOptions }
  | { readonly kind: 'socketEmit'; readonly at: number; readonly event: string; readonly payload: unknown }
  | { readonly kind: 'socketPush'; readonly at: number; readonly event: string; readonly payload: unknown }
  | { readonly kind: 'storageRead'; readonly at: number; readonly key: string; readonly value: string | null }
  | { readonly kind: 'storageWrite'; readonly at: number; readonly key: string; readonly value: string | null }
  /** Another tab wrote (or removed, null) a key. */
  | { readonly kind: 'otherTab'; readonly at: number; readonly key: string; readonly value: string | null }
  | { readonly kind: 'cookieRead'; readonly at: number; readonly name: string; readonly value: string | null }
  | { readonly kind: 'cookieWrite'; readonly at: number; readonly name: string; readonly value: string | null }
  /** An id the ids port made; `timestamp` for a guest id. */
  | {
      readonly kind: 'id';
      readonly at: number;
      readonly of: 'temp' | 'guest' | 'session';
      readonly value: string;
      readonly timestamp?: number;
    }
  | { readonly kind: 'media'; readonly at: number; readonly update: RecordingUpdate }
  | { readonly kind: 'mediaFailure'; readonly at: number; readonly failure: unknown };

/** A recorded session: where and when it ran, and what happened, in order. */
export interface RecordedLog {
  /** The clock port's epoch milliseconds when recording began (the app's start). */
  readonly startedAt: number;
  /** The origin the app was served from. */
  readonly origin: string;
  /** The endpoint variables the build was configured with. */
  readonly env: EndpointEnv;
  /** Whether the media port reported a WebKit engine. */
  readonly webkit: boolean;
  readonly entries: readonly RecordedEntry[];
}
