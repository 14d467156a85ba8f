/**
 * Every tenant file is checked against its own schema as written, before layering (issue 57):
 * what layering hides (a _base value a tenant replaces, a patch's stray key, a template's params)
 * is still refused, with its file, line, column and pointer. One test per kind of file.
 */
import { describe, it, expect, afterEach } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../src/core/tooling/tenant-files.ts';
import { clearJsonCache } from '../src/core/tooling/json-file.ts';
import { main } from './main.ts';

const dirs: string[] = [];
afterEach(() => {
  delete process.env.TENANTS_DIR;
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A copy of the shipped tenants with one file changed. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function copyWith(file: string, change: (o: Record<string, any>) => void): string {
  const dir = mkdtempSync(join(tmpdir(), 'tenants-'));
  dirs.push(dir);
  cpSync(join(ROOT, 'tenants'), dir, { recursive: true });
  const path = join(dir, file);
  const o = JSON.parse(readFileSync(path, 'utf8'));
  change(o);
  writeFileSync(path, `${JSON.stringify(o, null, 2)}\n`);
  return dir;
}

async function tenant(args: string[], dir: string) {
  const out: string[] = [];
  const err: string[] = [];
  process.env.TENANTS_DIR = dir;
  clearJsonCache();
  const code = await main(args, { out: (s) => out.push(s), err: (s) => err.push(s) });
  return { code, lines: out, out: out.join('\n'), err: err.join('\n') };
}

describe('tenant validate --fresh refuses what the file schemas refuse', () => {
  // (An https link is a menu's outside page, a help site: the link schema allows it in any layer.)
  it.each(['javascript:alert(1)', 'data:text/html,<b>x</b>', '//evil.example/m/home'])(
    '_base/tenant.json: a menu entry every tenant replaces is still checked (%s)',
    async (path) => {
      const dir = copyWith('_base/tenant.json', (t) => {
        t.menus.main[3].path = path;
      });
      const r = await tenant(['validate', '--fresh'], dir);
      expect(r.code).toBe(1);
      const line = r.lines.find((l) => l.includes('/menus/main/3/path'));
      expect(line).toMatch(/^.*_base\/tenant\.json:\d+:\d+ {2}\/menus\/main\/3\/path {2}".*" is not a valid link/);
      // Said once, though both tenants inherit the file.
      expect(r.lines.filter((l) => l.includes('/menus/main/3/path'))).toHaveLength(1);
      expect(r.out).toContain('2 tenants and _base checked, 1 problem');
    },
  );

  it('a stray key in a patch of a screen (dragon/screens/home.json)', async () => {
    const dir = copyWith('dragon/screens/home.json', (s) => {
      s.patches[0].prototype = { polluted: true };
    });
    const r = await tenant(['validate', '--fresh'], dir);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(
      /dragon\/screens\/home\.json:\d+:\d+ {2}\/patches\/0\/prototype {2}unknown property "prototype" \(allowed: update, set\)/,
    );
  });

  it('an unknown key in a move patch (lotus/screens/home.json)', async () => {
    const dir = copyWith('lotus/screens/home.json', (s) => {
      s.patches[0].colours = 'x';
    });
    const r = await tenant(['validate', '--fresh'], dir);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(
      /lotus\/screens\/home\.json:7:7 {2}\/patches\/0\/colours {2}unknown property "colours" \(allowed: move, before, after, into, at\)/,
    );
  });

  it('a template whose params is not an object (_base/templates/category.json); init from it creates nothing', async () => {
    const dir = copyWith('_base/templates/category.json', (t) => {
      t.params = 3;
    });
    const r = await tenant(['validate', '--fresh'], dir);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(
      /_base\/templates\/category\.json:3:3 {2}\/params {2}3 is not allowed here: it must be an object/,
    );
    const init = await tenant(['init', 'tiger', '--from', '_base', '--name', 'Tiger', '--host', '.tiger.example'], dir);
    expect(init.code).toBe(1);
    expect(init.err).toContain('"tiger" would not validate');
  });

  it('a translation table that is not text (_base/i18n/EN.json)', async () => {
    const dir = copyWith('_base/i18n/EN.json', (t) => {
      t['app.loading'] = 42;
    });
    const r = await tenant(['validate', '--fresh'], dir);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/_base\/i18n\/EN\.json:\d+:\d+ {2}\/app\.loading {2}42 is not/);
  });

  it("_base/sandbox.json: a value every tenant's sandbox replaces (found by the fuzz's schema oracle)", async () => {
    const dir = copyWith('_base/sandbox.json', (t) => {
      t.merchantConfig = true;
    });
    const r = await tenant(['validate', '--fresh'], dir);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(
      /_base\/sandbox\.json:3:3 {2}\/merchantConfig {2}true is not a valid merchant config: it must be an object/,
    );
    expect(r.out).toContain('2 tenants and _base checked, 1 problem');
  });

  it('the shipped tenants pass as written', async () => {
    const r = await tenant(['validate', '--fresh'], join(ROOT, 'tenants'));
    expect(r.out).toContain('2 tenants and _base checked, 0 problems');
    expect(r.code).toBe(0);
  });
});
