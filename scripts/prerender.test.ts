import { describe, it, expect } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
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
  // The script as the page runs it, with a document that records what it appends.
  const run = (js: string, handOver: { firstPaint?: Promise<void> } | undefined) => {
    const appended: Record<string, string>[] = [];
    const document = {
      createElement: (tag: string) => ({ tag }),
      head: { appendChild: (e: Record<string, string>) => appended.push(e) },
    };
    runInNewContext(js, { window: { __handOver: handOver }, document, Promise });
    return appended;
  };
  const settled = () => new Promise((resolve) => setTimeout(resolve));
  const asked = [
    { tag: 'link', rel: 'modulepreload', href: '/assets/a-1.js', crossOrigin: '' },
    { tag: 'script', type: 'module', src: '/assets/index-2.js', crossOrigin: '' },
  ];

  it("preloads the chunks and runs the entry last, once the early loader's first paint has come", async () => {
    let paint!: () => void;
    const appended = run(appAfterPaint(['/assets/a-1.js', '/assets/index-2.js']), {
      firstPaint: new Promise<void>((resolve) => (paint = resolve)),
    });
    await settled();
    expect(appended).toEqual([]);
    paint();
    await settled();
    expect(appended).toEqual(asked);
  });
  it('asks at once on a page whose early loader set no first paint, or one that failed', async () => {
    // Made as the page runs: a rejection made earlier would go unhandled while the others run.
    const failed = () => ({ firstPaint: Promise.reject(new Error('no paint timing')) });
    for (const handOver of [() => undefined, () => ({}), failed]) {
      const appended = run(appAfterPaint(['/assets/a-1.js', '/assets/index-2.js']), handOver());
      await settled();
      expect(appended).toEqual(asked);
    }
  });
  it("refuses anything but the build's own asset files (the list is written into a script)", () => {
    expect(() => appAfterPaint(['/assets/x.js', 'https://evil.example/x.js'])).toThrow(/unexpected app file/);
    expect(() => appAfterPaint(['/assets/x.js"];alert(1);//'])).toThrow(/unexpected app file/);
  });
});
