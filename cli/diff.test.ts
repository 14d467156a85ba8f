/** tenant diff: what differs between two tenants after layering, with where each side was set. */
import { describe, it, expect, afterEach } from 'vitest';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../src/core/tooling/tenant-files.ts';
import { clearJsonCache } from '../src/core/tooling/json-file.ts';
import { main } from './main.ts';
import { differences } from './commands/diff.ts';

let dir = '';
afterEach(() => {
  delete process.env.TENANTS_DIR;
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = '';
});
async function tenant(args: string[], tenantsDir = join(ROOT, 'tenants')) {
  const out: string[] = [];
  process.env.TENANTS_DIR = tenantsDir;
  clearJsonCache();
  const code = await main(args, { out: (s) => out.push(s), err: (s) => out.push(s) });
  return { code, out: out.join('\n') };
}

describe('tenant diff', () => {
  it('lists dragon and lotus: values with the file of each side, screen nodes by id, switches', async () => {
    const r = await tenant(['diff', 'dragon', 'lotus']);
    expect(r.out).toMatch(
      /\/theme\/colors\/primary\n {4}dragon: "#b71c1c" {2}\(dragon tenants\/dragon\/tenant\.json:\d+:\d+\)\n {4}lotus: "#00796b" {2}\(lotus tenants\/lotus\/tenant\.json:\d+:\d+\)/,
    );
    expect(r.out).toMatch(/\/languages\n {4}dragon: \["EN","CN","TW"\]/);
    expect(r.out).toMatch(
      / {2}login: 2 differences\n {4}\/screens\/login\/body\/children\/\d+\/text\n {6}dragon: "login\.title"/,
    );
    expect(r.out).toMatch(/ {2}TELEGRAMLOGIN3 +dragon: off {2}lotus: on/);
    expect(r.out).toMatch(/dragon and lotus differ in \d+ values, \d+ screens, \d+ switches$/);
    expect(r.code).toBe(1);
  });

  it('says two tenants built the same are the same', async () => {
    dir = mkdtempSync(join(tmpdir(), 'tenants-'));
    cpSync(join(ROOT, 'tenants'), dir, { recursive: true });
    cpSync(join(dir, 'dragon'), join(dir, 'dragon-copy'), { recursive: true });
    const r = await tenant(['diff', 'dragon', 'dragon-copy', '--json'], dir);
    expect(JSON.parse(r.out)).toMatchObject({ values: [], screens: [], switches: [] });
    expect(r.code).toBe(0);
  });

  it('pairs nodes by id, so an inserted node does not make every later node differ', () => {
    const a = [
      { id: 'x', text: 'a' },
      { id: 'y', text: 'b' },
    ];
    const b = [
      { id: 'new', text: 'n' },
      { id: 'x', text: 'a' },
      { id: 'y', text: 'c' },
    ];
    expect(differences(a, b)).toEqual([
      { pointer: '/0', side: 'b' },
      { pointer: '/1/text', pointerB: '/2/text' },
    ]);
  });

  it('refuses one id or the same id twice', async () => {
    expect((await tenant(['diff', 'dragon'])).code).toBe(2);
    expect((await tenant(['diff', 'dragon', 'dragon'])).code).toBe(2);
  });
});
