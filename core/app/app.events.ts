/** Events of the application's lifecycle. */
export type AppEvent =
  | { readonly type: 'app/started' }
  | { readonly type: 'app/epicFailed'; readonly payload: { readonly message: string } }
  /**
   * An error the UI caught: an error boundary's (`ui:shell`, `ui:route`, `ui:chat`) or one that reached the window
   * (`ui:window`).
   */
  | { readonly type: 'app/uiErrorCaught'; readonly payload: { readonly where: string; readonly message: string } };
