#!/usr/bin/env node
// npm test: prerequisites first (saying exactly what to install), then every check in order:
// schemas up to date, types, lint, dependency direction, tenants, unit tests, build, sizes,
// browser tests. Ends with one "N passed, N failed" line over all unit and browser tests.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, mkdirSync, accessSync, constants } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(ROOT, 'node_modules', '.bin', name);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const missing = [];
const major = Number(process.versions.node.split('.')[0]);
if (major < 20)
  missing.push(
    `Node.js 20 or newer (this is ${process.version}): install it from https://nodejs.org or your package manager`,
  );
if (!existsSync(join(ROOT, 'node_modules', '.bin', 'vitest'))) missing.push('the npm packages: run  npm ci');
try {
  accessSync(chromium, constants.X_OK);
} catch {
  missing.push(
    `Chromium for the browser tests (looked for ${chromium}): run  apt-get update && apt-get install -y chromium   (or set CHROMIUM_PATH to a Chromium binary)`,
  );
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

/** A port no one listens on now: another npm test (another checkout) may run beside this one. */
async function freePort() {
  const { createServer } = await import('node:net');
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}
const e2ePort = process.env.E2E_PORT ?? String(await freePort());
const steps = [
  ['schemas are generated from their sources', bin('tsx'), ['schemas/src/generate.ts', '--check']],
  ['type check', bin('tsc'), ['--noEmit', '-p', '.']],
  ['lint', bin('eslint'), ['.']],
  ['formatting (prettier)', bin('prettier'), ['--check', '.']],
  ['dependency direction', bin('tsx'), ['scripts/layers.ts']],
  ['tenants validate', process.execPath, ['cli/bin/tenant.mjs', 'validate']],
  [
    'unit tests',
    bin('vitest'),
    ['run', '--reporter=default', '--reporter=json', '--outputFile=test-results/unit.json'],
  ],
  ['build', 'npm', ['run', 'build', '--silent']],
  ['first-load size budget', bin('tsx'), ['bench/size.ts', '--check']],
  ['browser tests', bin('playwright'), ['test']],
];

const failed = [];
for (const [name, cmd, args] of steps) {
  if (name === 'first-load size budget' || name === 'browser tests') {
    if (failed.includes('build')) {
      console.log(`\n== ${name}: skipped (the build failed)`);
      failed.push(name);
      continue;
    }
  }
  console.log(`\n== ${name}`);
  const r = spawnSync(cmd, args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, E2E_PORT: e2ePort, FORCE_COLOR: process.env.CI ? '0' : '1' },
  });
  if (r.status !== 0) failed.push(name);
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
console.log(
  `\nunit: ${unit.passed} passed, ${unit.failed} failed; browser: ${e2e.passed} passed, ${e2e.failed} failed`,
);
if (failed.length) console.log(`failed steps: ${failed.join(', ')}`);
const failedTotal = unit.failed + e2e.failed + (failed.length && !(unit.failed + e2e.failed) ? failed.length : 0);
console.log(`${unit.passed + e2e.passed} passed, ${failedTotal} failed`);
process.exit(failed.length ? 1 : 0);
