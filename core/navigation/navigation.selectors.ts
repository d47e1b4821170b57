import type { RootState } from '../root.reducer';
import type { NavigationState } from './navigation.reducer';

/** The navigation the core last asked the UI to make (its path, id and reason), or null. */
export const selectNavigationRequest = (state: RootState): NavigationState['request'] => state.navigation.request;
