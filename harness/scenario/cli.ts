import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findGoldenFiles, firstDifference, goldenPathOf, goldenText } from './golden-trace';
import { findScenarioFiles, loadScenario } from './scenario-files';
import { runScenario } from './scenario-runner';

const USAGE = `usage: npm run scenarios -- [--update-golden] [--trace DIR] [files, folders or globs...]
Replays scenario files (default: every *.scenario.json under scenarios/) through the core, and
compares each run's trace (event log and requests) with its committed golden trace under
scenarios/golden/.
--update-golden  writes the golden traces instead of comparing (with no files named, also
                 removes the golden traces of scenarios that no longer exist).
--trace DIR      also writes each run's trace to DIR as JSON.`;

function takeOption(args: string[], name: string): string | null | undefined {
  const at = args.indexOf(name);
  if (at < 0) return undefined;
  const value = args[at + 1] ?? null;
  args.splice(at, 2);
  return value;
}

async function readText(file: string): Promise<string | null> {
  return readFile(file, 'utf8').catch(() => null);
}

async function main(argv: readonly string[]): Promise<number> {
  const args = [...argv];
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE);
    return 0;
  }
  const updateGolden = args.includes('--update-golden');
  if (updateGolden) args.splice(args.indexOf('--update-golden'), 1);
  const traceDir = takeOption(args, '--trace');
  if (traceDir === null) {
    console.error(USAGE);
    return 2;
  }
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../scenarios');
  const wholeSuite = args.length === 0;
  const files = await findScenarioFiles(args, process.cwd(), root);
  if (files.length === 0) {
    console.error('no scenario files found');
    return 1;
  }
  let passed = 0;
  let failed = 0;
  const goldenKept = new Set<string>();
  for (const file of files) {
    try {
      const scenario = await loadScenario(file);
      const result = await runScenario(scenario, file);
      const failures = [...result.failures];
      const text = goldenText(result.trace);
      if (traceDir) {
        const target = path.join(traceDir, file.replace(/\.scenario\.json$/, '.trace.json'));
        await mkdir(path.dirname(target), { recursive: true });
        await writeFile(target, text);
      }
      const golden = goldenPathOf(file, root);
      if (golden && result.passed) {
        goldenKept.add(golden);
        const relative = path.relative(process.cwd(), golden);
        if (updateGolden) {
          await mkdir(path.dirname(golden), { recursive: true });
          if ((await readText(golden)) !== text) await writeFile(golden, text);
        } else {
          const committed = await readText(golden);
          if (committed === null)
            failures.push(
              `${file}: no golden trace at ${relative} (write it with npm run scenarios -- --update-golden)`,
            );
          else {
            const difference = firstDifference(committed, text);
            if (difference) failures.push(`${file}: the trace differs from ${relative}; ${difference}`);
          }
        }
      }
      if (failures.length === 0) {
        passed++;
        console.log(`ok   ${file}  ${scenario.name}`);
      } else {
        failed++;
        console.log(`FAIL ${file}  ${scenario.name}`);
        for (const failure of failures) console.log(`     ${failure}`);
      }
    } catch (error) {
      failed++;
      console.log(`FAIL ${file}`);
      console.log(`     ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (updateGolden && wholeSuite && failed === 0) {
    for (const orphan of (await findGoldenFiles(root)).filter((golden) => !goldenKept.has(golden))) {
      await rm(orphan);
      console.log(`removed ${path.relative(process.cwd(), orphan)} (its scenario is gone)`);
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
