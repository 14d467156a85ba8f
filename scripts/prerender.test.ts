import { describe, it, expect, beforeAll } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import {
  stylesheetsOf,
  inlineImage,
  INLINE_IMAGE_MAX_BYTES,
  appAfterPaint,
  APP_AFTER_PAINT_ENTRY,
  splitEarlyLoader,
  inlineStylesheet,
} from './prerender-page-parts.ts';
import { Window } from 'happy-dom';
import { CHUNK_MAP_PREFIX, earlyLoaderFile, bundleClassicScript } from './vite/early-loader.ts';
import { FIRST_PAINT_WAIT_MAX_MS } from '../src/services/scheduling/main-thread.ts';

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
  it('a small tenant SVG becomes a data: URL of its markup, percent-encoded (gzip packs it, unlike base64)', async () => {
    expect(INLINE_IMAGE_MAX_BYTES).toBe(4096);
    const url = inlineImage(dist, '/tenants/dragon/assets/logo.svg')!;
    expect(url).toBe("data:image/svg+xml,%3csvg xmlns='http://www.w3.org/2000/svg'/%3e");
    // What a browser reads from it: the same image.
    expect(await (await fetch(url)).text()).toBe("<svg xmlns='http://www.w3.org/2000/svg'/>");
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

describe("the early loader and the app's code after the first paint", () => {
  const EARLY = '/assets/early-loader-0123456789.js';
  const FILES = ['/assets/a-1.js', '/assets/index-2.js'];
  /** The loader as the build inlines it (src/boot/app-after-paint.ts, one classic script). */
  let loader = '';
  beforeAll(async () => {
    loader = await bundleClassicScript(process.cwd(), APP_AFTER_PAINT_ENTRY);
  });
  const script = () => appAfterPaint(FILES, EARLY, loader);
  /** What the page's promises do next (the wait for the paint is one). */
  const settled = () => new Promise((r) => setTimeout(r));
  /** The script as the page runs it, in a page that records what it appends and lets the test drive time. */
  function page(opts: { hidden?: boolean; paintTiming?: boolean } = {}) {
    const appended: Record<string, unknown>[] = [];
    const timers: { fn: () => void; ms: number }[] = [];
    const frames: (() => void)[] = [];
    let paintObserver: ((list: { getEntriesByName(n: string): unknown[] }, o: { disconnect(): void }) => void) | null =
      null;
    const document = {
      visibilityState: opts.hidden ? 'hidden' : 'visible',
      addEventListener: () => {},
      createElement: (tag: string) => ({ tag }),
      head: { appendChild: (e: Record<string, unknown>) => appended.push(e) },
    };
    class PerformanceObserver {
      static supportedEntryTypes = opts.paintTiming === false ? ['navigation'] : ['paint', 'navigation'];
      constructor(cb: typeof paintObserver) {
        paintObserver = cb;
      }
      observe() {}
    }
    const window: Record<string, unknown> = { PerformanceObserver };
    return {
      appended,
      timers,
      run: (js: string) =>
        runInNewContext(js, {
          window,
          PerformanceObserver,
          document,
          setTimeout: (fn: () => void, ms = 0) => timers.push({ fn, ms }),
          requestAnimationFrame: (fn: () => void) => frames.push(fn),
        }),
      paint: () =>
        paintObserver!({ getEntriesByName: (n) => (n === 'first-contentful-paint' ? [{}] : []) }, { disconnect() {} }),
      frame: () => frames.splice(0).forEach((f) => f()),
      tick: (ms: number) => timers.splice(0).forEach((t) => (t.ms <= ms ? t.fn() : timers.push(t))),
      /** The early loader's script has loaded (or failed to). */
      early: (how: 'onload' | 'onerror') =>
        (appended.find((e) => e.src === EARLY) as Record<string, () => void>)[how]!(),
    };
  }
  const preloads = [{ tag: 'link', rel: 'modulepreload', href: FILES[0], crossOrigin: '' }];
  const entry = { tag: 'script', type: 'module', src: '/assets/index-2.js', crossOrigin: '' };

  it('nothing before the first paint; then the preloads and the early loader, and the entry once the early loader has run', async () => {
    const p = page();
    p.run(script());
    await settled();
    expect(p.appended).toEqual([]);
    p.paint();
    await settled();
    expect(p.appended).toMatchObject([...preloads, { tag: 'script', src: EARLY }]);
    p.early('onload');
    expect(p.appended.at(-1)).toEqual(entry);
    expect(p.appended).toHaveLength(3);
  });
  it('an early loader that cannot load still leaves the page its app', async () => {
    const p = page();
    p.run(script());
    p.paint();
    await settled();
    p.early('onerror');
    expect(p.appended.at(-1)).toEqual(entry);
  });
  it('without paint timing: after a frame; in a hidden tab: at once; never later than FIRST_PAINT_WAIT_MAX_MS; once', async () => {
    const noTiming = page({ paintTiming: false });
    noTiming.run(script());
    noTiming.tick(FIRST_PAINT_WAIT_MAX_MS - 1);
    await settled();
    expect(noTiming.appended).toEqual([]);
    noTiming.frame();
    noTiming.tick(0);
    await settled();
    expect(noTiming.appended).toHaveLength(2);
    const hidden = page({ hidden: true });
    hidden.run(script());
    await settled();
    expect(hidden.appended).toHaveLength(2);
    const late = page();
    late.run(script());
    expect(FIRST_PAINT_WAIT_MAX_MS).toBe(1000);
    late.tick(FIRST_PAINT_WAIT_MAX_MS);
    await settled();
    expect(late.appended).toHaveLength(2);
    late.paint();
    await settled();
    expect(late.appended).toHaveLength(2);
  });
  it("refuses anything but the build's own asset files (the list is written into a script)", () => {
    expect(() => appAfterPaint(['/assets/x.js', 'https://evil.example/x.js'], EARLY, loader)).toThrow(
      /unexpected app file/,
    );
    expect(() => appAfterPaint(['/assets/x.js"];alert(1);//'], EARLY, loader)).toThrow(/unexpected app file/);
    expect(() => appAfterPaint(FILES, '//evil.example/x.js', loader)).toThrow(/unexpected app file/);
  });
});

describe("a pre-rendered page's early loader", () => {
  const map = [
    { types: ['Form', 'TextField'], files: ['/assets/forms-1.js'] },
    { types: ['GameLobby'], files: ['/assets/lobby-2.js', '/assets/block-3.js'] },
  ];
  const script = `${CHUNK_MAP_PREFIX}${JSON.stringify(map)};(()=>{var a=1;})();`;
  it("keeps inline only the map of the page's own node modules; its code goes to the build's file", () => {
    const { inline, code } = splitEarlyLoader(script, new Set(['GameLobby', 'Banner']));
    expect(inline).toBe(`${CHUNK_MAP_PREFIX}${JSON.stringify([map[1]])};`);
    expect(code).toBe('(()=>{var a=1;})();');
    expect(earlyLoaderFile(code)).toMatch(/^\/assets\/early-loader-[0-9a-f]{10}\.js$/);
    expect(earlyLoaderFile(code)).not.toBe(earlyLoaderFile(`${code};`));
  });
  it('refuses a script that is not the early loader', () => {
    expect(() => splitEarlyLoader('alert(1)', new Set())).toThrow(/does not start with its chunk map/);
  });
});

describe("a pre-rendered page's own stylesheets", () => {
  const dist = mkdtempSync(join(tmpdir(), 'styles-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets/lobby-1.css'), '.grid{display:grid}');
  writeFileSync(join(dist, 'assets/bad-2.css'), '.x{}</style><script>alert(1)</script>');
  it('go inline, the link kept disabled (the app does not load them again)', () => {
    const doc = new Window().document as unknown as Document;
    inlineStylesheet(doc, dist, '/assets/lobby-1.css');
    expect(doc.head.innerHTML).toBe(
      '<style>.grid{display:grid}</style><link rel="stylesheet" href="/assets/lobby-1.css" disabled="">',
    );
  });
  it('refuses a file outside the assets, and rules that would close the style element', () => {
    const doc = new Window().document as unknown as Document;
    expect(() => inlineStylesheet(doc, dist, '/assets/../secret.css')).toThrow(/unexpected stylesheet/);
    expect(() => inlineStylesheet(doc, dist, '/assets/bad-2.css')).toThrow(/<\/style/);
  });
});
