/**
 * `tenant validate` over 1,000 copies of a tenant, in one process as the CLI runs it: the first run
 * (every tenant checked: cold), the next one with one tenant edited (the others' results come from
 * the cache, the checks across tenants run over all), and one tenant on its own among the 1,000.
 */
import { rmSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { listTenantIds } from '../src/core/tooling/tenant-files.ts';
import { generateTenants, generatedId } from './generated-tenants.ts';
import { validateAll } from '../cli/commands/validate.ts';
import { clearJsonCache } from '../src/core/tooling/json-file.ts';

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
  const dir = generateTenants(copies);
  try {
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
      const edited = join(dir, generatedId(Math.min(7, copies - 1)), 'tenant.json');
      const t = JSON.parse(readFileSync(edited, 'utf8')) as { brand: { appName: string } };
      t.brand.appName += ' edited';
      writeFileSync(edited, JSON.stringify(t, null, 2));
      const warm = run();
      const one = run([generatedId(Math.floor(copies / 2))]);
      return { copies, coldMs: cold.ms, ms: warm.ms, oneMs: one.ms, problems: cold.problems + warm.problems };
    } finally {
      process.env.TENANTS_DIR = before;
      if (before === undefined) delete process.env.TENANTS_DIR;
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
