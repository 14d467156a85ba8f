import { describe, expect, it } from 'vitest';
import { snapshot, subscribe } from 'valtio';
import { setTenant, tenantStore } from './app.ts';
import type { TenantPackage } from '../core/schema/tenant.ts';
import type { MerchantConfig } from '../core/schema/merchant-config.ts';

describe('setTenant', () => {
  it('keeps the package and config as they are: no proxy around them, no copy in a snapshot', () => {
    const tenant = { merchantCode: 'DRAGON', screens: { home: { body: { type: 'Stack', children: [] } } } };
    const merchant = { whitelabelVal: { INBOX3: true } };
    setTenant(tenant as unknown as TenantPackage, merchant as unknown as MerchantConfig);
    expect(tenantStore.tenant).toBe(tenant);
    expect(tenantStore.merchant).toBe(merchant);
    const snap = snapshot(tenantStore);
    expect(snap.tenant).toBe(tenant);
    expect(snap.merchant).toBe(merchant);
  });

  it('a new package still tells the readers', async () => {
    let calls = 0;
    const stop = subscribe(tenantStore, () => calls++);
    setTenant({ merchantCode: 'LOTUS' } as unknown as TenantPackage, {} as MerchantConfig);
    await Promise.resolve();
    stop();
    expect(calls).toBe(1);
    expect(tenantStore.tenant?.merchantCode).toBe('LOTUS');
  });
});
