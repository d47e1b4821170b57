import type { Endpoints } from '../config';
import type { PresignedUpload } from './voice.events';
import { VOICE_MESSAGES } from '../messages/voice.messages';
import { objectOrEmpty, trimmedOrNull, type Json } from '../json';

/** The presign call's answer, read: the upload, or why it cannot be used. */
export type PresignReading =
  { readonly ok: true; readonly upload: PresignedUpload } | { readonly ok: false; readonly detail: string };

const WELL_FORMED = /^https?:\/\/[^/]/i;
/**
 * 'https//', 'https:/', 'https:///', 'http//', 'http:/' ...: an http(s) scheme with a missing colon or a wrong number
 * of slashes.
 */
const ODD_HTTP_PREFIX = /^https?(?::\/*|\/+)(?=[^/])/i;
const PROTOCOL_RELATIVE = /^\/\/+(?=[^/])/;
const OTHER_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const BARE_HOST = /^[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?(\/|$)/i;

/**
 * Repairs an upload or file URL whose scheme prefix is odd, to https: 'https//host/a',
 * 'https:/host/a', 'http:/host/a', 'https:///host/a', '//host/a' and a bare 'host.tld/a' all
 * become 'https://host/a'. Well-formed http(s) URLs and other schemes (s3:, data:, javascript:)
 * are returned unchanged, for {@link isAllowedAudioUrl} to judge; so is anything else.
 */
export function normaliseUploadUrl(raw: string): string {
  const url = raw.trim();
  if (WELL_FORMED.test(url)) return url;
  if (ODD_HTTP_PREFIX.test(url)) return url.replace(ODD_HTTP_PREFIX, 'https://');
  if (PROTOCOL_RELATIVE.test(url)) return url.replace(PROTOCOL_RELATIVE, 'https://');
  if (!OTHER_SCHEME.test(url) && BARE_HOST.test(url)) return `https://${url}`;
  return url;
}

/** Origins that may serve audio over plain http: the app's own and the presigner's (the local backend). */
function sameOriginSet(endpoints: Pick<Endpoints, 'appOrigin' | 'uploadsApi'>): ReadonlySet<string> {
  return new Set([new URL(endpoints.appOrigin).origin, new URL(endpoints.uploadsApi).origin]);
}

/**
 * Whether a URL may be uploaded to or used as an audio source: an absolute https URL with a host
 * and no credentials, or an http URL on the app's own origin or the presigner's (local mode).
 */
export function isAllowedAudioUrl(url: string, endpoints: Pick<Endpoints, 'appOrigin' | 'uploadsApi'>): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.hostname === '' || parsed.username !== '' || parsed.password !== '') return false;
  if (parsed.protocol === 'https:') return true;
  return parsed.protocol === 'http:' && sameOriginSet(endpoints).has(parsed.origin);
}

function headerValue(headers: Json, name: string): string | null {
  const key = Object.keys(headers).find((candidate) => candidate.toLowerCase() === name.toLowerCase());
  return key === undefined ? null : trimmedOrNull(headers[key]);
}

/**
 * Reads the presigner's answer (`{uploadUrl, url, headers}`): both URLs are required ('Missing
 * upload URL or file URL in presigned data'), odd scheme prefixes are repaired to https, and a URL
 * that is then neither https nor same-origin is refused. The upload headers are the Content-Type
 * (the presigned one, else the recording's) and x-amz-acl when given; nothing else is sent.
 */
export function readPresignedUpload(
  body: unknown,
  contentType: string,
  endpoints: Pick<Endpoints, 'appOrigin' | 'uploadsApi'>,
): PresignReading {
  const answer = objectOrEmpty(body);
  const rawUploadUrl = trimmedOrNull(answer['uploadUrl']);
  const rawUrl = trimmedOrNull(answer['url']);
  if (rawUploadUrl === null || rawUrl === null) return { ok: false, detail: VOICE_MESSAGES.missingUploadUrl };
  const uploadUrl = normaliseUploadUrl(rawUploadUrl);
  const url = normaliseUploadUrl(rawUrl);
  if (!isAllowedAudioUrl(uploadUrl, endpoints))
    return { ok: false, detail: `Refused upload URL (not https): ${rawUploadUrl}` };
  if (!isAllowedAudioUrl(url, endpoints)) return { ok: false, detail: `Refused file URL (not https): ${rawUrl}` };
  const given = objectOrEmpty(answer['headers']);
  const acl = headerValue(given, 'x-amz-acl');
  const headers: Record<string, string> = { 'Content-Type': headerValue(given, 'content-type') ?? contentType };
  if (acl !== null) headers['x-amz-acl'] = acl;
  return { ok: true, upload: { uploadUrl, url, headers } };
}
