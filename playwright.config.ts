import { defineConfig } from '@playwright/test';
import { availableParallelism } from 'node:os';

/**
 * One worker per core (E2E_WORKERS overrides), and one sandbox per worker: worker i talks only to
 * the sandbox on E2E_PORT + i, so a test that switches a merchant's configuration, injects a fault
 * or resets the data never reaches a test running beside it. Within a worker, tests run one at a
 * time as before.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? availableParallelism()));
export const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 8797);
/** This worker's sandbox (TEST_PARALLEL_INDEX is 0..workers-1 in a worker; unset in the runner). */
export const E2E_PORT = E2E_BASE_PORT + Number(process.env.TEST_PARALLEL_INDEX ?? 0);

/**
 * The browser: Debian's chromium-headless-shell (Chromium's "old headless", the binary Playwright
 * itself runs for headless tests) starts a context in a fraction of the full browser's time and
 * loads a page ~1.6x faster here (12 loads: 13.7 s against 26.5 s, half the CPU). The full
 * browser (CHROMIUM_PATH) stays for `npm run bench` and for what the shell lacks: notification
 * permission (push.spec.ts).
 */
export const E2E_BROWSER = process.env.E2E_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
export const FULL_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** toolchain.md: without the background-networking flags Chromium floods the closed network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export default defineConfig({
  testDir: 'tests/e2e',
  // Its own folder: Playwright empties outputDir on start, and the unit report sits beside it.
  outputDir: 'test-results/e2e-artifacts',
  workers: E2E_WORKERS,
  fullyParallel: false,
  // A test that passes only on a second try is a failing test: no retries, on CI or here.
  retries: 0,
  // Generous for a busy machine; no test depends on being fast (timings live in npm run bench).
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: 'test-results/e2e.json' }],
    // Traces, screenshots and the failing step of every failure: npx playwright show-report test-results/e2e-report
    ['html', { outputFolder: 'test-results/e2e-report', open: 'never' }],
  ],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    viewport: { width: 390, height: 844 },
    // Each test's fresh context would install the service worker and precache the app (61 files):
    // blocked here, allowed in the specs about it (pwa.spec.ts), which also walk flows under it.
    serviceWorkers: 'block',
    // The marquee and the banner carousel stand still, as for a player who asked for less motion:
    // a lobby left open otherwise repaints every frame (~16% of a core per page here, for nothing
    // a test looks at). The specs about motion ask for it back (lobby.spec.ts).
    reducedMotion: 'reduce',
    launchOptions: { executablePath: E2E_BROWSER, args: CHROMIUM_ARGS },
    // A failure's trace (every action with its source line, the network, the console) and its
    // screenshot, in the HTML report. Recorded for every test and kept for the failures, so it is
    // kept cheap: no screencast (~20% more per test) and no DOM snapshot before and after each
    // action (menus.spec.ts: 99 against 81 CPU-s with the sandboxes' start, on a CPU-bound suite).
    // For the page's DOM at each step, run the failing test again with --trace on.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
  },
  // npm test runs `e2e`; the flag-combination smoke over the whole matrix is `npm run qa`'s (`qa`).
  projects: [
    // The slow walks (every flag combination; every page of a 5,000-game category) run in npm run qa.
    { name: 'e2e', testIgnore: /(matrix-smoke|catalogue-walk)\.spec\.ts$/ },
    { name: 'qa', testMatch: /(matrix-smoke|catalogue-walk)\.spec\.ts$/ },
  ],
  // One sandbox per worker, started one after another (the first builds a stale site and starts the
  // identity-provider emulator; the others find both ready).
  webServer: Array.from({ length: E2E_WORKERS }, (_, i) => ({
    command: `node cli/bin/tenant.mjs serve ${i === 0 ? '--build ' : ''}--memory --port ${E2E_BASE_PORT + i}`,
    url: `http://127.0.0.1:${E2E_BASE_PORT + i}/m/home`,
    reuseExistingServer: false,
    // The build, then (first run) installing and starting the identity-provider emulator: 20-90 s each on a busy machine.
    timeout: 420_000,
    env: { SANDBOX_CONTROLS: '1' },
  })),
});
