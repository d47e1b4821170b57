import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findScenarioFiles, loadScenario } from './scenario-files';
import { runScenario } from './scenario-runner';

const USAGE = `usage: npm run scenarios -- [--trace DIR] [files, folders or globs...]
Replays scenario files (default: every *.scenario.json under scenarios/) through the core.
--trace DIR  writes each run's golden trace (event log and requests) to DIR as JSON.`;

async function main(argv: readonly string[]): Promise<number> {
  const args = [...argv];
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE);
    return 0;
  }
  let traceDir: string | null = null;
  const traceAt = args.indexOf('--trace');
  if (traceAt >= 0) {
    traceDir = args[traceAt + 1] ?? null;
    if (!traceDir) {
      console.error(USAGE);
      return 2;
    }
    args.splice(traceAt, 2);
  }
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../scenarios');
  const files = await findScenarioFiles(args, process.cwd(), root);
  if (files.length === 0) {
    console.error('no scenario files found');
    return 1;
  }
  let passed = 0;
  let failed = 0;
  for (const file of files) {
    try {
      const scenario = await loadScenario(file);
      const result = await runScenario(scenario, file);
      if (traceDir) {
        const target = path.join(traceDir, file.replace(/\.scenario\.json$/, '.trace.json'));
        await mkdir(path.dirname(target), { recursive: true });
        await writeFile(target, JSON.stringify(result.trace, null, 2) + '\n');
      }
      if (result.passed) {
        passed++;
        console.log(`ok   ${file}  ${scenario.name}`);
      } else {
        failed++;
        console.log(`FAIL ${file}  ${scenario.name}`);
        for (const failure of result.failures) console.log(`     ${failure}`);
      }
    } catch (error) {
      failed++;
      console.log(`FAIL ${file}`);
      console.log(`     ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  console.log(`${passed} passed, ${failed} failed`);
  return failed === 0 ? 0 : 1;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
