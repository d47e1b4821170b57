import { constants } from 'node:fs';
import { lstat, mkdir, open, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BackendModule } from '../backend-module';
import { badRequest, conflict } from '../http/http-error';
import { Fields } from '../http/validate';

/** A recording may be large (the answers of a whole session), but not unbounded. */
const RECORDING_LIMIT_BYTES = 8 * 1024 * 1024;
const NAME = /^[a-z0-9][a-z0-9-]{0,79}$/;
/** The keys a scenario file opens with, before its `spec`. */
const HEAD_KEYS = new Set(['$schema', 'name', 'description']);

/** The `spec` of the scenario file at `file`, if there is one that can be read. */
async function specOf(file: string): Promise<string | undefined> {
  try {
    const { spec } = JSON.parse(await readFile(file, 'utf8')) as { spec?: unknown };
    return typeof spec === 'string' ? spec : undefined;
  } catch {
    return undefined;
  }
}

/** The scenario with `spec` after its name and description, unless it has a spec of its own. */
function withSpec(scenario: object, spec: string | undefined): object {
  if (spec === undefined || 'spec' in scenario) return scenario;
  const entries = Object.entries(scenario);
  return Object.fromEntries([
    ...entries.filter(([key]) => HEAD_KEYS.has(key)),
    ['spec', spec],
    ...entries.filter(([key]) => !HEAD_KEYS.has(key)),
  ]);
}

const NO_FOLLOW = constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC | constants.O_NOFOLLOW;

/** Writes `text` to `file` in `dir`, refusing (409) when the folder or the file is a symbolic link. */
async function writeNoFollow(dir: string, file: string, text: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  if ((await lstat(dir)).isSymbolicLink()) throw conflict('The recordings folder is a symbolic link: nothing written');
  const handle = await open(file, NO_FOLLOW, 0o644).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ELOOP') throw conflict(`${path.basename(file)} is a symbolic link: nothing written`);
    throw error;
  });
  try {
    await handle.writeFile(text);
  } finally {
    await handle.close();
  }
}

/**
 * `POST /__local/recordings` (control API only): writes a session the recorder turned into a
 * scenario as `{dir}/{name}.scenario.json`, replacing one of the same name (never through a symbolic link; its
 * `spec` kept when the recording has none, so a committed sample recorded again still says what it proves), and
 * answers its path relative to the working directory.
 */
export function createRecordingsModule(dir: string): BackendModule {
  return {
    name: 'recordings',
    routes() {},
    reset() {},
    controlRoutes(router) {
      router.post('/__local/recordings', async (ctx) => {
        const fields = new Fields(await ctx.json(RECORDING_LIMIT_BYTES));
        const name = fields.string('name', { maxLength: 80 });
        if (!NAME.test(name)) throw badRequest('name must be lower-case letters, digits and dashes');
        const scenario = fields.raw('scenario');
        if (typeof scenario !== 'object' || scenario === null || Array.isArray(scenario))
          throw badRequest('scenario must be an object');
        const { steps } = scenario as { steps?: unknown };
        if (!Array.isArray(steps) || steps.length === 0) throw badRequest('scenario.steps must be a non-empty array');
        const file = path.join(dir, `${name}.scenario.json`);
        await writeNoFollow(dir, file, `${JSON.stringify(withSpec(scenario, await specOf(file)), null, 2)}\n`);
        return { status: 201, body: { file: path.relative(process.cwd(), file) } };
      });
    },
  };
}
