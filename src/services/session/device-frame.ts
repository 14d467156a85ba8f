/**
 * A4's hidden frame (its own chunk, loaded only when this domain has no device id yet): frames the
 * device host's sync page, offers it the id this domain would otherwise use, and takes its answer.
 * Messages are sent to the page's exact origin (never '*') and taken only from the frame made here,
 * on that origin, with a valid id (core/device-sync.ts).
 */
import { syncAnswer, syncRequest } from '../../core/device-sync.ts';

/**
 * The device host's id (or `offered`, which it keeps when it has none); null when it has not
 * answered within `timeoutMs`. The frame stays until it answers, so an offer sent after the
 * timeout is still kept there for the merchant's other domains.
 */
export function askDeviceHost(url: string, origin: string, offered: string, timeoutMs: number): Promise<string | null> {
  return new Promise((resolve) => {
    const frame = document.createElement('iframe');
    frame.hidden = true;
    frame.tabIndex = -1;
    frame.setAttribute('aria-hidden', 'true');
    frame.title = 'device';
    const timer = setTimeout(() => resolve(null), timeoutMs);
    const onMessage = (e: MessageEvent) => {
      const id = syncAnswer(e, { origin, source: frame.contentWindow });
      if (!id) return;
      removeEventListener('message', onMessage);
      frame.remove();
      clearTimeout(timer);
      resolve(id);
    };
    addEventListener('message', onMessage);
    frame.addEventListener('load', () => frame.contentWindow?.postMessage(syncRequest(offered), origin));
    frame.src = url;
    document.body.append(frame);
  });
}
