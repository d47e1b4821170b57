/** Events of the application's lifecycle. */
export type AppEvent =
  | { readonly type: 'app/started' }
  | { readonly type: 'app/epicFailed'; readonly payload: { readonly message: string } }
  /**
   * The code of the on-demand slices (chat, checkout, account...) failed to load, so the event after this one goes by
   * without the reducer it needed: the state lacks what it carried, and persistence stops writing for the session.
   */
  | { readonly type: 'app/sliceReducersUnavailable'; readonly payload: { readonly message: string } }
  /**
   * An error the UI caught: an error boundary's (`ui:shell`, `ui:route`, `ui:chat`) or one that reached the window
   * (`ui:window`).
   */
  | { readonly type: 'app/uiErrorCaught'; readonly payload: { readonly where: string; readonly message: string } };
