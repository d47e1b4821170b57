import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { chooseEncoding, compress, COMPRESSIBLE_EXTENSIONS, type Encoding } from './compression';
import { pathInLanguage, pathWithoutLanguage, type StoreLanguage } from '../../../ui/i18n/language';
import { COOKIE_NAMES } from '../../../core/storage-keys';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * A built file's body in an encoding: the precompressed `{file}.br` / `{file}.gz` the build wrote
 * when there is one, else compressed once and kept (per file, size and modification time).
 */
const compressedCache = new Map<string, Buffer>();
async function compressedBody(file: string, encoding: Encoding): Promise<Buffer> {
  const precompressed = await readFile(`${file}.${encoding === 'br' ? 'br' : 'gz'}`).catch(() => null);
  if (precompressed) return precompressed;
  const info = await stat(file);
  const key = `${file}|${encoding}|${info.size}|${info.mtimeMs}`;
  let body = compressedCache.get(key);
  if (!body) {
    body = compress(await readFile(file), encoding, 'max');
    compressedCache.set(key, body);
  }
  return body;
}

/** Paths of the APIs and of built files: a miss there is a JSON 404, never the app. */
const NOT_PAGES = /^\/(store|api|product_search|recommendation|monitoring|__local|assets)(\/|$)/;

/** Whether a GET is for a page of the app: it accepts HTML, or it is an extension-less path outside the APIs. */
function isPageRequest(req: IncomingMessage, pathname: string): boolean {
  if ((req.headers['accept'] ?? '').includes('text/html')) return true;
  return !NOT_PAGES.test(pathname) && path.extname(pathname) === '';
}

/** The folder of a build that holds its prerendered pages, `{folder}{path}/index.html` (see harness/prerender/). */
export const PRERENDERED_DIR = 'prerendered';

/**
 * The HTML for a page: its prerendered file when the build has one and the URL has no query
 * (a query can change what the page shows, and hydration must find what the URL asks for), else
 * the single-page app's index.html.
 */
async function pageFile(root: string, pathname: string, url: URL): Promise<string> {
  if (languageOfPath(pathname) === 'hi') {
    const hindi = path.join(root, 'hi');
    const built = await stat(path.join(hindi, 'index.html')).then(
      (info) => info.isFile(),
      () => false,
    );
    if (built) return pageFile(hindi, pathWithoutLanguage(pathname), url);
  }
  const index = path.join(root, 'index.html');
  if (url.search !== '') return index;
  const folder = path.join(root, PRERENDERED_DIR);
  const prerendered = path.resolve(folder, '.' + pathname, 'index.html');
  if (!prerendered.startsWith(folder + path.sep)) return index;
  return stat(prerendered).then(
    (info) => (info.isFile() ? prerendered : index),
    () => index,
  );
}

/** The language of the store a path belongs to: Hindi under `/hi`, English elsewhere. */
const languageOfPath = (pathname: string): StoreLanguage => (pathWithoutLanguage(pathname) === pathname ? 'en' : 'hi');

/** The store language a `Cookie` header names (`store_language`), or null when it names none the store speaks. */
export function languageOfCookies(cookies: string | undefined): StoreLanguage | null {
  for (const part of (cookies ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === COOKIE_NAMES.language && (value === 'en' || value === 'hi')) return value;
  }
  return null;
}

/**
 * Where a page request goes instead when the shopper chose the other language (the `store_language` cookie,
 * docs/product-spec.md §18.1): the same page in the chosen language; null to serve it here.
 */
export function languageRedirect(cookies: string | undefined, pathname: string, search: string): string | null {
  const chosen = languageOfCookies(cookies);
  if (chosen === null || chosen === languageOfPath(pathname)) return null;
  return pathInLanguage(`${pathname}${search}`, chosen);
}

/**
 * Serves a built single-page app from `root`: files (hashed assets cached for a year; text files
 * brotli or gzip compressed when accepted, precompressed or compressed once, with vary), and for
 * any other GET for a page (see {@link isPageRequest}) its prerendered HTML or index.html (see {@link pageFile}).
 */
export function staticSite(root: string) {
  const absoluteRoot = path.resolve(root);
  return async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return false;
    }
    const target = path.resolve(absoluteRoot, '.' + pathname);
    if (target !== absoluteRoot && !target.startsWith(absoluteRoot + path.sep)) return false;
    const file = await stat(target).then(
      (info) => (info.isFile() ? target : null),
      () => null,
    );
    const wantsPage = isPageRequest(req, pathname);
    const redirect = !file && wantsPage ? languageRedirect(req.headers.cookie, pathname, url.search) : null;
    if (redirect !== null) {
      res.writeHead(302, { location: redirect, 'cache-control': 'no-cache', vary: 'cookie' });
      res.end();
      return true;
    }
    const chosen = file ?? (wantsPage ? await pageFile(absoluteRoot, pathname, url) : null);
    if (!chosen) return false;
    const immutable = chosen.includes(`${path.sep}assets${path.sep}`);
    const compressible = COMPRESSIBLE_EXTENSIONS.has(path.extname(chosen));
    const encoding = compressible ? chooseEncoding(req.headers['accept-encoding']) : null;
    const headers = {
      'content-type': TYPES[path.extname(chosen)] ?? 'application/octet-stream',
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...(compressible ? { vary: wantsPage && !file ? 'accept-encoding, cookie' : 'accept-encoding' } : {}),
    };
    if (encoding) {
      const body = await compressedBody(chosen, encoding);
      res.writeHead(200, { ...headers, 'content-encoding': encoding, 'content-length': String(body.length) });
      res.end(req.method === 'HEAD' ? undefined : body);
      return true;
    }
    res.writeHead(200, headers);
    if (req.method === 'HEAD') res.end();
    else createReadStream(chosen).pipe(res);
    return true;
  };
}
