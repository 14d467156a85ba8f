/**
 * The ad pixels (S3, S5, S7): each network the merchant's analytics config names loads after the
 * first screen (this chunk is loaded then), with the merchant's consent, and gets this page's
 * marketing events under its own names with the shared eventID.
 */
import type { MerchantConfig } from '../../../core/schema/merchant-config.ts';
import { NETWORKS, pixelEventName, type Network } from '../../../core/tracking/pixel-events.ts';
import { isTrackName, type StoredEvent } from '../../../core/tracking/events.ts';
import { PIXELS, type Pixel } from './networks.ts';

type Analytics = MerchantConfig['analytics'];

const IDS: Record<Network, keyof Analytics> = {
  facebook: 'facebookPixelIds',
  tiktok: 'tiktokPixelIds',
  gtag: 'gtagIds',
  gtm: 'gtmIds',
  kwai: 'kwaiPixelIds',
};

/** The networks configured for this merchant (none: nothing loads). */
export function configuredNetworks(a: Analytics): Network[] {
  return NETWORKS.filter((n) => (a[IDS[n]] as readonly string[]).length > 0);
}

/**
 * Loads the configured pixels and returns the function that forwards an event to all of them.
 * `between` runs between two networks (the app: a later task, each network's set-up is its own).
 */
export async function loadPixels(
  a: Analytics,
  between: () => Promise<void> = () => Promise.resolve(),
): Promise<((e: StoredEvent) => void) | null> {
  const loaded: [Network, Pixel][] = [];
  for (const [i, n] of configuredNetworks(a).entries()) {
    if (i) await between();
    const pixel = PIXELS[n]({
      ids: a[IDS[n]] as readonly string[],
      script: a.scripts[n],
      consent: a.consent === 'granted',
    });
    if (pixel) loaded.push([n, pixel]); // null: not loaded (Kwai without consent)
  }
  if (!loaded.length) return null;
  return (e) => {
    if (!isTrackName(e.name)) return;
    for (const [n, pixel] of loaded) {
      const mapped = pixelEventName(n, e.name);
      if (mapped) pixel.send(mapped.name, mapped.standard, e);
    }
  };
}
