import * as m from '#ui-messages';
import type { SearchOrder } from '../../core/results/search-results.model';
import { PRODUCT_ORDERS, type ProductOrder } from '../../core/catalog/catalog.model';

/**
 * The storefront's own navigation: the categories the side menu and footer list, the popular
 * searches and the important pages. Contact details and outside links live in `store-details.ts`.
 */

export interface NamedLink {
  readonly label: string;
  readonly href: string;
}

/** A category of the seeded catalogue, by handle and name. */
export interface CategoryLink {
  readonly handle: string;
  readonly name: string;
}

/** The nine categories of the side menu, in the order shoppers look for them. */
export const MENU_CATEGORIES: readonly CategoryLink[] = [
  { handle: 'fresh-chakki-atta', name: 'Fresh Chakki Atta' },
  { handle: 'ghee', name: 'Ghee' },
  { handle: 'cold-pressed-oils', name: 'Cold Pressed Oils' },
  { handle: 'pulses', name: 'Pulses' },
  { handle: 'rice', name: 'Rice' },
  { handle: 'premixes', name: 'Premixes' },
  { handle: 'salt-sugar', name: 'Salt & Sugar' },
  { handle: 'hampers', name: 'Gift Hampers' },
  { handle: 'diabetic-friendly', name: 'Diabetic Friendly' },
];

/** The footer's Popular Categories (the search and not-found pages offer them too): the menu's, then more. */
export const POPULAR_CATEGORIES: readonly CategoryLink[] = [
  ...MENU_CATEGORIES,
  { handle: 'heart-friendly', name: 'Heart Friendly' },
  { handle: 'weight-loss', name: 'Weight Loss' },
  { handle: 'kids', name: 'Kids' },
];

/** A product shoppers often look for: its page handle and the words they search with. */
export interface PopularSearch {
  readonly handle: string;
  readonly label: string;
}

/** The footer's sixteen Popular Searches, each opening a product page. */
export const POPULAR_SEARCHES: readonly PopularSearch[] = [
  { handle: 'fresh-chakki-atta-whole-wheat', label: m.catalog_popular_chakki_atta() },
  { handle: 'sharbati-wheat-atta', label: m.catalog_popular_sharbati_atta() },
  { handle: 'multigrain-atta', label: m.catalog_popular_multigrain_atta() },
  { handle: 'ragi-atta', label: m.catalog_popular_ragi_atta() },
  { handle: 'diabetic-care-atta', label: m.catalog_popular_diabetic_atta() },
  { handle: 'besan', label: m.catalog_popular_besan() },
  { handle: 'a2-gir-cow-ghee', label: m.catalog_popular_gir_ghee() },
  { handle: 'desi-cow-ghee', label: m.catalog_popular_desi_ghee() },
  { handle: 'cold-pressed-mustard-oil', label: m.catalog_popular_mustard_oil() },
  { handle: 'cold-pressed-groundnut-oil', label: m.catalog_popular_groundnut_oil() },
  { handle: 'cold-pressed-coconut-oil', label: m.catalog_popular_coconut_oil() },
  { handle: 'toor-dal', label: m.catalog_popular_toor_dal() },
  { handle: 'moong-dal', label: m.catalog_popular_moong_dal() },
  { handle: 'basmati-rice', label: m.catalog_popular_basmati_rice() },
  { handle: 'jaggery-powder', label: m.catalog_popular_jaggery() },
  { handle: 'pink-himalayan-salt', label: m.catalog_popular_pink_salt() },
];

/** The footer's Important Links: the four policies, FAQ, about, contact and the blog. */
export const IMPORTANT_LINKS: readonly NamedLink[] = [
  { label: m.common_shipping_policy(), href: '/shipping-policy' },
  { label: m.common_privacy_policy(), href: '/privacy-policy' },
  { label: m.common_terms(), href: '/terms-and-conditions' },
  { label: m.common_return_policy(), href: '/return-refund-policy' },
  { label: m.common_faq(), href: '/faq' },
  { label: m.common_about_us(), href: '/about-us' },
  { label: m.common_contact_us(), href: '/contact-us' },
  { label: m.common_blog(), href: '/blogs' },
];

/** The query parameter of a category page: its order, when not the default (most popular first). */
export const CATEGORY_PARAMS = { sort: 'sort' } as const;

/** The page of a category, in `sort` (left out for the default, most popular first). */
export const categoryHref = (handle: string, sort: ProductOrder = 'popularity'): string => {
  const path = `/categories/${encodeURIComponent(handle)}`;
  return sort === 'popularity' ? path : `${path}?${new URLSearchParams({ [CATEGORY_PARAMS.sort]: sort }).toString()}`;
};

/** The order a category page's address asks for: a known one, else most popular first. */
export function categoryOrder(search: string): ProductOrder {
  const sort = new URLSearchParams(search).get(CATEGORY_PARAMS.sort);
  return PRODUCT_ORDERS.find((order) => order === sort) ?? 'popularity';
}

/** The search results page. */
export const SEARCH_PATH = '/search';

/** The query parameters of the search results page: what was searched, and the order when not the best match. */
export const SEARCH_PARAMS = { query: 'q', sort: 'sort' } as const;

/** The search results for `query` (trimmed) in `sort` (left out for the default, the best match). */
export const searchHref = (query: string, sort: SearchOrder = 'relevance'): string => {
  const params = new URLSearchParams({ [SEARCH_PARAMS.query]: query.trim() });
  if (sort !== 'relevance') params.set(SEARCH_PARAMS.sort, sort);
  return `${SEARCH_PATH}?${params.toString()}`;
};

/** The page of a product. */
export const productHref = (handle: string): string => `/product/${encodeURIComponent(handle)}`;

/** The query parameter of the login page that carries the path to return to after login. */
export const RETURN_PARAM = 'from';

/** The login page, bringing the shopper back to `returnTo` (a path with its query) once logged in. */
/** The query parameter the login page reads to say that the session ended. */
export const SESSION_PARAM = 'session';

/** The login link after a forced logout: says the session ended, and returns to `returnTo` after login. */
export const sessionEndedLoginHref = (returnTo: string): string => {
  const href = loginHref(returnTo);
  return `${href}${href.includes('?') ? '&' : '?'}${SESSION_PARAM}=ended`;
};

export const loginHref = (returnTo: string): string => {
  const bare = returnTo.split('?')[0] ?? '';
  if (bare === '/login' || bare.startsWith('/login/')) return '/login';
  return `/login?${RETURN_PARAM}=${encodeURIComponent(returnTo)}`;
};
