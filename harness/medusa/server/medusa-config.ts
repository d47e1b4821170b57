import { defineConfig, loadEnv } from '@medusajs/framework/utils';

loadEnv(process.env.NODE_ENV || 'development', process.cwd());

const required = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} must be set (harness/medusa/medusa-server.ts sets it)`);
  return value;
};

/**
 * The harness's Medusa v2: Postgres from DATABASE_URL, no admin, no Redis (Medusa falls back to
 * its in-memory event bus, cache, locking and workflow engine), CORS for the storefront's origin, answers of 1 KB or
 * more compressed (gzip or deflate, as the request accepts).
 */
module.exports = defineConfig({
  projectConfig: {
    databaseUrl: required('DATABASE_URL'),
    databaseLogging: false,
    http: {
      storeCors: required('STORE_CORS'),
      adminCors: process.env.ADMIN_CORS || required('STORE_CORS'),
      authCors: process.env.AUTH_CORS || required('STORE_CORS'),
      jwtSecret: process.env.JWT_SECRET || 'harness-jwt-secret',
      cookieSecret: process.env.COOKIE_SECRET || 'harness-cookie-secret',
      // Off by default in Medusa: product lists are tens of KB of JSON a storefront waits for (docs/backends.md).
      compression: { enabled: true, level: 6, memLevel: 8, threshold: 1024 },
    },
  },
  admin: { disable: true },
});
