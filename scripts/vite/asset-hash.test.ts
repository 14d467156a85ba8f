/** The asset hash: over the built code and styles only, and it changes with any of them. */
import { describe, it, expect } from 'vitest';
import { assetHash, splitBundle } from './asset-hash.ts';

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

describe('the two manifests (S7): the member centre apart', () => {
  const mod = (...ids: string[]) => ({ type: 'chunk' as const, code: ids.join(), moduleIds: ids });
  it('puts a chunk of member-centre sources alone, with the styles only it imports, in the second', () => {
    const card = {
      ...mod('/app/src/runtime/nodes/lazy/MemberCard.tsx', '/app/src/components/member/ProfileIcon.tsx'),
      viteMetadata: { importedCss: new Set(['assets/member-a.css', 'assets/shared-b.css']) },
    };
    const lobby = {
      ...mod('/app/src/runtime/nodes/lazy/GameLobby.tsx'),
      viteMetadata: { importedCss: new Set(['assets/shared-b.css']) },
    };
    const mixed = mod('/app/src/components/member/ProfileIcon.tsx', '/app/src/main.tsx');
    const bundle = {
      'assets/MemberCard-x.js': card,
      'assets/GameLobby-y.js': lobby,
      'assets/index-z.js': mixed,
      'assets/member-a.css': asset('.m{}'),
      'assets/shared-b.css': asset('.s{}'),
    };
    const [rest, mc] = splitBundle(bundle);
    expect(Object.keys(mc).sort()).toEqual(['assets/MemberCard-x.js', 'assets/member-a.css']);
    expect(Object.keys(rest).sort()).toEqual(['assets/GameLobby-y.js', 'assets/index-z.js', 'assets/shared-b.css']);
    // A member-centre change moves its hash only.
    const changed = splitBundle({ ...bundle, 'assets/MemberCard-x.js': { ...card, code: 'new' } });
    expect(assetHash(changed[0])).toBe(assetHash(rest));
    expect(assetHash(changed[1])).not.toBe(assetHash(mc));
  });
});
