/**
 * Checks across the tenants of one folder. The sandbox and the site find a tenant by its merchant
 * code and by the host a player opens: two tenants with one code, or one exact host or host suffix,
 * would leave one of them unreachable (the first silently wins); so would two tenants with one
 * messaging-app bot or one line-app channel (the sign-in would answer for the first). Each tenant is compared with every
 * other tenant in the folder, not only the ones being validated; computed once per run.
 */
import { join } from 'node:path';
import { listTenantIds, tenantsDir, get } from '../../src/core/tooling/tenant-files.ts';
import { readJson, locate, type JsonFile } from '../../src/core/tooling/json-file.ts';
import { joinPointer } from '../../src/core/json-pointer.ts';
import { checkEntry } from '../../src/core/tooling/folder-entries.ts';
import type { Problem } from '../../src/core/tooling/problems.ts';

interface Claim {
  id: string;
  file: JsonFile;
  pointer: string;
}

/** Each claimed value (merchant code, host) with the tenants and places that claim it. */
function claims(root: string): {
  codes: Map<string, Claim[]>;
  hosts: Map<string, Claim[]>;
  signIns: Map<string, Claim[]>;
} {
  const codes = new Map<string, Claim[]>();
  const hosts = new Map<string, Claim[]>();
  const signIns = new Map<string, Claim[]>();
  const add = (map: Map<string, Claim[]>, value: string, claim: Claim) => {
    const list = map.get(value) ?? [];
    if (!list.some((c) => c.id === claim.id && c.pointer === claim.pointer)) list.push(claim);
    map.set(value, list);
  };
  for (const id of listTenantIds(root)) {
    const read = (name: string) => {
      const path = join(root, id, name);
      return checkEntry(path, join(root, id), 'file')?.ok ? readJson(path) : undefined;
    };
    const tenant = read('tenant.json');
    const sandbox = read('sandbox.json');
    const code = get(tenant?.value, '/merchantCode');
    if (tenant && typeof code === 'string') add(codes, code, { id, file: tenant, pointer: '/merchantCode' });
    const sbCode = get(sandbox?.value, '/merchantConfig/merchantCode');
    if (sandbox && typeof sbCode === 'string')
      add(codes, sbCode, { id, file: sandbox, pointer: '/merchantConfig/merchantCode' });
    const bot = get(sandbox?.value, '/secrets/telegramBotToken');
    if (sandbox && typeof bot === 'string' && bot.includes(':'))
      add(signIns, `messaging-app bot ${bot.split(':')[0]}`, {
        id,
        file: sandbox,
        pointer: '/secrets/telegramBotToken',
      });
    const line = get(sandbox?.value, '/merchantConfig/gw/LINE_CLIENT_ID');
    if (sandbox && typeof line === 'string' && line)
      add(signIns, `line-app client id ${line}`, { id, file: sandbox, pointer: '/merchantConfig/gw/LINE_CLIENT_ID' });
    const list = get(tenant?.value, '/hosts');
    if (tenant && Array.isArray(list))
      list.forEach((h, i) => {
        if (typeof h === 'string')
          add(hosts, h.toLowerCase(), { id, file: tenant, pointer: joinPointer(['hosts', i]) });
      });
  }
  return { codes, hosts, signIns };
}

/** The clashes that concern the given tenants, by tenant id. */
export function crossTenantProblems(ids: string[], root = tenantsDir()): Map<string, Problem[]> {
  const { codes, hosts, signIns } = claims(root);
  const out = new Map<string, Problem[]>();
  const report = (map: Map<string, Claim[]>, what: (value: string, other: string) => string) => {
    for (const [value, list] of map)
      for (const c of list) {
        if (!ids.includes(c.id)) continue;
        for (const other of new Set(list.filter((o) => o.id !== c.id).map((o) => o.id))) {
          const problems = out.get(c.id) ?? [];
          problems.push({
            file: c.file.path,
            ...locate(c.file, c.pointer),
            pointer: c.pointer,
            message: what(value, other),
          });
          out.set(c.id, problems);
        }
      }
  };
  report(codes, (code, other) => `merchant code "${code}" is also tenant "${other}"'s: each tenant needs its own`);
  report(
    hosts,
    (host, other) =>
      `host "${host}" is also tenant "${other}"'s: ${host.startsWith('.') ? 'a suffix' : 'a host'} can lead to one tenant only`,
  );
  report(signIns, (what, other) => `${what} is also tenant "${other}"'s: a sign-in can answer for one merchant only`);
  return out;
}
