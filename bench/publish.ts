/**
 * Publishing one merchant among many (issue 36): `tenant publish <id>` as an operator runs it (its
 * own process, start-up included), over a copy of the built site, with N generated tenants in the
 * tenants' folder: the first publish of a new merchant, the same again with nothing changed (no
 * file written), and ten merchants in one command (the time a tenant costs a full build).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../src/core/node/tenant-files.ts';
import { generateTenants, generatedId } from './generated-tenants.ts';

export interface PublishBench {
  tenants: number;
  /** A new merchant's first publish. */
  firstMs: number;
  /** The same merchant again, nothing changed. */
  againMs: number;
  /** Ten merchants in one command, per merchant. */
  perTenantMs: number;
}

export function benchPublish(copies = 1000): PublishBench {
  const tenants = generateTenants(copies);
  const dist = mkdtempSync(join(tmpdir(), 'bench-dist-'));
  try {
    cpSync(join(ROOT, 'dist'), dist, { recursive: true });
    const publish = (ids: string[]) => {
      const t0 = performance.now();
      execFileSync(process.execPath, ['cli/bin/tenant.mjs', 'publish', ...ids, '--dist', dist], {
        cwd: ROOT,
        env: { ...process.env, TENANTS_DIR: tenants },
        stdio: 'pipe',
      });
      return performance.now() - t0;
    };
    const one = generatedId(Math.floor(copies / 2));
    const firstMs = publish([one]);
    const againMs = publish([one]);
    const ten = Array.from({ length: Math.min(10, copies) }, (_, i) => generatedId(i));
    const perTenantMs = publish(ten) / ten.length;
    return { tenants: copies, firstMs, againMs, perTenantMs };
  } finally {
    rmSync(tenants, { recursive: true, force: true });
    rmSync(dist, { recursive: true, force: true });
  }
}
