import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'cli/**/*.test.ts',
      'server/**/*.test.ts',
      'schemas/**/*.test.ts',
      'tests/unit/**/*.test.{ts,tsx}',
      // The build's own checks: the dependency-direction check and the Vite plugins.
      'scripts/**/*.test.ts',
      'studio/**/*.test.ts',
    ],
    environment: 'node',
    // Generous: a busy 2-core machine (another test run beside this one) must not fail a test by time.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'threads',
  },
});
