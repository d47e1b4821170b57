import type { IncomingMessage } from 'node:http';
import type { Server as SocketServer } from 'socket.io';
import type { Router } from './http/router';

/** Shared services every module of the local backend may use. */
export interface BackendContext {
  /** Epoch milliseconds; tests may move it through the control API. */
  now(): number;
  /** Server log (the OTP is printed here). */
  log(message: string): void;
  /** Where files (uploads) are kept. */
  readonly dataDir: string;
  /**
   * The origin `req` reached this server at (its Host, checked against the addresses the server
   * listens at), else the listening address: for URLs handed back to the client.
   */
  origin(req?: IncomingMessage): string;
  /**
   * Refuses a request a page on another site sent (403) or a POST not in JSON (415): the control API's rule
   * (`http/host-guard.ts`), for the public routes that only the store's own pages post to.
   */
  checkSameOrigin(req: IncomingMessage): void;
}

/**
 * One area of the local backend (store, search, auth, chat, uploads). It registers its routes,
 * may attach socket handlers, and can go back to its seed state.
 */
export interface BackendModule {
  readonly name: string;
  routes(router: Router): void;
  attachSocket?(io: SocketServer): void;
  /** Back to the seed (POST /__local/reset). */
  reset(): void;
  /** Extra control routes under /__local/ (registered on the control router). */
  controlRoutes?(router: Router): void;
}
