import { chooseEncoding, compress, MIN_COMPRESS_BYTES } from './compression';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { badRequest, HttpError } from './http-error';
import { parseJsonBody } from './json-body';

/** The body a route takes unless it asks for another limit: enough for a chat message and its transcript. */
export const DEFAULT_JSON_LIMIT_BYTES = 32 * 1024;

/** What a handler answers. `raw` sends bytes as they are (with `headers`); otherwise `body` is sent as JSON. */
export interface Reply {
  readonly status?: number;
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
  readonly raw?: Buffer | string;
}

export interface RequestContext {
  readonly req: IncomingMessage;
  readonly res: ServerResponse;
  readonly url: URL;
  readonly method: string;
  readonly params: Readonly<Record<string, string>>;
  /**
   * The JSON body (at most {@link DEFAULT_JSON_LIMIT_BYTES} unless `limitBytes` says otherwise); an empty body is `{}`.
   * Malformed JSON or JSON nested past MAX_JSON_DEPTH answers 400, a body over the limit 413.
   */
  json(limitBytes?: number): Promise<unknown>;
  /** The raw body, refused past `limitBytes` with 413. */
  bytes(limitBytes: number): Promise<Buffer>;
  /** The bearer token of the Authorization header, if any. */
  readonly bearer: string | null;
}

/** A handler may answer a Reply, or write to `res` itself and answer `undefined`. */
export type Handler = (context: RequestContext) => Promise<Reply | undefined> | Reply | undefined;

interface Route {
  readonly method: string;
  readonly pattern: RegExp;
  readonly keys: readonly string[];
  readonly handler: Handler;
}

function compile(path: string): { pattern: RegExp; keys: string[] } {
  const keys: string[] = [];
  const source = path
    .split('/')
    .map((segment) => {
      if (segment.startsWith(':')) {
        keys.push(segment.slice(1));
        return '([^/]+)';
      }
      if (segment === '*') {
        keys.push('rest');
        return '(.*)';
      }
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return { pattern: new RegExp(`^${source}/?$`), keys };
}

/** The request body, refused with 413 (the rest drained) once it is past `limitBytes`. */
async function readBytes(req: IncomingMessage, limitBytes: number): Promise<Buffer> {
  const tooLarge = () => {
    req.resume();
    return new HttpError(413, 'payload_too_large', `The body is larger than ${limitBytes} bytes`);
  };
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limitBytes) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limitBytes) throw tooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** Sends a reply: JSON unless it is raw; JSON of 1 KB or more brotli or gzip compressed when the client accepts it. */
export function send(res: ServerResponse, reply: Reply): void {
  if (res.headersSent) return;
  const status = reply.status ?? 200;
  if (reply.raw !== undefined) {
    res.writeHead(status, reply.headers);
    res.end(reply.raw);
    return;
  }
  const text = Buffer.from(reply.body === undefined ? '' : JSON.stringify(reply.body));
  const headers = {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    vary: 'accept-encoding',
    ...reply.headers,
  };
  const encoding = text.length >= MIN_COMPRESS_BYTES ? chooseEncoding(res.req?.headers['accept-encoding']) : null;
  if (encoding === null) {
    res.writeHead(status, headers);
    res.end(text);
    return;
  }
  res.writeHead(status, { ...headers, 'content-encoding': encoding });
  res.end(compress(text, encoding, 'fast'));
}

export function sendError(res: ServerResponse, error: unknown): void {
  if (error instanceof HttpError) {
    send(res, { status: error.status, headers: error.headers, body: { type: error.type, message: error.message } });
    return;
  }
  console.error('[local-backend] unexpected error', error);
  send(res, { status: 500, body: { type: 'unexpected_state', message: 'An unexpected error occurred' } });
}

/** A small method-and-path router. Patterns use `:name` segments and a trailing `*`. */
export class Router {
  private readonly routes: Route[] = [];

  add(method: string, path: string, handler: Handler): this {
    const { pattern, keys } = compile(path);
    this.routes.push({ method: method.toUpperCase(), pattern, keys, handler });
    return this;
  }

  get(path: string, handler: Handler) {
    return this.add('GET', path, handler);
  }
  post(path: string, handler: Handler) {
    return this.add('POST', path, handler);
  }
  put(path: string, handler: Handler) {
    return this.add('PUT', path, handler);
  }
  patch(path: string, handler: Handler) {
    return this.add('PATCH', path, handler);
  }
  delete(path: string, handler: Handler) {
    return this.add('DELETE', path, handler);
  }

  /** Answers the request if a route matches it (405 when only the method differs); false when no path matches. */
  async handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    const method = (req.method ?? 'GET').toUpperCase();
    let pathMatched = false;
    for (const route of this.routes) {
      const match = route.pattern.exec(url.pathname);
      if (!match) continue;
      pathMatched = true;
      if (route.method !== method && !(route.method === 'GET' && method === 'HEAD')) continue;
      let params: Record<string, string>;
      try {
        params = Object.fromEntries(route.keys.map((key, index) => [key, decodeURIComponent(match[index + 1] ?? '')]));
      } catch {
        sendError(res, badRequest(`The path ${url.pathname} is not a valid URL path`));
        return true;
      }
      const authorization = req.headers['authorization'];
      const context: RequestContext = {
        req,
        res,
        url,
        method,
        params,
        bearer:
          typeof authorization === 'string' && /^Bearer\s+/i.test(authorization)
            ? authorization.replace(/^Bearer\s+/i, '').trim()
            : null,
        bytes: (limit) => readBytes(req, limit),
        json: async (limit = DEFAULT_JSON_LIMIT_BYTES) => parseJsonBody(await readBytes(req, limit)),
      };
      try {
        const reply = await route.handler(context);
        if (reply) send(res, reply);
      } catch (error) {
        sendError(res, error);
      }
      return true;
    }
    if (pathMatched) {
      send(res, { status: 405, body: { type: 'not_allowed', message: `${method} is not allowed on ${url.pathname}` } });
      return true;
    }
    return false;
  }
}
