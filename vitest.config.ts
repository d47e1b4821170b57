import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    include: ['core/**/*.test.{ts,tsx}', 'ui/**/*.test.{ts,tsx}', 'harness/**/*.test.{ts,tsx}', 'scenarios/**/*.test.ts'],
    environment: 'node',
    pool: 'threads',
    testTimeout: 20_000,
  },
});
