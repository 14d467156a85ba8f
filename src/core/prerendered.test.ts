import { describe, it, expect } from 'vitest';
import { prerenderedFile, fallbackFile, markOf, readMark, configPrint, NOT_ON_FIRST_SCREEN } from './prerendered.ts';
import { MerchantConfig } from './schema/merchant-config.ts';

describe('pre-rendered pages', () => {
  it('a tenant route in a language maps to pages/<tenant>/<language><route>.html', () => {
    expect(prerenderedFile('dragon', '/m/login', 'EN')).toBe('pages/dragon/EN/m/login.html');
    expect(prerenderedFile('lotus', '/m/agentRegister', 'PT-BR')).toBe('pages/lotus/PT-BR/m/agentRegister.html');
    expect(fallbackFile('lotus')).toBe('pages/lotus/index.html');
    expect(fallbackFile('../x')).toBeNull();
  });
  it('nothing else maps: no way out of the folder, no odd tenant ids', () => {
    for (const path of ['/', '/m/', '/m/../secret', '/m/a.b', '/m//x', 'm/login', '/m/%2e%2e'])
      expect(prerenderedFile('dragon', path, 'EN')).toBeNull();
    expect(prerenderedFile('../x', '/m/login', 'EN')).toBeNull();
    expect(prerenderedFile('Dragon', '/m/login', 'EN')).toBeNull();
    for (const language of ['', 'vi', '../EN', 'EN/..', 'E'])
      expect(prerenderedFile('dragon', '/m/login', language), language).toBeNull();
  });
  it('the mark round-trips and refuses anything else', () => {
    const m = { tenant: 'dragon', route: '/m/home', language: 'EN', config: '1x2y', package: 'ab12' };
    expect(markOf(m)).toBe('dragon /m/home EN 1x2y ab12');
    expect(readMark(markOf(m))).toEqual(m);
    expect(readMark(undefined)).toBeNull();
    expect(readMark('dragon /m/home EN 1x2y')).toBeNull();
    expect(readMark('dragon /m/home EN 1x2y ab12 extra')).toBeNull();
  });
  it('the config print: FNV-1a over key-sorted JSON, blind to key order and to fields off the first screen', () => {
    // FNV-1a 32 of "{}" is 0x5465b825 (offset basis 0x811c9dc5, prime 0x01000193), in base 36.
    expect(configPrint({})).toBe((0x5465b825).toString(36));
    expect(configPrint({})).toBe('nf0rvp');
    const a = { merchantCode: 'X', gw: { A: 1, LINE_AUTHORIZE_URL: 'https://a' }, list: [{ b: 1, a: 2 }] };
    const b = { list: [{ a: 2, b: 1 }], gw: { LINE_AUTHORIZE_URL: 'http://stand-in', A: 1 }, merchantCode: 'X' };
    expect(configPrint(a)).toBe(configPrint(b));
    expect(configPrint({ ...a, sms: { authEmulatorUrl: 'x' } })).toBe(
      configPrint({ ...a, sms: { authEmulatorUrl: 'y' } }),
    );
    expect(configPrint({ ...a, merchantCode: 'Y' })).not.toBe(configPrint(a));
    expect(configPrint({ ...a, gw: { A: 2, LINE_AUTHORIZE_URL: 'https://a' } })).not.toBe(configPrint(a));
    expect(configPrint({ ...a, list: [{ a: 2, b: 1 }, null] })).not.toBe(configPrint(a));
    expect(configPrint({ ...a, sms: { facebookSdkUrl: 'x' } })).toBe(
      configPrint({ ...a, sms: { facebookSdkUrl: 'y' } }),
    );
  });
  it('the fields left out are named by key: each such key is used once in the merchant config', () => {
    const seen: string[] = [];
    const walk = (s: unknown): void => {
      if (!s || typeof s !== 'object') return;
      const props = (s as { properties?: Record<string, unknown> }).properties;
      if (props) seen.push(...Object.keys(props));
      for (const v of Object.values(s)) walk(v);
    };
    walk(MerchantConfig);
    for (const key of NOT_ON_FIRST_SCREEN) expect([key, seen.filter((k) => k === key).length]).toEqual([key, 1]);
  });
});
