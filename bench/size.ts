/**
 * First-load JavaScript of the built site: the entry chunk and everything it imports statically
 * (what a cold visit to any route downloads before the first screen), raw and gzip, and which
 * packages sit in the entry chunk (from the hidden source maps). Deterministic, so it runs in
 * npm test (`--check` exits 1 over budget).
 */
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from '../cli/lib/tenant-package.ts';

const DIST = join(ROOT, 'dist');
const budgets = JSON.parse(readFileSync(join(ROOT, 'bench/budgets.json'), 'utf8')) as { firstLoadGzipKiB: Record<string, number>; forbiddenInEntry: string[] };

export interface SizeReport { route: string; files: string[]; rawKiB: number; gzipKiB: number; budgetKiB: number; packages: Record<string, number>; forbidden: string[] }

const kib = (n: number) => Math.round((n / 1024) * 10) / 10;

/** Static imports of a built chunk (Vite emits `import ... from "./x.js"` between chunks). */
function staticImports(file: string): string[] {
  const text = readFileSync(join(DIST, 'assets', file), 'utf8');
  return [...text.matchAll(/(?:^|[;\n}])\s*import\s*(?:[^"'()]*?from\s*)?["']\.\/([^"']+\.js)["']/g)].map((m) => m[1]!);
}

function closure(entry: string): string[] {
  const seen = new Set<string>();
  const stack = [entry];
  while (stack.length) {
    const f = stack.pop()!;
    if (seen.has(f)) continue;
    seen.add(f);
    stack.push(...staticImports(f));
  }
  return [...seen];
}

function packagesOf(file: string): Record<string, number> {
  const map = join(DIST, 'assets', `${file}.map`);
  if (!existsSync(map)) return {};
  const m = JSON.parse(readFileSync(map, 'utf8')) as { sources: string[]; sourcesContent?: (string | null)[] };
  const out: Record<string, number> = {};
  m.sources.forEach((src, i) => {
    const nm = src.split('node_modules/').pop()!;
    const name = src.includes('node_modules/') ? (nm.startsWith('@') ? nm.split('/').slice(0, 2).join('/') : nm.split('/')[0]!) : '(app)';
    out[name] = (out[name] ?? 0) + (m.sourcesContent?.[i]?.length ?? 0);
  });
  return out;
}

export function measureSizes(): SizeReport[] {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const entry = /<script type="module"[^>]*src="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
  if (!entry) throw new Error('dist/index.html has no module entry script');
  const files = closure(entry);
  const bytes = files.map((f) => readFileSync(join(DIST, 'assets', f)));
  const raw = bytes.reduce((n, b) => n + b.length, 0);
  const gzip = bytes.reduce((n, b) => n + gzipSync(b, { level: 9 }).length, 0);
  const packages = files.reduce<Record<string, number>>((acc, f) => { for (const [k, v] of Object.entries(packagesOf(f))) acc[k] = (acc[k] ?? 0) + v; return acc; }, {});
  const forbidden = Object.keys(packages).filter((p) => budgets.forbiddenInEntry.some((b) => p === b || p.startsWith(`${b}/`)));
  // Every route boots through the same entry today; routes split off later get their own rows.
  return Object.entries(budgets.firstLoadGzipKiB).map(([route, budgetKiB]) => ({ route, files, rawKiB: kib(raw), gzipKiB: kib(gzip), budgetKiB, packages, forbidden }));
}

export function sizeProblems(rows: SizeReport[]): string[] {
  return rows.flatMap((r) => [
    ...(r.gzipKiB > r.budgetKiB ? [`${r.route}: first-load JS ${r.gzipKiB} KiB gzip is over the ${r.budgetKiB} KiB budget`] : []),
    ...r.forbidden.map((p) => `${r.route}: "${p}" is in the entry chunk (forbidden: load it only when used)`),
  ]);
}

if (process.argv[1]?.endsWith('size.ts')) {
  if (!existsSync(join(DIST, 'index.html'))) { console.error('dist/ is not built: run npm run build'); process.exit(1); }
  const rows = measureSizes();
  console.log('route          raw KiB  gzip KiB  budget');
  for (const r of rows) console.log(`${r.route.padEnd(14)} ${String(r.rawKiB).padStart(7)}  ${String(r.gzipKiB).padStart(8)}  ${r.budgetKiB}`);
  const pk = Object.entries(rows[0]!.packages).sort((a, b) => b[1] - a[1]).map(([k]) => k);
  console.log(`entry chunk packages: ${pk.join(', ')}`);
  const problems = sizeProblems(rows);
  for (const p of problems) console.error(`over budget: ${p}`);
  process.exit(problems.length && process.argv.includes('--check') ? 1 : 0);
}
