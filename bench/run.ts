/**
 * npm run bench: prints a table and writes bench/results.json; exits 1 when a budget in
 * bench/budgets.json is missed. Timings are noisy and stay out of npm test; sizes are also
 * checked there (npm run size).
 */
import { writeFileSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { ROOT } from '../cli/lib/tenant-package.ts';
import { measureSizes, sizeProblems } from './size.ts';
import { benchValidate } from './validate.ts';
import { benchRules } from './rules.ts';

const budgets = JSON.parse(readFileSync(join(ROOT, 'bench/budgets.json'), 'utf8')) as { validate1000TenantsMs: number; jsonVsHandwrittenRatio: number; lighthouse: { performance: number; lcpMs: number; cls: number } };
const r1 = (n: number) => Math.round(n * 10) / 10;

async function main(): Promise<number> {
  if (!existsSync(join(ROOT, 'dist', '.vite', 'manifest.json'))) {
    console.log('Building the site first...');
    if (spawnSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: 'inherit' }).status !== 0) return 1;
  }
  const misses: string[] = [];
  const results: Record<string, unknown> = { when: new Date().toISOString(), node: process.version };

  const sizes = measureSizes();
  results.firstLoad = sizes.map(({ route, rawKiB, gzipKiB, budgetKiB, files }) => ({ route, rawKiB, gzipKiB, budgetKiB, files }));
  results.entryPackages = sizes[0]?.packages;
  misses.push(...sizeProblems(sizes));

  const validate = benchValidate(1000);
  results.validate = validate;
  if (validate.problems) misses.push(`validate: the 1,000 copies reported ${validate.problems} problems`);
  if (validate.ms > budgets.validate1000TenantsMs) misses.push(`validate 1,000 tenants took ${Math.round(validate.ms)} ms (budget ${budgets.validate1000TenantsMs} ms)`);

  const rules = benchRules();
  results.rules = rules;

  console.log('\nFirst-load JavaScript (gzip KiB, budget)');
  for (const s of sizes) console.log(`  ${s.route.padEnd(22)} ${String(s.gzipKiB).padStart(6)}  (raw ${s.rawKiB}, budget ${s.budgetKiB})`);
  console.log(`  entry chunk packages: ${Object.entries(sizes[0]!.packages).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${r1(v / 1024)}`).join(', ')} (minified KiB)`);
  console.log(`\ntenant validate, 1,000 tenant copies: ${Math.round(validate.ms)} ms (budget ${budgets.validate1000TenantsMs} ms)`);
  console.log(`rules of the busiest screen (${rules.screen}, ${rules.rules} rules): ${r1(rules.microsPerScreen)} µs per evaluation of all of them`);

  writeFileSync(join(ROOT, 'bench/results.json'), JSON.stringify({ ...results, misses }, null, 2) + '\n');
  console.log(`\nwrote bench/results.json`);
  if (misses.length) { console.log('\nBudgets missed:'); for (const m of misses) console.log(`  - ${m}`); return 1; }
  console.log('All budgets hold.');
  return 0;
}

process.exit(await main());
