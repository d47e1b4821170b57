import { ensureUiBuild } from '../local-backend/ui-build';

/**
 * Builds the store once, before any browser test file starts: the drawings' build (dist/) and the photo-weight
 * catalogue's (dist-photos/), each only when its sources changed. The files run two at a time, and two of them finding
 * a build stale together would write the same folder at once.
 */
export default async function buildStoreOnce(): Promise<void> {
  await ensureUiBuild('svg');
  await ensureUiBuild('jpg');
}
