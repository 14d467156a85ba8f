import { describe, it, expect } from 'vitest';
import { encodeCsPath, decodeCsPath, entriesFor, entryForOpener } from './customer-service.ts';
import { CHAT_REBIND_DELAYS_MS, CHAT_SCRIPT_DELAY_MS, CS_PATH_KEY_LENGTH } from './spec-constants.ts';

describe('customer-service path (S3: decoded using the last 8 characters as key)', () => {
  it('decodes a path made by hand: base64 of the address XOR the key, then the key', () => {
    // "/c" XOR "Ab3dEf7h": 0x2f^0x41=0x6e, 0x63^0x62=0x01 -> base64 "bgE="
    expect(decodeCsPath('bgE=Ab3dEf7h')).toBe('/c');
    expect(CS_PATH_KEY_LENGTH).toBe(8);
  });
  it('round-trips any address, UTF-8 included', () => {
    for (const a of ['/__chat/loader.js?desk=LIVECHAT', 'https://chat.example/客服?x=1', 'a'])
      expect(decodeCsPath(encodeCsPath(a, 'K3y0K3y0'))).toBe(a);
  });
  it('the same address under another key looks different', () => {
    expect(encodeCsPath('/chat', 'AAAAAAAA')).not.toBe(encodeCsPath('/chat', 'BBBBBBBB'));
  });
  it('refuses what is not a path: too short, bad key, bad base64, not UTF-8', () => {
    expect(decodeCsPath('Ab3dEf7h')).toBeNull();
    expect(decodeCsPath('bgE=Ab3dEf7!')).toBeNull();
    expect(decodeCsPath('b!E=Ab3dEf7h')).toBeNull();
    expect(decodeCsPath('bgE' + 'Ab3dEf7h')).toBeNull();
    expect(decodeCsPath(btoa('\u00ff\u00fe') + 'AAAAAAAA')).toBeNull(); // 0xff^0x41 is not UTF-8
    expect(() => encodeCsPath('/c', 'short')).toThrow(/8 letters or digits/);
  });
});

describe('entries a member gets (S5)', () => {
  const open = { path: 'p1', csType: 'LIVECHAT', csPosition: 'menu' };
  const vip = { path: 'p2', csType: 'COMM100VIP', csPosition: 'menu', labelIds: [3, 4] };
  const other = { path: 'p3', csType: 'COMM100', csPosition: 'float', labelIds: [7] };
  it('a member whose label matches gets only the restricted entries', () => {
    expect(entriesFor([open, vip, other], 3)).toEqual([vip]);
    expect(entriesFor([open, vip, other], 7)).toEqual([other]);
  });
  it('everyone else gets the unrestricted ones', () => {
    expect(entriesFor([open, vip, other], 1)).toEqual([open]);
    expect(entriesFor([open, vip, other], null)).toEqual([open]);
    expect(entriesFor([vip], null)).toEqual([]);
  });
  it('an opener takes its own csType, else the first', () => {
    expect(entryForOpener([open, vip], 'COMM100VIP')).toBe(vip);
    expect(entryForOpener([open, vip], 'TX-CHAT')).toBe(open);
    expect(entryForOpener([], 'TX-CHAT')).toBeUndefined();
  });
});

describe('S9 chat timings', () => {
  it('scripts after 500 ms, openers rebound at 1 s and 3 s', () => {
    expect(CHAT_SCRIPT_DELAY_MS).toBe(500);
    expect(CHAT_REBIND_DELAYS_MS).toEqual([1000, 3000]);
  });
});
