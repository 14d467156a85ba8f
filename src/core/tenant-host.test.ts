import { describe, it, expect } from 'vitest';
import { tenantForHost, affiliateCodeFromHost, type TenantIndex } from './tenant-host.ts';

const index: TenantIndex = {
  defaultTenant: 'dragon',
  tenants: [
    { id: 'dragon', hosts: ['dragon.localhost', '.dragonlotto.example'] },
    { id: 'lotus', hosts: ['lotus.localhost', '.lotusplay.example', 'vip.lotusplay.example'] },
    { id: 'sub', hosts: ['.m.dragonlotto.example'] },
  ],
};

describe('tenantForHost', () => {
  it.each([
    ['dragon.localhost:8787', 'dragon'],
    ['LOTUS.localhost', 'lotus'],
    ['www.dragonlotto.example', 'dragon'],
    ['dragonlotto.example', 'dragon'],
    ['aff1.m.dragonlotto.example', 'sub'], // longest suffix wins
    ['vip.lotusplay.example', 'lotus'],
    ['localhost:8787', 'dragon'],
    ['127.0.0.1:5173', 'dragon'],
  ])('%s -> %s', (host, id) => expect(tenantForHost(index, host)).toBe(id));
  it('does not match a look-alike or an unknown host', () => {
    expect(tenantForHost(index, 'evildragonlotto.example')).toBeUndefined();
    expect(tenantForHost(index, 'nobody.localhost')).toBeUndefined();
    expect(tenantForHost(index, 'example.org')).toBeUndefined();
  });
});

describe('affiliateCodeFromHost (A2)', () => {
  it.each([
    ['aff123.dragonlotto.example', 'aff123'],
    ['preview.dragonlotto.example', 'www'],
    ['localhost', 'www'],
    ['www.example.com:443', 'www'],
  ])('%s -> %s', (host, code) => expect(affiliateCodeFromHost(host)).toBe(code));
});
