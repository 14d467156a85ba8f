/** The small shared helpers (one copy each: issue 37): JSON pointers, base64, FNV-1a, type guards. */
import { describe, it, expect } from 'vitest';
import { escapeSegment, unescapeSegment, joinPointer, splitPointer } from './json-pointer.ts';
import { bytesToBase64, base64ToBytes, bytesToBase64url, utf8ToBase64, base64ToUtf8 } from './base64.ts';
import { fnv1a32 } from './hash.ts';
import { isObject, isObjectOrArray } from './guards.ts';

describe('JSON pointers (RFC 6901)', () => {
  it('escapes ~ before / and reads back what it wrote', () => {
    expect(escapeSegment('a/b~c')).toBe('a~1b~0c');
    expect(unescapeSegment('~01')).toBe('~1'); // not "/": ~0 is read last
    expect(joinPointer(['screens', 'a/b', 0])).toBe('/screens/a~1b/0');
    expect(splitPointer('/screens/a~1b/0')).toEqual(['screens', 'a/b', '0']);
    expect(splitPointer('')).toEqual([]);
    expect(joinPointer([])).toBe('');
  });
});

describe('base64', () => {
  it('round-trips text of any script, and reads base64url without padding', () => {
    expect(utf8ToBase64('Mozilla/5.0 ไทย 中文')).toBe(Buffer.from('Mozilla/5.0 ไทย 中文').toString('base64'));
    expect(base64ToUtf8(utf8ToBase64('ok ✓'))).toBe('ok ✓');
    const bytes = new Uint8Array([251, 255, 191, 0]);
    expect(bytesToBase64(bytes)).toBe('+/+/AA==');
    expect(bytesToBase64url(bytes)).toBe('-_-_AA');
    expect([...base64ToBytes('-_-_AA')]).toEqual([...bytes]);
    expect(() => base64ToBytes('not base64!')).toThrow();
  });
});

describe('FNV-1a 32', () => {
  it('gives the published test vectors', () => {
    expect(fnv1a32('')).toBe(0x811c9dc5);
    expect(fnv1a32('a')).toBe(0xe40c292c);
    expect(fnv1a32('foobar')).toBe(0xbf9cf968);
  });
});

describe('type guards', () => {
  it('an object is neither null nor an array; isObjectOrArray takes arrays too', () => {
    expect([isObject({}), isObject([]), isObject(null), isObject('x')]).toEqual([true, false, false, false]);
    expect([isObjectOrArray({}), isObjectOrArray([]), isObjectOrArray(null)]).toEqual([true, true, false]);
  });
});
