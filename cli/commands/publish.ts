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
import { ROOT } from '../../src/core/node/tenant-files.ts';
import { formatProblem } from '../../src/core/node/problems.ts';
import type { TenantIndex } from './build.ts';

/** The build's files publishing needs: the app's HTML, its bundler manifest, the host index. */
const BUILT = ['index.html', '.vite/manifest.json', 'tenants/index.json'];

export const publish: Command = {
  summary: 'publish merchants alone over the built site: package, pages, and their lines of the host maps',
  positionals: '<ids...>',
  usage: 'tenant publish <ids...> [--dist <dir>] [--backend <url>]',
  help: `For each tenant named: validates it (with the checks across all tenants), writes its package
to <dist>/tenants/<id>/, pre-renders its public pages into <dist>/pages/<id>/ with the merchant
config and page data read from the WPS back end at --backend (default: the sandbox, from the
tenants' sandbox.json), and replaces its entry in <dist>/nginx/ (host map, default language,
page policy). No other tenant's file is written; a file whose bytes did not change keeps its time
(and the static host's ETag). Reload the static host afterwards when the tenant's hosts or page
policy changed (nginx -s reload). Default dist: dist/ (npm run build writes it).`,
  options: { dist: { type: 'string' }, backend: { type: 'string' } },
  async run({ positionals, values }, io) {
    if (!positionals.length) throw new UsageError('name the tenants to publish: tenant publish <id>');
    const ids = checkIds([...new Set(positionals)]);
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
    for (const { id, resolved } of reports) {
      const pkg = packageFiles(id, resolved.doc as Record<string, unknown>);
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
    const { prerenderSite } = await import('../../scripts/prerender.tsx');
    const { writeDeployConfig } = await import('../../scripts/deploy-config.ts');
    const { pages } = await prerenderSite(dist, io.out, { backend, tenants: ids }).then((r) => {
      writeDeployConfig(dist, r.sites, { replace: false });
      return r;
    });
    io.out(
      `published ${ids.join(', ')}: ${pages.length} pages, with data from ${backend ?? 'the sandbox'}, in ${((performance.now() - started) / 1000).toFixed(1)} s. ` +
        'Reload the static host if its hosts or page policy changed (nginx -s reload).',
    );
    return 0;
  },
};
