/**
 * One merchant published alone, over a site already built (npm run build): its package, its
 * pre-rendered pages and its entry of the static host's maps, and no other merchant's file. A
 * merchant's change (a banner, a switch, a new language) reaches its players without a rebuild of
 * the app or of anyone else (docs/deploy.md, "Publishing one merchant").
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { UsageError, type Command } from '../lib/command.ts';
import { checkIds } from './validate.ts';
import { validateTenant } from '../lib/validate.ts';
import { crossTenantProblems } from '../lib/cross-tenant.ts';
import { packageFiles } from '../lib/package-files.ts';
import { writeTreeAtomically } from '../lib/atomic-tree.ts';
import { ROOT, listTenantIds, tenantsDir } from '../../src/core/node/tenant-files.ts';
import { folderPrint } from '../lib/validate-cache.ts';
import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { formatProblem } from '../../src/core/node/problems.ts';
import type { TenantIndex } from './build.ts';

/** The build's files publishing needs: the app's HTML, its bundler manifest, the host index. */
const BUILT = ['index.html', '.vite/manifest.json', 'tenants/index.json'];

export const publish: Command = {
  summary: 'publish merchants alone over the built site: package, pages, and their lines of the host maps',
  positionals: '<ids...>',
  usage: 'tenant publish <ids...> | --all [--shard <i>/<n>] | --maps   [--dist <dir>] [--backend <url>] [--force]',
  help: `For each tenant named: validates it (with the checks across all tenants), writes its package
to <dist>/tenants/<id>/, pre-renders its public pages into <dist>/pages/<id>/ with the merchant
config and page data read from the WPS back end at --backend (default: the sandbox, from the
tenants' sandbox.json), and replaces its entry in <dist>/nginx/ (host map, default language,
page policy). No other tenant's file is written; a file whose bytes did not change keeps its time
(and the static host's ETag). Reload the static host afterwards when the tenant's hosts or page
policy changed (nginx -s reload); the command says whether they did. Default dist: dist/ (npm run
build writes it).
--all publishes every tenant (on every core when each process gets four or more); --shard i/n
only the i-th of n shares of them (tenants 1..N dealt in turn), for a build split across
machines or CI jobs: copy each share's tenants/<id>/, pages/<id>/ and nginx/sites/<id>.json into
the served build (they are disjoint), then run --maps there, which writes the host maps from
every tenant's entry and nothing else.
A tenant whose pages' inputs (the built app, its package, its and _base's sandbox.json, the
sandbox's and the pre-render's code) are what its last publish rendered from is not rendered
again; --force renders it anyway. With --backend every tenant is rendered (the back end's data
cannot be known unchanged without rendering).`,
  options: {
    dist: { type: 'string' },
    backend: { type: 'string' },
    all: { type: 'boolean' },
    shard: { type: 'string' },
    maps: { type: 'boolean' },
    force: { type: 'boolean' },
  },
  async run({ positionals, values }, io) {
    if (values.shard !== undefined && !values.all) throw new UsageError('--shard goes with --all');
    const modes = [positionals.length > 0, !!values.all, !!values.maps].filter(Boolean).length;
    if (modes !== 1)
      throw new UsageError(
        modes
          ? 'name tenants, or --all, or --maps: one of them'
          : 'name the tenants to publish: tenant publish <id> (or --all, or --maps)',
      );
    let ids = values.maps ? [] : values.all ? listTenantIds() : checkIds([...new Set(positionals)]);
    if (typeof values.shard === 'string') {
      const m = /^(\d+)\/(\d+)$/.exec(values.shard);
      const [i, n] = m ? [Number(m[1]), Number(m[2])] : [0, 0];
      if (!m || n < 1 || i < 1 || i > n)
        throw new UsageError(`--shard takes i/n with 1 <= i <= n (as 2/4), not "${values.shard}"`);
      ids = ids.filter((_, k) => k % n === i - 1);
    }
    const backend = values.backend as string | undefined;
    if (backend !== undefined && !/^https?:\/\/[^/\s]+\/?$/.test(backend))
      throw new UsageError(`--backend takes a WPS back end's base URL (http://host:port), not "${backend}"`);
    const dist = resolve((values.dist as string | undefined) ?? join(ROOT, 'dist'));
    const missing = BUILT.filter((f) => !existsSync(join(dist, f)));
    if (missing.length) {
      io.err(`tenant publish: ${dist} is not a built site (no ${missing.join(', ')}): run npm run build first`);
      return 1;
    }
    const started = performance.now();
    // Checked as `tenant validate <ids>` checks them: the tenant, and its clashes with every other.
    const shared = crossTenantProblems(ids);
    const reports = ids.map((id) => validateTenant(id, undefined, shared));
    const problems = reports.flatMap((r) => r.problems.map((p) => formatProblem(p)));
    if (problems.length) {
      for (const p of problems) io.err(p);
      io.err(`tenant publish: ${problems.length} problem(s); nothing written`);
      return 1;
    }
    // The packages first: a page is hydrated only over the package it was rendered from (its
    // print), so a player who loads between the two gets the page rendered afresh, never stale.
    const indexPath = join(dist, 'tenants/index.json');
    const index = JSON.parse(readFileSync(indexPath, 'utf8')) as TenantIndex;
    const inputs = new Map<string, string>();
    const rendersFrom = backend ? undefined : renderInputs(dist);
    for (const { id, resolved } of reports) {
      const pkg = packageFiles(id, resolved.doc as Record<string, unknown>);
      if (rendersFrom) inputs.set(id, rendersFrom(id, pkg.print));
      writeTreeAtomically(join(dist, 'tenants', id), pkg.files);
      const entry = { id, hosts: pkg.config.hosts ?? [] };
      const at = index.tenants.findIndex((t) => t.id === id);
      if (at >= 0) index.tenants[at] = entry;
      else index.tenants.push(entry);
    }
    const text = JSON.stringify(index);
    if (readFileSync(indexPath, 'utf8') !== text) {
      writeFileSync(`${indexPath}.tmp-${process.pid}`, text);
      renameSync(`${indexPath}.tmp-${process.pid}`, indexPath);
    }
    const { prerenderSite, renderInParallel, MIN_TENANTS_PER_PROCESS } = await import('../../scripts/prerender.tsx');
    const { writeDeployConfig, DEPLOY_DIR } = await import('../../scripts/deploy-config.ts');
    // A merchant whose pages' inputs are what its last publish rendered from is not rendered again.
    const unchanged = values.force
      ? []
      : ids.filter((id) => inputs.has(id) && publishedInputs(dist, id) === inputs.get(id));
    for (const id of unchanged)
      io.out(`  ${id}: its pages' inputs are unchanged since its last publish; not rendered again`);
    const render = ids.filter((id) => !unchanged.includes(id));
    const jobs = Math.min(availableParallelism(), Math.floor(render.length / MIN_TENANTS_PER_PROCESS));
    const { pages, sites } = !render.length
      ? { pages: 0, sites: {} }
      : jobs > 1
        ? await renderInParallel(dist, render, jobs, backend)
        : await prerenderSite(dist, io.out, { backend, tenants: render }).then((r) => ({
            ...r,
            pages: r.pages.length,
          }));
    for (const [id, entry] of Object.entries(sites)) if (inputs.has(id)) entry.inputs = inputs.get(id);
    const { reloadNeeded } = writeDeployConfig(dist, sites, { replace: false });
    io.out(
      `published ${ids.length > 5 ? `${ids.length} tenants` : ids.join(', ') || 'no tenant (the maps only)'}: ${pages} pages${unchanged.length ? ` (${unchanged.length} unchanged)` : ''}, with data from ${backend ?? 'the sandbox'}, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    io.out(
      reloadNeeded
        ? `the host maps changed (${DEPLOY_DIR}/: hosts, languages or page policy): reload the static host now (nginx -s reload); until then it sends these pages with the old policy`
        : 'the host maps did not change: no reload needed',
    );
    return 0;
  },
};

/**
 * What a tenant's pages are rendered from, with the sandbox as the back end: the built app (its
 * HTML and bundler manifest: any change to the app's code changes their hashed names), the
 * package (its print), the merchant config and page data (its and _base's sandbox.json, and the
 * sandbox's code that answers from them), and the pre-render's own code.
 */
function renderInputs(dist: string): (id: string, packagePrint: string) => string {
  const shared = createHash('sha256');
  for (const f of ['index.html', '.vite/manifest.json']) shared.update(readFileSync(join(dist, f)));
  for (const dir of ['server', 'scripts']) shared.update(folderPrint(join(ROOT, dir)));
  const sandbox = (id: string) => {
    const path = join(tenantsDir(), id, 'sandbox.json');
    return existsSync(path) ? readFileSync(path) : 'none';
  };
  shared.update(sandbox('_base'));
  const base = shared.digest('hex');
  return (id, packagePrint) =>
    createHash('sha256').update(`${base}\0${packagePrint}\0`).update(sandbox(id)).digest('hex').slice(0, 16);
}

/** The inputs the tenant's last publish rendered from (its entry of the host maps), if any. */
function publishedInputs(dist: string, id: string): string | undefined {
  try {
    return (JSON.parse(readFileSync(join(dist, 'nginx/sites', `${id}.json`), 'utf8')) as { inputs?: string }).inputs;
  } catch {
    return undefined;
  }
}
