import type { RecordedLog } from './recorded-log';
import { toScenario } from './to-scenario';

/** Where the local backend writes recordings (with LOCAL_CONTROL=1). */
export const RECORDINGS_ROUTE = '/__local/recordings';

/** A recording's file name: lower-case words joined by dashes. */
export const recordingSlug = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80) || 'session';

export interface SavedRecording {
  readonly fileName: string;
  /** The path the local backend wrote, or null when it did not (no control API). */
  readonly written: string | null;
  readonly steps: number;
}

/**
 * Converts the log to a scenario file, offers it as a download, and asks the local backend to
 * write it under scenarios/recorded/ (which only a local backend with its control API does).
 */
export async function saveRecording(log: RecordedLog, name: string): Promise<SavedRecording> {
  const slug = recordingSlug(name);
  const scenario = { $schema: '../scenario.schema.json', ...toScenario(log, { name }) };
  const text = `${JSON.stringify(scenario, null, 2)}\n`;
  const fileName = `${slug}.scenario.json`;
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
  let written: string | null = null;
  try {
    const response = await fetch(RECORDINGS_ROUTE, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: slug, scenario }),
    });
    if (response.ok) written = ((await response.json()) as { file?: string }).file ?? null;
  } catch {
    written = null;
  }
  return { fileName, written, steps: scenario.steps.length };
}
