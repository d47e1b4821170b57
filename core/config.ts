/** Where the storefront's backends live. All URLs are absolute and have no trailing slash. */
export interface Endpoints {
  /** Origin the app is served from. */
  readonly appOrigin: string;
  /** Commerce API base (`/store/...`, `/api/v1/...`). */
  readonly storeApi: string;
  /** Chat API base (`/chats/initiate`, `/chats/{id}/messages`). */
  readonly chatApi: string;
  /** Search service base (`/product_search/autosuggest`). */
  readonly searchApi: string;
  /**
   * Whether `VITE_SEARCH_API_URL` names a search service (Medusa mode searches with `/store/products?q=` without one).
   */
  readonly searchServiceConfigured?: boolean;
  /** Upload presigner base (`/uploads/presign`). */
  readonly uploadsApi: string;
  /** Socket server origin. */
  readonly socketUrl: string;
  /** socket.io engine path. */
  readonly socketPath: string;
  /** Handle of the root grocery category whose children are the category tiles. */
  readonly rootCategoryHandle: string;
  /** Medusa publishable key, sent as `x-publishable-api-key` when set. */
  readonly publishableKey: string | null;
}

/** The configuration variables the UI reads from its environment (all optional). */
export interface EndpointEnv {
  readonly VITE_STORE_API_URL?: string;
  readonly VITE_CHAT_API_URL?: string;
  readonly VITE_SEARCH_API_URL?: string;
  readonly VITE_UPLOADS_API_URL?: string;
  readonly VITE_SOCKET_URL?: string;
  readonly VITE_SOCKET_PATH?: string;
  readonly VITE_ROOT_CATEGORY_HANDLE?: string;
  readonly VITE_PUBLISHABLE_KEY?: string;
  /** Which commerce backend: `brand` (default) or `medusa`. */
  readonly VITE_COMMERCE?: string;
  /** Medusa mode: the region whose prices are asked for (else the cart's region). */
  readonly VITE_MEDUSA_REGION_ID?: string;
  /** The error-reporting DSN the `/monitoring` tunnel forwards to; unset keeps reports on the store's server. */
  readonly VITE_ERROR_REPORTING_DSN?: string;
  /** The analytics key the `/monitoring` tunnel forwards with; unset keeps analytics on the store's server. */
  readonly VITE_ANALYTICS_KEY?: string;
}

/** The first-party path analytics and error reports are tunnelled through (SPEC §7). */
export const MONITORING_TUNNEL_PATH = '/monitoring';

/** Where monitoring goes: always the first-party tunnel; a DSN and key only when configured. */
export function monitoringConfigOf(
  env: EndpointEnv,
  appOrigin: string,
): { tunnelUrl: string; errorReportingDsn: string | null; analyticsKey: string | null } {
  return {
    tunnelUrl: `${appOrigin}${MONITORING_TUNNEL_PATH}`,
    errorReportingDsn: env.VITE_ERROR_REPORTING_DSN?.trim() || null,
    analyticsKey: env.VITE_ANALYTICS_KEY?.trim() || null,
  };
}

/** The Medusa region id of `VITE_MEDUSA_REGION_ID`, or null when unset. */
export const medusaRegionIdOf = (env: EndpointEnv): string | null => env.VITE_MEDUSA_REGION_ID?.trim() || null;

export const DEFAULT_ROOT_CATEGORY_HANDLE = 'grocery';
export const DEFAULT_SOCKET_PATH = '/api/v1/chats/socket';

function clean(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed.replace(/\/+$/, '') : undefined;
}

function absolute(value: string | undefined, appOrigin: string, fallback: string): string {
  const cleaned = clean(value);
  if (!cleaned) return fallback;
  return new URL(cleaned, appOrigin + '/').href.replace(/\/+$/, '');
}

/**
 * Resolves the endpoints from environment variables. Anything unset is same-origin,
 * at the paths the local backend serves.
 */
export function resolveEndpoints(env: EndpointEnv, appOrigin: string): Endpoints {
  const origin = new URL(appOrigin).origin;
  return {
    appOrigin: origin,
    storeApi: absolute(env.VITE_STORE_API_URL, origin, origin),
    chatApi: absolute(env.VITE_CHAT_API_URL, origin, `${origin}/api/v1`),
    searchApi: absolute(env.VITE_SEARCH_API_URL, origin, origin),
    searchServiceConfigured: clean(env.VITE_SEARCH_API_URL) !== undefined,
    uploadsApi: absolute(env.VITE_UPLOADS_API_URL, origin, `${origin}/api/v1`),
    socketUrl: absolute(env.VITE_SOCKET_URL, origin, origin),
    socketPath: clean(env.VITE_SOCKET_PATH) ?? DEFAULT_SOCKET_PATH,
    rootCategoryHandle: clean(env.VITE_ROOT_CATEGORY_HANDLE) ?? DEFAULT_ROOT_CATEGORY_HANDLE,
    publishableKey: clean(env.VITE_PUBLISHABLE_KEY) ?? null,
  };
}

/** Origins that may receive the shopper's bearer token. */
export function firstPartyOrigins(endpoints: Endpoints): ReadonlySet<string> {
  return new Set(
    [endpoints.appOrigin, endpoints.storeApi, endpoints.chatApi, endpoints.searchApi, endpoints.uploadsApi].map(
      (url) => new URL(url).origin,
    ),
  );
}
