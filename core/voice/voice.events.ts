/** Presigned upload data as the presigner answers it, normalised. */
export interface PresignedUpload {
  readonly uploadUrl: string;
  /** Where the uploaded file will be served from. */
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
}

export type VoiceEvent =
  // Intents
  /** Open the recorder and start recording (also the dialog's Try Again). */
  | { readonly type: 'voice/recordRequested' }
  /** Stop recording and review it. */
  | { readonly type: 'voice/stopRequested' }
  /** Discard the recording (or close the recorder) and release the microphone. */
  | { readonly type: 'voice/cancelRequested' }
  | { readonly type: 'voice/sendRequested' }
  /** The shopper closes the dialog explaining the refused microphone permission. */
  | { readonly type: 'voice/permissionDialogCloseRequested' }
  // Facts
  /** `startedAt` is clock time (epoch ms), for the seconds counter; `mimeType` what the recorder actually records. */
  | {
      readonly type: 'voice/recordingStarted';
      readonly payload: { readonly mimeType: string; readonly startedAt: number };
    }
  | {
      readonly type: 'voice/recordingCompleted';
      readonly payload: {
        readonly recordingId: string;
        readonly mimeType: string;
        readonly size: number;
        readonly durationMs: number;
      };
    }
  | { readonly type: 'voice/permissionDenied'; readonly payload: { readonly reason: string } }
  /** Any other recording failure; the message is 'Recording failed: {reason}'. */
  | { readonly type: 'voice/recordingFailed'; readonly payload: { readonly reason: string; readonly message: string } }
  | { readonly type: 'voice/uploadStarted'; readonly payload: { readonly recordingId: string } }
  | { readonly type: 'voice/presigned'; readonly payload: PresignedUpload }
  | { readonly type: 'voice/uploaded'; readonly payload: { readonly url: string } }
  /**
   * Presign, upload or send failed; `detail` says which step and why (for the log), the error bar shows the catalogue
   * text.
   */
  | { readonly type: 'voice/sendFailed'; readonly payload: { readonly detail: string; readonly message: string } }
  | { readonly type: 'voice/sent'; readonly payload: { readonly url: string } };
