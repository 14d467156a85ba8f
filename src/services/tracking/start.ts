/**
 * Tracking at start (after the first screen): leftovers of earlier visits go out, the native
 * app's ad ids and Facebook's cookies are kept, the pixels load, the performance report is
 * scheduled.
 */
import { tenantStore } from '../../state/app.ts';
import { detectPlatform } from '../session/platform.ts';
import { startTracker, onMarketingEvent } from './dispatcher.ts';
import { captureS2sInfo, setFacebookCookies } from './attribution.ts';
import { configuredNetworks, loadPixels } from './pixels/load.ts';
import { schedulePerfReport } from './perf-report.ts';
import { yieldToMain } from '../scheduling/main-thread.ts';

export async function startTracking(
  bootHref: string,
  timing: { statusMs: number; firstScreenMs: number },
): Promise<void> {
  const merchant = tenantStore.merchant!;
  const tenant = tenantStore.tenant!;
  startTracker();
  captureS2sInfo(bootHref, detectPlatform().nativeApp);
  schedulePerfReport({ ...timing, sinceStart: performance.now() });
  // Each step in a task of its own: reading and writing cookies asks the browser process each
  // time, and together with the pixels' set-up they made one task of 25-30 ms at desktop speed.
  await yieldToMain();
  const a = merchant.analytics;
  if (a.consent === 'granted' && configuredNetworks(a).includes('facebook')) setFacebookCookies(bootHref, tenant.hosts);
  await yieldToMain();
  // This chunk loads after the first screen: the pixels never hold it up, and only configured ones
  // load. Events tracked meanwhile wait for them (dispatcher.ts's onMarketingEvent).
  const sink = await loadPixels(a, yieldToMain);
  if (sink) onMarketingEvent(sink);
}
