/** tenant matrix: the switches a tenant reads, the covering configs, and overlays the sandbox loads. */
import { describe, it, expect, afterEach } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../src/core/tooling/tenant-files.ts';
import { clearJsonCache } from '../src/core/tooling/json-file.ts';
import { main } from './main.ts';
import { optimumBinaryPairwise } from './lib/matrix/covering-array.ts';
import { checkCoverage } from './lib/matrix/coverage.ts';
import { sandbox } from '../tests/support/sandbox.ts';

async function tenant(args: string[], tenantsDir = join(ROOT, 'tenants')) {
  const out: string[] = [];
  const err: string[] = [];
  process.env.TENANTS_DIR = tenantsDir;
  clearJsonCache();
  const code = await main(args, { out: (s) => out.push(s), err: (s) => err.push(s) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}
const dirs: string[] = [];
const temp = (prefix: string) => {
  const d = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(d);
  return d;
};
afterEach(() => {
  delete process.env.TENANTS_DIR;
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('tenant matrix', () => {
  it('covers every pair of the switches dragon reads with the fewest configs', async () => {
    const r = await tenant(['matrix', 'dragon']);
    expect(r.out).toMatch(/^ {2}GEETEST3 +\/screens\/login\/body\/children\/\d+\/visible, runtime code$/m);
    expect(r.out).toMatch(/^ {2}MOBILEAUTOLOGIN3 +runtime code$/m);
    expect(r.out).toMatch(/^ {2}GEETESTTEST3 +runtime code$/m);
    expect(r.out).toMatch(/^ {2}TELEGRAMLOGIN3 +\/screens\/login\/body\/children\/\d+\/visible/m);
    // Fourteen switches and no impossible combination: the construction at the optimum of 7, and
    // all 14 * 13 / 2 * 4 = 364 value pairs, those of a switch and the one that masks it included.
    expect(r.out).toContain('# 7 configs (strength 2, constructed)');
    expect(r.out).toContain('14 switches, 7 configs, 364/364 pairs: all pairs covered');
    expect(optimumBinaryPairwise(14)).toBe(7);
    expect(r.code).toBe(0);
    const m = JSON.parse((await tenant(['matrix', 'dragon', '--json'])).out) as { configs: Record<string, boolean>[] };
    const factors = Object.keys(m.configs[0]!).map((name) => ({ name, values: [false, true] }));
    expect(checkCoverage(factors, m.configs, 2, [])).toMatchObject({ missing: [], invalidConfigs: [] });
    for (const masked of ['GEETESTTEST3', 'GEETESTVCODE3'])
      expect(
        m.configs.some((c) => c[masked] && !c.GEETEST3),
        `${masked} on with GEETEST3 off`,
      ).toBe(true);
  });

  it('finds a switch a tenant starts to read; the switch that masks it comes along, every combination kept', async () => {
    const dir = temp('tenants-');
    cpSync(join(ROOT, 'tenants'), dir, { recursive: true });
    const path = join(dir, 'lotus/screens/home.json');
    const screen = JSON.parse(readFileSync(path, 'utf8'));
    screen.patches.push({
      insert: { type: 'Paragraph', text: 'home.title', visible: { var: 'flags.GEETESTVCODE3' } },
      after: 'top',
    });
    writeFileSync(path, JSON.stringify(screen, null, 2));
    const r = await tenant(['matrix', 'lotus', '--json'], dir);
    const m = JSON.parse(r.out);
    const names = m.switches.map((s: { name: string }) => s.name);
    expect(names).toContain('GEETESTVCODE3');
    expect(names).toContain('GEETEST3'); // the switch that masks GEETESTVCODE3 comes along
    expect(m.constraints).toEqual([]); // a merchant can set any combination
    expect(m.configs.some((c: Record<string, boolean>) => c.GEETESTVCODE3 && !c.GEETEST3)).toBe(true);
    // Re-checked here with the independent checker.
    const factors = names.map((name: string) => ({ name, values: [false, true] }));
    expect(checkCoverage(factors, m.configs, 2, m.constraints).missing).toEqual([]);
    expect(m.complete).toBe(true);
  });

  it('at strength 3 over all 14 switches, every triple', async () => {
    const all =
      'FIREBASECREATEACC3,MOBILENUMPASSREG3,MOBILEAUTOLOGIN3,REGMOBVERF3,TELEGRAMLOGIN3,LINELOGIN3,SSOMANUALREG3,GEETEST3,GEETESTTEST3,GEETESTVCODE3,REWCEN3,INBOX3,MANDATORYAPPUPDATES3,UPDATEMOBILEICC3';
    const r = await tenant(['matrix', 'dragon', '--switches', all, '--strength', '3']);
    expect(r.out).toMatch(/14 switches, \d+ configs, (\d+)\/\1 triples: all triples covered/);
    expect(r.code).toBe(0);
  });

  it('writes overlays the sandbox loads, and each switches what the merchant config says', async () => {
    const out = temp('matrix-');
    const r = await tenant(['matrix', 'dragon', '--out', out]);
    expect(r.code).toBe(0);
    const files = readdirSync(out).sort();
    expect(files).toEqual([1, 2, 3, 4, 5, 6, 7].map((i) => `dragon-${i}.json`));
    const { control, status } = sandbox();
    for (const f of files) {
      const overlay = JSON.parse(readFileSync(join(out, f), 'utf8'));
      expect(Object.keys(overlay)).toEqual(['merchantConfig']);
      await control('/tenants/dragon/config', { method: 'POST', body: JSON.stringify(overlay) });
      const served = await status('DRAGON', 'dragon.test');
      for (const [name, on] of Object.entries(overlay.merchantConfig.whitelabelVal))
        expect(served.whitelabelVal[name as keyof typeof served.whitelabelVal], `${f} ${name}`).toBe(on);
    }
  });

  it('refuses an unknown switch or strength as usage errors', async () => {
    expect((await tenant(['matrix', 'dragon', '--switches', 'GEETEST33'])).code).toBe(2);
    expect((await tenant(['matrix', 'dragon', '--strength', '4'])).code).toBe(2);
    expect((await tenant(['matrix'])).code).toBe(2);
  });
});
