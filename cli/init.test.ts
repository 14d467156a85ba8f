/**
 * tenant init as an operator runs it: the real program in a process, on a copy of the shipped
 * tenants. A new tenant validates with the others and carries nothing of its source's identity;
 * a failing init leaves no folder and says why in a line.
 */
import { describe, it, expect } from 'vitest';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../src/core/tooling/tenant-files.ts';
import { placeholderLogo, rebrandTranslations, roundRobin, keyPrefixOf } from './lib/scaffold.ts';
import { main } from './main.ts';
import { clearJsonCache } from '../src/core/tooling/json-file.ts';

const BIN = join(ROOT, 'cli/bin/tenant.mjs');
function copyTenants(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tenants-'));
  cpSync(join(ROOT, 'tenants'), dir, { recursive: true });
  return dir;
}
const tenant = (dir: string, ...args: string[]) => {
  const r = spawnSync(process.execPath, [BIN, ...args], {
    encoding: 'utf8',
    env: { ...process.env, TENANTS_DIR: dir, PORT: '9123' },
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
};
const read = (dir: string, file: string) => readFileSync(join(dir, file), 'utf8');
/** Every file of a tenant folder as one text, to look for the source's identity. */
const allText = (dir: string): string =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => readFileSync(join(e.parentPath, e.name), 'utf8'))
    .join('\n');

describe('tenant init (process)', () => {
  it('from _base: a tenant of its own that validates, served on the real port', () => {
    const dir = copyTenants();
    const r = tenant(dir, 'init', 'blank', '--from', '_base', '--primary', '#7c3aed');
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toContain('created tenant "blank" (Blank)');
    expect(r.out).toContain('http://blank.localhost:9123/m/home');
    const t = JSON.parse(read(dir, 'blank/tenant.json'));
    expect(t).toMatchObject({ id: 'blank', name: 'Blank', merchantCode: 'BLANK', hosts: ['blank.localhost'] });
    expect(t.theme.colors.primary).toBe('#7c3aed');
    expect(JSON.parse(read(dir, 'blank/i18n/EN.json'))['home.welcome']).toBe('Welcome to Blank');
    const logo = read(dir, 'blank/assets/logo.svg');
    expect(logo).toContain('aria-label="Blank"');
    expect(logo).toContain('fill="#7c3aed"');
    const sandbox = JSON.parse(read(dir, 'blank/sandbox.json'));
    expect(sandbox.accounts.map((a: { username: string }) => a.username)).toEqual(['blankplayer', 'blankagent']);
    expect(sandbox.content.hotGames).toHaveLength(8);
    expect(new Set(sandbox.content.hotGames.map((g: string) => g.split('-')[0])).size).toBeGreaterThan(4);
    const v = tenant(dir, 'validate');
    expect(v.out).toContain('3 tenants and _base checked, 0 problems');
    expect(v.code).toBe(0);
  });

  it('from lotus: its screens and languages, none of its name, logo, hosts or accounts', () => {
    const dir = copyTenants();
    const r = tenant(dir, 'init', 'tiger', '--from', 'lotus', '--name', 'Tiger Club', '--host', '.tiger.example');
    expect(r.code).toBe(0);
    const t = JSON.parse(read(dir, 'tiger/tenant.json'));
    expect(t.hosts).toEqual(['tiger.localhost', '.tiger.example']);
    expect(t.languages).toEqual(['EN', 'VI', 'TH']);
    const own = [
      'tenant.json',
      'assets/logo.svg',
      'assets/icon.svg',
      'i18n/EN.json',
      'i18n/VI.json',
      'i18n/TH.json',
      'screens/login.json',
    ]
      .map((f) => read(dir, `tiger/${f}`))
      .join('\n');
    expect(own).not.toMatch(/lotus/i);
    expect(JSON.parse(read(dir, 'tiger/i18n/EN.json'))).toMatchObject({
      'home.welcome': 'Welcome to Tiger Club',
      'tiger.loginTitle': 'Sign in to Tiger Club',
    });
    expect(JSON.parse(read(dir, 'tiger/i18n/VI.json'))['home.welcome']).toBe('Chào mừng bạn đến với Tiger Club');
    expect(read(dir, 'tiger/screens/login.json')).toContain('"tiger.loginTitle"');
    const sandbox = JSON.parse(read(dir, 'tiger/sandbox.json'));
    const usernames = sandbox.accounts.map((a: { username: string }) => a.username);
    expect(usernames).toContain('tigerplayer');
    expect(usernames.every((u: string) => u.startsWith('tiger'))).toBe(true);
    expect(sandbox.merchantConfig.merchantCode).toBe('TIGER');
    expect(JSON.stringify(sandbox.merchantConfig)).not.toMatch(/lotus/i);
    // The source's ad pixels are not the copy's: it starts with none.
    expect(sandbox.merchantConfig.analytics).toEqual({});
    expect(JSON.stringify(sandbox.content.announcements)).not.toContain('Lotus Play');
    expect(tenant(dir, 'validate', 'tiger').code).toBe(0);
  });

  it('--languages keeps a subset; a language the source cannot give fails in one line, nothing created', () => {
    const dir = copyTenants();
    const ok = tenant(dir, 'init', 'red-dragon', '--from', 'dragon', '--languages', 'EN,CN');
    expect(ok.code).toBe(0);
    expect(readdirSync(join(dir, 'red-dragon/i18n')).sort()).toEqual(['CN.json', 'EN.json']);
    const cn = JSON.parse(read(dir, 'red-dragon/i18n/CN.json'));
    // dragon's localised brand (龙彩) must not name the new tenant: it takes the new English name.
    expect(cn['redDragon.hero']).toBe('Red Dragon');
    expect(read(dir, 'red-dragon/screens/home.json')).toContain('"redDragon.hero"');
    const bad = tenant(dir, 'init', 'jade', '--from', 'dragon', '--languages', 'EN,VI');
    expect(bad.code).toBe(1);
    expect(bad.err.trim().split('\n')).toEqual([
      'tenant init: "dragon" has no VI translations to start from (it has EN, CN, TW); init with those, then add i18n/<LANG>.json and list the language; nothing was created',
    ]);
    expect(existsSync(join(dir, 'jade'))).toBe(false);
  });

  it('a tenant that would not validate is never created: a host another tenant serves', () => {
    const dir = copyTenants();
    const before = readdirSync(dir).sort();
    const r = tenant(dir, 'init', 'copycat', '--from', 'lotus', '--host', 'dragon.localhost');
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/copycat\/tenant\.json:\d+:\d+ {2}\/hosts\/1 {2}.*dragon\.localhost.*dragon/);
    expect(r.err).toContain('tenant init: "copycat" would not validate (');
    expect(r.err).toContain('nothing was created');
    expect(r.err).not.toMatch(/\n\s+at /); // no stack trace
    expect(readdirSync(dir).sort()).toEqual(before); // no tenant folder and no work folder left
    expect(tenant(dir, 'validate').code).toBe(0);
  });

  // In this process (main(), as the program runs it): eight programs started for eight usage
  // errors cost ~17 s of the unit tests' time for nothing the process itself adds.
  it('usage errors exit 2 and change nothing; an existing tenant is never overwritten', async () => {
    const dir = copyTenants();
    const tenant = async (_dir: string, ...args: string[]) => {
      const out: string[] = [];
      const err: string[] = [];
      process.env.TENANTS_DIR = dir;
      clearJsonCache();
      try {
        const code = await main(args, { out: (x) => out.push(x), err: (x) => err.push(x) });
        return { code, out: out.join('\n'), err: err.join('\n') };
      } finally {
        delete process.env.TENANTS_DIR;
      }
    };
    for (const args of [
      ['Acme'],
      ['ac_me'],
      ['../x'],
      ['_base'],
      ['acme', '--from', 'nope'],
      ['acme', '--primary', 'red'],
      ['acme', '--languages', 'EN,XX'],
      ['acme', '--host', 'bad host'],
    ]) {
      const r = await tenant(dir, 'init', ...args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.err).not.toMatch(/\n\s+at /);
    }
    expect(existsSync(join(dir, 'acme'))).toBe(false);
    const lotus = allText(join(dir, 'lotus'));
    const again = await tenant(dir, 'init', 'lotus');
    expect(again.code).toBe(1);
    expect(again.err).toContain('tenant "lotus" already exists');
    expect(allText(join(dir, 'lotus'))).toBe(lotus);
  });
});

describe('scaffold pieces', () => {
  it('the placeholder logo escapes the name and shrinks a long one', () => {
    const c = { primary: '#123456', onPrimary: '#ffffff', text: '#000000' };
    const logo = placeholderLogo('A&B <Games>', c);
    expect(logo).toContain('aria-label="A&amp;B &lt;Games&gt;"');
    expect(logo).not.toContain('<Games>');
    const size = (s: string) => Number(/font-size="(\d+)" font-weight="800" fill="#000000"/.exec(s)![1]);
    expect(size(placeholderLogo('Ace', c))).toBe(18);
    expect(size(placeholderLogo('A Very Long Merchant Name Club', c))).toBe(8);
  });
  it('rebrands translations: renamed keys, the name replaced, a localised brand takes the English', () => {
    const out = rebrandTranslations(
      {
        EN: { 'dragon.hero': 'Dragon Lotto', 'home.welcome': 'Welcome to Dragon Lotto', 'a.b': 'Plain' },
        CN: { 'dragon.hero': '龙彩', 'home.welcome': '欢迎来到 Dragon Lotto', 'a.b': '普通' },
      },
      { fromId: 'dragon', fromNames: ['Dragon Lotto'], id: 'sky-high', name: 'Sky High' },
    );
    expect(out).toEqual({
      EN: { 'skyHigh.hero': 'Sky High', 'home.welcome': 'Welcome to Sky High', 'a.b': 'Plain' },
      CN: { 'skyHigh.hero': 'Sky High', 'home.welcome': '欢迎来到 Sky High', 'a.b': '普通' },
    });
    expect(keyPrefixOf('fire-dragon-2')).toBe('fireDragon2');
  });
  it('hot games take one of each category in turn', () => {
    const games = [
      { id: 'l1', category: 'L' },
      { id: 'l2', category: 'L' },
      { id: 's1', category: 'S' },
      { id: 'c1', category: 'C' },
    ];
    expect(roundRobin(games)).toEqual(['l1', 's1', 'c1', 'l2']);
  });
});
