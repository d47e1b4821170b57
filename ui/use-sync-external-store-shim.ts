/**
 * Stands in for the `use-sync-external-store/shim` package that wouter imports: React 19 has
 * `useSyncExternalStore` built in, so the shim's fallback for React 17 stays out of the entry.
 */
export { useSyncExternalStore } from 'react';
