import type { Intent } from './store/hooks';

const messageOf = (reason: unknown): string => (reason instanceof Error ? reason.message : String(reason));

/**
 * Reports errors no error boundary caught (a failed handler, a rejected promise) as
 * `app/errorReportRequested` from `ui:window`, so error reporting sends them on like the boundaries' own.
 */
export function reportUncaughtErrors(target: Window, dispatch: (intent: Intent) => void): void {
  target.addEventListener('error', (event) =>
    dispatch({
      type: 'app/errorReportRequested',
      payload: { where: 'ui:window', message: messageOf(event.error ?? event.message) },
    }),
  );
  target.addEventListener('unhandledrejection', (event) =>
    dispatch({ type: 'app/errorReportRequested', payload: { where: 'ui:window', message: messageOf(event.reason) } }),
  );
}
