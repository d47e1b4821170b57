import { describe, expect, it } from 'vitest';
import { formatSeconds, safeAudioSrc } from './audio-source';

const ORIGIN = 'http://127.0.0.1:5173';

describe('safeAudioSrc', () => {
  it('accepts https URLs anywhere', () => {
    expect(safeAudioSrc('https://cdn.example.in/a.webm', ORIGIN)).toBe('https://cdn.example.in/a.webm');
  });

  it('accepts same-origin URLs, absolute or relative, even over http', () => {
    expect(safeAudioSrc('http://127.0.0.1:5173/uploads/files/a.webm', ORIGIN)).toBe(
      'http://127.0.0.1:5173/uploads/files/a.webm',
    );
    expect(safeAudioSrc('/uploads/files/a.webm', ORIGIN)).toBe('http://127.0.0.1:5173/uploads/files/a.webm');
  });

  it.each([
    'javascript:alert(1)',
    'data:audio/webm;base64,AAAA',
    'blob:http://127.0.0.1:5173/1234',
    'http://evil.example/a.webm',
    'ftp://files.example/a.webm',
    '   ',
    '',
  ])('refuses %j', (content) => {
    expect(safeAudioSrc(content, ORIGIN)).toBeNull();
  });
});

describe('formatSeconds', () => {
  it('shows minutes and two-digit seconds, and 0:00 for what is not a finite number', () => {
    expect(formatSeconds(0)).toBe('0:00');
    expect(formatSeconds(7.9)).toBe('0:07');
    expect(formatSeconds(65)).toBe('1:05');
    expect(formatSeconds(Number.POSITIVE_INFINITY)).toBe('0:00');
    expect(formatSeconds(Number.NaN)).toBe('0:00');
  });
});
