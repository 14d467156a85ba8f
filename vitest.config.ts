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
    ],
    environment: 'node',
    testTimeout: 20000,
    pool: 'threads',
  },
});
