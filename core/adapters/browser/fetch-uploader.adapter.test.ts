import { firstValueFrom } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { createFetchUploaderPort } from './fetch-uploader.adapter';
import { RecordingStore } from './recording-store';

function storeWith(blob: Blob) {
  const recordings = new RecordingStore();
  return { recordings, id: recordings.put(blob) };
}

describe('createFetchUploaderPort', () => {
  it('PUTs the recorded blob with exactly the given headers and no credentials', async () => {
    const blob = new Blob(['audio bytes'], { type: 'audio/webm' });
    const { recordings, id } = storeWith(blob);
    const fetchImpl = vi.fn<typeof fetch>(async () => new Response(null, { status: 200 }));
    const uploader = createFetchUploaderPort(recordings, fetchImpl);

    const result = await firstValueFrom(
      uploader.put({
        url: 'https://bucket.example.test/voice/1.webm?X-Amz-Signature=abc',
        recordingId: id,
        headers: { 'Content-Type': 'audio/webm', 'x-amz-acl': 'public-read' },
      }),
    );

    expect(result).toEqual({ status: 200 });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe('https://bucket.example.test/voice/1.webm?X-Amz-Signature=abc');
    expect(init?.method).toBe('PUT');
    expect(init?.headers).toEqual({ 'Content-Type': 'audio/webm', 'x-amz-acl': 'public-read' });
    expect(init?.credentials).toBe('omit');
    expect(init?.body).toBe(blob);
  });

  it('reports the status of a refused upload', async () => {
    const { recordings, id } = storeWith(new Blob(['x']));
    const fetchImpl = vi.fn<typeof fetch>(async () => new Response('<Error>AccessDenied</Error>', { status: 403 }));

    await expect(
      firstValueFrom(
        createFetchUploaderPort(recordings, fetchImpl).put({ url: 'https://b.test/k', recordingId: id, headers: {} }),
      ),
    ).resolves.toEqual({ status: 403 });
  });

  it('reports status 0 for an unknown recording without calling fetch', async () => {
    const fetchImpl = vi.fn<typeof fetch>();

    await expect(
      firstValueFrom(
        createFetchUploaderPort(new RecordingStore(), fetchImpl).put({
          url: 'https://b.test/k',
          recordingId: 'rec_9',
          headers: {},
        }),
      ),
    ).resolves.toEqual({ status: 0 });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('reports status 0 on a network failure', async () => {
    const { recordings, id } = storeWith(new Blob(['x']));
    const fetchImpl = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });

    await expect(
      firstValueFrom(
        createFetchUploaderPort(recordings, fetchImpl).put({ url: 'https://b.test/k', recordingId: id, headers: {} }),
      ),
    ).resolves.toEqual({ status: 0 });
  });

  it('aborts the upload when unsubscribed', async () => {
    const { recordings, id } = storeWith(new Blob(['x']));
    let signal: AbortSignal | undefined;
    const fetchImpl = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          signal = init?.signal ?? undefined;
          signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const next = vi.fn();

    const subscription = createFetchUploaderPort(recordings, fetchImpl)
      .put({ url: 'https://b.test/k', recordingId: id, headers: {} })
      .subscribe({ next });
    expect(signal?.aborted).toBe(false);
    subscription.unsubscribe();
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(signal?.aborted).toBe(true);
    expect(next).not.toHaveBeenCalled();
  });
});
