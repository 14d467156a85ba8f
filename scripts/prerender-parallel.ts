/** The pre-render spread over processes (scripts/prerender.tsx run once per shard of tenants). */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { SiteEntry } from './deploy-config.ts';
import type { StagedPackages } from './prerender-page-parts.ts';

/**
 * A full build on every core: the tenants dealt round-robin to one process each (happy-dom's
 * globals and the stores are per process), each writing its tenants' pages and handing back its
 * map entries, which are written once at the end.
 */
/** Fewer tenants than this per process: one process renders them all. */
export const MIN_TENANTS_PER_PROCESS = 4;

export async function renderInParallel(
  dist: string,
  ids: string[],
  jobs: number,
  backend?: string,
  staged?: StagedPackages,
): Promise<{ pages: number; sites: Record<string, SiteEntry> }> {
  const shards = Array.from({ length: jobs }, (_, i) => ids.filter((_, k) => k % jobs === i));
  const work = mkdtempSync(join(tmpdir(), 'prerender-'));
  try {
    const results = await Promise.all(
      shards.map(async (shard, i) => {
        const out = join(work, `${i}.json`);
        const child = spawn(
          fileURLToPath(new URL('../node_modules/.bin/tsx', import.meta.url)),
          [fileURLToPath(new URL('./prerender.tsx', import.meta.url))],
          {
            env: {
              ...process.env,
              BUILD_OUT_DIR: dist,
              PRERENDER_TENANTS: shard.join(','),
              PRERENDER_SITES_OUT: out,
              ...(backend ? { PRERENDER_BACKEND: backend } : {}),
              ...(staged ? { PRERENDER_STAGED: JSON.stringify(staged) } : {}),
            },
            stdio: ['ignore', 'inherit', 'inherit'],
          },
        );
        const code = await new Promise<number | null>((res) => child.once('exit', res));
        if (code !== 0) throw new Error(`the pre-render of ${shard.join(', ')} failed (exit ${code})`);
        return JSON.parse(readFileSync(out, 'utf8')) as { pages: number; sites: Record<string, SiteEntry> };
      }),
    );
    return {
      pages: results.reduce((n, r) => n + r.pages, 0),
      sites: Object.assign({}, ...results.map((r) => r.sites)) as Record<string, SiteEntry>,
    };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
