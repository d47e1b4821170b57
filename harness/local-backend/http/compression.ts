import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** A content encoding the local backend sends. */
export type Encoding = 'br' | 'gzip';

/** Text types worth compressing (fonts and images are compressed already). */
export const COMPRESSIBLE_EXTENSIONS = new Set(['.js', '.css', '.html', '.svg', '.json', '.txt', '.map']);

/** Answers smaller than this are sent as they are. */
export const MIN_COMPRESS_BYTES = 1024;

/** The encoding to answer with for an Accept-Encoding header: brotli, else gzip, else none (q=0 refuses). */
export function chooseEncoding(acceptEncoding: string | string[] | undefined): Encoding | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const ok = (name: Encoding) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

/** `body` compressed; `level` 'max' for files compressed once, 'fast' for answers made per request. */
export function compress(body: Buffer, encoding: Encoding, level: 'max' | 'fast'): Buffer {
  if (encoding === 'br') {
    return brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: level === 'max' ? 11 : 4,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
  }
  return gzipSync(body, { level: level === 'max' ? 9 : 6 });
}
