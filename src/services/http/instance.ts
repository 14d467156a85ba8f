/** The app's one configured WPS client and its typed calls, set up at boot. */
import { createWpsClient, type ClientConfig } from './client.ts';
import { wpsCalls, type WpsCalls } from './calls.ts';

let calls: WpsCalls | undefined;

export function configureWps(cfg: ClientConfig): WpsCalls {
  calls = wpsCalls(createWpsClient(cfg));
  return calls;
}

export function wps(): WpsCalls {
  if (!calls) throw new Error('the WPS client is used before boot configured it');
  return calls;
}

/** The device-agent header: the user agent, base64 (UTF-8 safe), as WPS clients send it (design.md). */
export function deviceAgentHeader(ua: string): string {
  const bytes = new TextEncoder().encode(ua);
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
}
