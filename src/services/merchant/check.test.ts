import { describe, it, expect, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { checkMerchantConfig } from './check.ts';

const dragon = JSON.parse(
  readFileSync(new URL('../../../tenants/dragon/sandbox.json', import.meta.url), 'utf8'),
).merchantConfig;

describe('checkMerchantConfig (precompiled validator)', () => {
  it('accepts a tenant sandbox config', () => expect(checkMerchantConfig(dragon)).toMatchObject({ ok: true }));
  it("a config that carries the default password is refused: it is the back end's secret", () => {
    const r = checkMerchantConfig({ ...dragon, register: { defaultPassword: 'dragon888' } });
    expect(r).toEqual({
      ok: false,
      reason: "merchant config /register/defaultPassword is the back end's secret: it must not be sent",
    });
  });
  it('names the first problem of an invalid config', () => {
    const r = checkMerchantConfig({ ...dragon, gw: { ...dragon.gw, GEETEST_VERSION: 'v9' } });
    expect(r).toEqual({ ok: false, reason: expect.stringContaining('/gw/GEETEST_VERSION') });
    expect(checkMerchantConfig(null)).toMatchObject({ ok: false });
    expect(checkMerchantConfig({})).toEqual({ ok: false, reason: expect.stringContaining('"merchantCode"') });
  });
  it('a field the site does not know is dropped and reported once; known fields are still checked by type', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const config = () => ({ ...dragon, surprise: 1, settings: { ...dragon.settings, smsCaptcha: true } });
      const r = checkMerchantConfig(config());
      if (!r.ok) throw new Error(r.reason);
      expect(r.value).not.toHaveProperty('surprise');
      expect(r.value.settings).not.toHaveProperty('smsCaptcha');
      expect(r.value.settings.loginCaptcha).toBe(dragon.settings.loginCaptcha ?? false);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn).toHaveBeenCalledWith(
        'merchant config: ignored what this site does not know: /settings/smsCaptcha, /surprise',
      );
      // The next status call of the page load says nothing new.
      expect(checkMerchantConfig(config())).toMatchObject({ ok: true });
      expect(warn).toHaveBeenCalledTimes(1);
      const typed = checkMerchantConfig({ ...config(), settings: { ...dragon.settings, loginCaptcha: 'yes' } });
      expect(typed).toEqual({ ok: false, reason: 'merchant config /settings/loginCaptcha must be boolean' });
    } finally {
      warn.mockRestore();
    }
  });
  it('a back end that leaves out the fields it may leave out still boots, with the defaults filled in', () => {
    const r = checkMerchantConfig({ merchantCode: 'OLD' });
    if (!r.ok) throw new Error(r.reason);
    expect(r.value.settings).toMatchObject({
      loginCaptcha: false,
      autoLogin: false,
      usernameRegistration: true,
      vipDownloadBarRank: null,
    });
    expect(r.value.gw).toEqual({
      GEETEST_ID: '',
      GEETEST_VERSION: 'v3',
      GEETEST_RISK_APP_ID: '',
      LINE_CLIENT_ID: '',
      LINE_AUTHORIZE_URL: 'https://access.line.me/oauth2/v2.1/authorize',
      PROFILE_ICON_COUNT: 9,
    });
    expect(r.value.whitelabelVal).toEqual({});
    expect(r.value.analytics.facebookPixelIds).toEqual([]);
    expect(r.value.mobileTemplate.desktop_app_feature).toBe(0);
    // a newer settings field the answer lacks, next to ones it has
    const partial = checkMerchantConfig({ ...dragon, settings: { loginCaptcha: true } });
    expect(partial).toMatchObject({ ok: true, value: { settings: { loginCaptcha: true, smsLogin: false } } });
  });
});
