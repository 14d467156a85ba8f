/**
 * S9 "settings refresh debounce 300 ms": while the site is open, the merchant config (the status
 * call) is asked for again when something may have changed it for this player: the tab is shown
 * again, the network is back, the session starts or ends. Triggers within 300 ms of each other make
 * one call, and a trigger while a call is out makes one more after it (never two at once). A failed
 * or unreadable answer keeps what the site has: a refresh never takes an open site down.
 */
import { SETTINGS_REFRESH_DEBOUNCE_MS } from '../../core/spec-constants.ts';
import { configPrint } from '../../core/prerendered.ts';
import type { MerchantConfig } from '../../core/schema/merchant-config.ts';
import type { Checked } from './check.ts';

export type RefreshOutcome = 'changed' | 'same' | 'failed' | 'unreadable';

export interface SettingsSource {
  /** The status call's answer (quiet: a refresh shows no error popup). */
  fetch: () => Promise<unknown>;
  check: (answer: unknown) => Checked;
  /** The config the site runs on now. */
  current: () => MerchantConfig | null;
  /** Puts a changed config in place (the pages read it from the store and change live). */
  apply: (next: MerchantConfig) => void;
  /** Told after each call (for the decided mark and the console). */
  report?: (outcome: RefreshOutcome, detail?: string) => void;
}

export interface SettingsRefresher {
  /** Asks for a refresh: the call goes out 300 ms after the last request. */
  request: () => void;
  /** The call now, debounce or not (tests, and a caller that must wait for it). */
  flush: () => Promise<RefreshOutcome>;
  stop: () => void;
}

export function settingsRefresher(source: SettingsSource, wait = SETTINGS_REFRESH_DEBOUNCE_MS): SettingsRefresher {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<RefreshOutcome> | null = null;
  let again = false;
  let stopped = false;

  const once = async (): Promise<RefreshOutcome> => {
    let answer: unknown;
    try {
      answer = await source.fetch();
    } catch (e) {
      return report('failed', (e as Error).message);
    }
    const checked = source.check(answer);
    if (!checked.ok) return report('unreadable', checked.reason);
    const now = source.current();
    if (now && configPrint(now) === configPrint(checked.value)) return report('same');
    source.apply(checked.value);
    return report('changed');
  };
  const report = (outcome: RefreshOutcome, detail?: string) => {
    source.report?.(outcome, detail);
    return outcome;
  };

  const flush = (): Promise<RefreshOutcome> => {
    clearTimeout(timer);
    timer = undefined;
    if (running) {
      again = true; // what triggered this may have changed after the call went out
      return running;
    }
    running = once().finally(() => {
      running = null;
      if (again && !stopped) {
        again = false;
        void flush();
      }
    });
    return running;
  };

  return {
    request() {
      if (stopped) return;
      clearTimeout(timer);
      timer = setTimeout(() => void flush(), wait);
    },
    flush,
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
