import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Runs every `harness/bench/*.bench.ts` (or the files given), one after another, each in its own
 * Node process so one benchmark's heap does not slow the next. A bench file prints its figures;
 * the exit status is non-zero when any file fails.
 */
const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const files = process.argv.slice(2).length
  ? process.argv.slice(2)
  : readdirSync(here)
      .filter((name) => name.endsWith('.bench.ts'))
      .sort()
      .map((name) => join(here, name));

let failed = 0;
for (const file of files) {
  console.log(`\n== ${relative(root, file)}`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', file], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    failed++;
    console.log(`!! ${relative(root, file)} exited with ${result.status ?? result.signal}`);
  }
}
console.log(`\n${files.length - failed} benchmark file(s) ran, ${failed} failed`);
process.exitCode = failed ? 1 : 0;
