import { startLocalBackend } from '../local-backend/local-backend';

/** The local backend alone (no UI), in its own process so the load run can read its memory. */
const backend = await startLocalBackend({ port: 0, host: '127.0.0.1', control: true, log: () => undefined });
console.log(`load server at ${backend.url}`);
const stop = () => void backend.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
