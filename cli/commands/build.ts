import { writeTreeAtomically } from '../lib/atomic-tree.ts';
import { releaseLinksIn } from '../lib/releases.ts';
import { packageFiles } from '../lib/package-files.ts';
import { join, resolve } from 'node:path';
import type { Command } from '../lib/command.ts';
import { ROOT, listTenantIds } from '../../src/core/tooling/tenant-files.ts';
import { validateTenant } from '../lib/validate.ts';
import { crossTenantProblems } from '../lib/cross-tenant.ts';
import { formatProblem } from '../../src/core/tooling/problems.ts';

/** What the browser fetches to find its tenant: ids with hosts, and the tenant served on plain localhost. */
export interface TenantIndex {
  defaultTenant: string;
  tenants: { id: string; hosts: string[] }[];
}

export function buildPackages(out: string, defaultTenant?: string): { problems: string[]; index?: TenantIndex } {
  const ids = listTenantIds();
  const shared = crossTenantProblems(ids);
  const reports = ids.map((id) => validateTenant(id, undefined, shared));
  const problems = reports.flatMap((r) => r.problems.map((p) => formatProblem(p)));
  if (problems.length) return { problems };
  const files = new Map<string, string | Buffer>();
  const index: TenantIndex = {
    defaultTenant: defaultTenant && ids.includes(defaultTenant) ? defaultTenant : ids[0]!,
    tenants: [],
  };
  for (const { id, resolved } of reports) {
    const pkg = packageFiles(id, resolved.doc as Record<string, unknown>);
    for (const [path, data] of pkg.files) files.set(`${id}/${path}`, data);
    index.tenants.push({ id, hosts: pkg.config.hosts ?? [] });
  }
  // index.json last: a reader that sees the new index finds the new tenants' files already there.
  files.set('index.json', JSON.stringify(index));
  writeTreeAtomically(out, files);
  return { problems, index };
}

export const build: Command = {
  summary: 'validate every tenant and write the static packages the site loads',
  usage: 'tenant build [--out <dir>] [--default <id>]',
  help: `Validates all tenants (stops with the problems if any) and writes, per tenant,
<out>/<id>/tenant.json (resolved, with the package's print that its pages carry),
<out>/<id>/i18n/<LANG>.json and <out>/<id>/assets/, plus <out>/index.json (hosts -> tenant: for
the build and the servers; never served to players). Default out: public/tenants (Vite copies it into dist/).`,
  options: { out: { type: 'string' }, default: { type: 'string' } },
  run({ values }, io) {
    const out = resolve((values.out as string | undefined) ?? join(ROOT, 'public', 'tenants'));
    const links = releaseLinksIn(out);
    if (links.length) {
      io.err(
        `tenant build: ${out} is a published site's package folder (${links.slice(0, 3).join(', ')}${links.length > 3 ? ` and ${links.length - 3} more` : ''} are release links); nothing written. Publish a merchant with: tenant publish <id> --dist <site>; or build into another folder.`,
      );
      return 1;
    }
    const { problems, index } = buildPackages(
      out,
      (values.default as string | undefined) ?? process.env.DEFAULT_TENANT,
    );
    if (problems.length) {
      for (const p of problems) io.err(p);
      io.err(`tenant build: ${problems.length} problem(s); nothing written`);
      return 1;
    }
    io.out(`wrote ${index!.tenants.length} tenant packages to ${out} (default tenant: ${index!.defaultTenant})`);
    return 0;
  },
};
