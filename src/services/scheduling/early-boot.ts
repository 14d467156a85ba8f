/**
 * What the early loader in the HTML (src/early.ts) starts while the app's JavaScript downloads,
 * and how boot takes it over. Boot still decides the tenant and the language itself and uses an
 * early answer only when it asked the same question.
 */
import type { TenantPackage } from '../../core/schema/tenant.ts';
import { chooseLanguage, LANGUAGE_STORAGE_KEY } from '../../core/language-choice.ts';
import { cookieLanguage } from '../../core/page-language.ts';
import type { Language } from '../../core/spec-constants.ts';
import { local } from '../session/storage.ts';

/**
 * The language the app starts in, decided the same way by the early loader and by boot: the stored
 * choice, else the cookie (where storage is blocked it is all that keeps the choice, and the server
 * chose the page by it), else the browser's languages, else the tenant's default.
 */
export function startLanguage(offered: readonly string[]): Language {
  return chooseLanguage(
    offered,
    local.get(LANGUAGE_STORAGE_KEY) ?? cookieLanguage(document.cookie),
    navigator.languages ?? [navigator.language],
  );
}

export interface EarlyStatus {
  merchant: string;
  language: string;
  /** The status call's answer (status and parsed body), `timedOut` when the request timeout passed first, or null when there was none. */
  answer: Promise<{ status: number; body: unknown } | { timedOut: true } | null>;
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

declare global {
  interface Window {
    __early?: EarlyBoot;
    __lazyChunks?: LazyChunkMap;
    /** The browser's install prompt (beforeinstallprompt), kept by the early loader for the add-to-home-screen offer (S4). */
    __installPrompt?: Event;
    /** Set once the app has mounted (or hydrated); until then a pre-rendered page holds a submitted form back. */
    __appReady?: boolean;
    /** Set when the app starts hydrating the page: React replays taps from then on, the page stops noting them. */
    __hydrating?: boolean;
    /** The form a player submitted on a pre-rendered page before the app was ready (sent once it is). */
    __pendingSubmit?: HTMLFormElement;
    /** The last button a player tapped on a pre-rendered page before the app was ready (tapped again once it is). */
    __pendingClick?: HTMLButtonElement;
  }
}

/** S7 status call query (device=MOBILE is the call's own): the same for the early call and boot's. */
export function statusQuery(href: string): { track: string; originalDomain: string; url: string } {
  // Only the page: its query and hash may carry sign-in proofs (line code, Maya session, tgAuthResult).
  return { track: '', originalDomain: new URL(href).hostname, url: href.split(/[?#]/)[0]! };
}

/** Boot takes what the early loader started, once (a retry after a failure asks afresh). */
export function takeEarlyBoot(): EarlyBoot | undefined {
  const early = window.__early;
  window.__early = undefined;
  return early;
}
