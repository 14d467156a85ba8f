/**
 * One merchant published alone, over a site already built (npm run build): its package, its
 * pre-rendered pages and its entry of the static host's maps, and no other merchant's file. A
 * merchant's change (a banner, a switch, a new language) reaches its players without a rebuild of
 * the app or of anyone else (docs/deploy.md, "Publishing one merchant").
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { UsageError, type Command } from '../lib/command.ts';
import { checkIds } from './validate.ts';
import { validateTenant } from '../lib/validate.ts';
import { crossTenantProblems } from '../lib/cross-tenant.ts';
import { packageFiles } from '../lib/package-files.ts';
import { RELEASES_DIR, pointFolder, stageRelease } from '../lib/releases.ts';
import { ROOT, listTenantIds, tenantsDir } from '../../src/core/tooling/tenant-files.ts';
import { folderPrint } from '../lib/validate-cache.ts';
import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { formatProblem } from '../../src/core/tooling/problems.ts';
import type { TenantIndex } from './build.ts';
import type { SiteEntry } from '../../scripts/deploy-config.ts';

/** The build's files publishing needs: the app's HTML, its bundler manifest, the host index. */
const BUILT = ['index.html', '.vite/manifest.json', 'tenants/index.json'];

export const publish: Command = {
  summary: 'publish merchants alone over the built site: package, pages, and their lines of the host maps',
  positionals: '<ids...>',
  usage:
    'tenant publish <ids...> | --all [--shard <i>/<n>] | --maps   [--dist <dir>] [--backend <url>] [--force] [--reload <command>]',
  help: `For each tenant named: validates it (with the checks across all tenants), stages its package
and its public pages, pre-rendered with the merchant config and page data read from the WPS back
end at --backend (default: the sandbox, from the tenants' sandbox.json), as complete releases
under <dist>/.releases/, replaces its entry in <dist>/nginx/ (host map, default language, page
policy), and then switches <dist>/tenants/<id> and <dist>/pages/<id> to the new releases, each
folder in one step (a link renamed): a player gets the old files or the new, never a mix. No other
tenant's file is written; a file whose bytes did not change keeps its time (and the static host's
ETag). When the maps changed (the tenant's hosts, default language or page policy), the static
host must reload them: --reload <command> (as "nginx -s reload") runs it before the switch, with a
policy that allows the old pages and the new; without it, the command says to reload now.
Default dist: dist/ (npm run build writes it).
--all publishes every tenant (on every core when each process gets four or more); --shard i/n
only the i-th of n shares of them (tenants 1..N dealt in turn), for a build split across
machines or CI jobs: copy each share's tenants/<id>, pages/<id>, .releases/*/<id>/ and
nginx/sites/<id>.json into the served build (they are disjoint; rsync -a keeps the links), then
run --maps there, which writes the host maps from every tenant's entry and nothing else.
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
    reload: { type: 'string' },
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
    // Everything is staged first (complete releases beside the live ones), and switched at the end.
    const indexPath = join(dist, 'tenants/index.json');
    const index = JSON.parse(readFileSync(indexPath, 'utf8')) as TenantIndex;
    const inputs = new Map<string, string>();
    const packages = new Map<string, string>();
    const rendersFrom = backend ? undefined : renderInputs(dist);
    for (const { id, resolved } of reports) {
      const pkg = packageFiles(id, resolved.doc as Record<string, unknown>);
      if (rendersFrom) inputs.set(id, rendersFrom(id, pkg.print));
      packages.set(id, stageRelease(dist, 'tenants', id, pkg.files));
      const entry = { id, hosts: pkg.config.hosts ?? [] };
      const at = index.tenants.findIndex((t) => t.id === id);
      if (at >= 0) index.tenants[at] = entry;
      else index.tenants.push(entry);
    }
    const { prerenderSite } = await import('../../scripts/prerender.tsx');
    const { renderInParallel, MIN_TENANTS_PER_PROCESS } = await import('../../scripts/prerender-parallel.ts');
    const { writeDeployConfig, writeIfChanged, DEPLOY_DIR } = await import('../../scripts/deploy-config.ts');
    writeIfChanged(indexPath, JSON.stringify(index));
    // Each merchant's entry as its last publish wrote it (read once: the steps below compare with it).
    const published = new Map(ids.map((id) => [id, publishedEntry(dist, id)]));
    // A merchant whose pages' inputs are what its last publish rendered from is not rendered again.
    const unchanged = values.force
      ? []
      : ids.filter((id) => inputs.has(id) && published.get(id)?.inputs === inputs.get(id));
    for (const id of unchanged)
      io.out(`  ${id}: its pages' inputs are unchanged since its last publish; not rendered again`);
    const render = ids.filter((id) => !unchanged.includes(id));
    const jobs = Math.min(availableParallelism(), Math.floor(render.length / MIN_TENANTS_PER_PROCESS));
    const { pages, sites } = !render.length
      ? { pages: 0, sites: {} }
      : jobs > 1
        ? await renderInParallel(dist, render, jobs, backend, Object.fromEntries(packages))
        : await prerenderSite(dist, io.out, {
            backend,
            tenants: render,
            packages: Object.fromEntries(packages),
          }).then((r) => ({
            ...r,
            pages: r.pages.length,
          }));
    for (const [id, entry] of Object.entries(sites)) {
      if (inputs.has(id)) entry.inputs = inputs.get(id);
      // The map allows the replaced pages too until the switch is done (a static host reloaded
      // now serves both alike), and one publish longer.
      const before = published.get(id);
      if (before && before.csp !== entry.csp) entry.previousCsp = before.csp;
    }
    // A reload that failed last time is owed still (the maps on disk are not what the host has).
    const pending = join(dist, DEPLOY_DIR, '.reload-pending');
    const owed = existsSync(pending);
    const reloadNeeded = writeDeployConfig(dist, sites, { replace: false }).reloadNeeded || owed;
    const reload = values.reload as string | undefined;
    if (reloadNeeded && reload) {
      writeFileSync(pending, reload);
      // The static host loads the maps (the new hosts, and a policy that allows the old pages and
      // the new) before any player can get a new page: no page is ever sent with a policy that
      // refuses its inline styles.
      const ran = spawnSync('sh', ['-c', reload], { stdio: ['ignore', 'inherit', 'inherit'] });
      if (ran.status !== 0) {
        io.err(
          `tenant publish: the reload command failed (${ran.error?.message ?? `exit ${ran.status}`}): nothing switched (the new releases are staged and the maps written); publish again: it reloads first`,
        );
        return 1;
      }
      rmSync(pending);
    }
    // The switch: each merchant's package, then its pages, each folder in one step.
    for (const [id, print] of packages) pointFolder(dist, 'tenants', id, print);
    // A merchant not rendered again gets the pages its entry describes (a publish whose reload
    // failed staged them and wrote the entry, but did not switch).
    const described = Object.fromEntries(ids.map((id) => [id, sites[id]?.pages ?? published.get(id)?.pages]));
    for (const [id, print] of Object.entries(described))
      if (print && existsSync(join(dist, RELEASES_DIR, 'pages', id, print))) pointFolder(dist, 'pages', id, print);
    io.out(
      `published ${ids.length > 5 ? `${ids.length} tenants` : ids.join(', ') || 'no tenant (the maps only)'}: ${pages} pages${unchanged.length ? ` (${unchanged.length} unchanged)` : ''}, with data from ${backend ?? 'the sandbox'}, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    io.out(
      !reloadNeeded
        ? 'the host maps did not change: no reload needed'
        : reload
          ? `the host maps changed (${DEPLOY_DIR}/: hosts, languages or page policy); the static host was reloaded before the switch`
          : `the host maps changed (${DEPLOY_DIR}/: hosts, languages or page policy): reload the static host now (nginx -s reload); until then it sends these pages with the old policy (--reload "nginx -s reload" reloads it before the switch)`,
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

/** The tenant's entry of the host maps as its last publish wrote it, if any. */
function publishedEntry(dist: string, id: string): SiteEntry | undefined {
  try {
    return JSON.parse(readFileSync(join(dist, 'nginx/sites', `${id}.json`), 'utf8')) as SiteEntry;
  } catch {
    return undefined;
  }
}
