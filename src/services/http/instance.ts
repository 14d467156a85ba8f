/**
 * The app's one configured WPS client and its typed calls. The client (ky, the cache, the throttle,
 * the concurrency limits, the call catalogue) is its own chunk, loaded on the first call: the first
 * screen paints without it (the early loader made the status call). `wps()` has the calls' shape;
 * each call waits for the chunk, then goes out as it would have.
 */
import { utf8ToBase64 } from '../../core/base64.ts';
import type { ClientConfig } from './client.ts';
import type { WpsCalls } from './calls.ts';

let config: ClientConfig | undefined;
let calls: Promise<WpsCalls> | undefined;
let loaded: WpsCalls | undefined;

export function configureWps(cfg: ClientConfig): WpsCalls {
  config = cfg;
  calls = undefined;
  loaded = undefined;
  return wps();
}

/** The client, loaded once (a failed load, offline say, is tried again on the next call). */
export function loadWps(): Promise<WpsCalls> {
  if (!config) return Promise.reject(new Error('the WPS client is used before boot configured it'));
  const cfg = config;
  calls ??= import('./wps-module.ts').then(
    (m) => (loaded = m.createAppCalls(cfg)),
    (e: unknown) => {
      calls = undefined;
      throw e;
    },
  );
  return calls;
}

/** The client if it is loaded: for a call that cannot wait for it (a synchronous one). */
export const loadedWps = (): WpsCalls | undefined => loaded;

/** A stand-in with the calls' shape: reading a name goes deeper, calling one calls the loaded client's. */
function deferred(path: readonly string[]): unknown {
  return new Proxy(() => {}, {
    get: (_, key) => (typeof key === 'string' ? deferred([...path, key]) : undefined),
    apply: async (_, __, args: unknown[]) => {
      let owner: unknown = await loadWps();
      for (const key of path.slice(0, -1)) owner = (owner as Record<string, unknown>)[key];
      const fn = (owner as Record<string, (...a: unknown[]) => unknown>)[path[path.length - 1]!];
      if (typeof fn !== 'function') throw new TypeError(`wps().${path.join('.')} is not a call`);
      return fn.apply(owner, args);
    },
  });
}
const facade = deferred([]) as WpsCalls;

export function wps(): WpsCalls {
  if (!config) throw new Error('the WPS client is used before boot configured it');
  return facade;
}

/** The device-agent header: the user agent, base64 (UTF-8 safe), as WPS clients send it (design.md). */
export function deviceAgentHeader(ua: string): string {
  return utf8ToBase64(ua);
}
