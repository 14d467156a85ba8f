import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { checkMerchantConfig } from './check.ts';

const dragon = JSON.parse(
  readFileSync(new URL('../../../tenants/dragon/sandbox.json', import.meta.url), 'utf8'),
).merchantConfig;

describe('checkMerchantConfig (precompiled validator)', () => {
  it('accepts a tenant sandbox config', () => expect(checkMerchantConfig(dragon)).toMatchObject({ ok: true }));
  it('names the first problem of an invalid config', () => {
    const r = checkMerchantConfig({ ...dragon, gw: { ...dragon.gw, GEETEST_VERSION: 'v9' } });
    expect(r).toEqual({ ok: false, reason: expect.stringContaining('/gw/GEETEST_VERSION') });
    const r2 = checkMerchantConfig({ ...dragon, surprise: 1 });
    expect(r2).toEqual({ ok: false, reason: expect.stringContaining('"surprise"') });
    expect(checkMerchantConfig(null)).toMatchObject({ ok: false });
  });
});
