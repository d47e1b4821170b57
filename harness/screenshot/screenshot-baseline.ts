import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** Where the committed baselines live: one PNG per screen and device, `<name>.png`. */
export const BASELINE_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'browser', 'screenshots');

/** The folder, inside the baselines' folder, where a failed comparison leaves the actual image and the difference. */
export const FAILED_FOLDER = 'failed';

/** The environment variable that makes a run write its screenshots as the new baselines. */
export const UPDATE_ENV = 'UPDATE_SCREENSHOTS';

/** How far two pixels may differ in colour and still count as the same (pixelmatch's threshold, 0 to 1). */
const COLOUR_THRESHOLD = 0.1;

/** The share of pixels that may differ before a screenshot fails (anti-aliasing and text rendering noise). */
const DIFFERENT_PIXELS_ALLOWED = 0.002;

/** How a screenshot compared with its baseline. */
export type BaselineResult =
  | { readonly status: 'same'; readonly differentPixels: number }
  | { readonly status: 'written'; readonly file: string }
  | { readonly status: 'different'; readonly message: string };

/** Whether this run writes baselines instead of comparing with them. */
export const updatingBaselines = (): boolean => process.env[UPDATE_ENV] === '1';

/**
 * Compares a PNG screenshot with the baseline `<name>.png`. When updating ({@link UPDATE_ENV}=1), or
 * asked to, writes it as the baseline instead. A missing baseline, another size, or more than a small
 * share of different pixels is a difference: the actual image and a picture of the difference (changed
 * pixels in red over a faded baseline) are saved in its {@link FAILED_FOLDER} folder, and the message says where.
 */
export function compareWithBaseline(name: string, actual: Buffer, baselineDir = BASELINE_DIR): BaselineResult {
  const baselineFile = path.join(baselineDir, `${name}.png`);
  const failedDir = path.join(baselineDir, FAILED_FOLDER);
  const actualFile = path.join(failedDir, `${name}.actual.png`);
  const diffFile = path.join(failedDir, `${name}.diff.png`);
  rmSync(actualFile, { force: true });
  rmSync(diffFile, { force: true });
  if (updatingBaselines()) {
    mkdirSync(baselineDir, { recursive: true });
    writeFileSync(baselineFile, actual);
    return { status: 'written', file: baselineFile };
  }
  const saveActual = () => {
    mkdirSync(failedDir, { recursive: true });
    writeFileSync(actualFile, actual);
  };
  const update = `if the change is meant, run \`npm run screenshots:update\` and review the new baseline`;
  if (!existsSync(baselineFile)) {
    saveActual();
    return {
      status: 'different',
      message: `${name}: no baseline at ${baselineFile}; the screenshot is at ${actualFile}; ${update}`,
    };
  }
  const expected = PNG.sync.read(readFileSync(baselineFile));
  const seen = PNG.sync.read(actual);
  if (expected.width !== seen.width || expected.height !== seen.height) {
    saveActual();
    return {
      status: 'different',
      message:
        `${name}: the screenshot is ${seen.width}x${seen.height}, the baseline ${expected.width}x${expected.height}; ` +
        `actual at ${actualFile}; ${update}`,
    };
  }
  const diff = new PNG({ width: seen.width, height: seen.height });
  const differentPixels = pixelmatch(expected.data, seen.data, diff.data, seen.width, seen.height, {
    threshold: COLOUR_THRESHOLD,
  });
  const allowed = Math.floor(seen.width * seen.height * DIFFERENT_PIXELS_ALLOWED);
  if (differentPixels <= allowed) return { status: 'same', differentPixels };
  saveActual();
  writeFileSync(diffFile, PNG.sync.write(diff));
  return {
    status: 'different',
    message:
      `${name}: ${differentPixels} pixels differ from ${baselineFile} (at most ${allowed} may); ` +
      `actual at ${actualFile}, difference at ${diffFile}; ${update}`,
  };
}
