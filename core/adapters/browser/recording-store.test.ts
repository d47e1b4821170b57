import { describe, expect, it } from 'vitest';
import { RecordingStore } from './recording-store';

describe('RecordingStore', () => {
  it('keeps blobs under rec_1, rec_2, ... until deleted', () => {
    const store = new RecordingStore();
    const first = new Blob(['a']);
    const second = new Blob(['b']);

    expect(store.put(first)).toBe('rec_1');
    expect(store.put(second)).toBe('rec_2');
    expect(store.get('rec_1')).toBe(first);
    expect(store.get('rec_2')).toBe(second);

    expect(store.delete('rec_1')).toBe(true);
    expect(store.delete('rec_1')).toBe(false);
    expect(store.get('rec_1')).toBeUndefined();
    expect(store.put(first)).toBe('rec_3');
  });
});
