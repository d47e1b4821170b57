import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BackendModule } from '../backend-module';
import { badRequest } from '../http/http-error';
import { Fields } from '../http/validate';

/** A recording may be large (the answers of a whole session), but not unbounded. */
const RECORDING_LIMIT_BYTES = 8 * 1024 * 1024;
const NAME = /^[a-z0-9][a-z0-9-]{0,79}$/;

/**
 * `POST /__local/recordings` (control API only): writes a session the recorder turned into a
 * scenario as `{dir}/{name}.scenario.json`, replacing one of the same name, and answers its path
 * relative to the working directory.
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
        await mkdir(dir, { recursive: true });
        await writeFile(file, `${JSON.stringify(scenario, null, 2)}\n`);
        return { status: 201, body: { file: path.relative(process.cwd(), file) } };
      });
    },
  };
}
