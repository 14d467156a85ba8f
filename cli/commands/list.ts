import type { Command } from '../lib/command.ts';
import { listTenantIds, resolveTenant } from '../../src/core/tooling/tenant-files.ts';

export const list: Command = {
  summary: 'list tenants: id, name, hosts, languages',
  usage: 'tenant list [--json]',
  help: 'Lists every tenant under tenants/ with its resolved name, hosts and languages.',
  options: { json: { type: 'boolean' } },
  run({ values }, io) {
    const rows = listTenantIds().map((id) => {
      const d = resolveTenant(id).doc;
      return {
        id,
        name: String(d.name ?? ''),
        hosts: (d.hosts ?? []) as string[],
        languages: (d.languages ?? []) as string[],
      };
    });
    if (values.json) {
      io.out(JSON.stringify(rows, null, 2));
      return 0;
    }
    const w = Math.max(2, ...rows.map((r) => r.id.length));
    const n = Math.max(4, ...rows.map((r) => r.name.length));
    io.out(`${'ID'.padEnd(w)}  ${'NAME'.padEnd(n)}  HOSTS / LANGUAGES`);
    for (const r of rows)
      io.out(`${r.id.padEnd(w)}  ${r.name.padEnd(n)}  ${r.hosts.join(', ')} / ${r.languages.join(', ')}`);
    return 0;
  },
};
