/**
 * `tenant validate` over 1,000 copies of a tenant, in one process as the CLI runs it: the first run
 * (every tenant checked: cold), the next one with one tenant edited (the others' results come from
 * the cache, the checks across tenants run over all), and one tenant on its own among the 1,000.
 */
import { cpSync, mkdtempSync, rmSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, listTenantIds } from '../src/core/node/tenant-files.ts';
import { validateAll } from '../cli/commands/validate.ts';
import { clearJsonCache } from '../src/core/node/json-file.ts';

export interface ValidateBench {
  copies: number;
  /** Every tenant checked (no cache). */
  coldMs: number;
  /** Again after one tenant's edit: what an operator waits for. */
  ms: number;
  /** `tenant validate <id>` among them. */
  oneMs: number;
  problems: number;
}

export function benchValidate(copies = 1000): ValidateBench {
  const dir = mkdtempSync(join(tmpdir(), 'bench-tenants-'));
  try {
    cpSync(join(ROOT, 'tenants', '_base'), join(dir, '_base'), { recursive: true });
    for (let i = 0; i < copies; i++) {
      const id = `t${String(i).padStart(4, '0')}`;
      cpSync(join(ROOT, 'tenants', 'dragon'), join(dir, id), { recursive: true });
      const path = join(dir, id, 'tenant.json');
      // Its own assets: the copy's brand paths point into its own folder (validate checks they exist).
      const t = JSON.parse(readFileSync(path, 'utf8').replaceAll('/tenants/dragon/', `/tenants/${id}/`)) as Record<
        string,
        unknown
      >;
      // Each its own merchant code: tenants sharing one are refused (the sandbox could reach only one).
      const code = id.toUpperCase();
      writeFileSync(path, JSON.stringify({ ...t, id, merchantCode: code, hosts: [`${id}.localhost`] }, null, 2));
      const sandboxPath = join(dir, id, 'sandbox.json');
      const sb = JSON.parse(readFileSync(sandboxPath, 'utf8')) as {
        merchantConfig: Record<string, unknown> & { gw?: Record<string, unknown> };
        secrets?: Record<string, unknown>;
      };
      sb.merchantConfig.merchantCode = code;
      // And its own sign-in channels: two tenants with one line-app client or messaging-app bot are refused too.
      if (sb.merchantConfig.gw?.LINE_CLIENT_ID) sb.merchantConfig.gw.LINE_CLIENT_ID = `line-${id}`;
      if (typeof sb.secrets?.telegramBotToken === 'string') sb.secrets.telegramBotToken = `${1000 + i}:bench-${id}`;
      writeFileSync(sandboxPath, JSON.stringify(sb, null, 2));
    }
    const before = process.env.TENANTS_DIR;
    process.env.TENANTS_DIR = dir;
    const run = (ids?: string[]) => {
      clearJsonCache();
      const t0 = performance.now();
      const results = validateAll(ids ?? listTenantIds(dir));
      return { ms: performance.now() - t0, problems: results.reduce((n, r) => n + r.problems.length, 0) };
    };
    try {
      const cold = run();
      // An operator's edit: one tenant's title changes.
      const edited = join(dir, 't0007', 'tenant.json');
      const t = JSON.parse(readFileSync(edited, 'utf8')) as { brand: { appName: string } };
      t.brand.appName += ' edited';
      writeFileSync(edited, JSON.stringify(t, null, 2));
      const warm = run();
      const one = run(['t0500']);
      return { copies, coldMs: cold.ms, ms: warm.ms, oneMs: one.ms, problems: cold.problems + warm.problems };
    } finally {
      process.env.TENANTS_DIR = before;
      if (before === undefined) delete process.env.TENANTS_DIR;
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
