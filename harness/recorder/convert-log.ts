import { readFile, writeFile } from 'node:fs/promises';
import type { RecordedLog } from './recorded-log';
import { toScenario } from './to-scenario';

/**
 * `tsx harness/recorder/convert-log.ts <log.json> <name> <out.scenario.json>`: converts a raw
 * recorder log (written by the recorder driver with RECORDER_RAW_DIR) to a scenario file, as the
 * panel's Stop does.
 */
async function main([input, name, output]: readonly string[]): Promise<void> {
  if (!input || !name || !output) throw new Error('usage: convert-log.ts <log.json> <name> <out.scenario.json>');
  const log = JSON.parse(await readFile(input, 'utf8')) as RecordedLog;
  await writeFile(output, `${JSON.stringify(toScenario(log, { name }), null, 2)}\n`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
