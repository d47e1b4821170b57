/** Events of the application's lifecycle. */
export type AppEvent =
  /**
   * The page has loaded and its store exists (dispatched once by the entry, `ui/main.tsx`): start the core's work
   * (restore what is stored, identify the visit, load what the page needs). Nothing happens before it.
   */
  | { readonly type: 'app/startRequested' }
  | { readonly type: 'app/epicFailed'; readonly payload: { readonly message: string } }
  /**
   * Report an error the UI caught: an error boundary's (`ui:shell`, `ui:route`, `ui:chat`) or one that reached the
   * window (`ui:window`); error reporting sends it on.
   */
  | {
      readonly type: 'app/errorReportRequested';
      readonly payload: { readonly where: string; readonly message: string };
    };
