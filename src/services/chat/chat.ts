/**
 * Customer-service chat (S3 entries, A4/S4 token effects, S9 timings). The merchant's entries come
 * from WPSCORE_getCustomerServiceScript; each entry's decoded path is its chat's loader script,
 * which puts the chat widget API on `window.csChat` (docs/contract.md "Customer-service chat").
 *
 * - Scripts load 500 ms after the first paint, for the entries the player gets (labelIds, S5).
 * - Openers rebind when a script has loaded and again at 1 s and 3 s: a loader first installs a
 *   stub that queues calls and swaps in the real widget when it has started, so the widget is
 *   looked up again then.
 * - Token set: a fresh auth key is saved (WPSCORE_saveMemberInfoByAuthKey) and handed to the chat
 *   with the customer name; token cleared: the chat user is cleared and logged out.
 * - Opening asks CBS_launchChat for the chat page (desk, title, backUrl, language).
 */
import { wps } from '../http/instance.ts';
import { decodeCsPath, entriesFor, entryForOpener, type CsEntry } from '../../core/customer-service.ts';
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
  newAuthKey(): string;
  /** Where the chat returns to (CBS_launchChat backUrl): the page it was opened from. */
  here(): string;
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
  newAuthKey: () => crypto.randomUUID(),
  here: () => location.pathname + location.search,
};

/** How long an open waits for a chat script still loading (our choice: a slow phone network). */
export const CHAT_WIDGET_WAIT_MS = 10_000;

/** Only the site's own paths or https addresses become scripts. */
const scriptAllowed = (src: string) => /^(https:\/\/[^/]|\/[^/\\])/.test(src);

export function createChat(deps: ChatDeps = browserDeps) {
  let entries: readonly CsEntry[] | null = null;
  let entriesLoad: Promise<readonly CsEntry[]> | null = null;
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

  function loadEntries(): Promise<readonly CsEntry[]> {
    entriesLoad ??= wps()
      .relay('WPSCORE_getCustomerServiceScript', {}, { quiet: true })
      .then(
        (list) => {
          entries = list ?? [];
          chatStore.entries = ref([...entries]);
          return entries;
        },
        () => {
          entriesLoad = null; // tried again on the next open
          return [];
        },
      );
    return entriesLoad;
  }

  /** Loads the scripts of the player's entries that are not loaded yet. */
  function loadScripts(): void {
    for (const e of mine()) {
      const src = decodeCsPath(e.path);
      if (!src || !scriptAllowed(src) || scripts.has(src)) continue;
      scripts.set(src, 'loading');
      deps.loadScript(src, (ok) => {
        scripts.set(src, ok ? 'loaded' : 'failed');
        if (!ok) return void waiting.splice(0).forEach((f) => f());
        bind();
        for (const ms of CHAT_REBIND_DELAYS_MS) deps.schedule(bind, ms);
      });
    }
  }

  /** S9: the scripts load 500 ms after the page's first paint. */
  function start(): void {
    deps.schedule(() => void loadEntries().then(loadScripts), CHAT_SCRIPT_DELAY_MS);
  }

  /** Each token change; an identity whose save answers after a later change is dropped. */
  let generation = 0;

  /** A4: the chat follows the token. */
  async function identify(name: string): Promise<void> {
    const mine = ++generation;
    const authKey = deps.newAuthKey();
    await wps().relay('WPSCORE_saveMemberInfoByAuthKey', { authKey }, { quiet: true });
    if (mine !== generation) return; // logged out (or in as someone else) meanwhile
    identity = { authKey, name };
    if (entries) loadScripts(); // a VIP label may bring its own desk
    bind();
  }
  function logout(): void {
    generation++;
    identity = null;
    if (entries) loadScripts();
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
    await loadEntries();
    const entry = entryForOpener(mine(), csType);
    if (!entry) return false;
    loadScripts();
    const w = await widgetReady(CHAT_WIDGET_WAIT_MS);
    if (!w) return false;
    const title = tenantStore.tenant?.brand.appName ?? '';
    const { url } = await wps().relay('CBS_launchChat', {
      b2c: entry.csType,
      title,
      backUrl: deps.here(),
      language: tenantStore.language,
    });
    // A vendor's stub may have swapped in the working widget while the chat page was asked for:
    // a call on the stub now would sit in a queue nobody reads again.
    bind();
    (widget ?? w).open({ url, desk: entry.csType, title });
    return true;
  }

  return { start, identify, logout, open };
}

export const chat = createChat();
