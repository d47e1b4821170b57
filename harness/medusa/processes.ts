import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { createServer } from 'node:net';

/** Whether this process runs as root (then Postgres runs as the `postgres` user). */
export const isRoot = (): boolean => process.getuid?.() === 0;

/** A free TCP port on 127.0.0.1 (the preferred one when it is free). */
export function freePort(preferred = 0): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (preferred !== 0 && error.code === 'EADDRINUSE') resolve(freePort(0));
      else reject(error);
    });
    server.listen(preferred, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** A command's output, kept so a failure can show it. */
export interface CommandResult {
  readonly code: number | null;
  readonly output: string;
}

/**
 * Runs a command to its end and collects its output; rejects with the last lines of it when the
 * command exits non-zero (unless `allowFailure`).
 */
export function run(
  command: string,
  args: readonly string[],
  options: SpawnOptions & { readonly allowFailure?: boolean; readonly echo?: boolean } = {},
): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (options.echo) process.stdout.write(chunk);
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    child.once('error', reject);
    child.once('close', (code) => {
      if (code === 0 || options.allowFailure) resolve({ code, output });
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${tail(output)}`));
    });
  });
}

/** The last lines of a log, without terminal colours. */
export function tail(text: string, lines = 40): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- the escape character starts a terminal colour code
      .replace(/\u001b\[[0-9;]*m/g, '')
      .trimEnd()
      .split('\n')
      .slice(-lines)
      .join('\n')
  );
}

const shellQuote = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;

/**
 * Runs `cleanup` (a shell command) once this process is gone, however it ends (Ctrl-C, a crash,
 * SIGKILL): a detached shell polls this process's pid. `cancel()` drops it after a normal stop.
 */
export function whenThisProcessDies(cleanup: string): { cancel(): void } {
  const script = `while kill -0 ${process.pid} 2>/dev/null; do sleep 1; done; ${cleanup}`;
  const watchdog: ChildProcess = spawn('/bin/sh', ['-c', script], { detached: true, stdio: 'ignore' });
  watchdog.unref();
  return {
    cancel() {
      if (watchdog.pid !== undefined) {
        try {
          process.kill(watchdog.pid, 'SIGKILL');
        } catch {
          /* already gone */
        }
      }
    },
  };
}

/** `kill -SIGNAL -pgid` as a shell command, for {@link whenThisProcessDies}. */
export const killGroupCommand = (pid: number, signal = 'TERM'): string => `kill -${signal} -${pid} 2>/dev/null`;

/** `rm -rf dir` as a shell command, for {@link whenThisProcessDies}. */
export const removeCommand = (dir: string): string => `rm -rf ${shellQuote(dir)}`;

/** A command run as the `postgres` user when this process is root, as is otherwise. */
export function asPostgresUser(command: string, args: readonly string[]): [string, string[]] {
  return isRoot() ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, [...args]];
}

/** The shell form of {@link asPostgresUser}. */
export function asPostgresUserShell(command: string, args: readonly string[]): string {
  const [bin, rest] = asPostgresUser(command, args);
  return [bin, ...rest].map(shellQuote).join(' ');
}

/** Milliseconds since `start`, as seconds with one decimal. */
export const seconds = (start: number): string => `${((performance.now() - start) / 1000).toFixed(1)} s`;
