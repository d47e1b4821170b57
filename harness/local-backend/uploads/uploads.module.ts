import path from 'node:path';
import type { BackendContext, BackendModule } from '../backend-module';
import { badRequest, forbidden, notFound, type HttpError } from '../http/http-error';
import type { Reply, RequestContext, Router } from '../http/router';
import { Fields } from '../http/validate';
import { parseByteRange } from './byte-range';
import { UploadSigner } from './upload-signer';
import { isSafeKey, uploadKey, UploadStore } from './upload-store';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
const DEFAULT_PRESIGN_EXPIRY_SECONDS = 60;
const MAX_PRESIGN_EXPIRY_SECONDS = 3600;
const UPLOAD_EXTENSIONS = ['webm', 'm4a', 'mp4', 'wav', 'ogg'] as const;

const AUDIO_CONTENT_TYPE = /^audio\/[a-z0-9.+-]+(\s*;\s*[a-z0-9_.-]+=[a-z0-9_.,"-]+)*$/i;

function normaliseContentType(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/\s*;\s*/g, ';');
}

/** Refuses a request without reading its body, draining it so the connection stays usable. */
function refuse(ctx: RequestContext, error: HttpError): never {
  ctx.req.resume();
  throw error;
}

/**
 * The upload presigner and the storage it signs for: `POST /api/v1/uploads/presign` hands out a
 * signed, expiring PUT URL under `/uploads/put/`, and `/uploads/files/` serves the stored bytes
 * with range support. None of it needs a bearer token.
 */
export function createUploadsModule(context: BackendContext): BackendModule {
  const signer = new UploadSigner();
  const store = new UploadStore(path.join(context.dataDir, 'uploads'));

  const presign = async (ctx: RequestContext): Promise<Reply> => {
    const fields = new Fields(await ctx.json());
    const userId = fields.string('userId', { maxLength: 200 });
    const convoId = fields.string('convoId', { maxLength: 200 });
    const kind = fields.oneOf('kind', ['audio'] as const);
    const ext = fields.oneOf('ext', UPLOAD_EXTENSIONS);
    const contentType = fields.string('contentType', { maxLength: 200 }).trim();
    if (!AUDIO_CONTENT_TYPE.test(contentType)) throw badRequest('contentType must be an audio/* media type');
    const expiresIn =
      fields.optionalInteger('expiresIn', { min: 1, max: MAX_PRESIGN_EXPIRY_SECONDS }) ??
      DEFAULT_PRESIGN_EXPIRY_SECONDS;
    const now = context.now();
    const key = uploadKey(kind, userId, convoId, ext, now);
    const expires = Math.ceil((now + expiresIn * 1000) / 1000);
    store.presign({ key, contentType });
    const query = new URLSearchParams({ expires: String(expires), sig: signer.sign(key, expires) });
    return {
      body: {
        uploadUrl: `${context.origin(ctx.req)}/uploads/put/${encodeURIComponent(key)}?${query.toString()}`,
        url: `${context.origin(ctx.req)}/uploads/files/${encodeURIComponent(key)}`,
        headers: { 'Content-Type': contentType },
      },
    };
  };

  const put = async (ctx: RequestContext): Promise<Reply> => {
    const key = ctx.params['key'] ?? '';
    const expires = Number(ctx.url.searchParams.get('expires') ?? '');
    const signature = ctx.url.searchParams.get('sig') ?? '';
    if (!isSafeKey(key) || !Number.isInteger(expires) || !signature || !signer.verify(key, expires, signature)) {
      refuse(ctx, forbidden('The upload URL is not valid: its signature does not match'));
    }
    const upload = store.presignedUpload(key);
    if (!upload) refuse(ctx, forbidden('The upload URL is not valid any more: request a new one'));
    if (context.now() > expires * 1000) refuse(ctx, forbidden('The upload URL has expired: request a new one'));
    const given = ctx.req.headers['content-type'];
    if (!given || normaliseContentType(given) !== normaliseContentType(upload.contentType)) {
      refuse(ctx, badRequest(`Content-Type must be ${upload.contentType}, as presigned`));
    }
    const bytes = await ctx.bytes(MAX_UPLOAD_BYTES);
    if (bytes.length === 0) throw badRequest('The upload is empty');
    await store.save(key, upload.contentType, bytes);
    return { body: { ok: true } };
  };

  const serve = async (ctx: RequestContext): Promise<Reply> => {
    const key = ctx.params['key'] ?? '';
    const upload = await store.find(key);
    if (!upload) throw notFound(`No upload at ${key}`);
    const headers = { 'content-type': upload.contentType, 'accept-ranges': 'bytes', 'cache-control': 'no-cache' };
    const range = parseByteRange(ctx.req.headers['range'], upload.size);
    if (range.kind === 'unsatisfiable') {
      return {
        status: 416,
        headers: { 'content-range': `bytes */${upload.size}`, 'accept-ranges': 'bytes' },
        body: { type: 'invalid_data', message: `The range is outside the ${upload.size} bytes of the file` },
      };
    }
    const start = range.kind === 'partial' ? range.start : 0;
    const end = range.kind === 'partial' ? range.end : upload.size - 1;
    const length = end - start + 1;
    const raw = ctx.method === 'HEAD' ? '' : await store.read(key, start, end);
    if (range.kind === 'full') return { status: 200, headers: { ...headers, 'content-length': String(length) }, raw };
    return {
      status: 206,
      headers: {
        ...headers,
        'content-length': String(length),
        'content-range': `bytes ${start}-${end}/${upload.size}`,
      },
      raw,
    };
  };

  return {
    name: 'uploads',
    routes(router: Router) {
      router.post('/api/v1/uploads/presign', presign).put('/uploads/put/:key', put).get('/uploads/files/:key', serve);
    },
    reset() {
      store.reset();
    },
  };
}
