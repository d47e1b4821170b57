import { reducerFrom } from '../reducer-table';
import type { NavigationReason } from './navigation.events';

/** A navigation the core asks the UI to make; `id` tells two requests for one path apart. */
export interface NavigationState {
  readonly request: { readonly to: string; readonly id: number; readonly reason?: NavigationReason } | null;
  /** How many navigations the core has asked for; the next request's id. */
  readonly requested: number;
}

export const initialNavigationState: NavigationState = { request: null, requested: 0 };

export const navigationReducer = reducerFrom<NavigationState>(initialNavigationState, {
  'navigation/redirected': (state, { payload }) => ({
    request: { to: payload.to, id: state.requested + 1, ...(payload.reason ? { reason: payload.reason } : {}) },
    requested: state.requested + 1,
  }),
  'navigation/redirectClearRequested': (state, { payload }) =>
    state.request?.to === payload.to ? { ...state, request: null } : state,
});
