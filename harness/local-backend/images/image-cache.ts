import type { ImageFormat } from './image-format';

/** A resized picture as the endpoint sends it. */
export interface ResizedImage {
  readonly bytes: Buffer;
  readonly format: ImageFormat;
  readonly etag: string;
}

/**
 * Resized pictures by key, at most `maxBytes` of them in all (the least recently used go first); a picture being made
 * is made once however many ask for it meanwhile, and a failure is not kept.
 */
export class BoundedImageCache {
  private readonly entries = new Map<string, ResizedImage>();
  private readonly making = new Map<string, Promise<ResizedImage>>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  /** What the cache holds now, in bytes. */
  get size(): number {
    return this.bytes;
  }

  async getOrMake(key: string, make: () => Promise<ResizedImage>): Promise<ResizedImage> {
    const kept = this.entries.get(key);
    if (kept) {
      this.entries.delete(key);
      this.entries.set(key, kept);
      return kept;
    }
    const pending = this.making.get(key);
    if (pending) return pending;
    const made = make().finally(() => this.making.delete(key));
    this.making.set(key, made);
    const image = await made;
    this.keep(key, image);
    return image;
  }

  private keep(key: string, image: ResizedImage): void {
    if (image.bytes.length > this.maxBytes || this.entries.has(key)) return;
    this.entries.set(key, image);
    this.bytes += image.bytes.length;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.bytes.length;
    }
  }
}
