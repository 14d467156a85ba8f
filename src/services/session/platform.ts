/** Facts about the device the rule context exposes (platform.*). Read once; they do not change in a visit. */
import type { RuleContext } from '../../core/schema/rule-context.ts';

export function platformFromUserAgent(ua: string, standalone: boolean): RuleContext['platform'] {
  const ios = /iPhone|iPad|iPod/.exec(ua) ? /OS (\d+)[._](\d+)/.exec(ua) : null;
  const android = /Android (\d+)(?:\.(\d+))?/.exec(ua);
  const os = ios ? 'ios' : android ? 'android' : /iPhone|iPad|iPod/.test(ua) ? 'ios' : 'other';
  const m = ios ?? android;
  return {
    os,
    osVersion: m ? Number(`${m[1]}.${m[2] ?? 0}`) : 0,
    nativeApp: /\bWPSApp\//.test(ua), // the native shell adds its own token to the user agent
    installedApp: standalone,
    incognito: false, // detected asynchronously where it matters (identity-provider login)
    inAppBrowser: /FBAN|FBAV|Instagram|Line\/|MicroMessenger|Telegram/i.test(ua),
  };
}

let cached: RuleContext['platform'] | undefined;
export function detectPlatform(): RuleContext['platform'] {
  if (cached) return cached;
  const standalone = typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches;
  cached = platformFromUserAgent(typeof navigator === 'undefined' ? '' : navigator.userAgent, standalone);
  return cached;
}
