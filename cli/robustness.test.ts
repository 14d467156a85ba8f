/**
 * The CLI under files no one meant to write (issue 20): wrong bytes, repeated keys, symlinks that
 * leave the tenant, two tenants with one merchant code, values too long to print, and its own
 * crashes, which exit 3 and never look like "problems found". The seeded fuzzer
 * (cli/lib/fuzz) runs a sample here and 5,000 mutations in `npm run qa`.
 */
import { describe, it, expect, afterEach, vi } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../src/core/tooling/tenant-files.ts';
import { clearJsonCache } from '../src/core/tooling/json-file.ts';
import { main } from './main.ts';
import { fuzzTenants } from './lib/fuzz/harness.ts';

async function tenant(args: string[], tenantsDir: string) {
  const out: string[] = [];
  const err: string[] = [];
  process.env.TENANTS_DIR = tenantsDir;
  clearJsonCache();
  const code = await main(args, { out: (s) => out.push(s), err: (s) => err.push(s) });
  return { code, out: out.join('\n'), err: err.join('\n'), lines: out };
}
function copyTenants(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tenants-'));
  cpSync(join(ROOT, 'tenants'), dir, { recursive: true });
  return dir;
}
const dirs: string[] = [];
const fresh = () => {
  const d = copyTenants();
  dirs.push(d);
  return d;
};
afterEach(() => {
  delete process.env.TENANTS_DIR;
  vi.restoreAllMocks();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('files that are not clean UTF-8 JSON', () => {
  it('names a byte-order mark, and still checks the rest of the file', async () => {
    const dir = fresh();
    const path = join(dir, 'lotus/tenant.json');
    const o = JSON.parse(readFileSync(path, 'utf8'));
    o.languages = ['XX'];
    writeFileSync(path, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(JSON.stringify(o, null, 2))]));
    const r = await tenant(['validate', 'lotus'], dir);
    expect(r.out).toMatch(
      /lotus\/tenant\.json:1:1 {2}\/ {2}the file starts with a byte-order mark: save it as UTF-8 without one/,
    );
    expect(r.out).toMatch(/\/languages\/0 {2}/); // the file was still read
    expect(r.code).toBe(1);
  });

  it('names invalid UTF-8 with the line and column where it starts', async () => {
    const dir = fresh();
    const path = join(dir, 'lotus/screens/home.json');
    const text = readFileSync(path, 'utf8');
    const cut = text.indexOf('\n', text.indexOf('\n') + 1) + 5; // line 3, column 5
    writeFileSync(
      path,
      Buffer.concat([Buffer.from(text.slice(0, cut)), Buffer.from([0xc0, 0x80]), Buffer.from(text.slice(cut))]),
    );
    const r = await tenant(['validate', 'lotus'], dir);
    expect(r.out).toMatch(
      /lotus\/screens\/home\.json:3:5 {2}\/ {2}the file is not valid UTF-8 \(byte 0xc0\): save it as UTF-8/,
    );
    expect(r.code).toBe(1);
  });

  it('reports a repeated key with both places (JSON would keep the last silently)', async () => {
    const dir = fresh();
    const path = join(dir, 'lotus/tenant.json');
    const text = readFileSync(path, 'utf8').replace('"name":', '"name": "First",\n  "name":');
    writeFileSync(path, text);
    const r = await tenant(['validate', 'lotus'], dir);
    expect(r.out).toMatch(
      /lotus\/tenant\.json:(\d+):3 {2}\/name {2}duplicate key "name" at line (\d+), column 3 and again at line \1, column 3 \(JSON keeps only the last\)/,
    );
    expect(r.code).toBe(1);
  });

  it('refuses a file nested 100,000 deep without a stack overflow', async () => {
    const dir = fresh();
    const n = 100_000;
    writeFileSync(join(dir, 'lotus/i18n/EN.json'), `{"$schema": "x", "a": ${'['.repeat(n)}${']'.repeat(n)}}`);
    const r = await tenant(['validate', 'lotus'], dir);
    expect(r.out).toMatch(/lotus\/i18n\/EN\.json:1:\d+ {2}\/a\/0[/0…]+ {2}the file nests deeper than 128 levels/);
    expect(r.code).toBe(1);
  });
});

describe('folders and links', () => {
  it('refuses links that leave the tenant folder, lead nowhere or loop; a link inside is fine', async () => {
    const dir = fresh();
    const outside = mkdtempSync(join(tmpdir(), 'outside-'));
    dirs.push(outside);
    writeFileSync(join(outside, 'home.json'), readFileSync(join(dir, 'lotus/screens/home.json')));
    rmSync(join(dir, 'lotus/screens/home.json'));
    symlinkSync(join(outside, 'home.json'), join(dir, 'lotus/screens/home.json'));
    symlinkSync('../../dragon/screens/home.json', join(dir, 'lotus/screens/dragonhome.json'));
    symlinkSync('nowhere.json', join(dir, 'lotus/screens/ghost.json'));
    symlinkSync('loop.json', join(dir, 'lotus/screens/loop.json'));
    symlinkSync('EN.json', join(dir, 'lotus/i18n/FR.json')); // inside the tenant: fine
    const r = await tenant(['validate', 'lotus'], dir);
    expect(r.out).toMatch(
      /lotus\/screens\/home\.json:1:1 {2}\/ {2}the symlink leads outside the tenant folder \(to .*home\.json\): copy the file instead/,
    );
    expect(r.out).toMatch(/lotus\/screens\/dragonhome\.json:1:1 {2}\/ {2}the symlink leads outside the tenant folder/);
    expect(r.out).toMatch(/lotus\/screens\/ghost\.json:1:1 {2}\/ {2}dangling symlink: "nowhere\.json" does not exist/);
    expect(r.out).toMatch(/lotus\/screens\/loop\.json:1:1 {2}\/ {2}symlink loop: the link leads back to itself/);
    expect(r.out).not.toMatch(/FR\.json/);
    expect(r.code).toBe(1);
  });

  it('names a file that is a folder, a folder that is a file, and file names every object has', async () => {
    const dir = fresh();
    rmSync(join(dir, 'lotus/screens/home.json'));
    mkdirSync(join(dir, 'lotus/screens/home.json'));
    rmSync(join(dir, 'lotus/i18n'), { recursive: true });
    writeFileSync(join(dir, 'lotus/i18n'), '{}');
    writeFileSync(join(dir, 'lotus/templates.json'), '{}');
    mkdirSync(join(dir, 'lotus/templates'), { recursive: true });
    writeFileSync(join(dir, 'lotus/templates/__proto__.json'), '{}');
    const r = await tenant(['validate', 'lotus'], dir);
    expect(r.out).toMatch(/lotus\/screens\/home\.json:1:1 {2}\/ {2}home\.json is not a file/);
    expect(r.out).toMatch(/lotus\/i18n:1:1 {2}\/ {2}i18n is not a folder/);
    expect(r.out).toMatch(
      /templates\/__proto__\.json:1:1 {2}\/ {2}"__proto__" is not a valid name for a file in templates/,
    );
    expect(r.code).toBe(1);
  });
});

describe('across tenants', () => {
  it('refuses two tenants with one merchant code, naming the other tenant in each', async () => {
    const dir = fresh();
    for (const [file, set] of [
      ['lotus/tenant.json', (o: Record<string, unknown>) => (o.merchantCode = 'DRAGON')],
      [
        'lotus/sandbox.json',
        (o: { merchantConfig: { merchantCode: string } }) => (o.merchantConfig.merchantCode = 'DRAGON'),
      ],
    ] as const) {
      const o = JSON.parse(readFileSync(join(dir, file), 'utf8'));
      (set as (o: unknown) => void)(o);
      writeFileSync(join(dir, file), JSON.stringify(o, null, 2));
    }
    const r = await tenant(['validate'], dir);
    expect(r.out).toMatch(
      /dragon\/tenant\.json:\d+:\d+ {2}\/merchantCode {2}merchant code "DRAGON" is also tenant "lotus"'s: each tenant needs its own/,
    );
    expect(r.out).toMatch(
      /lotus\/tenant\.json:\d+:\d+ {2}\/merchantCode {2}merchant code "DRAGON" is also tenant "dragon"'s/,
    );
    expect(r.out).toMatch(
      /lotus\/sandbox\.json:\d+:\d+ {2}\/merchantConfig\/merchantCode {2}merchant code "DRAGON" is also tenant "dragon"'s/,
    );
    expect(r.code).toBe(1);
  });
});

describe('what a problem line shows', () => {
  it('cuts a value of 20,000 characters, in the pointer and in the message', async () => {
    const dir = fresh();
    const path = join(dir, 'lotus/tenant.json');
    const o = JSON.parse(readFileSync(path, 'utf8'));
    o['k'.repeat(20_000)] = 1;
    o.brand.appName = 'é'.repeat(20_000);
    o.languages = ['x'.repeat(20_000)];
    writeFileSync(path, JSON.stringify(o, null, 2));
    const r = await tenant(['validate', 'lotus'], dir);
    expect(r.code).toBe(1);
    expect(r.lines.length).toBeGreaterThan(2);
    for (const line of r.lines) expect(line.length, line.slice(0, 200)).toBeLessThan(450);
    expect(r.out).toMatch(/k{30,}…/);
  });
});

describe('a crash of the CLI itself', () => {
  it('exits 3 with the trace, not 1 ("problems found")', async () => {
    const validate = await import('./lib/validate.ts');
    vi.spyOn(validate, 'validateTenant').mockImplementation(() => {
      throw new TypeError('boom');
    });
    // --fresh: checked, not taken from the cache of an earlier run over the same files.
    const r = await tenant(['validate', 'lotus', '--fresh'], join(ROOT, 'tenants'));
    expect(r.code).toBe(3);
    expect(r.err).toMatch(
      /^tenant validate: internal error \(a bug in the tenant CLI, please report it with this trace\):\nTypeError: boom\n {4}at /,
    );
  });
});

describe('the seeded fuzzer (a sample; npm run qa runs 5,000)', () => {
  it('never crashes the CLI, and each planted problem is reported in a short line', async () => {
    // A sample that still plants every kind of problem at least once (the fuzz itself is npm run qa's).
    const report = await fuzzTenants({ count: 100, seed: 42 });
    expect(report.count).toBe(100);
    expect(Object.keys(report.kinds).length).toBe(15); // every kind the fuzzer plants
    expect(report.failures).toEqual([]);
    expect(report.exits['validate 3'] ?? 0).toBe(0);
  });
});
