import { mkdtempSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Server as SocketServer } from 'socket.io';
import type { BackendContext, BackendModule } from './backend-module';
import type { PictureKind } from './catalog/product-image';
import { FaultTable } from './control/faults';
import { badRequest, notFound } from './http/http-error';
import {
  allowedHosts,
  checkControlRequest,
  checkHost,
  checkSameOriginRequest,
  exposureWarning,
  hostAllowed,
  originAllowed,
} from './http/host-guard';
import { Fields } from './http/validate';
import { securityHeaders } from './http/security-headers';
import { Router, send, sendError } from './http/router';
import { createModules } from './modules';

export const SOCKET_PATH = '/api/v1/chats/socket';
const CONTROL_PREFIX = '/__local/';
/** A fault's body may stand for a large answer (a product with a 100 KB title). */
const FAULT_LIMIT_BYTES = 1024 * 1024;

const nothingAt = (url: URL) => notFound(`Nothing at ${url.pathname}`);

/** Serves what the API does not: the built UI, or Vite's dev middleware. */
export type UiHandler = (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<boolean> | boolean;

export interface LocalBackendOptions {
  readonly port?: number;
  readonly host?: string;
  /** Where uploads are kept (default: a fresh temporary folder). */
  readonly dataDir?: string;
  /**
   * Whether the control API under /__local/ is served (default false; `LOCAL_CONTROL=1` for npm start and npm run dev).
   */
  readonly control?: boolean;
  readonly ui?: UiHandler;
  /** Epoch milliseconds at start (default: the real time); the control API can move it. */
  readonly startTime?: number;
  readonly log?: (message: string) => void;
  /** Where the control API writes recorded scenarios (default: scenarios/recorded/). */
  readonly recordingsDir?: string;
  /** The Content-Security-Policy of every answer (default: STORE_CSP, the policy the built store keeps to). */
  readonly contentSecurityPolicy?: string;
  /**
   * The products' pictures (default the drawings, `svg`): `jpg` serves the photo-weight catalogue, 1600x1600 JPEGs of
   * 1-2 MB as a brand's photographs are (`CATALOG_PHOTOS=1 npm start`). Ignored when `modules` is given.
   */
  readonly pictures?: PictureKind;
  /** Build the modules (default: every module of the local backend). */
  readonly modules?: (context: BackendContext) => BackendModule[];
}

export interface LocalBackend {
  readonly url: string;
  /** The origins the store is served at: the addresses it listens at (every interface's on 0.0.0.0). */
  readonly origins: readonly string[];
  readonly server: Server;
  readonly io: SocketServer;
  readonly context: BackendContext;
  close(): Promise<void>;
}

/**
 * Starts the local backend: the store, search, auth, chat and upload APIs over HTTP, socket.io
 * on namespace /chats at {@link SOCKET_PATH}, the control API under /__local/ when asked for, and
 * the UI. Every request must name, in its Host header, an address the server listens at; the
 * control API also takes no cross-site request and POSTs in JSON only (see `http/host-guard.ts`).
 */
export async function startLocalBackend(options: LocalBackendOptions = {}): Promise<LocalBackend> {
  const host = options.host ?? '127.0.0.1';
  const log = options.log ?? ((message: string) => console.log(`[local-backend] ${message}`));
  let offset = options.startTime === undefined ? 0 : options.startTime - Date.now();
  let origin = '';
  let hosts = new Set<string>();
  let origins = new Set<string>();
  const context: BackendContext = {
    now: () => Date.now() + offset,
    log,
    dataDir: options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'storefront-local-')),
    origin: (req) => (req && hostAllowed(req, hosts) ? `http://${req.headers.host?.toLowerCase()}` : origin),
    checkSameOrigin: (req) => {
      try {
        checkSameOriginRequest(req, origins, 'This route');
      } catch (error) {
        req.resume();
        throw error;
      }
    },
  };
  const modules = (
    options.modules ??
    ((built: BackendContext) => createModules(built, options.recordingsDir, {}, {}, options.pictures))
  )(context);
  const api = new Router();
  for (const module of modules) module.routes(api);
  const faults = new FaultTable();

  const control = new Router()
    .post('/__local/reset', () => {
      for (const module of modules) module.reset();
      faults.clear();
      offset = options.startTime === undefined ? 0 : options.startTime - Date.now();
      return { body: { reset: true } };
    })
    .post('/__local/faults', async (ctx) => ({
      status: 201,
      body: { fault: faults.add(await ctx.json(FAULT_LIMIT_BYTES)) },
    }))
    .get('/__local/faults', () => ({ body: { faults: faults.list() } }))
    .delete('/__local/faults', () => {
      faults.clear();
      return { body: { faults: [] } };
    })
    .get('/__local/clock', () => ({ body: { now: new Date(context.now()).toISOString() } }))
    .post('/__local/clock', async (ctx) => {
      const now = Date.parse(new Fields(await ctx.json()).string('now'));
      if (Number.isNaN(now)) throw badRequest('now must be an ISO date');
      offset = now - Date.now();
      return { body: { now: new Date(context.now()).toISOString() } };
    });
  for (const module of modules) module.controlRoutes?.(control);

  const headers = securityHeaders(options.contentSecurityPolicy);
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', origin || 'http://localhost');
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    try {
      checkHost(req, hosts);
      if (url.pathname.startsWith(CONTROL_PREFIX)) {
        if (options.control !== true) throw nothingAt(url);
        checkControlRequest(req, origins);
        if (!(await control.handle(req, res, url))) sendError(res, nothingAt(url));
        return;
      }
      const fault = faults.take((req.method ?? 'GET').toUpperCase(), url.pathname);
      if (fault) {
        if (fault.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
        if (fault.status !== null) {
          req.resume();
          send(res, { status: fault.status, body: fault.body });
          return;
        }
      }
      if (await api.handle(req, res, url)) return;
      if (options.ui && (await options.ui(req, res, url))) return;
      sendError(res, nothingAt(url));
    } catch (error) {
      sendError(res, error);
    }
  };

  const server = createServer((req, res) => void handle(req, res));
  const io = new SocketServer(server, {
    path: SOCKET_PATH,
    serveClient: false,
    cors: { origin: (from, allow) => allow(null, from !== undefined && origins.has(from)), credentials: true },
    allowRequest: (req, allow) => allow(null, hostAllowed(req, hosts) && originAllowed(req, origins)),
  });
  for (const module of modules) module.attachSocket?.(io);

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  origin = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
  hosts = allowedHosts(host, address.port);
  origins = new Set([...hosts].map((allowed) => `http://${allowed}`));
  const warning = exposureWarning(host, options.control === true);
  if (warning) log(warning);

  return {
    url: origin,
    origins: [...origins],
    server,
    io,
    context,
    close: () =>
      new Promise<void>((resolve) => {
        io.close();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
