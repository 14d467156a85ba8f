import { describe, it, expect, afterEach } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../src/core/tooling/tenant-files.ts';
import { TenantRegistry } from './tenants.ts';
import { createSandbox } from './app.ts';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the sandbox tenant registry', () => {
  it('serves each merchant code', () => {
    const r = new TenantRegistry();
    expect(
      r
        .all()
        .map((t) => t.id)
        .sort(),
    ).toEqual(['dragon', 'lotus']);
  });
  it('refuses to start when two tenants share a merchant code (one would be unreachable)', () => {
    dir = mkdtempSync(join(tmpdir(), 'tenants-'));
    cpSync(join(ROOT, 'tenants'), dir, { recursive: true });
    const path = join(dir, 'lotus/sandbox.json');
    const o = JSON.parse(readFileSync(path, 'utf8'));
    o.merchantConfig.merchantCode = 'DRAGON';
    writeFileSync(path, JSON.stringify(o, null, 2));
    expect(() => new TenantRegistry(dir)).toThrow(
      /lotus\/sandbox\.json: merchant code "DRAGON" is also tenant "dragon"'s/,
    );
  });
  it('reloads on request: a new tenant is served and seeded, a broken file keeps what was served', async () => {
    dir = mkdtempSync(join(tmpdir(), 'tenants-'));
    cpSync(join(ROOT, 'tenants'), dir, { recursive: true });
    const { app, close } = createSandbox({ controls: true, memory: true, tenants: new TenantRegistry(dir) });
    try {
      const reload = () => app.request('/__sandbox/tenants/reload', { method: 'POST' });
      const ids = async () =>
        ((await (await app.request('/__sandbox/tenants')).json()) as { id: string }[]).map((t) => t.id);
      cpSync(join(dir, 'lotus'), join(dir, 'jade'), { recursive: true });
      const path = join(dir, 'jade/sandbox.json');
      const o = JSON.parse(readFileSync(path, 'utf8'));
      o.merchantConfig.merchantCode = 'JADE';
      o.accounts = [{ ...o.accounts[0], username: 'jadeplayer' }];
      o.identities = [];
      o.secrets.telegramBotToken = '6100000043:AAHsandboxJadeBotToken-0123456789abcdef';
      writeFileSync(path, JSON.stringify(o));
      const r = await reload();
      expect(r.status).toBe(200);
      expect(await r.json()).toEqual({ tenants: ['dragon', 'jade', 'lotus'] });
      const member = await app.request('/__sandbox/members/JADE/jadeplayer');
      expect(member.status).toBe(200);

      writeFileSync(path, '{ "merchantConfig": ');
      const broken = await reload();
      expect(broken.status).toBe(422);
      expect(((await broken.json()) as { error: string }).error).toMatch(/jade\/sandbox\.json/);
      expect(await ids()).toEqual(['dragon', 'jade', 'lotus']);
    } finally {
      close();
    }
  });
});
