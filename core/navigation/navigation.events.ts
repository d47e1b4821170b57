export type NavigationEvent =
  | { readonly type: 'navigation/requested'; readonly payload: { readonly to: string } }
  | { readonly type: 'navigation/completed'; readonly payload: { readonly to: string } };
