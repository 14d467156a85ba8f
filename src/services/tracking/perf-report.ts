/**
 * The performance report (S4): first or return visit, fcp, lcp and fs (the app's first screen,
 * ms from navigation start), plus the status call's duration (S7 "timing reported after 5 s"),
 * which also goes as the real client reports it (collect-beacon: `api:status,elapsed:<ms>`).
 * Reported 5 s after the load event, or at 15 s at the latest (or when the page is left before);
 * measured with web-vitals (this chunk loads after the first screen).
 */
import { onFCP, onLCP } from 'web-vitals';
import { PERF_REPORT_DELAY_MS, PERF_REPORT_FORCE_MS } from '../../core/spec-constants.ts';
import { local } from '../session/storage.ts';
import { reportPerformance } from './track.ts';
import { onPageHide } from './dispatcher.ts';
import { sendCollectBeacon, metricsText } from '../http/beacon.ts';
import { detectPlatform } from '../session/platform.ts';
import { tenantStore } from '../../state/app.ts';

/** collect-beacon: the status call's time as the real client's metrics text. */
const statusBeacon = (ms: number) => {
  const merchant = tenantStore.tenant?.merchantCode;
  if (merchant) sendCollectBeacon(merchant, metricsText({ api: 'status', elapsed: ms }), detectPlatform());
};

export const VISITED_KEY = 'perfVisited';

export interface PerfTimers {
  setTimeout(fn: () => void, ms: number): unknown;
  /** Calls fn once the page's load event has happened, with the ms since it ended. */
  afterLoad(fn: (sinceLoad: number) => void): void;
  /** Calls fn when the player leaves the page. */
  onLeave(fn: () => void): void;
}
const browserTimers: PerfTimers = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  afterLoad: (fn) => {
    // The 5 s count from the end of the load event, also when this chunk arrives after it.
    const since = () => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      return nav?.loadEventEnd ? Math.max(0, performance.now() - nav.loadEventEnd) : 0;
    };
    if (document.readyState === 'complete') fn(since());
    else addEventListener('load', () => setTimeout(() => fn(since())), { once: true });
  },
  // Before the tracker's page-hide beacon, so the report goes with it.
  onLeave: onPageHide,
};

/** Schedules the one report of this page view; `sinceStart` is how long the page has been open now. */
export function schedulePerfReport(
  o: { statusMs: number; firstScreenMs: number; sinceStart: number },
  timers: PerfTimers = browserTimers,
  send: typeof reportPerformance = reportPerformance,
  measure: (set: (m: 'fcp' | 'lcp', v: number) => void) => void = (set) => {
    onFCP((m) => set('fcp', m.value));
    onLCP((m) => set('lcp', m.value), { reportAllChanges: true });
  },
  beacon: (statusMs: number) => void = statusBeacon,
): void {
  const visit = local.get(VISITED_KEY) ? 'return' : 'first';
  local.set(VISITED_KEY, '1');
  const m: { fcp?: number; lcp?: number } = {};
  measure((k, v) => {
    m[k] = Math.round(v);
  });
  let sent = false;
  const report = () => {
    if (sent) return;
    sent = true;
    send({
      visit,
      fcp: m.fcp ?? null,
      lcp: m.lcp ?? null,
      fs: Math.round(o.firstScreenMs),
      status: Math.round(o.statusMs),
    });
    beacon(Math.round(o.statusMs));
  };
  timers.afterLoad((sinceLoad) => timers.setTimeout(report, Math.max(0, PERF_REPORT_DELAY_MS - sinceLoad)));
  timers.setTimeout(report, Math.max(0, PERF_REPORT_FORCE_MS - o.sinceStart));
  // Our addition (docs/decisions.md): a page left before its report goes reports what it measured.
  timers.onLeave(report);
}
