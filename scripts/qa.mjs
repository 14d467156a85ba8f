#!/usr/bin/env node
// npm run qa: the slow checks kept out of npm test. 1) 5,000 seeded mutations of the shipped
// tenants through the CLI (scripts/fuzz-tenants.ts). 2) The flag-combination smoke in Chromium over
// every tenant's matrix (tests/e2e/matrix-smoke.spec.ts; report in test-results/qa/index.html), and
// every page of a 5,000-game category by "Show more" (tests/e2e/catalogue-walk.spec.ts).
// Options: QA_TENANTS (default dragon,lotus), QA_STRENGTH (default 2); fuzz options after "--".
import { spawnSync } from 'node:child_process';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(ROOT, 'node_modules', '.bin', name);
const run = (title, cmd, args, env = {}) => {
  console.log(`\n== ${title}`);
  const r = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status ?? 1;
};
const fuzz = run('tenant fuzz', bin('tsx'), ['scripts/fuzz-tenants.ts', ...process.argv.slice(2)]);
const smoke = run('flag-combination smoke', bin('playwright'), ['test', '--project=qa'], {
  QA_TENANTS: process.env.QA_TENANTS ?? 'dragon,lotus',
  QA_STRENGTH: process.env.QA_STRENGTH ?? '2',
});
console.log(
  `\nqa: fuzz ${fuzz === 0 ? 'passed' : 'FAILED'}, smoke ${smoke === 0 ? 'passed' : 'FAILED'} (report: test-results/qa/index.html)`,
);
process.exit(fuzz || smoke ? 1 : 0);
