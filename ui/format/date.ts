import { INTL_LOCALE } from '../i18n/language';
import { onFirstUse } from './on-first-use';

const DATE_FORMAT = onFirstUse(
  () =>
    new Intl.DateTimeFormat(INTL_LOCALE, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }),
);

/** An ISO date as Indian readers write it, in the build's language: 12 March 2024, 12 मार्च 2024. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE_FORMAT().format(date);
}
