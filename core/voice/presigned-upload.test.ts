import { describe, expect, it } from 'vitest';
import { isAllowedAudioUrl, normaliseUploadUrl, readPresignedUpload } from './presigned-upload';
import { presignRequest } from './voice-send';
import { VOICE_MESSAGES } from '../messages/voice.messages';

const PRODUCTION = { appOrigin: 'https://shop.example.in', uploadsApi: 'https://api.example.in/api/v1' };
const LOCAL = { appOrigin: 'http://127.0.0.1:5173', uploadsApi: 'http://127.0.0.1:5173/api/v1' };

describe('normaliseUploadUrl', () => {
  it.each([
    ['https//cdn.example.in/a.webm', 'https://cdn.example.in/a.webm'],
    ['https:/cdn.example.in/a.webm', 'https://cdn.example.in/a.webm'],
    ['https:///cdn.example.in/a.webm', 'https://cdn.example.in/a.webm'],
    ['https:cdn.example.in/a.webm', 'https://cdn.example.in/a.webm'],
    ['http:/cdn.example.in/a.webm', 'https://cdn.example.in/a.webm'],
    ['http//cdn.example.in/a.webm', 'https://cdn.example.in/a.webm'],
    ['HTTPS//cdn.example.in/a.webm', 'https://cdn.example.in/a.webm'],
    ['//cdn.example.in/a.webm', 'https://cdn.example.in/a.webm'],
    ['cdn.example.in/a.webm', 'https://cdn.example.in/a.webm'],
    ['http.example.in/a.webm', 'https://http.example.in/a.webm'],
    ['  https://cdn.example.in/a.webm  ', 'https://cdn.example.in/a.webm'],
  ])('repairs %s', (raw, repaired) => {
    expect(normaliseUploadUrl(raw)).toBe(repaired);
  });

  it.each([
    'https://cdn.example.in/a.webm?X-Amz-Signature=abc',
    'http://127.0.0.1:5173/uploads/files/a.webm',
    's3://bucket/a.webm',
    'javascript:alert(1)',
    'data:audio/webm;base64,AAAA',
    '/uploads/files/a.webm',
  ])('leaves %s for the safety check to judge', (raw) => {
    expect(normaliseUploadUrl(raw)).toBe(raw);
  });
});

describe('isAllowedAudioUrl', () => {
  it('allows https anywhere', () => {
    expect(isAllowedAudioUrl('https://cdn.example.in/a.webm', PRODUCTION)).toBe(true);
    expect(isAllowedAudioUrl('https://cdn.example.in/a.webm', LOCAL)).toBe(true);
  });

  it('allows http only on the app or presigner origin (local mode)', () => {
    expect(isAllowedAudioUrl('http://127.0.0.1:5173/uploads/files/a.webm', LOCAL)).toBe(true);
    expect(isAllowedAudioUrl('http://127.0.0.1:5174/uploads/files/a.webm', LOCAL)).toBe(false);
    expect(isAllowedAudioUrl('http://cdn.example.in/a.webm', PRODUCTION)).toBe(false);
    expect(isAllowedAudioUrl('http://shop.example.in/a.webm', PRODUCTION)).toBe(false);
  });

  it.each([
    's3://bucket/a.webm',
    'javascript:alert(1)',
    'data:audio/webm;base64,AAAA',
    'blob:https://shop.example.in/1',
    '/a.webm',
    'not a url',
    'https://user:pw@cdn.example.in/a.webm',
  ])('refuses %s', (url) => {
    expect(isAllowedAudioUrl(url, PRODUCTION)).toBe(false);
  });
});

describe('readPresignedUpload', () => {
  const body = {
    uploadUrl: 'https://s3.example.com/a.webm?sig=1',
    url: 'https://cdn.example.in/a.webm',
    headers: { 'Content-Type': 'audio/webm' },
  };

  it('reads both URLs and the Content-Type', () => {
    expect(readPresignedUpload(body, 'audio/webm;codecs=opus', PRODUCTION)).toEqual({
      ok: true,
      upload: {
        uploadUrl: 'https://s3.example.com/a.webm?sig=1',
        url: 'https://cdn.example.in/a.webm',
        headers: { 'Content-Type': 'audio/webm' },
      },
    });
  });

  it('adds x-amz-acl when given, reads header names in any case, and sends nothing else', () => {
    const headers = {
      'content-type': 'audio/mp4',
      'X-Amz-Acl': 'public-read',
      'x-amz-meta-user': 'u1',
      Authorization: 'Bearer leaked',
    };
    const read = readPresignedUpload({ ...body, headers }, 'audio/mp4', PRODUCTION);
    expect(read).toMatchObject({
      ok: true,
      upload: { headers: { 'Content-Type': 'audio/mp4', 'x-amz-acl': 'public-read' } },
    });
    expect(read.ok && Object.keys(read.upload.headers)).toEqual(['Content-Type', 'x-amz-acl']);
  });

  it("uses the recording's type when the presigner gives no Content-Type", () => {
    expect(readPresignedUpload({ uploadUrl: body.uploadUrl, url: body.url }, 'audio/wav', PRODUCTION)).toMatchObject({
      ok: true,
      upload: { headers: { 'Content-Type': 'audio/wav' } },
    });
  });

  it.each([
    ['a list', ['audio/mp4']],
    ['text', 'audio/mp4'],
    ['null', null],
  ])("uses the recording's type when the presigned headers are %s", (_label, headers) => {
    const reading = readPresignedUpload({ ...body, headers }, 'audio/webm', PRODUCTION);
    expect(reading).toMatchObject({ ok: true, upload: { headers: { 'Content-Type': 'audio/webm' } } });
  });

  it.each([
    ['no upload URL', { url: body.url }],
    ['no file URL', { uploadUrl: body.uploadUrl }],
    ['an empty file URL', { ...body, url: '  ' }],
    ['a URL that is not a string', { ...body, uploadUrl: 42 }],
    ['no body', null],
    ['a list', [body]],
  ])("fails with 'Missing upload URL or file URL in presigned data' on %s", (_label, value) => {
    expect(readPresignedUpload(value, 'audio/webm', PRODUCTION)).toEqual({
      ok: false,
      detail: VOICE_MESSAGES.missingUploadUrl,
    });
  });

  it('repairs odd scheme prefixes before use', () => {
    const read = readPresignedUpload(
      { uploadUrl: 'https//s3.example.com/a.webm', url: '//cdn.example.in/a.webm' },
      'audio/webm',
      PRODUCTION,
    );
    expect(read).toMatchObject({
      ok: true,
      upload: { uploadUrl: 'https://s3.example.com/a.webm', url: 'https://cdn.example.in/a.webm' },
    });
  });

  it('refuses an upload or file URL that is neither https nor same-origin', () => {
    expect(readPresignedUpload({ ...body, url: 'http://cdn.example.in/a.webm' }, 'audio/webm', PRODUCTION)).toEqual({
      ok: false,
      detail: 'Refused file URL (not https): http://cdn.example.in/a.webm',
    });
    expect(readPresignedUpload({ ...body, uploadUrl: 'ftp://s3.example.com/a' }, 'audio/webm', PRODUCTION)).toEqual({
      ok: false,
      detail: 'Refused upload URL (not https): ftp://s3.example.com/a',
    });
  });
});

describe('presignRequest', () => {
  it('carries the user, conversation, kind audio, the extension and type of the recording, and a 60 s expiry', () => {
    expect(presignRequest('guest_1', 'conv_1', 'audio/webm;codecs=opus')).toEqual({
      userId: 'guest_1',
      convoId: 'conv_1',
      kind: 'audio',
      ext: 'webm',
      contentType: 'audio/webm;codecs=opus',
      expiresIn: 60,
    });
    expect(presignRequest('cus_1', 'conv_2', 'audio/mp4')).toMatchObject({ ext: 'm4a', contentType: 'audio/mp4' });
    expect(presignRequest('cus_1', 'conv_2', '')).toMatchObject({ ext: 'm4a', contentType: 'audio/mp4' });
  });
});
