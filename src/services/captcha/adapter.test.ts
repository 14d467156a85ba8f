// @vitest-environment happy-dom
/** The captcha adapter against a scripted vendor API: language, concurrency, close, errors, retry, timeout. */
import { describe, it, expect, vi, afterEach } from 'vitest';
import { verifyCaptcha, captchaLanguage, captchaScripts, loadScript, CaptchaError } from './adapter.ts';
import { CAPTCHA_TIMEOUT_MS } from '../../core/spec-constants.ts';

type Handlers = Record<'ready' | 'success' | 'close' | 'error', ((a?: unknown) => void)[]>;
function fakeVendor(behave: (h: Handlers, obj: { result: Record<string, string> | null }) => void) {
  window.initGeetest4 = (_opts, cb) => {
    const h: Handlers = { ready: [], success: [], close: [], error: [] };
    const state = { result: null as Record<string, string> | null };
    const obj = {
      onReady: (f: () => void) => {
        h.ready.push(f);
        return obj;
      },
      onSuccess: (f: () => void) => {
        h.success.push(f);
        return obj;
      },
      onClose: (f: () => void) => {
        h.close.push(f);
        return obj;
      },
      onError: (f: (e: unknown) => void) => {
        h.error.push(f);
        return obj;
      },
      getValidate: () => state.result,
      showCaptcha: () => behave(h, state),
    };
    cb(obj as never);
    setTimeout(() => h.ready.forEach((f) => f()), 0);
  };
}
/** Script loading the test decides: each call n succeeds or fails. */
const injector = (ok: (n: number) => boolean = () => true) => {
  let n = 0;
  return vi.fn(async () => {
    if (!ok(n++)) throw new Error('load failed');
  });
};
const options = (over = {}) => ({
  version: 'v4' as const,
  merchant: 'DRAGON',
  language: 'CN',
  imageCDNs: [],
  challenge: async () => ({ captchaId: 'c', challenge: 'ch', version: 'v4' as const }),
  inject: injector(),
  ...over,
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  delete window.initGeetest4;
});

describe('captcha adapter', () => {
  it('maps languages to the captcha list, checks the code, defaults to en', () => {
    expect(captchaLanguage('CN')).toBe('zh-cn');
    expect(captchaLanguage('TW')).toBe('zh-hk'); // the spec's language code map: TW zh-HK
    expect(captchaLanguage('EN')).toBe('en'); // en-US, by its first part
    expect(captchaLanguage('VI')).toBe('vi');
    expect(captchaLanguage('KO')).toBe('ko');
    expect(captchaLanguage('FR')).toBe('en'); // not a captcha language
    expect(captchaLanguage('PT-BR')).toBe('en');
    // the code check: longer than 6, or other characters, is refused before the list is asked
    expect(captchaLanguage('zh-hans')).toBe('en');
    expect(captchaLanguage('zh_cn')).toBe('en');
    expect(captchaLanguage('ZH-TW')).toBe('zh-tw');
  });
  it('loads the sandbox stand-in without a CDN, the vendor script from the CDN otherwise', () => {
    expect(captchaScripts('v4', [])).toEqual(['/captcha/sandbox/widget.js']);
    expect(captchaScripts('v4', ['https://img.example/'])).toEqual(['https://img.example/static/js/gt4.js']);
    expect(captchaScripts('v3', ['https://a.example', 'https://b.example/'])).toEqual([
      'https://a.example/static/js/gt.0.5.0.js',
      'https://b.example/static/js/gt.0.5.0.js',
    ]);
  });
  it('gives the v4 result fields a request carries', async () => {
    fakeVendor((h, s) => {
      s.result = { lot_number: 'ch', captcha_output: 'o', pass_token: 'p', gen_time: '1' };
      h.success.forEach((f) => f());
    });
    expect(await verifyCaptcha(options())).toEqual({
      geetestValidateV4: { lot_number: 'ch', captcha_output: 'o', pass_token: 'p', gen_time: '1' },
    });
  });
  it('closing the challenge fails with verify_first; a second verify meanwhile is too fast', async () => {
    let close: () => void = () => {};
    fakeVendor((h) => {
      close = () => h.close.forEach((f) => f());
    });
    const first = verifyCaptcha(options());
    await expect(verifyCaptcha(options())).rejects.toThrow('verify geetest too fast');
    await vi.waitFor(() => expect(typeof close).toBe('function'));
    await new Promise((r) => setTimeout(r, 5));
    close();
    await expect(first).rejects.toMatchObject({ message: 'verify_first', code: 'verify_first' });
  });
  it('retries a failed script load once; from the backup CDN when there is one; then "not setup geetest"', async () => {
    const flaky = injector((n) => n > 0);
    await expect(loadScript(['/retry-once.js'], flaky)).resolves.toBeUndefined();
    expect(flaky.mock.calls).toEqual([['/retry-once.js'], ['/retry-once.js']]);
    const backup = injector((n) => n > 0);
    await expect(loadScript(['https://a.example/gt.js', 'https://b.example/gt.js'], backup)).resolves.toBeUndefined();
    expect(backup.mock.calls).toEqual([['https://a.example/gt.js'], ['https://b.example/gt.js']]);
    const broken = injector(() => false);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(loadScript(['/never.js'], broken)).rejects.toEqual(
      new CaptchaError('not setup geetest', 'load_failed'),
    );
    expect(broken).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
  it('gives up when the captcha does not start within 5000 ms', async () => {
    vi.useFakeTimers();
    window.initGeetest4 = () => {
      /* never calls back */
    };
    const p = verifyCaptcha(options()).then(
      () => {
        throw new Error('expected a timeout');
      },
      (e: unknown) => e as CaptchaError,
    );
    await vi.advanceTimersByTimeAsync(CAPTCHA_TIMEOUT_MS - 1);
    await vi.advanceTimersByTimeAsync(1);
    expect(CAPTCHA_TIMEOUT_MS).toBe(5000);
    expect((await p).code).toBe('timeout');
  });
  it('an unconfigured captcha says "not setup geetest"', async () => {
    const e = await verifyCaptcha(
      options({
        challenge: async () => {
          throw new Error('geetest.not.setup');
        },
      }),
    ).then(
      () => {
        throw new Error('expected a failure');
      },
      (x: unknown) => x as CaptchaError,
    );
    expect(e.message).toBe('not setup geetest');
  });
});
