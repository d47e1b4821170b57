import { RECORDER_ARMED_KEY } from '../recorder/recorder-switch';
import type { ChunkInfo } from './bundle-graph';

/**
 * The chunks of a build that hold any of the session recorder (issue 12): a module of
 * harness/recorder/, or the entry's switch (its storage key). A production build for a real
 * backend has none; only builds with VITE_RECORDER=1 (npm start, npm run dev) do.
 */
export function recorderChunksOf(chunks: readonly Pick<ChunkInfo, 'fileName' | 'code' | 'moduleIds'>[]): string[] {
  return chunks
    .filter(
      (chunk) =>
        chunk.moduleIds.some((id) => id.replace(/\\/g, '/').includes('/harness/recorder/')) ||
        chunk.code.includes(RECORDER_ARMED_KEY),
    )
    .map((chunk) => chunk.fileName);
}
