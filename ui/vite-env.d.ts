/// <reference types="vite/client" />

/** The configuration the storefront reads from its environment (see core/config.ts, EndpointEnv). */
interface ImportMetaEnv {
  readonly VITE_STORE_API_URL?: string;
  readonly VITE_CHAT_API_URL?: string;
  readonly VITE_SEARCH_API_URL?: string;
  readonly VITE_UPLOADS_API_URL?: string;
  readonly VITE_SOCKET_URL?: string;
  readonly VITE_SOCKET_PATH?: string;
  readonly VITE_ROOT_CATEGORY_HANDLE?: string;
  readonly VITE_PUBLISHABLE_KEY?: string;
}
