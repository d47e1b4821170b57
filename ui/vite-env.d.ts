/// <reference types="vite/client" />
import type { EndpointEnv } from '../core/config';

declare global {
  /** The configuration the storefront reads from its environment: {@link EndpointEnv}. */
  interface ImportMetaEnv extends EndpointEnv {}
}
