import { describe, it, expect, afterEach } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../src/core/node/tenant-files.ts';
import { TenantRegistry } from './tenants.ts';

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
});
