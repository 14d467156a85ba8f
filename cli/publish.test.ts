/**
 * tenant publish's usage (in this process, as the program runs it): what it refuses before it
 * reads or writes anything. Publishing itself runs in the browser suite (tests/e2e/publish.spec.ts
 * and rerender.spec.ts), over a real build.
 */
import { describe, it, expect } from 'vitest';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from './main.ts';

async function tenant(args: string[]) {
  const out: string[] = [];
  const code = await main(args, { out: (s) => out.push(s), err: (s) => out.push(s) });
  return { code, out: out.join('\n') };
}

describe('tenant publish: usage', () => {
  it.each([
    [[], 'name the tenants to publish'],
    [['nobody'], 'no tenant "nobody"'],
    [['lotus', '--all'], 'one of them'],
    [['--all', '--maps'], 'one of them'],
    [['--shard', '1/2'], '--shard goes with --all'],
    [['--all', '--shard', '3/2'], '--shard takes i/n'],
    [['--all', '--shard', '0/2'], '--shard takes i/n'],
    [['--all', '--shard', 'x'], '--shard takes i/n'],
    [['lotus', '--backend', 'ftp://x'], '--backend takes'],
    [['lotus', '--backend', 'http://wps.example/path'], '--backend takes'],
  ])('publish %j is a usage error (exit 2): %s', async (args, says) => {
    const r = await tenant(['publish', ...args]);
    expect(r.code).toBe(2);
    expect(r.out).toContain(says);
  });

  it('a folder with no built site is refused before anything is written', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wl-empty-'));
    const r = await tenant(['publish', 'lotus', '--dist', dir]);
    expect(r.code).toBe(1);
    expect(r.out).toContain(
      'is not a built site (no index.html, .vite/manifest.json, tenants/index.json): run npm run build first',
    );
    expect(readdirSync(dir)).toEqual([]);
  });
});
