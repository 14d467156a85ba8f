import { defineConfig } from '@playwright/test';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8797);

export default defineConfig({
  testDir: 'tests/e2e',
  // Its own folder: Playwright empties outputDir on start, and the unit report sits beside it.
  outputDir: 'test-results/e2e-artifacts',
  // One sandbox serves every test and some tests switch its merchant config: run one at a time.
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  // Generous for a busy machine; no test depends on being fast (timings live in npm run bench).
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    viewport: { width: 390, height: 844 },
    // Each test's fresh context would install the service worker and precache the app (61 files):
    // blocked here, allowed in the specs about it (pwa.spec.ts), which also walk flows under it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // toolchain.md: without the background-networking flags Chromium floods the closed network.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: `node cli/bin/tenant.mjs serve --build --memory --port ${E2E_PORT}`,
    url: `http://127.0.0.1:${E2E_PORT}/m/home`,
    reuseExistingServer: false,
    // The build, then (first run) installing and starting the identity-provider emulator: 20-90 s each on a busy machine.
    timeout: 420_000,
    env: { SANDBOX_CONTROLS: '1' },
  },
});
