import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { UsageError, type Command } from '../lib/command.ts';
import { validateTenant, validateBase } from '../lib/validate.ts';
import { crossTenantProblems } from '../lib/cross-tenant.ts';
import { listTenantIds, tenantsDir, TENANT_ID } from '../../src/core/node/tenant-files.ts';
import { formatProblem, type Problem } from '../../src/core/node/problems.ts';

export function checkIds(ids: string[]): string[] {
  for (const id of ids) {
    if (!TENANT_ID.test(id)) throw new UsageError(`"${id}" is not a tenant id (letters a-z, digits and hyphen)`);
    if (!existsSync(join(tenantsDir(), id))) throw new UsageError(`no tenant "${id}" in ${tenantsDir()}`);
  }
  return ids;
}

export function validateAll(ids: string[]): { id: string; problems: Problem[] }[] {
  const shared = crossTenantProblems(ids);
  return ids.map((id) => {
    const r = validateTenant(id, undefined, shared);
    return { id, problems: r.problems };
  });
}

export const validate: Command = {
  summary: 'check tenants against the schemas and the runtime registry',
  positionals: '[ids...]',
  usage: 'tenant validate [ids...] [--json]',
  help: `Validates each tenant (all by default): _base layered with tenants/<id>, and its sandbox.json.
Checks the JSON Schemas, then: rules read only paths of the rule context and known white-label
switches; every i18n key used exists in English; component types and actions exist in the runtime
registry; routes are unique; favicon and splash are https; JSON syntax.
Each problem prints as  file:line:col  /json/pointer  message. All problems are reported.`,
  options: { json: { type: 'boolean' } },
  run({ positionals, values }, io) {
    const ids = positionals.length ? checkIds(positionals) : listTenantIds();
    // All tenants: _base too, as the layer every tenant starts from.
    const base = positionals.length ? [] : [{ id: '_base', problems: validateBase().problems }];
    const results = [...base, ...validateAll(ids)];
    const count = results.reduce((n, r) => n + r.problems.length, 0);
    if (values.json) io.out(JSON.stringify({ ok: count === 0, tenants: results }, null, 2));
    else {
      for (const r of results) for (const p of r.problems) io.out(formatProblem(p));
      io.out(
        `${ids.length} tenant${ids.length === 1 ? '' : 's'}${base.length ? ' and _base' : ''} checked, ${count} problem${count === 1 ? '' : 's'}`,
      );
    }
    return count ? 1 : 0;
  },
};
