/**
 * Tracking at start (after the first screen): leftovers of earlier visits go out, the native
 * app's ad ids and Facebook's cookies are kept, the pixels load, the performance report is
 * scheduled.
 */
import { tenantStore } from '../../state/app.ts';
import { detectPlatform } from '../platform.ts';
import { startTracker, onMarketingEvent } from './tracker.ts';
import { captureS2sInfo, setFacebookCookies } from './attribution.ts';
import { configuredNetworks, loadPixels } from './pixels/load.ts';
import { schedulePerfReport } from './perf-report.ts';

export function startTracking(bootHref: string, timing: { statusMs: number; firstScreenMs: number }): void {
  const merchant = tenantStore.merchant!;
  const tenant = tenantStore.tenant!;
  startTracker();
  captureS2sInfo(bootHref, detectPlatform().nativeApp);
  const a = merchant.analytics;
  if (a.consent === 'granted' && configuredNetworks(a).includes('facebook')) setFacebookCookies(bootHref, tenant.hosts);
  schedulePerfReport({ ...timing, sinceStart: performance.now() });
  // This chunk loads after the first screen: the pixels never hold it up, and only configured ones load.
  const sink = loadPixels(a);
  if (sink) onMarketingEvent(sink);
}
