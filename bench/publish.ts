/**
 * Publishing one merchant among many (issue 36): `tenant publish <id>` as an operator runs it (its
 * own process, start-up included), over a copy of the built site, with N generated tenants in the
 * tenants' folder: the first publish of a new merchant, the same again with nothing changed (its
 * pages not rendered again), and a share of a full build (`--all --shard`, about 20 merchants,
 * rendered on every core: the time a merchant costs a full build, and how many cores it kept busy).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../src/core/tooling/tenant-files.ts';
import { generateTenants, generatedId } from './generated-tenants.ts';
import { copySite } from '../cli/lib/releases.ts';

export interface PublishBench {
  tenants: number;
  /** A new merchant's first publish. */
  firstMs: number;
  /** The same merchant again, nothing changed. */
  againMs: number;
  /** Merchants in the full-build share. */
  shareTenants: number;
  /** Its wall time per merchant. */
  perTenantMs: number;
  /** Its CPU time (every process) over its wall time: the cores it kept busy. */
  coresUsed: number;
}

/** CPU seconds of this process's finished children (/proc: cutime + cstime, in clock ticks). */
function childrenCpuSeconds(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  // After the command name: state is field 3, so cutime (16) and cstime (17) are at 13 and 14.
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

export function benchPublish(copies = 1000): PublishBench {
  const tenants = generateTenants(copies);
  const dist = mkdtempSync(join(tmpdir(), 'bench-dist-'));
  try {
    copySite(join(ROOT, 'dist'), dist);
    const publish = (args: string[]) => {
      const t0 = performance.now();
      execFileSync(process.execPath, ['cli/bin/tenant.mjs', 'publish', ...args, '--dist', dist], {
        cwd: ROOT,
        env: { ...process.env, TENANTS_DIR: tenants },
        stdio: 'pipe',
      });
      return performance.now() - t0;
    };
    const one = generatedId(Math.floor(copies / 2));
    const firstMs = publish([one]);
    const againMs = publish([one]);
    // About 20 merchants: all of 2, a 50th of 1,000.
    const shares = Math.max(1, Math.floor(copies / 20));
    const shareTenants = Math.ceil(copies / shares);
    const cpuBefore = childrenCpuSeconds();
    const shareMs = publish(['--all', '--shard', `1/${shares}`, '--force']);
    const coresUsed = (childrenCpuSeconds() - cpuBefore) / (shareMs / 1000);
    return { tenants: copies, firstMs, againMs, shareTenants, perTenantMs: shareMs / shareTenants, coresUsed };
  } finally {
    rmSync(tenants, { recursive: true, force: true });
    rmSync(dist, { recursive: true, force: true });
  }
}
