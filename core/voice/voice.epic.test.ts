import { loadNow } from '../../harness/fakes/load-now';
import { Observable } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { createFakePorts, testEndpoints } from '../../harness/fakes';
import { createCore } from '../create-core';
import type { MediaPort, RecordingUpdate } from '../ports';

/** A microphone whose permission prompt is never answered: the recorder stays in 'requesting'. */
function unansweredMicrophone() {
  const calls = { subscribed: 0, unsubscribed: 0 };
  const media: MediaPort = {
    webkit: false,
    record: () =>
      new Observable<RecordingUpdate>(() => {
        calls.subscribed += 1;
        return () => {
          calls.unsubscribed += 1;
        };
      }),
    stop: vi.fn(),
    release: vi.fn(),
  };
  const fakes = createFakePorts();
  const store = createCore({
    ports: { ...fakes.ports, media },
    endpoints: testEndpoints(),
    backend: 'brand',
    load: loadNow(),
  });
  return { store, media, calls };
}

describe('voiceRecorderEpic', () => {
  it('stopping before the microphone was granted abandons the request, and a new request starts afresh', () => {
    const { store, media, calls } = unansweredMicrophone();
    store.dispatch({ type: 'voice/recordRequested' });
    expect(store.getState().voice.phase).toBe('requesting');
    expect(calls).toEqual({ subscribed: 1, unsubscribed: 0 });

    store.dispatch({ type: 'voice/stopRequested' });
    expect(store.getState().voice.phase).toBe('idle');
    expect(calls).toEqual({ subscribed: 1, unsubscribed: 1 });
    expect(media.stop).not.toHaveBeenCalled();

    store.dispatch({ type: 'voice/recordRequested' });
    expect(store.getState().voice.phase).toBe('requesting');
    expect(calls.subscribed).toBe(2);
    store.dispose();
  });

  it('closing the chat while the prompt is open abandons the request', () => {
    const { store, calls } = unansweredMicrophone();
    store.dispatch({ type: 'voice/recordRequested' });
    store.dispatch({ type: 'voice/recordRequested' });
    expect(calls.subscribed).toBe(1);
    store.dispatch({ type: 'chat/closeRequested' });
    expect(calls).toEqual({ subscribed: 1, unsubscribed: 1 });
    expect(store.getState().voice.phase).toBe('idle');
    store.dispose();
  });
});
