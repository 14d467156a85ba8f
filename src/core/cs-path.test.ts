import { describe, it, expect } from 'vitest';
import { createCipheriv } from 'node:crypto';
import { encodeCsPath, decodeCsPath } from './cs-path.ts';
import { CS_PATH_KEY_LENGTH } from './spec-constants.ts';

/** DES-ECB/PKCS7 by Node's OpenSSL (des-ede3 with the key three times is single DES): an independent encoder. */
const nodeDes = (text: string, key8: string) => {
  const k = Buffer.from(key8, 'utf8');
  const c = createCipheriv('des-ede3', Buffer.concat([k, k, k]), null);
  return Buffer.concat([c.update(text, 'utf8'), c.final()]).toString('base64');
};

describe('customer-service path (S3 "decoded using the last 8 characters as key"; the real client desDecrypt)', () => {
  it('reads a path made by an independent DES: base64 of DES-ECB/PKCS7 of the address, then the key', () => {
    expect(CS_PATH_KEY_LENGTH).toBe(8);
    const path = nodeDes('https://chat.example/desk?x=1', 'Ab3dEf7h') + 'Ab3dEf7h';
    expect(decodeCsPath(path)).toBe('https://chat.example/desk?x=1');
    expect(encodeCsPath('https://chat.example/desk?x=1', 'Ab3dEf7h')).toBe(path);
  });
  it('round-trips any address, UTF-8 included', () => {
    for (const a of ['/__chat/?desk=LIVECHAT', 'https://chat.example/客服?x=1', 'a'])
      expect(decodeCsPath(encodeCsPath(a, 'K3y0K3y0'))).toBe(a);
  });
  it('a path that is an address already is read as it is (the real client decodes only the others)', () => {
    expect(decodeCsPath('https://chat.example/x')).toBe('https://chat.example/x');
    expect(decodeCsPath('/__chat/?desk=A')).toBe('/__chat/?desk=A');
  });
  it('the same address under another key looks different', () => {
    expect(encodeCsPath('/chat', 'AAAAAAAA')).not.toBe(encodeCsPath('/chat', 'BBBBBBBB'));
  });
  it('refuses what is not a path: too short, bad key, bad base64, not DES under that key', () => {
    const good = encodeCsPath('/chat', 'Ab3dEf7h');
    expect(decodeCsPath('Ab3dEf7h')).toBeNull();
    expect(decodeCsPath(good.slice(0, -1) + '!')).toBeNull();
    expect(decodeCsPath('b!E=' + 'Ab3dEf7h')).toBeNull();
    expect(decodeCsPath('bgE' + 'Ab3dEf7h')).toBeNull();
    expect(decodeCsPath(good.slice(0, -8) + 'Zz9yXx8w')).toBeNull();
    expect(() => encodeCsPath('/c', 'short')).toThrow(/8 letters or digits/);
  });
});
