/**
 * The bytes of finished recordings, kept in memory under generated ids ('rec_1', 'rec_2', ...)
 * until they are released. Shared by the media port (which fills it) and the uploader (which reads it).
 */
export class RecordingStore {
  readonly #blobs = new Map<string, Blob>();
  #counter = 0;

  /** Keeps `blob` and returns its new id. */
  put(blob: Blob): string {
    this.#counter += 1;
    const id = `rec_${this.#counter}`;
    this.#blobs.set(id, blob);
    return id;
  }

  get(id: string): Blob | undefined {
    return this.#blobs.get(id);
  }

  /** Forgets a recording; returns whether it was kept. */
  delete(id: string): boolean {
    return this.#blobs.delete(id);
  }
}
