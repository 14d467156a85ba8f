/**
 * First-load JavaScript of the built site: the entry chunk and everything it imports statically
 * (what a cold visit to any route downloads before the first screen), raw and gzip, and which
 * packages sit in the entry chunk (from the hidden source maps). Deterministic, so it runs in
 * npm test (`--check` exits 1 over budget).
 */
import { readFileSync, existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from '../src/core/tooling/tenant-files.ts';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { nodeTypesOf } from '../src/core/node-walk.ts';
import { MODULE_OF, NODES_DIR, chunkSourceOf, isLazyModule } from '../src/runtime/nodes/catalogue.ts';

const DIST = process.env.BUILD_OUT_DIR ? resolve(process.env.BUILD_OUT_DIR) : join(ROOT, 'dist');
const budgets = JSON.parse(readFileSync(join(ROOT, 'bench/budgets.json'), 'utf8')) as {
  firstLoadGzipKiB: Record<string, number>;
  forbiddenInEntry: string[];
  prerenderedPageGzipBytes: number;
};

export interface SizeReport {
  route: string;
  files: string[];
  rawKiB: number;
  gzipKiB: number;
  gzipBytes: number;
  budgetKiB: number;
  packages: Record<string, number>;
  forbidden: string[];
}

const kib = (n: number) => Math.round((n / 1024) * 10) / 10;

const packageOf = (src: string) => {
  if (!src.includes('node_modules/')) return src.includes('.generated.') ? '(app: generated validator)' : '(app)';
  const nm = src.split('node_modules/').pop()!;
  return nm.startsWith('@') ? nm.split('/').slice(0, 2).join('/') : nm.split('/')[0]!;
};

/** Minified bytes of a chunk attributed to the package each byte came from (through the source map). */
function packagesOf(file: string): Record<string, number> {
  const mapPath = join(DIST, 'assets', `${file}.map`);
  if (!existsSync(mapPath)) return {};
  const code = readFileSync(join(DIST, 'assets', file), 'utf8').split('\n');
  const consumer = new SourceMapConsumer(JSON.parse(readFileSync(mapPath, 'utf8')) as RawSourceMap);
  const out: Record<string, number> = {};
  let prev: { line: number; col: number; pkg: string } | undefined;
  const close = (line: number, col: number) => {
    if (!prev) return;
    const bytes = prev.line === line ? col - prev.col : (code[prev.line - 1]?.length ?? 0) - prev.col;
    out[prev.pkg] = (out[prev.pkg] ?? 0) + Math.max(0, bytes);
  };
  consumer.eachMapping((m) => {
    close(m.generatedLine, m.generatedColumn);
    prev = { line: m.generatedLine, col: m.generatedColumn, pkg: m.source ? packageOf(m.source) : '(unmapped)' };
  });
  if (prev) close(prev.line + 1, 0);
  return out;
}

interface ManifestEntry {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestEntry>;

/** A manifest entry's file and everything it imports statically. */
function closure(manifest: Manifest, key: string, out = new Set<string>()): Set<string> {
  const e = manifest[key];
  if (!e || out.has(e.file)) return out;
  out.add(e.file);
  for (const i of e.imports ?? []) closure(manifest, i, out);
  return out;
}

const gz = (file: string) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;
const raw = (file: string) => readFileSync(join(DIST, file)).length;

/**
 * First-load JS per tenant and route: the entry and its static imports, plus the lazy chunk of
 * every lazy node module (nodes/catalogue.ts) the route's screen uses, each with its static imports.
 */
export function measureSizes(): SizeReport[] {
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entry = closure(manifest, 'index.html');
  const entryPackages = [...entry].reduce<Record<string, number>>((acc, f) => {
    for (const [k, v] of Object.entries(packagesOf(f.replace(/^assets\//, '')))) acc[k] = (acc[k] ?? 0) + v;
    return acc;
  }, {});
  const forbidden = Object.keys(entryPackages).filter((p) =>
    budgets.forbiddenInEntry.some((b) => p === b || p.startsWith(`${b}/`)),
  );
  const index = JSON.parse(readFileSync(join(DIST, 'tenants', 'index.json'), 'utf8')) as { tenants: { id: string }[] };
  const rows: SizeReport[] = [];
  for (const { id } of index.tenants) {
    const tenant = JSON.parse(readFileSync(join(DIST, 'tenants', id, 'tenant.json'), 'utf8')) as {
      screens: Record<string, { route: string; body: unknown }>;
    };
    // The routes the budgets name, then every other route of the tenant against "*" (no route over it).
    const named = Object.keys(budgets.firstLoadGzipKiB).filter((r) => r !== '*');
    const others = Object.values(tenant.screens)
      .map((sc) => sc.route)
      .filter((r) => r && !named.includes(r))
      .sort();
    const routes = [...named, ...(budgets.firstLoadGzipKiB['*'] ? others : [])];
    for (const route of routes) {
      const budgetKiB = budgets.firstLoadGzipKiB[route] ?? budgets.firstLoadGzipKiB['*']!;
      const screen = Object.values(tenant.screens).find((sc) => sc.route === route);
      const types = nodeTypesOf(screen?.body);
      const files = new Set(entry);
      for (const type of types) {
        const module = MODULE_OF[type];
        if (module && isLazyModule(module)) closure(manifest, `${NODES_DIR}/${chunkSourceOf(module)}`, files);
      }
      const list = [...files];
      const gzipBytes = list.reduce((n, f) => n + gz(f), 0);
      rows.push({
        route: `${id} ${route}`,
        files: list,
        rawKiB: kib(list.reduce((n, f) => n + raw(f), 0)),
        gzipKiB: kib(gzipBytes),
        gzipBytes,
        budgetKiB,
        packages: entryPackages,
        forbidden,
      });
    }
  }
  return rows;
}

export function sizeProblems(rows: SizeReport[]): string[] {
  return rows.flatMap((r) => [
    // Exact bytes, not the rounded figure: 140.04 KiB is over a 140 KiB budget.
    ...(r.gzipBytes > r.budgetKiB * 1024
      ? [`${r.route}: first-load JS ${(r.gzipBytes / 1024).toFixed(2)} KiB gzip is over the ${r.budgetKiB} KiB budget`]
      : []),
    ...r.forbidden.map((p) => `${r.route}: "${p}" is in the entry chunk (forbidden: load it only when used)`),
  ]);
}

/**
 * Each pre-rendered page, gzip as the front server sends it (level 6, docs/deploy.md): the
 * largest per tenant, and every one over its budget. The budget leaves room for the response's
 * headers (about 2 KB, most of it the page's CSP) within TCP's first window of 10 segments
 * (14,600 bytes): a page over it takes one more round trip before its first paint (150 ms on
 * slow 4G; home's LCP went from 760 to 910 ms).
 */
export function measurePages(): { page: string; gzipBytes: number }[] {
  const pages = join(DIST, 'pages');
  if (!existsSync(pages)) return [];
  return readdirSync(pages, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.html'))
    .map((f) => ({ page: f, gzipBytes: gzipSync(readFileSync(join(pages, f)), { level: 6 }).length }));
}

export const pageProblems = (rows: { page: string; gzipBytes: number }[]) =>
  rows
    .filter((r) => r.gzipBytes > budgets.prerenderedPageGzipBytes)
    .map(
      (r) =>
        `pre-rendered page ${r.page}: ${r.gzipBytes} bytes gzip, over the ${budgets.prerenderedPageGzipBytes} bytes that leave its headers room in TCP's first window`,
    );

if (process.argv[1]?.endsWith('size.ts')) {
  if (!existsSync(join(DIST, 'index.html'))) {
    console.error('dist/ is not built: run npm run build');
    process.exit(1);
  }
  const rows = measureSizes();
  console.log('tenant and route      raw KiB  gzip KiB  budget');
  const line = (r: SizeReport) =>
    `${r.route.padEnd(20)} ${String(r.rawKiB).padStart(7)}  ${(r.gzipBytes / 1024).toFixed(2).padStart(8)}  ${r.budgetKiB}`;
  const named = new Set(Object.keys(budgets.firstLoadGzipKiB));
  for (const r of rows.filter((x) => named.has(x.route.split(' ')[1]!))) console.log(line(r));
  // Every other route: the largest per tenant (all are checked).
  const rest = rows.filter((x) => !named.has(x.route.split(' ')[1]!));
  for (const tenant of new Set(rest.map((r) => r.route.split(' ')[0]))) {
    const mine = rest.filter((r) => r.route.startsWith(`${tenant} `));
    const top = mine.reduce((a, b) => (b.gzipBytes > a.gzipBytes ? b : a));
    console.log(`${line(top)}  (largest of ${mine.length} other routes)`);
  }
  const pk = Object.entries(rows[0]!.packages).sort((a, b) => b[1] - a[1]);
  // Lazy chunks are loaded by a route only when its screen uses them; they are listed per row above.
  console.log(`entry chunk packages (minified KiB): ${pk.map(([k, v]) => `${k} ${kib(v)}`).join(', ')}`);
  const pages = measurePages();
  for (const tenant of new Set(pages.map((p) => p.page.split('/')[0]))) {
    const top = pages
      .filter((p) => p.page.startsWith(`${tenant}/`))
      .reduce((a, b) => (b.gzipBytes > a.gzipBytes ? b : a));
    console.log(
      `pre-rendered pages of ${tenant}: largest ${top.page} ${top.gzipBytes} bytes gzip (budget ${budgets.prerenderedPageGzipBytes})`,
    );
  }
  const problems = [...sizeProblems(rows), ...pageProblems(pages)];
  for (const p of problems) console.error(`over budget: ${p}`);
  process.exit(problems.length && process.argv.includes('--check') ? 1 : 0);
}
