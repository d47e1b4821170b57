import type { RecordingOptions } from '../ports/media.port';

/** Where the recorder is: idle, asking for the microphone, recording, reviewing, or sending the note. */
export type VoicePhase = 'idle' | 'requesting' | 'recording' | 'review' | 'sending';

/** A finished recording; its bytes stay in the media port under `id`. */
export interface VoiceRecording {
  readonly id: string;
  readonly mimeType: string;
  readonly durationMs: number;
  readonly size: number;
}

/** The voice recorder. Not persisted: a reload starts idle. */
export interface VoiceState {
  readonly phase: VoicePhase;
  /** Clock time the recording started, for the seconds counter; null unless recording. */
  readonly startedAt: number | null;
  /** The type being recorded, while recording. */
  readonly mimeType: string | null;
  /** The recording under review or being sent. */
  readonly recording: VoiceRecording | null;
  /** The microphone dialog (VOICE_MESSAGES.microphoneRequired). */
  readonly permissionDialogOpen: boolean;
  /** 'Recording failed: {reason}' after a failure other than a refused permission. */
  readonly error: string | null;
  /**
   * How long each voice note sent from this page lasted as the recorder measured it (ms), by its file URL: the
   * browser reads a MediaRecorder webm's duration as Infinity until it has been played through. The newest
   * {@link MAX_RECORDED_DURATIONS} are kept.
   */
  readonly recordedDurations: Readonly<Record<string, number>>;
}

/** How many sent voice notes' lengths the recorder keeps. */
export const MAX_RECORDED_DURATIONS = 50;

export const initialVoiceState: VoiceState = {
  phase: 'idle',
  startedAt: null,
  mimeType: null,
  recording: null,
  permissionDialogOpen: false,
  error: null,
  recordedDurations: {},
};

/** Formats to record, in the spec's order. */
const RECORDING_MIME_TYPES = ['audio/webm', 'audio/mp4', 'audio/wav'] as const;

/** Presign expiry, in seconds (SPEC §9). */
export const PRESIGN_EXPIRY_SECONDS = 60;

/**
 * The formats to try: webm, mp4, wav (SPEC §9), except that WebKit tries mp4 first, because
 * the webm recordings it makes do not play back.
 */
export function recordingMimeTypes(webkit: boolean): readonly string[] {
  return webkit ? ['audio/mp4', 'audio/webm', 'audio/wav'] : [...RECORDING_MIME_TYPES];
}

/** The microphone settings: echo cancellation and noise suppression on, 44100 Hz as an ideal, 100 ms chunks. */
export function recordingOptions(webkit: boolean): RecordingOptions {
  return {
    mimeTypes: recordingMimeTypes(webkit),
    timesliceMs: 100,
    echoCancellation: true,
    noiseSuppression: true,
    sampleRate: 44100,
  };
}

/** The type to upload a recording as; a recorder that did not say gets the spec's fallback, mp4. */
export function uploadContentType(mimeType: string): string {
  const trimmed = mimeType.trim();
  return trimmed === '' ? 'audio/mp4' : trimmed;
}

/**
 * The file extension of a recording, from its actual type: webm when it contains webm, wav for
 * wav (audio/wav, audio/wave, audio/x-wav), ogg for ogg, otherwise m4a (mp4 and the spec's fallback).
 */
export function extensionFor(mimeType: string): 'webm' | 'wav' | 'ogg' | 'm4a' {
  const type = mimeType.toLowerCase();
  if (type.includes('webm')) return 'webm';
  if (type.includes('wav')) return 'wav';
  if (type.includes('ogg')) return 'ogg';
  return 'm4a';
}
