/**
 * S4: the browser's install prompt may come before the app has loaded; the add-to-home-screen offer
 * (app/a2hs.tsx) takes it from here. Held back: the site shows its own offer. Inlined into every
 * page by the build (scripts/vite/early-loader.ts), before anything else runs: a pre-rendered page
 * loads the early loader only after its first paint.
 */
import { handOver } from '../core/hand-over.ts';

addEventListener('beforeinstallprompt', (e) => {
  e.preventDefault();
  handOver().installPrompt = e;
});
