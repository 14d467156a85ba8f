/**
 * The native app's bridge (our protocol, docs/decisions.md): the app marks its web view's user
 * agent with `WPSApp/<version>` and injects `window.WPSAppBridge.postMessage(text)`. The page sends
 * `{ id, method, params }` as JSON; the app answers by calling `window.wpsNativeCallback(id, result)`
 * with a string (JSON for data). An answer starting with 'Failure' is an error the player is told
 * about (S8); no answer within 10000 ms is a time-out (S9).
 */
import { NATIVE_CALLBACK_TIMEOUT_MS, NATIVE_FAILURE_PREFIX } from '../../core/spec-constants.ts';

declare global {
  interface Window {
    WPSAppBridge?: { postMessage(text: string): void };
    wpsNativeCallback?: (id: string, result: string) => void;
  }
}

export class NativeFailure extends Error {}
export class NativeTimeout extends Error {}

const waiting = new Map<string, (result: string) => void>();
let nextId = 1;

/** The app's version from its user-agent mark, or null outside the app. */
export function nativeVersion(ua: string): string | null {
  return /\bWPSApp\/([\w.]+)/.exec(ua)?.[1] ?? null;
}

export const hasBridge = () => typeof window !== 'undefined' && typeof window.WPSAppBridge?.postMessage === 'function';

/** Calls the app; resolves with its answer, rejects on 'Failure...' (NativeFailure) or after 10 s (NativeTimeout). */
export function callNative(method: string, params: Record<string, unknown> = {}): Promise<string> {
  if (!hasBridge()) return Promise.reject(new NativeFailure(`${NATIVE_FAILURE_PREFIX}: the app has no bridge`));
  window.wpsNativeCallback ??= (id, result) => {
    waiting.get(id)?.(String(result));
  };
  const id = `n${nextId++}`;
  return new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      waiting.delete(id);
      reject(new NativeTimeout(`the app did not answer ${method} within ${NATIVE_CALLBACK_TIMEOUT_MS / 1000} s`));
    }, NATIVE_CALLBACK_TIMEOUT_MS);
    waiting.set(id, (result) => {
      clearTimeout(timer);
      waiting.delete(id);
      if (result.startsWith(NATIVE_FAILURE_PREFIX)) reject(new NativeFailure(result));
      else resolve(result);
    });
    window.WPSAppBridge!.postMessage(JSON.stringify({ id, method, params }));
  });
}
