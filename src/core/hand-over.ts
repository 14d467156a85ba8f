/**
 * The hand-over from the page to the app: what the early loader (boot/early-loader.ts) started
 * while the app's JavaScript downloaded, the lazy chunks the build listed, the browser's install
 * prompt, and what the pre-rendered page's inline script (prerendered.ts) held back until the app
 * was ready. One typed object on window, written by the inline scripts and the early loader, read
 * by the app: boot takes the early answers once and decides the tenant and the language itself.
 */
import type { TenantPackage } from './schema/tenant.ts';
import type { StatusAnswer } from './status-request.ts';

export interface EarlyStatus {
  merchant: string;
  language: string;
  /** The status call's answer (status and parsed body), `timedOut` when the request timeout passed first, or null when there was none. */
  answer: Promise<StatusAnswer>;
}

export interface EarlyBoot {
  /** The package of the tenant the page names (null: the page names none). */
  tenant: Promise<TenantPackage | null>;
  /** English, always loaded (the fallback language), fetched beside the tenant package. */
  english?: { id: string; table: Promise<Record<string, string>> };
  status?: EarlyStatus;
}

/** The lazy node modules the build lists in the HTML: node types and the files that hold them. */
export type LazyChunkMap = { types: readonly string[]; files: string[] }[];

export interface HandOver {
  /** What the early loader started; boot takes it once (a retry after a failure asks afresh). */
  early?: EarlyBoot;
  /** Written into the HTML by the build (scripts/vite/early-loader.ts). */
  lazyChunks?: LazyChunkMap;
  /** A pre-rendered page's app files (its module preloads, then its entry) and early loader, for boot/app-after-paint.ts; written by the build. */
  appFiles?: { files: string[]; earlyLoader: string };
  /** The browser's install prompt (beforeinstallprompt), kept by the early loader for the add-to-home-screen offer (S4). */
  installPrompt?: Event;
  /** Set once the app has mounted (or hydrated); until then a pre-rendered page holds a submitted form back. */
  appReady?: boolean;
  /** Set when the app starts hydrating the page: React replays taps from then on, the page stops noting them. */
  hydrating?: boolean;
  /** The form a player submitted on a pre-rendered page before the app was ready (sent once it is). */
  pendingSubmit?: HTMLFormElement;
  /** The last button a player tapped on a pre-rendered page before the app was ready (tapped again once it is). */
  pendingClick?: HTMLButtonElement;
  /** The button a player last pressed (pointerdown) on a pre-rendered page before the app was ready: a tap that ends on the page rendered afresh is finished on its new button. */
  pressedButton?: HTMLButtonElement;
}

/** The object's name on window, for the inline scripts written as text (prerendered.ts, the build's plugin). */
export const HAND_OVER_GLOBAL = '__handOver';

declare global {
  interface Window {
    __handOver?: HandOver;
  }
}

/** The hand-over object (made on first use: the inline scripts may or may not have run). */
export const handOver = (): HandOver => (window.__handOver ??= {});

/** Boot takes what the early loader started, once (a retry after a failure asks afresh). */
export function takeEarlyBoot(): EarlyBoot | undefined {
  const h = handOver();
  const early = h.early;
  h.early = undefined;
  return early;
}
