/** Why the core asks for a navigation, when the page needs to know. */
export type NavigationReason = 'sessionEnded';

export type NavigationEvent =
  /** `reason` 'sessionEnded': a forced logout; the UI says so on the way and keeps where the shopper was. */
  | {
      readonly type: 'navigation/redirected';
      readonly payload: { readonly to: string; readonly reason?: NavigationReason };
    }
  /** The UI has made the navigation the core asked for (a navigation/redirected): clear that request. */
  | { readonly type: 'navigation/redirectClearRequested'; readonly payload: { readonly to: string } };
