import { describe, expect, it } from 'vitest';
import { extensionFor, recordingMimeTypes, recordingOptions, uploadContentType } from './voice.model';
import { VOICE_MESSAGES } from '../messages/voice.messages';

describe('extensionFor', () => {
  it.each([
    ['audio/webm', 'webm'],
    ['audio/webm;codecs=opus', 'webm'],
    ['video/webm', 'webm'],
    ['audio/mp4', 'm4a'],
    ['audio/mp4;codecs=mp4a.40.2', 'm4a'],
    ['audio/x-m4a', 'm4a'],
    ['audio/wav', 'wav'],
    ['audio/wave', 'wav'],
    ['audio/x-wav', 'wav'],
    ['audio/ogg;codecs=opus', 'ogg'],
    ['AUDIO/WEBM', 'webm'],
    ['audio/aac', 'm4a'],
    ['', 'm4a'],
  ])('%s -> %s', (type, ext) => {
    expect(extensionFor(type)).toBe(ext);
  });
});

describe('recording formats and options', () => {
  it('tries webm, then mp4, then wav', () => {
    expect(recordingMimeTypes(false)).toEqual(['audio/webm', 'audio/mp4', 'audio/wav']);
  });

  it('tries mp4 first on WebKit, wav still last', () => {
    expect(recordingMimeTypes(true)).toEqual(['audio/mp4', 'audio/webm', 'audio/wav']);
  });

  it('asks for echo cancellation, noise suppression, 44100 Hz and 100 ms chunks', () => {
    expect(recordingOptions(false)).toEqual({
      mimeTypes: ['audio/webm', 'audio/mp4', 'audio/wav'],
      timesliceMs: 100,
      echoCancellation: true,
      noiseSuppression: true,
      sampleRate: 44100,
    });
  });

  it('uploads a recording as its own type, mp4 when the recorder did not say', () => {
    expect(uploadContentType(' audio/webm;codecs=opus ')).toBe('audio/webm;codecs=opus');
    expect(uploadContentType('')).toBe('audio/mp4');
  });

  it("words a failure as 'Recording failed: {reason}'", () => {
    expect(VOICE_MESSAGES.recordingFailed('Could not start audio source')).toBe(
      'Recording failed: Could not start audio source',
    );
  });
});
