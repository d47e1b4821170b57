/** Voice notes' texts for the shopper (SPEC §8). */
export const VOICE_MESSAGES = {
  sendFailed: 'Failed to send voice message. Please try again.',
  missingUploadUrl: 'Missing upload URL or file URL in presigned data',
  playbackFailed: 'Audio playback failed',
  microphoneRequired: 'Microphone Access Required',
  /** Any recording failure but a refused permission. */
  recordingFailed: (reason: string): string => `Recording failed: ${reason}`,
} as const;
