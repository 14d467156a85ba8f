/**
 * The tenant CLI through main(argv, io), against copies of the shipped tenants broken on purpose;
 * a few runs of the real program check what only a process shows (exit codes, the binary).
 */
import { describe, it, expect, beforeAll, afterEach } from 'vitest';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../src/core/tooling/tenant-files.ts';
import { main } from './main.ts';

/** Runs the CLI in this process with TENANTS_DIR pointing at `tenantsDir` (default: the shipped tenants). */
async function tenant(args: string[], tenantsDir?: string) {
  const out: string[] = [];
  const err: string[] = [];
  const before = process.env.TENANTS_DIR;
  if (tenantsDir) process.env.TENANTS_DIR = tenantsDir;
  else delete process.env.TENANTS_DIR;
  try {
    const code = await main(args, { out: (s) => out.push(s), err: (s) => err.push(s) });
    return { code, out: out.join('\n'), err: err.join('\n') };
  } finally {
    if (before === undefined) delete process.env.TENANTS_DIR;
    else process.env.TENANTS_DIR = before;
  }
}
const BIN = join(ROOT, 'cli/bin/tenant.mjs');
const run = (args: string[]) => {
  const r = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
};
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
afterEach(() => {
  delete process.env.TENANTS_DIR;
});

describe('tenant validate', () => {
  it('passes the shipped tenants with exit 0 (the program itself)', () => {
    const r = run(['validate']);
    expect(r.out).toContain('2 tenants and _base checked, 0 problems');
    expect(r.code).toBe(0);
  });

  describe('a broken tenant', () => {
    let dir = '';
    let result: Awaited<ReturnType<typeof tenant>>;
    /** Where the planted patches start: after dragon's own. */
    let n = 0;
    const at = (i: number) => `\\/patches\\/${n + i}`;
    beforeAll(async () => {
      dir = copyTenants();
      edit(join(dir, 'dragon/screens/home.json'), (s) => {
        n = s.patches.length;
        s.patches.push({ insert: { type: 'Paragraph', id: 'oops', text: 'home.title' }, after: 'top' });
        s.patches.push({ update: 'oops', set: { text: 'dragon.noSuchKey' } }); // missing i18n key
        s.patches.push({
          insert: { type: 'Paragraph', text: 'home.title', visible: { var: 'flags.GEETEST33' } },
          after: 'top',
        }); // misspelt switch
        s.patches.push({ insert: { type: 'Buton', label: 'home.login' }, into: 'page' }); // unknown component type
        s.patches.push({
          insert: { type: 'Paragraph', text: 'home.title', visible: { var: 'member.bogus' } },
          into: 'page',
        });
        s.patches.push({ remove: 'no-such-node' }); // a patch that finds nothing
      });
      edit(join(dir, 'dragon/tenant.json'), (t) => {
        t.brand.favicon = 'http://cdn.example/favicon.ico';
      });
      writeFileSync(
        join(dir, 'dragon/i18n/TW.json'),
        '{\n  "$schema": "../../../schemas/translations.schema.json",\n  "home.login": "登入",\n}\n',
      );
      result = await tenant(['validate', 'dragon'], dir);
    });
    const line = (re: RegExp) => result.out.split('\n').find((l) => re.test(l));

    it('exits 1 and reports every problem at once', () => {
      expect(result.code).toBe(1);
      expect(result.out).toContain('1 tenant checked, 7 problems');
    });
    it('locates a misspelt switch inside the patch that brought it', () => {
      expect(line(/GEETEST33/)).toMatch(
        new RegExp(
          `dragon/screens/home\\.json:\\d+:\\d+ {2}${at(2)}/insert/visible/var {2}unknown white-label switch "GEETEST33"`,
        ),
      );
    });
    it('locates a missing i18n key in the update that set it', () => {
      expect(line(/noSuchKey/)).toMatch(
        new RegExp(
          `home\\.json:\\d+:\\d+ {2}${at(1)}/set/text {2}i18n key "dragon\\.noSuchKey" is missing from the English translations`,
        ),
      );
    });
    it('locates an http favicon', () => {
      expect(line(/favicon/)).toMatch(
        /dragon\/tenant\.json:\d+:\d+ {2}\/brand\/favicon {2}"http:\/\/cdn\.example\/favicon\.ico" is not a valid https or site-relative URL/,
      );
    });
    it('locates an unknown component type', () => {
      expect(line(/Buton/)).toMatch(
        new RegExp(`home\\.json:\\d+:\\d+ {2}${at(3)}/insert/type {2}unknown component type "Buton"`),
      );
    });
    it('locates a rule path the context does not have', () => {
      expect(line(/member\.bogus/)).toMatch(
        new RegExp(`${at(4)}/insert/visible/var {2}the rule context has no "member\\.bogus"`),
      );
    });
    it('names a patch whose node does not exist', () => {
      expect(line(/no-such-node/)).toMatch(
        new RegExp(`home\\.json:\\d+:\\d+ {2}${at(5)}/remove {2}no node with id "no-such-node"`),
      );
    });
    it('locates a JSON syntax error, and names a trailing comma as such at the comma', () => {
      expect(line(/syntax/)).toMatch(
        /dragon\/i18n\/TW\.json:3:\d+ {2}\/ {2}JSON syntax error: trailing comma \(JSON allows no "," before "}"\)/,
      );
    });
    it('gives the same problems as JSON with --json', async () => {
      const r = await tenant(['validate', 'dragon', '--json'], dir);
      const report = JSON.parse(r.out) as { ok: boolean; tenants: { problems: { line: number; pointer: string }[] }[] };
      expect(report.ok).toBe(false);
      expect(report.tenants[0]!.problems).toHaveLength(7);
      expect(r.code).toBe(1);
    });
  });

  it('refuses an unknown tenant id as a usage error', async () => {
    const r = await tenant(['validate', 'nobody']);
    expect(r.code).toBe(2);
    expect(r.err).toContain('no tenant "nobody"');
  });
  it('flags duplicate routes, a missing $schema, and a base screen redefined without "replace"', async () => {
    const dir = copyTenants();
    edit(join(dir, 'lotus/screens/login.json'), (s) => {
      s.route = '/m/home';
    });
    edit(join(dir, 'lotus/tenant.json'), (t) => {
      delete t.$schema;
    });
    writeFileSync(
      join(dir, 'lotus/screens/register.json'),
      JSON.stringify(
        {
          $schema: '../../../schemas/screen.schema.json',
          title: 'register.title',
          access: 'public',
          body: { type: 'Stack', children: [] },
        },
        null,
        2,
      ),
    );
    const r = await tenant(['validate', 'lotus'], dir);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(
      /lotus\/screens\/login\.json:\d+:\d+ {2}\/route {2}route "\/m\/home" is already used by screen "home"/,
    );
    expect(r.out).toMatch(/lotus\/tenant\.json:1:1 {2}\/ {2}the file must start with "\$schema"/);
    expect(r.out).toMatch(
      /lotus\/screens\/register\.json:\d+:\d+ {2}\/body {2}this screen exists in _base: patch it by node id/,
    );
  });
  it('refuses a menu entry that leads nowhere', async () => {
    const dir = copyTenants();
    edit(join(dir, 'lotus/tenant.json'), (t) => {
      (t.menus as { main: Record<string, unknown>[] }).main.push({ key: 'vip2', type: 'VIP', label: 'menu.vip' });
    });
    const r = await tenant(['validate', 'lotus'], dir);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/lotus\/tenant\.json:\d+:\d+ {2}\/menus\/main\/5 {2}menu item "vip2" leads nowhere/);
  });
});

describe('tenant list and explain', () => {
  it('lists id, name, hosts and languages', async () => {
    const r = await tenant(['list', '--json']);
    expect(JSON.parse(r.out)).toEqual([
      {
        id: 'dragon',
        name: 'Dragon Lotto',
        hosts: ['dragon.localhost', 'dragonlotto.localhost', 'id.dragon.localhost', '.dragonlotto.example'],
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
  it('explains which layer set a value, what the switches show, and which patch made each node', async () => {
    const explain = async (flag: string) =>
      JSON.parse((await tenant(['explain', 'dragon', '--flags', flag, '--pointer', '/theme', '--json'])).out);
    const on = await explain('GEETEST3=1');
    const off = await explain('GEETEST3=0');
    const rows = on.provenance as { pointer: string; layer: string }[];
    expect(rows.find((p) => p.pointer === '/theme/colors/primary')!.layer).toBe('dragon');
    expect(rows.find((p) => p.pointer === '/theme/fontFamily')!.layer).toBe('_base');
    type Row = { node: string; visible: boolean; from: string };
    const notice = (x: typeof on) =>
      (x.screens.find((s: { id: string }) => s.id === 'login').nodes as Row[]).find((n) =>
        n.node.includes('#captcha-notice'),
      )!;
    expect(notice(on)).toMatchObject({ visible: true, from: 'dragon patch 1 (insert)' });
    expect(notice(off)).toMatchObject({ visible: false });
    const lotusLogin = JSON.parse((await tenant(['explain', 'lotus', '--json'])).out).screens.find(
      (s: { id: string }) => s.id === 'login',
    );
    expect((lotusLogin.nodes as Row[]).find((n) => n.node === 'Heading #title')!.from).toBe('lotus patch 1 (update)');
    expect((lotusLogin.nodes as Row[]).find((n) => n.node.startsWith('Form #login-sms'))!.from).toBe('_base screen');
    const sports = JSON.parse((await tenant(['explain', 'lotus', '--json'])).out).screens.find(
      (s: { id: string }) => s.id === 'sports',
    );
    expect((sports.nodes as Row[])[0]!.from).toBe('_base template category');
  });
  it('rejects an unknown switch in --flags with exit 2', async () => {
    const r = await tenant(['explain', 'lotus', '--flags', 'TELEGRAM=1']);
    expect(r.code).toBe(2);
    expect(r.err).toContain('unknown white-label switch "TELEGRAM"');
  });
});

describe('usage', () => {
  it.each(['init', 'validate', 'list', 'explain', 'build', 'serve'])('%s --help exits 0 with usage', async (cmd) => {
    const r = await tenant([cmd, '--help']);
    expect(r.code).toBe(0);
    expect(r.out).toContain(`usage: tenant ${cmd}`);
  });
  it('an unknown command or option exits 2 (the program itself)', () => {
    expect(run(['frobnicate']).code).toBe(2);
    expect(run(['validate', '--frob']).code).toBe(2);
    expect(run([]).code).toBe(2);
  });
  it.each(['build', 'list', 'serve'])(
    '%s takes options only: an argument is a usage error, and nothing runs',
    async (cmd) => {
      const r = await tenant([cmd, 't0007']);
      expect(r.code).toBe(2);
      expect(r.out).toBe('');
      const [line, usage] = r.err.split('\n');
      expect(line).toBe(`tenant ${cmd}: unexpected argument "t0007" (it takes options only)`);
      expect(usage).toMatch(new RegExp(`^usage: tenant ${cmd} \\[--`));
    },
  );
});

describe('tenant cs-path', () => {
  it("encodes with the given key and decodes back; a shipped entry decodes to its desk's chat page", async () => {
    const enc = await tenant(['cs-path', 'encode', '/__chat/loader.js?desk=TX-CHAT', '--key', 'Key12345']);
    expect(enc.code).toBe(0);
    expect(enc.out.endsWith('Key12345')).toBe(true);
    expect((await tenant(['cs-path', 'decode', enc.out])).out).toBe('/__chat/loader.js?desk=TX-CHAT');
    const shipped = JSON.parse(readFileSync(join(ROOT, 'tenants/dragon/sandbox.json'), 'utf8')) as {
      merchantConfig: { customerService: { path: string }[] };
    };
    expect((await tenant(['cs-path', 'decode', shipped.merchantConfig.customerService[0]!.path])).out).toBe(
      '/__chat/?desk=LIVECHAT',
    );
  });
  it('a random key each time without --key; bad input is exit 1 or 2 with the reason', async () => {
    const a = (await tenant(['cs-path', 'encode', '/x'])).out;
    const b = (await tenant(['cs-path', 'encode', '/x'])).out;
    expect(a).not.toBe(b);
    expect(await tenant(['cs-path', 'decode', 'not-a-path!'])).toMatchObject({
      code: 1,
      err: expect.stringContaining('not a customer-service path'),
    });
    expect(await tenant(['cs-path', 'encode', 'javascript:alert(1)'])).toMatchObject({
      code: 2,
      err: expect.stringContaining('https://'),
    });
    expect((await tenant(['cs-path', 'encode', '/x', '--key', 'short'])).code).toBe(2);
  });
});

describe('tenant validate: route access', () => {
  it('refuses making a route the spec keeps for members public', async () => {
    const dir = copyTenants();
    writeFileSync(
      join(dir, 'lotus/screens/vip.json'),
      JSON.stringify({ $schema: '../../../schemas/screen.schema.json', access: 'public' }, null, 2),
    );
    const r = await tenant(['validate', 'lotus'], dir);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/lotus\/screens\/vip\.json:\d+:\d+ {2}\/access {2}route "\/m\/vip" needs a session/);
  });
});
