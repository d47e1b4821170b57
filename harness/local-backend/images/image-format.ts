/** An output format of the image endpoint. */
export type ImageFormat = 'avif' | 'webp' | 'jpeg' | 'png';

export const CONTENT_TYPES: Readonly<Record<ImageFormat, string>> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

function accepted(accept: string): Map<string, number> {
  const types = new Map<string, number>();
  for (const part of accept.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    if (name) types.set(name, q === undefined ? 1 : Number(q));
  }
  return types;
}

/**
 * The format to answer with for an Accept header: the first of `preferred` the browser takes (a type it names with
 * q > 0; a wildcard does not count, since browsers send `*\/*` without decoding every format), else JPEG, or PNG for
 * a picture with transparency.
 */
export function chooseImageFormat(
  accept: string | undefined,
  hasAlpha: boolean,
  preferred: readonly ('avif' | 'webp')[] = ['webp', 'avif'],
): ImageFormat {
  const types = accepted(accept ?? '');
  const found = preferred.find((format) => (types.get(CONTENT_TYPES[format]) ?? 0) > 0);
  return found ?? (hasAlpha ? 'png' : 'jpeg');
}
