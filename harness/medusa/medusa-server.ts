import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import path from 'node:path';
import { ensureMedusaInstall, lockfileHash, MEDUSA_DIR } from './medusa-install';
import { ensurePostgres, startPostgresCluster } from './postgres-cluster';
import { freePort, killGroupCommand, run, tail, whenThisProcessDies } from './processes';
import { contentHash, seedInputJson, type SeedOutput } from './seed-input';

/** Any page served from this machine may call the harness's Medusa (it listens on 127.0.0.1 only). */
export const LOCAL_ORIGINS = '/^http:\\/\\/(127\\.0\\.0\\.1|localhost)(:\\d+)?$/';

const DATABASE = 'medusa';
const SEED_DIR = path.join(MEDUSA_DIR, 'src', 'scripts');

/** The seed script and the files beside it that it calls, in name order: any change makes a new cache key. */
const seedScripts = (): string[] =>
  readdirSync(SEED_DIR)
    .filter((name) => name.endsWith('.ts'))
    .sort()
    .map((name) => `${name}\n${readFileSync(path.join(SEED_DIR, name), 'utf8')}`);
const MEDUSA_CONFIG = path.join(MEDUSA_DIR, 'medusa-config.ts');
const CLI = path.join(MEDUSA_DIR, 'node_modules', '@medusajs', 'cli', 'cli.js');
const READY_TIMEOUT_MS = 180_000;

export interface StartMedusaOptions {
  /** The port to listen on when it is free (a free one otherwise). */
  readonly port?: number;
  /** STORE_CORS and AUTH_CORS: comma-separated origins or /regex/; any 127.0.0.1 origin by default. */
  readonly cors?: string;
  /** Where seeded database dumps are kept; MEDUSA_CACHE_DIR or ~/.cache/grocery-medusa by default. */
  readonly cacheDir?: string;
  readonly log?: (line: string) => void;
}

/** How long each step took, in milliseconds (0 for a step that was skipped). */
export interface MedusaTimings {
  readonly install: number;
  readonly postgres: number;
  /** Migrations and seed (a cache miss). */
  readonly setup: number;
  /** Restoring the cached dump (a cache hit). */
  readonly restore: number;
  /** From `medusa start` to its health check answering. */
  readonly ready: number;
}

/** A seeded Medusa v2 on 127.0.0.1, with its throwaway Postgres. */
export interface MedusaServer {
  readonly url: string;
  readonly publishableKey: string;
  readonly regionId: string;
  readonly seed: SeedOutput;
  readonly databaseUrl: string;
  readonly timings: MedusaTimings;
  /** Stops Medusa and deletes its database cluster. */
  stop(): Promise<void>;
}

const defaultCacheDir = () => process.env['MEDUSA_CACHE_DIR'] ?? path.join(homedir(), '.cache', 'grocery-medusa');

function medusaEnv(databaseUrl: string, cors: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'development',
    DATABASE_URL: databaseUrl,
    STORE_CORS: cors,
    AUTH_CORS: cors,
    ADMIN_CORS: cors,
    MEDUSA_DISABLE_TELEMETRY: 'true',
    DO_NOT_TRACK: '1',
    ...extra,
  };
}

const medusa = (args: readonly string[], env: NodeJS.ProcessEnv) =>
  run(process.execPath, [CLI, ...args], { cwd: MEDUSA_DIR, env });

/** Migrates and seeds an empty database, then stores its dump and the seed's output under `cacheEntry`. */
async function setUpDatabase(
  databaseUrl: string,
  cors: string,
  cacheEntry: string,
  dump: (file: string) => Promise<void>,
  input: string,
): Promise<void> {
  const work = mkdtempSync(path.join(tmpdir(), 'grocery-medusa-seed-'));
  try {
    const inputFile = path.join(work, 'seed-input.json');
    const outputFile = path.join(work, 'seed-output.json');
    writeFileSync(inputFile, input);
    const env = medusaEnv(databaseUrl, cors, { MEDUSA_SEED_INPUT: inputFile, MEDUSA_SEED_OUTPUT: outputFile });
    await medusa(['db:migrate', '--execute-safe-links'], env);
    await medusa(['exec', './src/scripts/seed.ts'], env);
    if (!existsSync(outputFile)) throw new Error('The seed script ran but wrote no output');
    await dump(path.join(work, 'medusa.dump'));
    mkdirSync(path.dirname(cacheEntry), { recursive: true });
    rmSync(`${cacheEntry}.partial`, { recursive: true, force: true });
    renameSync(work, `${cacheEntry}.partial`);
    rmSync(cacheEntry, { recursive: true, force: true });
    renameSync(`${cacheEntry}.partial`, cacheEntry);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

async function waitForHealth(url: string, exited: () => string | null): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const exit = exited();
    if (exit !== null) throw new Error(`medusa start exited before it was ready:\n${exit}`);
    const healthy = await fetch(`${url}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Medusa was not ready at ${url} after ${READY_TIMEOUT_MS / 1000} s`);
}

/**
 * Starts a seeded Medusa v2: installs what is missing (Postgres, the Medusa project's packages),
 * creates a throwaway Postgres cluster, restores the cached seeded database (or migrates, seeds
 * and caches it, keyed by the lockfile, seed script, config and catalogue), and runs
 * `medusa start` on 127.0.0.1. Everything stops on {@link MedusaServer.stop} or when this process dies.
 */
export async function startMedusa(options: StartMedusaOptions = {}): Promise<MedusaServer> {
  const log = options.log ?? ((line: string) => console.log(`[medusa] ${line}`));
  const cors = options.cors ?? LOCAL_ORIGINS;
  const clock = () => performance.now();

  let mark = clock();
  const bin = await ensurePostgres(log);
  await ensureMedusaInstall(log);
  const install = clock() - mark;

  mark = clock();
  const cluster = await startPostgresCluster(bin);
  const postgres = clock() - mark;
  try {
    const input = seedInputJson();
    const key = contentHash(lockfileHash(), ...seedScripts(), readFileSync(MEDUSA_CONFIG, 'utf8'), input, bin);
    const cacheEntry = path.join(options.cacheDir ?? defaultCacheDir(), key);
    const dumpFile = path.join(cacheEntry, 'medusa.dump');
    const databaseUrl = cluster.url(DATABASE);
    let setup = 0;
    let restore = 0;
    mark = clock();
    if (existsSync(dumpFile)) {
      await cluster.restore(DATABASE, dumpFile);
      restore = clock() - mark;
      log(`restored the seeded database from ${cacheEntry}`);
    } else {
      log('migrating and seeding a new database (cached for the next runs)...');
      await cluster.createDatabase(DATABASE);
      await setUpDatabase(databaseUrl, cors, cacheEntry, (file) => cluster.dump(DATABASE, file), input);
      setup = clock() - mark;
    }
    const seed = JSON.parse(readFileSync(path.join(cacheEntry, 'seed-output.json'), 'utf8')) as SeedOutput;

    mark = clock();
    const port = await freePort(options.port ?? 0);
    const url = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, [CLI, 'start', '--host', '127.0.0.1', '--port', String(port)], {
      cwd: MEDUSA_DIR,
      env: medusaEnv(databaseUrl, cors),
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const pid = child.pid;
    if (pid === undefined) throw new Error('medusa start could not be spawned');
    const watchdog = whenThisProcessDies(killGroupCommand(pid, 'KILL'));
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    let exit: string | null = null;
    const exited = new Promise<void>((resolve) =>
      child.once('exit', (code, signal) => {
        exit = `code ${code} signal ${signal}\n${tail(output)}`;
        resolve();
      }),
    );

    const stop = async () => {
      if (exit === null) {
        try {
          process.kill(-pid, 'SIGTERM');
        } catch {
          /* already gone */
        }
        const timer = setTimeout(() => {
          try {
            process.kill(-pid, 'SIGKILL');
          } catch {
            /* already gone */
          }
        }, 5_000);
        await exited;
        clearTimeout(timer);
      }
      watchdog.cancel();
      await cluster.stop();
    };
    try {
      await waitForHealth(url, () => exit);
    } catch (error) {
      await stop();
      throw error;
    }
    const ready = clock() - mark;
    return {
      url,
      publishableKey: seed.publishableKey,
      regionId: seed.regionId,
      seed,
      databaseUrl,
      timings: { install, postgres, setup, restore, ready },
      stop,
    };
  } catch (error) {
    await cluster.stop();
    throw error;
  }
}
