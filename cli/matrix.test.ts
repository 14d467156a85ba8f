/** tenant matrix: the switches a tenant reads, the covering configs, and overlays the sandbox loads. */
import { describe, it, expect, afterEach } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../src/core/node/tenant-files.ts';
import { clearJsonCache } from '../src/core/node/json-file.ts';
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
    expect(r.out).toMatch(/^ {2}GEETEST3 +\/screens\/home\/body\/children\/\d+\/visible, runtime code$/m);
    expect(r.out).toMatch(/^ {2}MOBILEAUTOLOGIN3 +runtime code$/m);
    expect(r.out).toMatch(/^ {2}GEETESTTEST3 +runtime code$/m);
    expect(r.out).toMatch(/^ {2}TELEGRAMLOGIN3 +\/screens\/login\/body\/children\/\d+\/visible/m);
    // Thirteen switches with two "needs GEETEST3" constraints and SSOMANUALREG3 needing a social sign-in:
    // the last is outside the hub construction's shape, so the greedy answers, two over the optimum of 7.
    expect(r.out).toContain('# 9 configs (strength 2, greedy)');
    expect(r.out).toContain('14 switches, 9 configs, 362/362 pairs: all pairs covered');
    expect(optimumBinaryPairwise(13)).toBe(7);
    expect(r.code).toBe(0);
  });

  it('finds a switch a tenant starts to read, and keeps the constraints', async () => {
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
    expect(names).toContain('GEETEST3'); // what GEETESTVCODE3 needs comes along
    expect(m.constraints).toContainEqual({ kind: 'requires', if: { GEETESTVCODE3: true }, then: { GEETEST3: true } });
    for (const c of m.configs) expect(!c.GEETESTVCODE3 || c.GEETEST3).toBe(true);
    // Re-checked here with the independent checker.
    const factors = names.map((name: string) => ({ name, values: [false, true] }));
    expect(checkCoverage(factors, m.configs, 2, m.constraints).missing).toEqual([]);
    expect(m.complete).toBe(true);
  });

  it('at strength 3 over all 14 switches, every valid triple', async () => {
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
    expect(files).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9].map((i) => `dragon-${i}.json`));
    const { control, client } = sandbox();
    for (const f of files) {
      const overlay = JSON.parse(readFileSync(join(out, f), 'utf8'));
      expect(Object.keys(overlay)).toEqual(['merchantConfig']);
      await control('/tenants/dragon/config', { method: 'POST', body: JSON.stringify(overlay) });
      const served = await client('DRAGON').system.status({ track: '', originalDomain: 'dragon.test', url: '/m/home' });
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
