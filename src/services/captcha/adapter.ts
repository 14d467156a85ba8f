/**
 * One captcha adapter for geetest v3, v4 and the risk token (A4, A5, A8). The vendor script is
 * loaded on first use from the merchant's CDN (imageCDNs), the next one as its backup; where none is
 * configured (the sandbox) the same-origin stand-in /captcha/sandbox/widget.js is loaded the same
 * way. One retry on a load failure; a concurrent verify is refused; closing the challenge fails
 * with verify_first.
 */
import {
  CAPTCHA_TIMEOUT_MS,
  CAPTCHA_LANGUAGE_CODE,
  CAPTCHA_LANGUAGES,
  LANGUAGE_CODE_MAP,
  TEXT_VERIFY_FIRST,
  TEXT_VERIFY_TOO_FAST,
  TEXT_NOT_SETUP_GEETEST,
} from '../../core/spec-constants.ts';
import type { GeetestChallenge } from '../http/calls.ts';
import { withTimeout } from '../scheduling/timeout.ts';

export class CaptchaError extends Error {
  constructor(
    message: string,
    readonly code: 'verify_first' | 'too_fast' | 'not_setup' | 'load_failed' | 'timeout' | 'failed',
  ) {
    super(message);
    this.name = 'CaptchaError';
  }
}

export interface CaptchaFields {
  geetestChallenge?: string;
  geetestSeccode?: string;
  geetestValidateV4?: {
    lot_number: string;
    captcha_output: string;
    pass_token: string;
    gen_time: string;
    captcha_id?: string;
  };
}

interface CaptchaObj {
  onReady(f: () => void): CaptchaObj;
  onSuccess(f: () => void): CaptchaObj;
  onClose(f: () => void): CaptchaObj;
  onError(f: (e: { code?: string; msg?: string }) => void): CaptchaObj;
  getValidate(): Record<string, string> | null;
  showCaptcha?(): void;
  verify?(): void;
  destroy?(): void;
}
type Init = (opts: Record<string, unknown>, cb: (obj: CaptchaObj) => void) => void;
declare global {
  interface Window {
    initGeetest?: Init;
    initGeetest4?: Init;
  }
}

/**
 * A5: the captcha language. Our code through the language code map (TW -> zh-HK -> "zh-hk"; a code
 * the map lacks as itself), which must be at most 6 letters, digits or hyphens; then the captcha
 * list, whole or by its first part (en-US -> "en"); else English.
 */
export function captchaLanguage(language: string): string {
  const code = (LANGUAGE_CODE_MAP[language] ?? language).toLowerCase();
  if (!CAPTCHA_LANGUAGE_CODE.test(code)) return 'en';
  const known = CAPTCHA_LANGUAGES as readonly string[];
  if (known.includes(code)) return code;
  const primary = code.split('-')[0]!;
  return known.includes(primary) ? primary : 'en';
}

/**
 * A vendor script at each of the merchant's image CDNs, in their order (S7: "loads from a CDN with
 * a backup"); the sandbox's stand-in where none is configured.
 */
export function cdnScripts(imageCDNs: readonly string[], path: string, standIn: string): string[] {
  const cdns = imageCDNs.map((c) => c.replace(/\/$/, '')).filter(Boolean);
  return cdns.length ? cdns.map((cdn) => `${cdn}${path}`) : [standIn];
}

export const captchaScripts = (version: 'v3' | 'v4', imageCDNs: readonly string[]): string[] =>
  cdnScripts(
    imageCDNs,
    version === 'v4' ? '/static/js/gt4.js' : '/static/js/gt.0.5.0.js',
    '/captcha/sandbox/widget.js',
  );

const loaded = new Map<string, Promise<void>>();
export type Injector = (src: string) => Promise<void>;
/** Adds a <script> and waits for it (the browser's way; tests pass their own). */
export function inject(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const s = document.createElement('script');
    s.src = src;
    s.async = true;
    s.onload = () => resolve();
    s.onerror = () => {
      s.remove();
      reject(new Error(`could not load ${src}`));
    };
    document.head.appendChild(s);
  });
}
/**
 * Loads a script once. A failed load is tried again (A5 "one retry is made on a load failure")
 * from the next source, the backup CDN (S7), and from each further one; with one source, from it
 * once more. When none loads: "not setup geetest" (A8), the missing source in the console.
 */
export function loadScript(sources: readonly string[], add: Injector = inject): Promise<void> {
  const key = sources.join(' ');
  let p = loaded.get(key);
  if (!p) {
    const tries = sources.length > 1 ? sources : [sources[0]!, sources[0]!];
    p = tries
      .slice(1)
      .reduce((chain, src) => chain.catch(() => add(src)), add(tries[0]!))
      .catch((e: Error) => {
        loaded.delete(key);
        console.warn(`captcha: ${e.message}`);
        throw new CaptchaError(TEXT_NOT_SETUP_GEETEST, 'load_failed');
      });
    loaded.set(key, p);
  }
  return p;
}

/** The captcha's start (challenge, script, widget) gives up after CAPTCHA_TIMEOUT_MS. */
const lateStart = () => new CaptchaError('the captcha did not start in time', 'timeout');

let busy = false;

export interface VerifyOptions {
  version: 'v3' | 'v4';
  merchant: string;
  language: string;
  imageCDNs: readonly string[];
  challenge: () => Promise<GeetestChallenge>;
  /** How the script gets onto the page (default: a <script> tag). */
  inject?: Injector;
}

/** Runs one captcha challenge and resolves to the fields a request carries. */
export async function verifyCaptcha(o: VerifyOptions): Promise<CaptchaFields> {
  if (busy) throw new CaptchaError(TEXT_VERIFY_TOO_FAST, 'too_fast');
  busy = true;
  try {
    const [ch] = await withTimeout(
      Promise.all([o.challenge(), loadScript(captchaScripts(o.version, o.imageCDNs), o.inject)]),
      CAPTCHA_TIMEOUT_MS,
      lateStart,
    ).catch((e: unknown) => {
      throw e instanceof CaptchaError ? e : new CaptchaError(TEXT_NOT_SETUP_GEETEST, 'not_setup');
    });
    const init = o.version === 'v3' ? window.initGeetest : window.initGeetest4;
    if (!init) throw new CaptchaError(TEXT_NOT_SETUP_GEETEST, 'not_setup');
    const lang = captchaLanguage(o.language);
    const opts =
      'gt' in ch
        ? {
            gt: ch.gt,
            challenge: ch.challenge,
            new_captcha: ch.newCaptcha,
            product: 'bind',
            lang,
            merchant: o.merchant,
          }
        : { captchaId: ch.captchaId, challenge: ch.challenge, product: 'bind', language: lang, merchant: o.merchant };
    const obj = await withTimeout(
      new Promise<CaptchaObj>((resolve) => init(opts, resolve)),
      CAPTCHA_TIMEOUT_MS,
      lateStart,
    );
    return await new Promise<CaptchaFields>((resolve, reject) => {
      obj
        .onReady(() => (obj.showCaptcha ?? obj.verify)?.call(obj))
        .onSuccess(() => {
          const v = obj.getValidate();
          if (!v) {
            reject(new CaptchaError(TEXT_VERIFY_FIRST, 'verify_first'));
            return;
          }
          resolve(
            o.version === 'v3'
              ? { geetestChallenge: v.geetest_challenge!, geetestSeccode: v.geetest_seccode! }
              : {
                  geetestValidateV4: {
                    lot_number: v.lot_number!,
                    captcha_output: v.captcha_output!,
                    pass_token: v.pass_token!,
                    gen_time: v.gen_time!,
                    ...(v.captcha_id ? { captcha_id: v.captcha_id } : {}),
                  },
                },
          );
        })
        .onClose(() => reject(new CaptchaError(TEXT_VERIFY_FIRST, 'verify_first')))
        .onError((e) => reject(new CaptchaError(e.msg ?? 'the captcha failed', 'failed')));
    });
  } finally {
    busy = false;
  }
}
