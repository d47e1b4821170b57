import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { io, type Socket } from 'socket.io-client';
import { SOCKET_PATH } from '../local-backend/local-backend';
import { ROOT } from '../local-backend/ui-build';
import { auditOrders, DEFAULT_FLOOD, runFloods, runShoppers, type FloodTally } from './hostile-load';
import { DeliveryLedger, quantile } from './load-stats';
import { closeLoopbackAgents } from './loopback-http';

/** The server's resident memory may peak at this much under the whole run. */
const MEMORY_BUDGET_MB = 400;

const USAGE = `usage: npm run load -- [--clients N] [--seconds S] [--interval MS] [--shoppers K] [--no-hostile]
A load on loopback against the local backend in its own process: N chat clients (default 200, at
most 500) each initiate a conversation, join its room and send a message every MS milliseconds
(default 2000) for S seconds (default 30, at most 120); each message must come back once as a
message:new push. Beside them (unless --no-hostile), K shoppers (default 20, at most 200) buy over
HTTP, each from its own loopback address, while floods (256 KB envelopes, 1 MB reports, 12,000
anonymous carts from 100 addresses, JSON nested 50,000 deep) run for the same S seconds. Prints
sent, received, lost, duplicated, push latency p50/p99, the floods' answers, the shoppers' carts
lost and orders lost or doubled, and the server's memory (RSS) before, at its peak and after;
exits non-zero on any loss or double, or a peak over ${MEMORY_BUDGET_MB} MB.`;

const GRACE_MS = 5000;
const CONNECT_BATCH = 25;

function option(args: readonly string[], name: string, fallback: number, max: number): number {
  const at = args.indexOf(name);
  if (at < 0) return fallback;
  const value = Number(args[at + 1]);
  if (!Number.isInteger(value) || value < 1 || value > max)
    throw new Error(`${name} takes a whole number from 1 to ${max}\n${USAGE}`);
  return value;
}

const residentMegabytes = (pid: number): number => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((row) => row.startsWith('VmRSS:'));
  return Math.round(Number(line?.replace(/\D/g, '') ?? 0) / 1024);
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function startServer(): Promise<{ url: string; pid: number; stop: () => void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'harness/load/load-server.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = () => child.kill('SIGTERM');
  process.once('exit', stop);
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /load server at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (ready) resolve(ready[1]!);
    });
    child.once('exit', (code) => reject(new Error(`the load server exited with ${code}: ${output}`)));
  });
  return { url, pid: child.pid!, stop };
}

interface LoadClient {
  readonly userId: string;
  /** The guest cookie the chat service bound this guest id to at initiate. */
  readonly cookie: string;
  readonly conversationId: string;
  readonly socket: Socket;
  readonly ledger: DeliveryLedger;
}

async function connectClient(url: string, index: number): Promise<LoadClient> {
  const userId = `guest_load_${index}`;
  const initiated = await fetch(`${url}/api/v1/chats/initiate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', platform: 'web' },
    body: JSON.stringify({ userId, role: 'customer', customerName: `Load ${index}` }),
  });
  if (!initiated.ok) throw new Error(`initiate answered ${initiated.status}`);
  const { conversation } = (await initiated.json()) as { conversation: { id: string } };
  const cookie = initiated.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  const ledger = new DeliveryLedger();
  const socket = io(`${url}/chats`, {
    path: SOCKET_PATH,
    query: { userId, role: 'customer' },
    transports: ['websocket'],
    extraHeaders: { cookie },
  });
  socket.on('message:new', ({ message }: { message: { sender_type: string; content: string } }) => {
    if (message.sender_type === 'customer') ledger.pushed(message.content, performance.now());
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect_error', reject);
    socket.once('connect', () =>
      socket.emit('convo:join', conversation.id, (answer: { ok: boolean; error?: string }) =>
        answer.ok ? resolve() : reject(new Error(`convo:join refused: ${answer.error ?? 'no reason'}`)),
      ),
    );
  });
  socket.on('connect', () => socket.emit('convo:join', conversation.id));
  return { userId, cookie, conversationId: conversation.id, socket, ledger };
}

async function send(url: string, client: LoadClient, content: string): Promise<void> {
  client.ledger.sent(content, performance.now());
  try {
    const answer = await fetch(`${url}/api/v1/chats/${client.conversationId}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', platform: 'web', cookie: client.cookie },
      body: JSON.stringify({
        content,
        contentType: 'text',
        senderId: client.userId,
        senderType: 'customer',
        processWithAI: false,
      }),
      signal: AbortSignal.timeout(10_000),
    });
    await answer.arrayBuffer();
    if (!answer.ok) client.ledger.failed(content);
  } catch {
    client.ledger.failed(content);
  }
}

async function main(args: readonly string[]): Promise<number> {
  if (args.includes('--help')) {
    console.log(USAGE);
    return 0;
  }
  const clientCount = option(args, '--clients', 200, 500);
  const seconds = option(args, '--seconds', 30, 120);
  const interval = option(args, '--interval', 2000, 60_000);
  const shopperCount = option(args, '--shoppers', 20, 200);
  const hostile = !args.includes('--no-hostile');
  const server = await startServer();
  let memoryPeak = 0;
  const sampler = setInterval(() => (memoryPeak = Math.max(memoryPeak, residentMegabytes(server.pid))), 200);
  const hardStop = setTimeout(
    () => {
      console.error(`the load run took longer than ${seconds + 120} s; stopping`);
      process.exit(2);
    },
    (seconds + 120) * 1000,
  );
  try {
    const clients: LoadClient[] = [];
    for (let first = 0; first < clientCount; first += CONNECT_BATCH) {
      const batch = Array.from({ length: Math.min(CONNECT_BATCH, clientCount - first) }, (_, i) =>
        connectClient(server.url, first + i),
      );
      clients.push(...(await Promise.all(batch)));
    }
    const memoryBefore = residentMegabytes(server.pid);
    memoryPeak = memoryBefore;
    console.log(
      `${clients.length} clients connected; sending for ${seconds} s, one message per client every ${interval} ms` +
        (hostile ? `; ${shopperCount} shoppers buying and the floods running` : ''),
    );
    const floods: Promise<FloodTally> = hostile ? runFloods(server.url, DEFAULT_FLOOD, seconds) : Promise.resolve({});
    const shoppers = hostile ? runShoppers(server.url, shopperCount, seconds) : null;
    const inFlight = new Set<Promise<void>>();
    const endAt = performance.now() + seconds * 1000;
    const timers = clients.map((client, index) => {
      let n = 0;
      const tick = () => {
        if (performance.now() >= endAt) return;
        const sending = send(server.url, client, `load ${index} ${++n}`);
        inFlight.add(sending);
        void sending.finally(() => inFlight.delete(sending));
      };
      const start = setTimeout(
        () => {
          tick();
          timers[index] = setInterval(tick, interval);
        },
        (index * interval) / clients.length,
      );
      return start;
    });
    await sleep(seconds * 1000);
    timers.forEach((timer) => clearInterval(timer));
    await Promise.all(inFlight);
    const floodTally = await floods;
    const shopped = shoppers ? await shoppers : null;
    const audit = shopped ? await auditOrders(server.url, shopped) : null;
    const settleBy = performance.now() + GRACE_MS;
    const totals = () => clients.map((client) => client.ledger.totals());
    while (performance.now() < settleBy && totals().some((each) => each.lost > 0)) await sleep(100);
    const memoryAfter = residentMegabytes(server.pid);
    clearInterval(sampler);
    const sum = totals().reduce((all, each) => ({
      sent: all.sent + each.sent,
      received: all.received + each.received,
      lost: all.lost + each.lost,
      duplicated: all.duplicated + each.duplicated,
      failed: all.failed + each.failed,
    }));
    const latencies = clients.flatMap((client) => client.ledger.latencies);
    const ms = (value: number | null) => (value === null ? 'n/a' : `${value.toFixed(1)} ms`);
    for (const client of clients) client.socket.disconnect();
    console.log(`clients ${clients.length}, ${seconds} s on loopback`);
    console.log(
      `sent ${sum.sent}, received ${sum.received}, lost ${sum.lost}, duplicated ${sum.duplicated}, failed sends ${sum.failed}`,
    );
    console.log(
      `push latency (send to message:new): p50 ${ms(quantile(latencies, 0.5))}, p99 ${ms(quantile(latencies, 0.99))}`,
    );
    for (const [flood, statuses] of Object.entries(floodTally)) {
      const answers = Object.entries(statuses).map(([code, n]) => `${n} x ${code === '0' ? 'no answer' : code}`);
      console.log(`flood ${flood}: ${answers.join(', ')}`);
    }
    if (shopped && audit) {
      const refused = Object.entries(shopped.refused).map(([code, n]) => `${n} x ${code === '0' ? 'no answer' : code}`);
      console.log(
        `shoppers ${shopperCount}: ${shopped.started} checkouts begun, ${shopped.placed} orders placed, ` +
          `carts lost ${shopped.cartsLost}, orders lost ${audit.lost}, orders doubled ${audit.doubled}` +
          (refused.length > 0 ? `; other refusals ${refused.join(', ')}` : ''),
      );
    }
    console.log(
      `server memory (RSS): ${memoryBefore} MB before, ${memoryPeak} MB at its peak (budget ${MEMORY_BUDGET_MB} MB), ` +
        `${memoryAfter} MB after`,
    );
    const shoppersWhole =
      !shopped || !audit || (shopped.placed > 0 && shopped.cartsLost === 0 && audit.lost === 0 && audit.doubled === 0);
    return sum.lost === 0 && sum.duplicated === 0 && shoppersWhole && memoryPeak <= MEMORY_BUDGET_MB ? 0 : 1;
  } finally {
    clearTimeout(hardStop);
    clearInterval(sampler);
    closeLoopbackAgents();
    server.stop();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
