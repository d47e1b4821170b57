import { Agent, request } from 'node:http';

/** An answer: status and parsed JSON body (null when it is not JSON). */
export interface LoopbackAnswer {
  readonly status: number;
  readonly body: unknown;
}

const parseOrNull = (text: string): unknown => {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
};

/** One keep-alive connection pool per source address, so each simulated client is one loopback address. */
const agents = new Map<string, Agent>();
const agentFor = (localAddress: string): Agent => {
  let agent = agents.get(localAddress);
  if (!agent) {
    agent = new Agent({ keepAlive: true, maxSockets: 8, localAddress });
    agents.set(localAddress, agent);
  }
  return agent;
};

/**
 * A request to the server at `base` from `localAddress` (any 127.x.y.z: Linux answers the whole
 * loopback block), JSON in and out unless `body` is a string or Buffer (sent as it is).
 */
export function loopbackRequest(
  base: string,
  localAddress: string,
  method: string,
  path: string,
  options: { body?: unknown; headers?: Readonly<Record<string, string>>; timeoutMs?: number } = {},
): Promise<LoopbackAnswer> {
  const url = new URL(path, base);
  const payload =
    options.body === undefined
      ? undefined
      : typeof options.body === 'string' || Buffer.isBuffer(options.body)
        ? options.body
        : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const sent = request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path: url.pathname + url.search,
        agent: agentFor(localAddress),
        headers: {
          host: url.host,
          platform: 'web',
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) }),
          ...options.headers,
        },
        timeout: options.timeoutMs ?? 20_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: response.statusCode ?? 0, body: parseOrNull(text) });
        });
        response.on('error', reject);
      },
    );
    sent.on('timeout', () => sent.destroy(new Error(`${method} ${path} timed out`)));
    sent.on('error', reject);
    sent.end(payload);
  });
}

/** Closes every pooled connection. */
export function closeLoopbackAgents(): void {
  for (const agent of agents.values()) agent.destroy();
  agents.clear();
}
