/**
 * The developer recorder's switch (issue 12), in builds made with VITE_RECORDER=1 only (npm start
 * and npm run dev): the panel opens with Ctrl+Alt+R, and Record arms the next start of the app.
 */
export const RECORDER_ARMED_KEY = 'storefront:recorder-armed';

/** Ctrl+Alt+R (Control+Option+R on a Mac): no browser binds it, unlike Ctrl+Shift+R (hard reload). */
export const isRecorderShortcut = (event: KeyboardEvent): boolean =>
  event.ctrlKey && event.altKey && !event.shiftKey && !event.metaKey && event.code === 'KeyR';

/** The name the armed recording will be saved under, or null when none is armed. */
export function armedRecording(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.sessionStorage,
): string | null {
  try {
    return storage?.getItem(RECORDER_ARMED_KEY) ?? null;
  } catch {
    return null;
  }
}
