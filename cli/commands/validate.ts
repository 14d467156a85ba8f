import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { UsageError, type Command } from '../lib/command.ts';
import { validateTenant, validateBase } from '../lib/validate.ts';
import { crossTenantProblems } from '../lib/cross-tenant.ts';
import { listTenantIds, tenantsDir, TENANT_ID } from '../../src/core/tooling/tenant-files.ts';
import { formatProblem, tidy, type Problem } from '../../src/core/tooling/problems.ts';
import { openValidateCache } from '../lib/validate-cache.ts';
import { assetFiles } from '../lib/references.ts';

export function checkIds(ids: string[]): string[] {
  for (const id of ids) {
    if (!TENANT_ID.test(id)) throw new UsageError(`"${id}" is not a tenant id (letters a-z, digits and hyphen)`);
    if (!existsSync(join(tenantsDir(), id))) throw new UsageError(`no tenant "${id}" in ${tenantsDir()}`);
  }
  return ids;
}

/**
 * Each tenant's own checks (from the cache when nothing they read changed: validate-cache.ts),
 * plus the checks across the whole folder, run afresh.
 */
export function validateAll(ids: string[], options: { cache?: boolean } = {}): { id: string; problems: Problem[] }[] {
  const root = tenantsDir();
  const shared = crossTenantProblems(ids, root);
  const cache = options.cache === false ? undefined : openValidateCache(root);
  const none = new Map<string, Problem[]>();
  const results = ids.map((id) => {
    let own = cache?.get(id);
    if (!own) {
      const report = validateTenant(id, root, none);
      own = report.problems;
      const outside = assetFiles(report.resolved.doc).filter((f) => !f.startsWith(`${id}/`) && !f.startsWith('_base/'));
      cache?.set(id, own, outside);
    }
    const across = shared.get(id);
    return { id, problems: across?.length ? tidy([...own, ...across]) : own };
  });
  cache?.save();
  return results;
}

export const validate: Command = {
  summary: 'check tenants against the schemas and the runtime registry',
  positionals: '[ids...]',
  usage: 'tenant validate [ids...] [--json] [--fresh]',
  help: `Validates each tenant (all by default): _base layered with tenants/<id>, and its sandbox.json.
Checks the JSON Schemas, then: rules read only paths of the rule context and known white-label
switches; every i18n key used exists in English; component types and actions exist in the runtime
registry; routes are unique; favicon and splash are https; JSON syntax.
Each problem prints as  file:line:col  /json/pointer  message. All problems are reported.
A tenant whose files, _base and the checker are unchanged since it was last checked is not
checked again (node_modules/.cache/tenant-validate/); the checks across tenants always run.
--fresh checks every tenant again.`,
  options: { json: { type: 'boolean' }, fresh: { type: 'boolean' } },
  run({ positionals, values }, io) {
    const ids = positionals.length ? checkIds(positionals) : listTenantIds();
    // All tenants: _base too, as the layer every tenant starts from.
    const base = positionals.length ? [] : [{ id: '_base', problems: validateBase().problems }];
    const results = [...base, ...validateAll(ids, { cache: !values.fresh })];
    // A problem of a shared file (_base's) is in every report that inherits it: said once.
    const lines = [...new Set(results.flatMap((r) => r.problems.map((p) => formatProblem(p))))];
    const count = lines.length;
    if (values.json) io.out(JSON.stringify({ ok: count === 0, tenants: results }, null, 2));
    else {
      for (const line of lines) io.out(line);
      io.out(
        `${ids.length} tenant${ids.length === 1 ? '' : 's'}${base.length ? ' and _base' : ''} checked, ${count} problem${count === 1 ? '' : 's'}`,
      );
    }
    return count ? 1 : 0;
  },
};
