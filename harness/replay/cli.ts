import { access } from 'node:fs/promises';
import path from 'node:path';
import { startReplayServer } from './replay-server';

const USAGE = `usage: npm run replay -- [scenario file] [--port N]
Serves the replay page on 127.0.0.1 (a free port unless --port): the store's real UI driven
through the scenario's steps on the harness fakes, with a timeline to play, pause, step and jump
through its events. The page also opens any scenario or recording by drag and drop or its file
picker. Ctrl+C stops it.`;

async function main(argv: readonly string[]): Promise<number> {
  const args = [...argv];
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE);
    return 0;
  }
  const portAt = args.indexOf('--port');
  const port = portAt >= 0 ? Number(args.splice(portAt, 2)[1]) : 0;
  if (!Number.isInteger(port) || port < 0 || args.length > 1) {
    console.error(USAGE);
    return 2;
  }
  // npm runs scripts from the package root; a file is named from where npm was run.
  const file = args[0] ? path.resolve(process.env['INIT_CWD'] ?? process.cwd(), args[0]) : undefined;
  if (file) {
    try {
      await access(file);
    } catch {
      console.error(`${args[0]}: no such file`);
      return 1;
    }
  }
  const server = await startReplayServer({ ...(file ? { file } : {}), port });
  console.log(`Replay page ready at ${server.url}${file ? ` (${path.relative(process.cwd(), file)})` : ''}`);
  await new Promise<void>((resolve) => {
    let stopping = false;
    const stop = () => {
      if (stopping) return;
      stopping = true;
      void server.close().then(resolve);
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
