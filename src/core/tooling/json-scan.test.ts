import { describe, it, expect } from 'vitest';
import { scanJson, firstInvalidUtf8, startsWithBom, MAX_FILE_DEPTH } from './json-scan.ts';

describe('scanJson', () => {
  it('allows 128 levels and stops at the 129th, with the pointer where it went too deep', () => {
    expect(MAX_FILE_DEPTH).toBe(128);
    const ok = '['.repeat(128) + ']'.repeat(128);
    expect(scanJson(ok).tooDeep).toBeUndefined();
    const deep = '{"a": [' + '['.repeat(127) + ']'.repeat(127) + ']}';
    const r = scanJson(deep);
    expect(r.tooDeep?.message).toBe('the file nests deeper than 128 levels');
    // The object, then 127 arrays open: the 128th array is the one too many, inside /a/0/0...
    expect(r.tooDeep?.pointer).toBe('/a' + '/0'.repeat(127));
  });

  it('measures a 100,000-deep text without recursion', () => {
    const n = 100_000;
    expect(scanJson('['.repeat(n) + ']'.repeat(n)).tooDeep?.offset).toBe(128);
  });

  it('reports a repeated key at its second place, with the first one', () => {
    const text = '{\n  "a": {"x": 1, "y": [1, 2], "x": 2},\n  "b": 1\n}';
    const [k] = scanJson(text).keys;
    expect(k).toMatchObject({ pointer: '/a/x', message: 'duplicate key "x"' });
    expect(text.slice(k!.other!, k!.other! + 3)).toBe('"x"');
    expect(k!.offset).toBeGreaterThan(k!.other!);
  });

  it('keeps keys of sibling objects and of array items apart, and reads escaped keys', () => {
    expect(scanJson('[{"a": 1}, {"a": 2}, {"a\\"b": 1, "a\\u0022b": 2}]').keys).toEqual([
      expect.objectContaining({ pointer: '/2/a"b', message: 'duplicate key "a"b"' }),
    ]);
  });

  it('names a "__proto__" key, and strings that are values are not keys', () => {
    const r = scanJson('{"v": "__proto__", "o": {"__proto__": {"polluted": true}}}');
    expect(r.keys).toHaveLength(1);
    expect(r.keys[0]).toMatchObject({ pointer: '/o/__proto__' });
    expect(r.keys[0]!.message).toMatch(/^"__proto__" is not a valid key/);
  });
});

describe('firstInvalidUtf8', () => {
  const at = (...bytes: number[]) => firstInvalidUtf8(Uint8Array.from(bytes));
  it('accepts UTF-8 of every length', () => {
    expect(firstInvalidUtf8(new TextEncoder().encode('a é 漢 😀'))).toBe(-1);
  });
  it.each([
    ['a lone continuation byte', [0x61, 0x80], 1],
    ['0xff', [0x61, 0x62, 0xff], 2],
    ['an overlong NUL', [0xc0, 0x80], 0],
    ['an overlong 3-byte form', [0x61, 0xe0, 0x80, 0x80], 1],
    ['a surrogate', [0xed, 0xa0, 0x80], 0],
    ['past U+10FFFF', [0xf4, 0x90, 0x80, 0x80], 0],
    ['a 5-byte form', [0xf8, 0x88, 0x80, 0x80, 0x80], 0],
    ['a sequence cut short', [0x61, 0xe2, 0x82], 1],
    ['a sequence cut by ASCII', [0xe2, 0x41, 0x41], 0],
  ])('finds %s', (_, bytes, offset) => {
    expect(at(...bytes)).toBe(offset);
  });
  it('knows a byte-order mark', () => {
    expect(startsWithBom(Uint8Array.from([0xef, 0xbb, 0xbf, 0x7b]))).toBe(true);
    expect(startsWithBom(Uint8Array.from([0x7b]))).toBe(false);
  });
});
