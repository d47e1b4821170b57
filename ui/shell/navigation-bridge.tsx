import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { sessionEndedLoginHref } from '../shared/store-links';
import type { RootState } from '../../core/root.reducer';
import { useDispatch, useSelector } from '../store';
import { selectNavigationRequest } from '../../core/navigation/navigation.selectors';
import { usePageArrival } from './page-arrival';

/**
 * Carries out the navigations the core asks for (logout, forced logout): moves the router to
 * the requested path and asks the core to clear the request (`navigation/redirectClearRequested`). After a forced
 * logout ('sessionEnded') the login link says so and brings the shopper back to the page they were on. A navigation the
 * browser refuses is still cleared, so it is not tried again. Every new page, however reached, opens at its top
 * with focus on its heading ({@link usePageArrival}). Renders nothing.
 */
export function NavigationBridge() {
  const request = useSelector(selectNavigationRequest);
  const [path, navigate] = useLocation();
  const search = useSearch();
  const dispatch = useDispatch();
  // Remembering the handled request keeps StrictMode's second effect run from navigating twice.
  const handled = useRef<RootState['navigation']['request']>(null);
  usePageArrival();

  useEffect(() => {
    if (!request || handled.current === request) return;
    handled.current = request;
    try {
      navigate(
        request.reason === 'sessionEnded' ? sessionEndedLoginHref(search ? `${path}?${search}` : path) : request.to,
      );
    } finally {
      dispatch({ type: 'navigation/redirectClearRequested', payload: { to: request.to } });
    }
  }, [request, navigate, dispatch, path, search]);

  return null;
}
