/**
 * Customer-service chat (S3 entries, A4/S4 token effects, S9 timings), as the real back end serves
 * it (docs/contract.md "Customer-service chat"):
 *
 * - The merchant's entries are the status answer's customerService (status-nested); an entry's
 *   path, decoded (cs-path.ts), is its desk's chat page.
 * - The chat vendors' scripts are WPSCORE_getCustomerServiceScript's `scripts` (HTML the vendors
 *   give): its https (or site) script sources load 500 ms after the first paint; nothing inline
 *   runs. A loader puts the chat widget API on `window.csChat` (the sandbox's stand-in does).
 * - Openers rebind when a script has loaded and again at 1 s and 3 s: a loader first installs a
 *   stub that queues calls and swaps in the real widget when it has started.
 * - Token set: the server makes an auth key (WPSCORE_saveMemberInfoByAuthKey answers it,
 *   save-authkey-returns-key), handed to the chat with the customer name; token cleared: the chat
 *   user is cleared and logged out.
 * - Opening asks CBS_launchChat for the chat page (desk, title, backUrl, language) and opens it in
 *   the widget; with no widget (a vendor's own script, or none), the entry's page opens in a new tab.
 */
import { wps } from '../http/instance.ts';
import { entriesFor, entryForOpener, type CsEntry } from '../../core/customer-service.ts';
import { decodeCsPath } from '../../core/cs-path.ts';
import { readChatUrl } from '../wire/member.ts';
import { CHAT_REBIND_DELAYS_MS, CHAT_SCRIPT_DELAY_MS } from '../../core/spec-constants.ts';
import { memberStore, tenantStore } from '../../state/app.ts';
import { chatStore } from '../../state/chat.ts';
import { ref } from 'valtio';

export interface ChatWidget {
  open(o: { url: string; desk: string; title: string }): void;
  identify(o: { authKey: string; name: string }): void;
  logout(): void;
}
declare global {
  interface Window {
    csChat?: ChatWidget;
  }
}

export interface ChatDeps {
  schedule(fn: () => void, ms: number): unknown;
  /** Adds a script to the page; calls back when it has loaded or failed. */
  loadScript(src: string, done: (ok: boolean) => void): void;
  widget(): ChatWidget | undefined;
  /** The merchant's customer-service entries (the status answer's customerService). */
  entries(): readonly CsEntry[];
  /** Where the chat returns to (CBS_launchChat backUrl): the page it was opened from. */
  here(): string;
  /** Opens a desk's own page (an entry without a widget): a new tab. */
  openPage(url: string): void;
}

const browserDeps: ChatDeps = {
  schedule: (fn, ms) => setTimeout(fn, ms),
  loadScript(src, done) {
    const s = document.createElement('script');
    s.src = src;
    s.async = true;
    s.onload = () => done(true);
    s.onerror = () => done(false);
    document.head.append(s);
  },
  widget: () => window.csChat,
  entries: () => tenantStore.merchant?.customerService ?? [],
  here: () => location.pathname + location.search,
  openPage: (url) => {
    const w = window.open(url, '_blank', 'noopener');
    if (!w) location.assign(url);
  },
};

/** How long an open waits for a chat script still loading (our choice: a slow phone network). */
export const CHAT_WIDGET_WAIT_MS = 10_000;

/** Only the site's own paths or https addresses become scripts, or chat pages. */
const addressAllowed = (src: string) => /^(https:\/\/[^/]|\/[^/\\])/.test(src);

/** The script sources of the vendors' HTML (`<script src="...">`): no inline code is ever run. */
export function scriptSources(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<script\b[^>]*?\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi)) {
    const src = (m[1] ?? m[2] ?? m[3] ?? '').replace(/&amp;/g, '&').trim();
    if (addressAllowed(src) && !out.includes(src)) out.push(src);
  }
  return out;
}

export function createChat(deps: ChatDeps = browserDeps) {
  let entries: readonly CsEntry[] | null = null;
  let scriptsLoad: Promise<void> | null = null;
  const scripts = new Map<string, 'loading' | 'loaded' | 'failed'>();
  let widget: ChatWidget | undefined;
  let identity: { authKey: string; name: string } | null = null;
  /** The identity the current widget was given (a new widget gets it again). */
  let told: { widget: ChatWidget; identity: { authKey: string; name: string } | null } | null = null;
  const waiting: (() => void)[] = [];

  const labelId = () => memberStore.info?.clubLabel?.labelId ?? null;
  const mine = () => entriesFor(entries ?? [], labelId());

  function bind(): void {
    const w = deps.widget();
    if (!w) return;
    widget = w;
    if (!told || told.widget !== w || told.identity !== identity) {
      if (identity) w.identify(identity);
      else if (told) w.logout();
      told = { widget: w, identity };
    }
    waiting.splice(0).forEach((f) => f());
  }

  /** The merchant's entries, from the merchant config (they are known once the site runs). */
  function loadEntries(): readonly CsEntry[] {
    if (!entries) {
      entries = deps.entries();
      chatStore.entries = ref([...entries]);
    }
    return entries;
  }

  /** The vendors' scripts (WPSCORE_getCustomerServiceScript), each loaded once; a failed answer is asked again on the next open. */
  function loadScripts(): Promise<void> {
    scriptsLoad ??= wps()
      .relay('WPSCORE_getCustomerServiceScript', {}, { quiet: true })
      .then(
        (v) => {
          const html = v && typeof v === 'object' && typeof v.scripts === 'string' ? v.scripts : '';
          for (const src of scriptSources(html)) {
            if (scripts.has(src)) continue;
            scripts.set(src, 'loading');
            deps.loadScript(src, (ok) => {
              scripts.set(src, ok ? 'loaded' : 'failed');
              if (!ok) return void waiting.splice(0).forEach((f) => f());
              bind();
              for (const ms of CHAT_REBIND_DELAYS_MS) deps.schedule(bind, ms);
            });
          }
        },
        () => {
          scriptsLoad = null;
        },
      );
    return scriptsLoad;
  }

  /** S9: the scripts load 500 ms after the page's first paint (with the entries' openers). */
  function start(): void {
    deps.schedule(() => {
      loadEntries();
      void loadScripts();
    }, CHAT_SCRIPT_DELAY_MS);
  }

  /** Each token change; an identity whose save answers after a later change is dropped. */
  let generation = 0;

  /** A4: the chat follows the token: the server's auth key and the customer name. */
  async function identify(name: string): Promise<void> {
    const mine = ++generation;
    const key = await wps().relay('WPSCORE_saveMemberInfoByAuthKey', {}, { quiet: true });
    if (mine !== generation) return; // logged out (or in as someone else) meanwhile
    if (typeof key !== 'string' || !key) return; // a back end without it: the chat knows no one
    identity = { authKey: key, name };
    bind();
  }
  function logout(): void {
    generation++;
    identity = null;
    bind();
  }

  /** The widget, once a script has provided one (undefined when none did in time). */
  function widgetReady(timeoutMs: number): Promise<ChatWidget | undefined> {
    bind();
    if (widget) return Promise.resolve(widget);
    if (![...scripts.values()].includes('loading')) return Promise.resolve(undefined);
    return new Promise((resolve) => {
      const done = () => resolve(widget);
      waiting.push(done);
      deps.schedule(done, timeoutMs);
    });
  }

  /** Opens the chat; resolves false when the player has no chat to open (the caller says so). A second tap while one is opening joins it. */
  let opening: Promise<boolean> | null = null;
  function open(csType?: string): Promise<boolean> {
    opening ??= openNow(csType).finally(() => {
      opening = null;
    });
    return opening;
  }
  async function openNow(csType?: string): Promise<boolean> {
    loadEntries();
    const entry = entryForOpener(mine(), csType);
    if (!entry) return false;
    await loadScripts();
    const w = await widgetReady(CHAT_WIDGET_WAIT_MS);
    if (!w) {
      // No widget on this page: the desk's own chat page, as the real client opens an entry.
      const page = decodeCsPath(entry.path);
      if (!page || !addressAllowed(page)) return false;
      deps.openPage(page);
      return true;
    }
    const title = tenantStore.tenant?.brand.appName ?? '';
    const url = readChatUrl(
      await wps().relay('CBS_launchChat', {
        b2c: entry.csType,
        title,
        backUrl: deps.here(),
        language: tenantStore.language,
      }),
    );
    if (!url || !addressAllowed(url)) return false;
    // A vendor's stub may have swapped in the working widget while the chat page was asked for:
    // a call on the stub now would sit in a queue nobody reads again.
    bind();
    (widget ?? w).open({ url, desk: entry.csType, title });
    return true;
  }

  return { start, identify, logout, open };
}

export const chat = createChat();
