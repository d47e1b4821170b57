import { match } from 'ts-pattern';
import { inAreas, type Event, type EventInAreas } from '../events';
import type { NavigationReason } from './navigation.events';

/** A navigation the core asks the UI to make; `id` tells two requests for one path apart. */
export interface NavigationState {
  readonly request: { readonly to: string; readonly id: number; readonly reason?: NavigationReason } | null;
  /** How many navigations the core has asked for; the next request's id. */
  readonly requested: number;
}

export const initialNavigationState: NavigationState = { request: null, requested: 0 };

const NAVIGATION_AREAS = ['navigation'] as const;

const reduceNavigation = (state: NavigationState, event: EventInAreas<(typeof NAVIGATION_AREAS)[number]>): NavigationState =>
  match(event)
    .with({ type: 'navigation/requested' }, ({ payload }) => ({
      request: { to: payload.to, id: state.requested + 1, ...(payload.reason ? { reason: payload.reason } : {}) },
      requested: state.requested + 1,
    }))
    .with({ type: 'navigation/completed' }, ({ payload }) =>
      state.request?.to === payload.to ? { ...state, request: null } : state,
    )
    .exhaustive();

export const navigationReducer = (state: NavigationState = initialNavigationState, event: Event): NavigationState =>
  inAreas(event, NAVIGATION_AREAS) ? reduceNavigation(state, event) : state;
