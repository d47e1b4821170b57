import { filter, ignoreElements, map, merge, tap } from 'rxjs';
import { ofType, type CoreEpic } from '../epic';
import { COOKIE_NAMES } from '../storage-keys';
import type { StoreLanguage } from './user.model';

/** How long the cookie keeps the chosen language: a year. */
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * Keeps the store language the shopper chose in the cookie the server reads to send a page in it (product spec §18.1):
 * when the shopper chooses, and once the stored state is read (a cookie cleared since, or never written).
 */
export const languageCookieEpic: CoreEpic = (event$, state$, { ports }) =>
  merge(
    event$.pipe(
      ofType('session/languageChangeRequested'),
      map((event) => event.payload.language),
    ),
    event$.pipe(
      ofType('persist/rehydrated'),
      map(() => state$.value.user.language),
      filter((language): language is StoreLanguage => language !== undefined),
    ),
  ).pipe(
    filter((language) => ports.cookies.read(COOKIE_NAMES.language) !== language),
    tap((language) => ports.cookies.set(COOKIE_NAMES.language, language, LANGUAGE_COOKIE_MAX_AGE_SECONDS)),
    ignoreElements(),
  );
