/** The rule lint and reachability checks of tenant validate, on planted mistakes (issue 17). */
import { describe, it, expect, afterEach } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../src/core/tooling/tenant-files.ts';
import { clearJsonCache } from '../src/core/tooling/json-file.ts';
import { main } from './main.ts';

let dir = '';
afterEach(() => {
  delete process.env.TENANTS_DIR;
  rmSync(dir, { recursive: true, force: true });
});
async function validate(edit: (tenants: string) => void) {
  dir = mkdtempSync(join(tmpdir(), 'tenants-'));
  cpSync(join(ROOT, 'tenants'), dir, { recursive: true });
  edit(dir);
  process.env.TENANTS_DIR = dir;
  clearJsonCache();
  const out: string[] = [];
  const code = await main(['validate', 'lotus'], { out: (s) => out.push(s), err: () => {} });
  return { code, out: out.join('\n') };
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const editJson = (path: string, fn: (o: any) => void) => {
  const o = JSON.parse(readFileSync(path, 'utf8'));
  fn(o);
  writeFileSync(path, JSON.stringify(o, null, 2));
};

/** A valid member screen at /m/secret that nothing links to. */
const addSecretScreen = (tenants: string) =>
  writeFileSync(
    join(tenants, 'lotus/screens/secret.json'),
    JSON.stringify({
      $schema: '../../../schemas/screen.schema.json',
      route: '/m/secret',
      title: 'menu.news',
      access: 'member',
      body: { type: 'Stack', children: [{ type: 'Heading', text: 'menu.news', level: 1 }] },
    }),
  );

describe('tenant validate: rule lint', () => {
  it('flags a rule that is false under every combination of the switches it reads, at its place', async () => {
    let n = 0;
    const r = await validate((d) =>
      editJson(join(d, 'lotus/screens/home.json'), (s) => {
        n = s.patches.length;
        s.patches.push({
          insert: {
            type: 'Paragraph',
            text: 'home.title',
            visible: { and: [{ var: 'flags.INBOX3' }, { '!': { var: 'flags.INBOX3' } }] },
          },
          after: 'top',
        });
      }),
    );
    expect(r.out).toMatch(
      new RegExp(
        `lotus/screens/home\\.json:\\d+:\\d+ {2}/patches/${n}/insert/visible {2}the rule is false whatever flags\\.INBOX3 holds: what it guards never shows`,
      ),
    );
    expect(r.code).toBe(1);
  });

  it('flags a visible rule that can hide a field the form always sends, and a form without one', async () => {
    let n = 0;
    const r = await validate((d) =>
      editJson(join(d, 'lotus/screens/login.json'), (s) => {
        n = s.patches.length;
        s.patches.push({ update: 'password', set: { visible: { var: 'flags.INBOX3' } } });
        s.patches.push({ remove: 'smsCode' });
      }),
    );
    // The update patch's place is where the rule was written.
    expect(r.out).toMatch(
      new RegExp(
        `lotus/screens/login\\.json:\\d+:\\d+ {2}/patches/${n}/set/visible {2}this rule can hide the field "password", which auth\\.login always sends`,
      ),
    );
    expect(r.out).toMatch(
      // the form itself comes from _base: its place is there
      /_base\/screens\/login\.json:\d+:\d+ {2}\/body\/[^ ]*\/action {2}auth\.login sends the field "smsCode", which this form does not have/,
    );
    expect(r.code).toBe(1);
  });

  it('refuses a field whose rules are looser or stricter than the rule the server applies (core/account-rules.ts)', async () => {
    const messages = { required: 'validation.required', minLength: 'promocode.format' };
    const r = await validate((d) => {
      const screen = (patches: unknown[]) =>
        JSON.stringify({ $schema: '../../../schemas/screen.schema.json', patches });
      // Looser: a 3-character code the server would refuse gets through the form.
      writeFileSync(
        join(d, 'lotus/screens/promocode.json'),
        screen([
          {
            update: 'code',
            set: { rules: { required: true, minLength: 3, maxLength: 16, pattern: '^[A-Za-z0-9]+$', messages } },
          },
        ]),
      );
      // Stricter: a 15-character password the server takes is refused by the form.
      writeFileSync(
        join(d, 'lotus/screens/changePsw.json'),
        screen([{ update: 'newPassword', set: { rules: { required: true, minLength: 6, maxLength: 12, messages } } }]),
      );
    });
    expect(r.out).toMatch(
      /lotus\/screens\/promocode\.json:\d+:\d+ {2}\/patches\/0\/set\/rules {2}"code" \(promo\.redeem\) is looser than the server's rule: write "minLength": 4, "maxLength": 16, "pattern": "\^\[A-Za-z0-9\]\+\$" \(here minLength 3\)/,
    );
    expect(r.out).toMatch(
      /lotus\/screens\/changePsw\.json:\d+:\d+ {2}\/patches\/0\/set\/rules {2}"newPassword" \(auth\.changePassword\) is stricter than the server's rule: write "minLength": 6, "maxLength": 20 \(here maxLength 12\)/,
    );
    expect(r.code).toBe(1);
  });

  it('a field shown only by some switches is fine when the action does not always send it', async () => {
    // The registration's password (MOBILENUMPASSREG3) and SMS code (REGMOBVERF3) fields have such rules.
    const r = await validate(() => {});
    expect(r.out).toContain('1 tenant checked, 0 problems');
  });

  it('flags a screen no menu, link or spec route reaches', async () => {
    const r = await validate((d) => addSecretScreen(d));
    expect(r.out).toMatch(
      /lotus\/screens\/secret\.json:1:\d+ {2}\/route {2}no menu entry, link or spec route reaches "\/m\/secret"/,
    );
    expect(r.code).toBe(1);
  });

  it('a menu entry that links the screen makes it reachable', async () => {
    const r = await validate((d) => {
      addSecretScreen(d);
      editJson(join(d, 'lotus/tenant.json'), (t) => {
        const menu = Object.keys(t.menus ?? {})[0] ?? 'member';
        t.menus = {
          ...(t.menus ?? {}),
          [menu]: [...(t.menus?.[menu] ?? []), { key: 'NEWS', label: 'menu.news', path: '/m/secret' }],
        };
      });
    });
    expect(r.out).toContain('1 tenant checked, 0 problems');
  });
});

describe('tenant validate: what an operator gets wrong', () => {
  it('a host two tenants claim, with each place', async () => {
    const r = await validate((d) =>
      editJson(join(d, 'lotus/tenant.json'), (t) => {
        const dragon = JSON.parse(readFileSync(join(d, 'dragon/tenant.json'), 'utf8'));
        t.hosts = [...t.hosts, dragon.hosts[0]];
      }),
    );
    expect(r.out).toMatch(
      /lotus\/tenant\.json:\d+:\d+ {2}\/hosts\/\d+ {2}host "[^"]+" is also tenant "dragon"'s: a (host|suffix) can lead to one tenant only/,
    );
    expect(r.code).toBe(1);
  });

  it("another tenant's line-app channel or messaging-app bot, with each place; a switched-on sign-in without its secret", async () => {
    const r = await validate((d) => {
      editJson(join(d, 'lotus/sandbox.json'), (s) => {
        s.merchantConfig.gw = { ...s.merchantConfig.gw, LINE_CLIENT_ID: '2000000101' };
      });
      editJson(join(d, 'dragon/sandbox.json'), (s) => {
        s.secrets.telegramBotToken = '6100000042:AAHanotherSecretButTheSameBotId-0123456';
        s.merchantConfig.whitelabelVal.TELEGRAMLOGIN3 = true;
      });
    });
    expect(r.out).toMatch(
      /lotus\/sandbox\.json:\d+:\d+ {2}\/merchantConfig\/gw\/LINE_CLIENT_ID {2}line-app client id 2000000101 is also tenant "dragon"'s/,
    );
    expect(r.out).toMatch(
      /lotus\/sandbox\.json:\d+:\d+ {2}\/secrets\/telegramBotToken {2}messaging-app bot 6100000042 is also tenant "dragon"'s/,
    );
    const noBot = await validate((d) =>
      editJson(join(d, 'lotus/sandbox.json'), (s) => {
        delete s.secrets.telegramBotToken;
      }),
    );
    expect(noBot.out).toMatch(
      /lotus\/sandbox\.json:\d+:\d+ {2}\/secrets {2}TELEGRAMLOGIN3 is on: secrets\.telegramBotToken/,
    );
    expect(r.code).toBe(1);
  });

  it('a colour that is no colour, and a pair of colours too close to read', async () => {
    const r = await validate((d) =>
      editJson(join(d, 'lotus/tenant.json'), (t) => {
        t.theme.colors.primary = '#e6510';
        t.theme.colors.muted = '#9aa9a7';
      }),
    );
    expect(r.out).toMatch(
      /lotus\/tenant\.json:\d+:\d+ {2}\/theme\/colors\/primary {2}"#e6510" is not a valid CSS colour: write #rgb, #rrggbb/,
    );
    expect(r.out).toMatch(
      /lotus\/tenant\.json:\d+:\d+ {2}\/theme\/colors\/muted {2}"muted" #9aa9a7 on "surface" #ffffff has a contrast of 2\.\d\d:1; WCAG AA needs 4\.5:1/,
    );
    expect(r.code).toBe(1);
  });

  it('a link to a route no screen serves, and an asset that is not there', async () => {
    let n = 0;
    const r = await validate((d) => {
      editJson(join(d, 'lotus/screens/home.json'), (s) => {
        n = s.patches.length;
        s.patches.push({
          insert: { type: 'Button', label: 'menu.news', action: { name: 'navigate', to: '/m/nowhere?x=1' } },
          after: 'top',
        });
      });
      editJson(join(d, 'lotus/tenant.json'), (t) => {
        t.brand.logo = '/tenants/lotus/assets/missing.svg';
      });
    });
    expect(r.out).toMatch(
      new RegExp(
        `lotus/screens/home\\.json:\\d+:\\d+ {2}/patches/${n}/insert/action/to {2}"/m/nowhere" is not a route any screen of this tenant serves`,
      ),
    );
    expect(r.out).toMatch(
      /lotus\/tenant\.json:\d+:\d+ {2}\/brand\/logo {2}asset "\/tenants\/lotus\/assets\/missing\.svg" does not exist/,
    );
    expect(r.code).toBe(1);
  });

  it('a trailing comma is named as such, at the comma', async () => {
    const r = await validate((d) => {
      const path = join(d, 'lotus/i18n/TH.json');
      const text = readFileSync(path, 'utf8').trimEnd();
      writeFileSync(path, `${text.slice(0, -1).trimEnd()},\n}\n`);
    });
    expect(r.out).toMatch(
      /lotus\/i18n\/TH\.json:\d+:\d+ {2}\/ {2}JSON syntax error: trailing comma \(JSON allows no "," before "}"\)/,
    );
    expect(r.code).toBe(1);
  });
});

describe('tenant validate: complete languages', () => {
  it('a declared language without every English key is named, with what it lacks', async () => {
    const r = await validate((d) =>
      editJson(join(d, 'lotus/i18n/TH.json'), (t) => {
        delete t['login.title'];
      }),
    );
    expect(r.out).toMatch(
      /lotus\/tenant\.json:\d+:\d+ {2}\/languages\/\d {2}language "TH" lacks 1 of \d+ keys \(players see English there\): login\.title$/m,
    );
    expect(r.code).toBe(1);
  });
});
