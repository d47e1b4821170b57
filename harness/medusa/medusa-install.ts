import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentHash } from './seed-input';
import { run } from './processes';

/** The Medusa project (its own package.json, lockfile and node_modules). */
export const MEDUSA_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'server');
const LOCKFILE = path.join(MEDUSA_DIR, 'package-lock.json');
const MARKER = path.join(MEDUSA_DIR, 'node_modules', '.grocery-lockfile-hash');

/** The hash of the Medusa project's lockfile. */
export const lockfileHash = (): string => contentHash(readFileSync(LOCKFILE, 'utf8'));

/** Whether node_modules was installed from the current lockfile. */
export const medusaInstallIsCurrent = (): boolean =>
  existsSync(MARKER) && readFileSync(MARKER, 'utf8').trim() === lockfileHash();

/**
 * Installs the Medusa project's packages unless node_modules already matches the lockfile:
 * `npm ci`, or `npm install --no-save` when npm ci refuses the lockfile (it can, for optional
 * packages of other platforms the registry here does not serve). Returns whether it installed.
 */
export async function ensureMedusaInstall(log: (line: string) => void): Promise<boolean> {
  if (medusaInstallIsCurrent()) return false;
  log('installing Medusa (npm ci in harness/medusa/server; a few minutes the first time)...');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const flags = ['--no-audit', '--no-fund', '--loglevel=error'];
  const env = { ...process.env, NODE_ENV: 'development' };
  const ci = await run(npm, ['ci', ...flags], { cwd: MEDUSA_DIR, env, allowFailure: true });
  if (ci.code !== 0) {
    log('npm ci refused the lockfile; installing the locked versions with npm install --no-save...');
    await run(npm, ['install', '--no-save', ...flags], { cwd: MEDUSA_DIR, env });
  }
  writeFileSync(MARKER, `${lockfileHash()}\n`);
  return true;
}
