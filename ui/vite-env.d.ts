/// <reference types="vite/client" />
import type { EndpointEnv } from '../core/config';

declare global {
  /** The configuration the storefront reads from its environment: {@link EndpointEnv}. */
  interface ImportMetaEnv extends EndpointEnv {
    /** '1' in builds with the session recorder (npm start, npm run dev): a constant vite.config.ts writes in. */
    readonly VITE_RECORDER?: string;
    /**
     * How product pictures are asked for (`{url}` URL-encoded, `{width}`, `{quality}`): an image CDN or imgproxy;
     * default the store's image endpoint, `/_image?url={url}&w={width}&q={quality}` (ui/shared/image-src.ts).
     */
    readonly VITE_IMAGE_URL_TEMPLATE?: string;
  }
}
