import { useLocation, useSearch } from 'wouter';
import { loginHref } from '../shared/store-links';

/** The login link that brings the shopper back to the page they are on (its path and query). */
export function useLoginHref(): string {
  const [path] = useLocation();
  const search = useSearch();
  return loginHref(search ? `${path}?${search}` : path);
}
