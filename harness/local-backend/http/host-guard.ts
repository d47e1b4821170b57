import type { IncomingMessage } from 'node:http';
import { networkInterfaces, type NetworkInterfaceInfo } from 'node:os';
import { HttpError } from './http-error';

type Interfaces = Readonly<Record<string, readonly Pick<NetworkInterfaceInfo, 'address' | 'family'>[] | undefined>>;

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);
const ANY = new Set(['0.0.0.0', '::']);

/** Whether `host` is reachable from this machine only. */
export const isLoopback = (host: string): boolean => LOOPBACK.has(host) || host.startsWith('127.');

const withPort = (address: string, port: number) => `${address.includes(':') ? `[${address}]` : address}:${port}`;

/**
 * The Host header values a server listening on `host`:`port` answers to: that address and, for
 * loopback or every interface (0.0.0.0, ::), localhost and each interface's address. Anything
 * else is a name pointed at this machine by someone else (DNS rebinding).
 */
export function allowedHosts(host: string, port: number, interfaces: Interfaces = networkInterfaces()): Set<string> {
  const addresses = new Set<string>([host]);
  if (isLoopback(host) || ANY.has(host)) addresses.add('localhost');
  if (host === 'localhost') ['127.0.0.1', '::1'].forEach((address) => addresses.add(address));
  if (ANY.has(host)) {
    addresses.delete(host);
    for (const entries of Object.values(interfaces)) for (const entry of entries ?? []) addresses.add(entry.address);
  }
  const hosts = new Set<string>();
  for (const address of addresses) {
    hosts.add(withPort(address, port));
    if (port === 80) hosts.add(address.includes(':') ? `[${address}]` : address);
  }
  return hosts;
}

/** What to print when the server listens beyond loopback (null on loopback). */
export function exposureWarning(host: string, control: boolean): string | null {
  if (isLoopback(host)) return null;
  const reach = `listening on ${host}: the store is reachable from other machines on this network`;
  return control
    ? `WARNING ${reach}, and so is the control API (LOCAL_CONTROL=1), which hands out OTPs and every conversation.`
    : `WARNING ${reach} (the control API is off; LOCAL_CONTROL=1 would expose OTPs and every conversation).`;
}

/** Whether the request's Host is one of `hosts`. */
export const hostAllowed = (req: IncomingMessage, hosts: ReadonlySet<string>): boolean =>
  hosts.has((req.headers.host ?? '').toLowerCase());

/** Whether the request comes from one of `origins`, or from no page at all (no Origin header: a tool, a test). */
export const originAllowed = (req: IncomingMessage, origins: ReadonlySet<string>): boolean =>
  req.headers.origin === undefined || origins.has(req.headers.origin);

/** Refuses a request whose Host is not one of `hosts` (421, as for a misdirected request). */
export function checkHost(req: IncomingMessage, hosts: ReadonlySet<string>): void {
  if (!hostAllowed(req, hosts))
    throw new HttpError(421, 'not_allowed', 'This server does not answer to that host name');
}

/**
 * The rule for every route a page on another site must not post to (the control API, the monitoring
 * tunnel, the analytics reports): no cross-site request (Origin, when sent, must be one of `origins`;
 * Sec-Fetch-Site, when sent, same-origin or none) and a POST only with a JSON content type, which a
 * page on another site cannot send without the browser asking first. `what` names the route in the
 * error.
 */
export function checkSameOriginRequest(req: IncomingMessage, origins: ReadonlySet<string>, what: string): void {
  const site = req.headers['sec-fetch-site'];
  if (!originAllowed(req, origins) || (site !== undefined && site !== 'same-origin' && site !== 'none')) {
    throw new HttpError(403, 'not_allowed', `${what} answers its own origin only`);
  }
  if (req.method === 'POST' && !/^application\/json\s*(;|$)/i.test(req.headers['content-type'] ?? '')) {
    throw new HttpError(415, 'invalid_data', `${what} takes JSON only (Content-Type: application/json)`);
  }
}

/** The control API's rules: {@link checkSameOriginRequest}. */
export const checkControlRequest = (req: IncomingMessage, origins: ReadonlySet<string>): void =>
  checkSameOriginRequest(req, origins, 'The control API');
