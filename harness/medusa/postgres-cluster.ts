import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  asPostgresUser,
  asPostgresUserShell,
  freePort,
  isRoot,
  removeCommand,
  run,
  whenThisProcessDies,
} from './processes';

const DEBIAN_POSTGRES = '/usr/lib/postgresql';

/** The folder holding initdb, pg_ctl, pg_dump and pg_restore of the newest Postgres installed, or null. */
export function findPostgresBin(): string | null {
  if (!existsSync(DEBIAN_POSTGRES)) return null;
  const versions = readdirSync(DEBIAN_POSTGRES)
    .filter((name) => existsSync(path.join(DEBIAN_POSTGRES, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(DEBIAN_POSTGRES, versions[0], 'bin') : null;
}

/** Postgres's binaries, installing Debian's `postgresql` through apt-get when they are missing. */
export async function ensurePostgres(log: (line: string) => void): Promise<string> {
  const found = findPostgresBin();
  if (found) return found;
  if (!isRoot()) throw new Error('Postgres is not installed: run `apt-get install postgresql` as root');
  log('installing postgresql with apt-get...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  await run('apt-get', ['update', '-qq'], { env });
  await run('apt-get', ['install', '-y', '-qq', 'postgresql'], { env });
  const installed = findPostgresBin();
  if (!installed) throw new Error(`apt-get installed postgresql, but there is no initdb under ${DEBIAN_POSTGRES}`);
  return installed;
}

/** A throwaway Postgres cluster: trust auth, 127.0.0.1 only, deleted on stop. */
export interface PostgresCluster {
  readonly port: number;
  /** The connection URL of a database in it. */
  url(database: string): string;
  createDatabase(name: string): Promise<void>;
  /** Writes a custom-format dump of `database` to `file`. */
  dump(database: string, file: string): Promise<void>;
  /** Creates `database` and restores `file` (a dump from {@link dump}) into it. */
  restore(database: string, file: string): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Creates a cluster in the system temporary folder (the `postgres` user cannot enter /root) and
 * starts it on a free port. It stops and is deleted on {@link PostgresCluster.stop}, or when this
 * process dies.
 */
export async function startPostgresCluster(bin: string): Promise<PostgresCluster> {
  const dir = mkdtempSync(path.join(tmpdir(), 'grocery-medusa-pg-'));
  const data = path.join(dir, 'data');
  if (isRoot())
    chownSync(
      dir,
      Number((await run('id', ['-u', 'postgres'])).output.trim()),
      Number((await run('id', ['-g', 'postgres'])).output.trim()),
    );
  const tool = (name: string) => path.join(bin, name);
  const asPostgres = (name: string, args: readonly string[]) => {
    const [command, rest] = asPostgresUser(tool(name), args);
    return run(command, rest);
  };
  await asPostgres('initdb', ['-D', data, '--auth=trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C.UTF-8']);
  const port = await freePort();
  const serverOptions = [
    '-c listen_addresses=127.0.0.1',
    `-p ${port}`,
    `-k ${dir}`,
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
  ].join(' ');
  const stopArgs = ['-D', data, 'stop', '-m', 'fast'];
  const watchdog = whenThisProcessDies(`${asPostgresUserShell(tool('pg_ctl'), stopArgs)}; ${removeCommand(dir)}`);
  await asPostgres('pg_ctl', ['-D', data, '-o', serverOptions, '-l', path.join(dir, 'postgres.log'), '-w', 'start']);

  const connection = ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres'];
  let stopped = false;
  return {
    port,
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    async createDatabase(name) {
      await run(tool('createdb'), [...connection, name]);
    },
    async dump(database, file) {
      await run(tool('pg_dump'), [...connection, '-Fc', '--no-owner', '-f', file, database]);
    },
    async restore(database, file) {
      await run(tool('createdb'), [...connection, database]);
      await run(tool('pg_restore'), [...connection, '--no-owner', '-d', database, file]);
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      await asPostgres('pg_ctl', stopArgs).catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
      watchdog.cancel();
    },
  };
}
