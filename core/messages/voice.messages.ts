import * as m from '#core-messages';

/** Voice notes' texts for the shopper (SPEC §8). */
export const VOICE_MESSAGES = {
  sendFailed: m.core_voice_send_failed(),
  missingUploadUrl: m.core_voice_missing_upload_url(),
  playbackFailed: m.core_voice_playback_failed(),
  microphoneRequired: m.core_voice_microphone_required(),
  /** Any recording failure but a refused permission. */
  recordingFailed: (reason: string): string => m.core_voice_recording_failed({ reason }),
} as const;
