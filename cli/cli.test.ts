/** The tenant CLI run as a process, against copies of the shipped tenants broken on purpose. */
import { describe, it, expect, beforeAll } from 'vitest';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../src/core/node/tenant-files.ts';

const BIN = join(ROOT, 'cli/bin/tenant.mjs');
function tenant(args: string[], tenantsDir?: string) {
  const r = spawnSync(process.execPath, [BIN, ...args], {
    encoding: 'utf8',
    env: { ...process.env, ...(tenantsDir ? { TENANTS_DIR: tenantsDir } : {}) },
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
}
function copyTenants(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tenants-'));
  cpSync(join(ROOT, 'tenants'), dir, { recursive: true });
  return dir;
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const edit = (path: string, fn: (o: Record<string, any>) => void) => {
  const o = JSON.parse(readFileSync(path, 'utf8'));
  fn(o);
  writeFileSync(path, JSON.stringify(o, null, 2));
};

describe('tenant validate', () => {
  it('passes the shipped tenants with exit 0', () => {
    const r = tenant(['validate']);
    expect(r.out).toContain('2 tenants checked, 0 problems');
    expect(r.code).toBe(0);
  });

  describe('a broken tenant', () => {
    let dir = '';
    let result: ReturnType<typeof tenant>;
    beforeAll(() => {
      dir = copyTenants();
      edit(join(dir, 'dragon/screens/home.json'), (s) => {
        s.body.children[3].visible = { var: 'flags.GEETEST33' }; // misspelt switch
        s.body.children[2].text = 'dragon.noSuchKey'; // missing i18n key
        s.body.children.push({ type: 'Buton', label: 'home.login' }); // unknown component type
        s.body.children.push({ type: 'Paragraph', text: 'home.intro', visible: { var: 'member.bogus' } });
      });
      edit(join(dir, 'dragon/tenant.json'), (t) => {
        t.brand.favicon = 'http://cdn.example/favicon.ico';
      });
      writeFileSync(
        join(dir, 'dragon/i18n/TW.json'),
        '{\n  "$schema": "../../../schemas/translations.schema.json",\n  "home.login": "登入",\n}\n',
      );
      result = tenant(['validate', 'dragon'], dir);
    });
    const line = (re: RegExp) => result.out.split('\n').find((l) => re.test(l));

    it('exits 1 and reports every problem at once', () => {
      expect(result.code).toBe(1);
      expect(result.out).toContain('1 tenant checked, 6 problems');
    });
    it('locates a misspelt switch in a rule', () => {
      expect(line(/GEETEST33/)).toMatch(
        /dragon\/screens\/home\.json:\d+:\d+ {2}\/body\/children\/3\/visible\/var {2}unknown white-label switch "GEETEST33"/,
      );
    });
    it('locates a missing i18n key', () => {
      expect(line(/noSuchKey/)).toMatch(
        /home\.json:17:9 {2}\/body\/children\/2\/text {2}i18n key "dragon\.noSuchKey" is missing from the English translations/,
      );
    });
    it('locates an http favicon', () => {
      expect(line(/favicon/)).toMatch(
        /dragon\/tenant\.json:\d+:\d+ {2}\/brand\/favicon {2}"http:\/\/cdn\.example\/favicon\.ico" is not a valid https or site-relative URL/,
      );
    });
    it('locates an unknown component type', () => {
      expect(line(/Buton/)).toMatch(
        /home\.json:\d+:\d+ {2}\/body\/children\/\d+\/type {2}unknown component type "Buton"/,
      );
    });
    it('locates a rule path the context does not have', () => {
      expect(line(/member\.bogus/)).toMatch(/\/visible\/var {2}the rule context has no "member\.bogus"/);
    });
    it('locates a JSON syntax error', () => {
      expect(line(/syntax/)).toMatch(/dragon\/i18n\/TW\.json:4:1 {2}\/ {2}JSON syntax error: property name expected/);
    });
    it('gives the same problems as JSON with --json', () => {
      const r = tenant(['validate', 'dragon', '--json'], dir);
      const report = JSON.parse(r.out) as { ok: boolean; tenants: { problems: { line: number; pointer: string }[] }[] };
      expect(report.ok).toBe(false);
      expect(report.tenants[0]!.problems).toHaveLength(6);
      expect(r.code).toBe(1);
    });
  });

  it('refuses an unknown tenant id as a usage error', () => {
    const r = tenant(['validate', 'nobody']);
    expect(r.code).toBe(2);
    expect(r.err).toContain('no tenant "nobody"');
  });
  it('flags duplicate routes and a missing $schema', () => {
    const dir = copyTenants();
    edit(join(dir, 'lotus/screens/login.json'), (s) => {
      s.route = '/m/home';
    });
    edit(join(dir, 'lotus/tenant.json'), (t) => {
      delete t.$schema;
    });
    const r = tenant(['validate', 'lotus'], dir);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(
      /lotus\/screens\/login\.json:\d+:\d+ {2}\/route {2}route "\/m\/home" is already used by screen "home"/,
    );
    expect(r.out).toMatch(/lotus\/tenant\.json:1:1 {2}\/ {2}the file must start with "\$schema"/);
  });
});

describe('tenant init', () => {
  it('scaffolds a tenant that validates, and refuses to overwrite it', () => {
    const dir = copyTenants();
    const first = tenant(['init', 'acme', '--name', 'Acme Games', '--host', 'm.acme.example'], dir);
    expect(first.code).toBe(0);
    expect(first.out).toContain('created tenant "acme" (Acme Games)');
    expect(tenant(['validate', 'acme'], dir).code).toBe(0);
    const t = JSON.parse(readFileSync(join(dir, 'acme/tenant.json'), 'utf8'));
    expect(t).toMatchObject({
      id: 'acme',
      name: 'Acme Games',
      merchantCode: 'ACME',
      hosts: ['acme.localhost', 'm.acme.example'],
    });
    expect(t.brand.logo).toBe('/tenants/acme/assets/logo.svg');
    const again = tenant(['init', 'acme'], dir);
    expect(again.code).toBe(1);
    expect(again.err).toContain('already exists');
  });
  it('rejects ids outside [a-z0-9-] with exit 2', () => {
    const dir = copyTenants();
    for (const id of ['Acme', 'ac_me', '../x', '_base']) {
      const r = tenant(['init', id], dir);
      expect(r.code, id).toBe(2);
      expect(existsSync(join(dir, id))).toBe(id === '_base');
    }
  });
});

describe('tenant list and explain', () => {
  it('lists id, name, hosts and languages', () => {
    const r = tenant(['list', '--json']);
    expect(JSON.parse(r.out)).toEqual([
      {
        id: 'dragon',
        name: 'Dragon Lotto',
        hosts: ['dragon.localhost', '.dragonlotto.example'],
        languages: ['EN', 'CN', 'TW'],
      },
      {
        id: 'lotus',
        name: 'Lotus Play',
        hosts: ['lotus.localhost', '.lotusplay.example'],
        languages: ['EN', 'VI', 'TH'],
      },
    ]);
  });
  it('explains which layer set a value and what the switches show', () => {
    const on = JSON.parse(
      tenant(['explain', 'lotus', '--flags', 'TELEGRAMLOGIN3=1', '--pointer', '/theme', '--json']).out,
    );
    const off = JSON.parse(
      tenant(['explain', 'lotus', '--flags', 'TELEGRAMLOGIN3=0', '--pointer', '/theme', '--json']).out,
    );
    const rows = on.provenance as { pointer: string; layer: string }[];
    expect(rows.find((p) => p.pointer === '/theme/colors/primary')!.layer).toBe('lotus');
    expect(rows.find((p) => p.pointer === '/theme/fontFamily')!.layer).toBe('_base');
    const login = (x: typeof on) => x.screens.find((s: { id: string }) => s.id === 'login');
    expect(login(on).visible.join()).toContain('Paragraph');
    expect(login(off).hidden.join()).toContain('Paragraph');
  });
  it('rejects an unknown switch in --flags with exit 2', () => {
    const r = tenant(['explain', 'lotus', '--flags', 'TELEGRAM=1']);
    expect(r.code).toBe(2);
    expect(r.err).toContain('unknown white-label switch "TELEGRAM"');
  });
});

describe('usage', () => {
  it.each(['init', 'validate', 'list', 'explain', 'build', 'serve'])('%s --help exits 0 with usage', (cmd) => {
    const r = tenant([cmd, '--help']);
    expect(r.code).toBe(0);
    expect(r.out).toContain(`usage: tenant ${cmd}`);
  });
  it('an unknown command or option exits 2', () => {
    expect(tenant(['frobnicate']).code).toBe(2);
    expect(tenant(['validate', '--frob']).code).toBe(2);
    expect(tenant([]).code).toBe(2);
  });
});
