import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,199}$/;

/** A presigned upload waiting for (or already given) its bytes; its signed URL carries the expiry. */
export interface PresignedUpload {
  readonly key: string;
  readonly contentType: string;
}

/** An upload whose bytes are on disk. */
export interface StoredUpload {
  readonly key: string;
  readonly contentType: string;
  readonly size: number;
}

/** Whether `key` is a single safe file name (no separators, no leading dot, no `..`). */
export function isSafeKey(key: string): boolean {
  return KEY_PATTERN.test(key) && !key.includes('..');
}

function slug(value: string): string {
  return value.replace(/[^A-Za-z0-9_-]+/g, '_').slice(0, 40) || 'x';
}

/** A fresh, safe key for an upload of `kind` by `userId` in `convoId`. */
export function uploadKey(kind: string, userId: string, convoId: string, ext: string, now: number): string {
  return `${slug(kind)}-${slug(userId)}-${slug(convoId)}-${now.toString(36)}-${randomBytes(6).toString('hex')}.${slug(ext)}`;
}

/** Uploaded files under `directory`, with an in-memory index of what was presigned and stored. */
export class UploadStore {
  private presigned = new Map<string, PresignedUpload>();
  private stored = new Map<string, StoredUpload>();
  private readonly directory: string;

  constructor(directory: string) {
    this.directory = path.resolve(directory);
  }

  private filePath(key: string): string {
    if (!isSafeKey(key)) throw new Error(`Unsafe upload key: ${key}`);
    const target = path.resolve(this.directory, key);
    if (path.dirname(target) !== this.directory) throw new Error(`Unsafe upload key: ${key}`);
    return target;
  }

  presign(upload: PresignedUpload): void {
    this.presigned.set(upload.key, upload);
  }

  presignedUpload(key: string): PresignedUpload | null {
    return this.presigned.get(key) ?? null;
  }

  /** Writes the bytes of a presigned upload (replacing earlier ones). */
  async save(key: string, contentType: string, bytes: Buffer): Promise<StoredUpload> {
    const target = this.filePath(key);
    await mkdir(this.directory, { recursive: true });
    const temporary = `${target}.${randomBytes(4).toString('hex')}.part`;
    await writeFile(temporary, bytes);
    await rename(temporary, target);
    const upload: StoredUpload = { key, contentType, size: bytes.length };
    this.stored.set(key, upload);
    return upload;
  }

  /** The stored upload, if it is indexed and its file is still there. */
  async find(key: string): Promise<StoredUpload | null> {
    const upload = isSafeKey(key) ? this.stored.get(key) : undefined;
    if (!upload) return null;
    const info = await stat(this.filePath(key)).catch(() => null);
    if (!info?.isFile()) {
      this.stored.delete(key);
      return null;
    }
    return { ...upload, size: info.size };
  }

  /** Bytes `start` to `end` (inclusive) of a stored upload. */
  async read(key: string, start: number, end: number): Promise<Buffer> {
    const handle = await open(this.filePath(key), 'r');
    try {
      const buffer = Buffer.alloc(end - start + 1);
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, start);
      return buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  }

  /** Forgets every presigned and stored upload; files stay on disk. */
  reset(): void {
    this.presigned = new Map();
    this.stored = new Map();
  }
}
