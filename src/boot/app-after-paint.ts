/**
 * A pre-rendered page's loader, inlined at the end of the page by the build (scripts/prerender.tsx,
 * bundled as one classic script): after the page's first paint (afterFirstPaint, as the early
 * loader waits for it) it links the app's module files, loads the early loader (its calls and the
 * first screen's preloads, boot/early-loader.ts), then the app's entry. If the early loader cannot
 * load, the app starts all the same (boot makes the calls itself): the page is never left without
 * its app. The files are the page's own, written just before this (handOver().appFiles).
 */
import { afterFirstPaint } from '../services/scheduling/main-thread.ts';
import { handOver } from '../core/hand-over.ts';

function add<K extends 'link' | 'script'>(tag: K, set: (e: HTMLElementTagNameMap[K]) => void): void {
  const e = document.createElement(tag);
  set(e);
  document.head.appendChild(e);
}

const { files = [], earlyLoader } = handOver().appFiles ?? {};
const entry = files.at(-1);
const app = () =>
  entry &&
  add('script', (e) => {
    e.type = 'module';
    e.crossOrigin = '';
    e.src = entry;
  });

void afterFirstPaint().then(() => {
  for (const href of files.slice(0, -1))
    add('link', (e) => {
      e.rel = 'modulepreload';
      e.crossOrigin = '';
      e.href = href;
    });
  if (!earlyLoader) return app();
  add('script', (e) => {
    e.src = earlyLoader;
    e.onload = e.onerror = app;
  });
});
