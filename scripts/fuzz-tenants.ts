/**
 * npm run qa: the tenant fuzzer at full size (5,000 mutations by default; the unit tests run a
 * sample). Usage: tsx scripts/fuzz-tenants.ts [--count N] [--seed S]. Exits 1 on any failure.
 */
import { parseArgs } from 'node:util';
import { fuzzTenants } from '../cli/lib/fuzz/harness.ts';

const { values } = parseArgs({
  options: { count: { type: 'string' }, seed: { type: 'string' }, all: { type: 'boolean' } },
});
const count = Number(values.count ?? 5000);
const seed = Number(values.seed ?? 20240501);
const report = await fuzzTenants({
  count,
  seed,
  onProgress: (done, r) => {
    if (done % 500 === 0) console.log(`  ${done}/${count} mutations, ${r.failures.length} failures`);
  },
});
console.log(`tenant fuzz: ${report.count} mutations (seed ${seed}) in ${(report.ms / 1000).toFixed(1)} s`);
console.log(
  `  kinds: ${Object.entries(report.kinds)
    .map(([k, n]) => `${k} ${n}`)
    .join(', ')}`,
);
console.log(
  `  exits: ${Object.entries(report.exits)
    .map(([k, n]) => `${k}: ${n}`)
    .join(', ')}`,
);
console.log(`  longest problem (pointer and message): ${report.longestProblem} characters`);
console.log(`  accepted by validate but refused by a file's schema: ${report.acceptedButRefused}`);
const shown = values.all ? report.failures : report.failures.slice(0, 40);
for (const f of shown) console.log(`  FAIL #${f.index} ${f.kind} (${f.what}) [${f.command}]: ${f.reason}`);
if (report.failures.length > shown.length)
  console.log(`  ... and ${report.failures.length - shown.length} more (--all shows them)`);
console.log(report.failures.length ? `${report.failures.length} failures` : 'no failures');
process.exit(report.failures.length ? 1 : 0);
