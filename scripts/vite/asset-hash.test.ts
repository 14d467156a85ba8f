/** The asset hash: over the built code and styles only, and it changes with any of them. */
import { describe, it, expect } from 'vitest';
import { assetHash } from './asset-hash.ts';

const chunk = (code: string) => ({ type: 'chunk' as const, code });
const asset = (source: string) => ({ type: 'asset' as const, source });

describe('asset hash', () => {
  const base = { 'assets/main-a.js': chunk('x'), 'assets/main-a.css': asset('body{}') };
  it('is the same for the same files in any order, and ignores pages and source maps', () => {
    const h = assetHash(base);
    expect(h).toMatch(/^[0-9a-f]{20}$/);
    expect(assetHash({ 'assets/main-a.css': asset('body{}'), 'assets/main-a.js': chunk('x') })).toBe(h);
    expect(assetHash({ ...base, 'index.html': asset('<html>'), 'assets/main-a.js.map': asset('{}') })).toBe(h);
  });
  it('changes with a file content, a file name or a new file', () => {
    const h = assetHash(base);
    expect(assetHash({ ...base, 'assets/main-a.js': chunk('y') })).not.toBe(h);
    expect(assetHash({ 'assets/main-b.js': chunk('x'), 'assets/main-a.css': asset('body{}') })).not.toBe(h);
    expect(assetHash({ ...base, 'assets/lazy-c.js': chunk('z') })).not.toBe(h);
  });
});
