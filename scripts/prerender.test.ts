import { describe, it, expect } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stylesheetsOf, inlineImage, INLINE_IMAGE_MAX_BYTES, appAfterPaint } from './prerender-page-parts.ts';

describe('stylesheets of a pre-rendered page', () => {
  it("collects the lazy modules' stylesheets through their imports, once each, never the entry's", () => {
    const manifest = {
      'index.html': { file: 'assets/index.js', css: ['assets/index.css'] },
      'src/runtime/nodes/lazy/GameLobby.tsx': { file: 'a.js', imports: ['index.html', '_Block.js'] },
      'src/runtime/nodes/lazy/Marquee.tsx': { file: 'b.js', css: ['assets/lobby.css'], imports: ['_Block.js'] },
      '_Block.js': { file: 'c.js', css: ['assets/lobby.css'], imports: ['_Block.js'] },
      'src/runtime/nodes/lazy/DownloadBar.tsx': { file: 'd.js', css: ['assets/download.css'] },
    };
    expect(
      stylesheetsOf(manifest, ['src/runtime/nodes/lazy/GameLobby.tsx', 'src/runtime/nodes/lazy/Marquee.tsx']),
    ).toEqual(['/assets/lobby.css']);
    expect(stylesheetsOf(manifest, ['src/runtime/nodes/lazy/DownloadBar.tsx', 'missing'])).toEqual([
      '/assets/download.css',
    ]);
  });
});

describe('images inlined into a pre-rendered page', () => {
  const dist = mkdtempSync(join(tmpdir(), 'inline-'));
  mkdirSync(join(dist, 'tenants/dragon/assets'), { recursive: true });
  writeFileSync(join(dist, 'tenants/dragon/assets/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dist, 'tenants/dragon/assets/big.svg'), `<svg>${' '.repeat(INLINE_IMAGE_MAX_BYTES)}</svg>`);
  writeFileSync(join(dist, 'tenants/dragon/assets/icon.png'), 'png');
  it('a small tenant SVG becomes a data: URL of its bytes', () => {
    expect(INLINE_IMAGE_MAX_BYTES).toBe(4096);
    expect(inlineImage(dist, '/tenants/dragon/assets/logo.svg')).toBe(
      `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')}`,
    );
  });
  it('anything else keeps its address: big, not SVG, missing, outside the tenant assets, remote', () => {
    for (const src of [
      '/tenants/dragon/assets/big.svg',
      '/tenants/dragon/assets/icon.png',
      '/tenants/dragon/assets/none.svg',
      '/tenants/dragon/../../etc/x.svg',
      'https://cdn.example/logo.svg',
      null,
    ])
      expect(inlineImage(dist, src)).toBeNull();
  });
});

describe("the app's code after the first paint", () => {
  it('preloads the chunks and runs the entry last, after a frame or 100 ms, once', () => {
    const js = appAfterPaint(['/assets/a-1.js', '/assets/index-2.js']);
    expect(js).toContain('f=["/assets/a-1.js","/assets/index-2.js"]');
    expect(js).toContain('requestAnimationFrame(function(){setTimeout(go)});setTimeout(go,100)');
    expect(js).toContain('if(done)return;done=1;');
  });
  it("refuses anything but the build's own asset files (the list is written into a script)", () => {
    expect(() => appAfterPaint(['/assets/x.js', 'https://evil.example/x.js'])).toThrow(/unexpected app file/);
    expect(() => appAfterPaint(['/assets/x.js"];alert(1);//'])).toThrow(/unexpected app file/);
  });
});
