/** Events of the application's lifecycle. */
export type AppEvent =
  | { readonly type: 'app/started' }
  | { readonly type: 'app/epicFailed'; readonly payload: { readonly message: string } };
