#!/usr/bin/env node
// npm test: prerequisites first (saying exactly what to install), then every check: the ones that
// read the sources (schemas up to date, types, lint, formatting, dependency direction, unused code
// and dependencies, tenants),
// the build with its size budget and the unit tests two at a time, then the browser tests alone. Ends with each
// step's time and one "N passed, N failed" line over all unit and browser tests.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, mkdirSync, accessSync, constants } from 'node:fs';
import { join, dirname } from 'node:path';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(ROOT, 'node_modules', '.bin', name);
// The browser tests run in Chromium's headless shell, and in the full browser where the shell falls short (playwright.config.ts).
const browsers = [
  [process.env.E2E_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell', 'chromium-headless-shell', 'E2E_CHROMIUM_PATH'],
  [process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', 'chromium', 'CHROMIUM_PATH'],
];

const missing = [];
const major = Number(process.versions.node.split('.')[0]);
if (major < 20)
  missing.push(
    `Node.js 20 or newer (this is ${process.version}): install it from https://nodejs.org or your package manager`,
  );
if (!existsSync(join(ROOT, 'node_modules', '.bin', 'vitest'))) missing.push('the npm packages: run  npm ci');
for (const [path, pkg, variable] of browsers) {
  try {
    accessSync(path, constants.X_OK);
  } catch {
    missing.push(
      `Chromium for the browser tests (looked for ${path}): run  apt-get update && apt-get install -y ${pkg}   (or set ${variable} to a Chromium binary)`,
    );
  }
}
const nginx = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
try {
  accessSync(nginx, constants.X_OK);
} catch {
  missing.push(
    `nginx for the static-deploy test (looked for ${nginx}): run  apt-get update && apt-get install -y nginx-light   (or set NGINX_PATH to an nginx binary)`,
  );
}
if (missing.length) {
  console.error('npm test cannot run yet. Missing:');
  for (const m of missing) console.error(`  - ${m}`);
  process.exit(1);
}

mkdirSync(join(ROOT, 'test-results'), { recursive: true });

/** Whether a port is free on loopback now. */
async function isFree(port) {
  const { createServer } = await import('node:net');
  return new Promise((resolve) => {
    const s = createServer();
    s.once('error', () => resolve(false));
    s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
  });
}
/**
 * The first of `n` consecutive ports no one listens on now (one sandbox per browser-test worker,
 * on E2E_PORT + i): another npm test (another checkout) may run beside this one.
 */
async function freePorts(n) {
  for (let tries = 0; tries < 50; tries++) {
    const base = 20000 + Math.floor(Math.random() * 40000);
    let ok = true;
    for (let i = 0; i < n && ok; i++) ok = await isFree(base + i);
    if (ok) return base;
  }
  throw new Error(`no ${n} consecutive free ports found`);
}
/**
 * The identity-provider emulator the browser tests' sandboxes use: installed (first run) and
 * started now, in the background, so that it is answering when they start (20-90 s otherwise, on
 * the browser tests' clock). Stopped at the end.
 */
const emulator = spawn(bin('tsx'), ['scripts/auth-emulator.ts'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
const emulatorSettled = new Promise((resolve) => {
  let out = '';
  emulator.stdout.on('data', (d) => {
    out += d;
    if (/auth emulator: (ready|none needed)/.test(out)) resolve(true);
  });
  emulator.once('exit', () => resolve(false));
});
process.once('exit', () => emulator.kill('SIGTERM'));

const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? availableParallelism()));
const e2ePort = process.env.E2E_PORT ?? String(await freePorts(workers));
const env = {
  ...process.env,
  E2E_PORT: e2ePort,
  E2E_WORKERS: String(workers),
  FORCE_COLOR: process.env.CI ? '0' : '1',
};

/**
 * The sandbox's native SQLite addon, when the packages were installed without install scripts
 * (`npm ci --ignore-scripts`, as .ci/run does: compiling it takes ~80 s of one core, and nothing
 * before the unit tests needs it): built now in the background, awaited before the first step
 * that loads the sandbox. After a plain `npm ci` it is there already and nothing happens.
 */
const addon = join(ROOT, 'node_modules/better-sqlite3/build/Release/better_sqlite3.node');
const nativeReady = existsSync(addon)
  ? Promise.resolve(true)
  : new Promise((resolve) => {
      console.log('Building the native SQLite addon (better-sqlite3) in the background...');
      let log = '';
      const b = spawn('npm', ['rebuild', 'better-sqlite3'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
      b.stdout.on('data', (d) => (log += d));
      b.stderr.on('data', (d) => (log += d));
      b.once('exit', (code) => {
        if (code !== 0 || !existsSync(addon)) console.error(`\nnpm rebuild better-sqlite3 failed:\n${log}`);
        resolve(code === 0 && existsSync(addon));
      });
    });

/**
 * First phase, two at a time (this machine has two cores), each printed whole when it ends: the
 * checks that read the sources, the build with its size budget, and the unit tests. Second phase,
 * alone: the browser tests, which keep both cores busy by themselves (two workers, each with a
 * browser and a sandbox). Run beside them, the unit tests either slowed them until tests failed on
 * time (same priority) or got almost no CPU and ended long after them (nice 15): fresh-clone CI
 * 946 s. One after the other, nothing waits on a starved step.
 */
const firstPhase = [
  ['type check', bin('tsc'), ['--noEmit', '-p', '.']],
  ['lint', bin('eslint'), ['.']],
  ['formatting (prettier)', bin('prettier'), ['--check', '.']],
  ['schemas are generated from their sources', bin('tsx'), ['schemas/src/generate.ts', '--check']],
  ['dependency direction', bin('tsx'), ['scripts/layers.ts']],
  // knip.jsonc: files no entry reaches, exports nobody imports, dependencies undeclared or unused.
  ['unused code and dependencies (knip)', bin('knip'), ['--no-progress']],
  ['tenants validate', process.execPath, ['cli/bin/tenant.mjs', 'validate']],
  // The build pre-renders the pages against the sandbox, which needs the native addon.
  ['build', 'npm', ['run', 'build', '--silent'], { native: true }],
  [
    'unit tests',
    bin('vitest'),
    // One worker per core (vitest keeps one for itself by default): from the build's end on, the
    // unit tests are all that is left of the first phase.
    [
      'run',
      `--maxWorkers=${availableParallelism()}`,
      '--reporter=default',
      '--reporter=json',
      '--outputFile=test-results/unit.json',
    ],
    { native: true },
  ],
  ['first-load size budget', bin('tsx'), ['bench/size.ts', '--check'], { after: 'build' }],
];
const browserTests = ['browser tests', bin('playwright'), ['test', '--project=e2e']];

const failed = [];
/** Each step's wall time, printed at the end: where a run's minutes went. */
const timings = [];

function runCaptured([name, cmd, args]) {
  return new Promise((resolve) => {
    const started = Date.now();
    let out = '';
    const child = spawn(cmd, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.once('error', (e) => (out += String(e)));
    child.once('close', (code) => {
      console.log(`\n== ${name}\n${out.trimEnd()}`);
      if (code !== 0) failed.push(name);
      timings.push([name, (Date.now() - started) / 1000]);
      resolve();
    });
  });
}
/** A step that cannot run: said, and counted as failed. */
function skip(name, why) {
  console.log(`\n== ${name}: skipped (${why})`);
  failed.push(name);
}

/**
 * While the native addon compiles (one core for ~80 s, and the build and the unit tests wait for
 * it), the checks beside it run at a lower priority: the compile stays the shortest path to the
 * rest of the first phase.
 */
let building = !existsSync(addon);
void nativeReady.then(() => (building = false));
const yieldingTo = ([name, cmd, args, needs]) => [name, 'nice', ['-n', '10', cmd, ...args], needs];

/** Each first-phase step's end, for a step that needs another one's result. */
const done = new Map(
  firstPhase.map(([name]) => {
    let resolve;
    const promise = new Promise((r) => (resolve = r));
    return [name, { promise, resolve }];
  }),
);
const queue = [...firstPhase];
const phaseStarted = Date.now();
await Promise.all(
  [0, 1].map(async () => {
    while (queue.length) {
      const step = queue.shift();
      const [name, , , needs = {}] = step;
      if (needs.after) await done.get(needs.after).promise;
      if (needs.after && failed.includes(needs.after)) skip(name, `${needs.after} failed`);
      else if (needs.native && !(await nativeReady)) skip(name, 'the native SQLite addon could not be built');
      else await runCaptured(building && !needs.native ? yieldingTo(step) : step);
      done.get(name).resolve();
    }
  }),
);
timings.push(['first phase, two at a time (the steps above)', (Date.now() - phaseStarted) / 1000]);

if (failed.includes('build')) skip(browserTests[0], 'the build failed');
else if (!(await nativeReady)) skip(browserTests[0], 'the native SQLite addon could not be built');
else {
  if (!(await emulatorSettled))
    console.log('(the identity-provider emulator did not start in the background: the sandbox starts it)');
  console.log(`\n== ${browserTests[0]}`);
  const started = Date.now();
  // Its output as it comes (a long step); not spawnSync: the event loop keeps reading the emulator's.
  const status = await new Promise((resolve) =>
    spawn(browserTests[1], browserTests[2], { cwd: ROOT, stdio: 'inherit', env })
      .once('error', () => resolve(1))
      .once('close', resolve),
  );
  if (status !== 0) failed.push(browserTests[0]);
  timings.push([browserTests[0], (Date.now() - started) / 1000]);
}

function counts(file, read) {
  try {
    return read(JSON.parse(readFileSync(join(ROOT, 'test-results', file), 'utf8')));
  } catch {
    return { passed: 0, failed: 0 };
  }
}
const unit = counts('unit.json', (j) => ({ passed: j.numPassedTests ?? 0, failed: j.numFailedTests ?? 0 }));
const e2e = counts('e2e.json', (j) => ({
  passed: (j.stats?.expected ?? 0) + (j.stats?.flaky ?? 0),
  failed: j.stats?.unexpected ?? 0,
}));
console.log('\nstep times:');
for (const [name, s] of timings) console.log(`  ${s.toFixed(1).padStart(7)} s  ${name}`);
console.log(
  `\nunit: ${unit.passed} passed, ${unit.failed} failed; browser: ${e2e.passed} passed, ${e2e.failed} failed`,
);
if (failed.length) console.log(`failed steps: ${failed.join(', ')}`);
const failedTotal = unit.failed + e2e.failed + (failed.length && !(unit.failed + e2e.failed) ? failed.length : 0);
console.log(`${unit.passed + e2e.passed} passed, ${failedTotal} failed`);
emulator.kill('SIGTERM');
process.exit(failed.length ? 1 : 0);
