/**
 * The sandbox's stand-in for the captcha vendor: a script exposing initGeetest (v3) and
 * initGeetest4 (v4) with the vendor's callback shape, showing a slider a person drags to the
 * marked spot. The front end loads it the way it loads the vendor script in production. Calls
 * carry the merchant in the query (a <script> cannot send headers).
 */
import type { Hono } from 'hono';
import { CAPTCHA_TRACK } from '../store/codes.ts';
import type { Deps, Env } from '../context.ts';
import { WIDGET_JS } from './captcha-widget-script.ts';
import { requestJson } from '../body-guard.ts';

const RISK_JS = `window.GeetestRisk = {
  init: function (o) {
    return {
      getToken: function (q) {
        return fetch('/captcha/sandbox/risk/token', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ merchant: o.merchant, appId: o.appId, scene: q.scene })
        }).then(function (r) { return r.json(); }).then(function (a) {
          if (!a.ok) throw { code: a.code, msg: a.msg };
          return { token: a.token };
        });
      }
    };
  }
};`;

export function captchaWidgetRoutes(app: Hono<Env>, deps: Deps) {
  app.get('/captcha/sandbox/widget.js', (c) =>
    c.body(WIDGET_JS, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' }),
  );
  app.get('/captcha/sandbox/challenge', (c) => {
    const target = deps.codes.captchaTarget(c.req.query('merchant') ?? '', c.req.query('challenge') ?? '');
    return target === undefined
      ? c.json({ error: 'unknown or expired challenge' }, 404)
      : c.json({ target, track: CAPTCHA_TRACK });
  });
  // The risk product's stand-in (A5): an SDK that gives a token for a scene to an app id the merchant configured.
  app.get('/captcha/sandbox/risk.js', (c) =>
    c.body(RISK_JS, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' }),
  );
  app.post('/captcha/sandbox/risk/token', async (c) => {
    const b = ((await requestJson(c)) ?? {}) as { merchant?: string; appId?: string; scene?: string };
    const t = deps.tenants.byMerchant(b.merchant);
    // The risk service knows the app id registered for the merchant (sandbox.json), whatever a
    // test makes the served merchant config say: a mismatch is a misconfigured site.
    const appId = t?.data.merchantConfig.gw.GEETEST_RISK_APP_ID ?? '';
    if (!t || !appId || b.appId !== appId)
      return c.json({ ok: false, code: 'appid_invalid', msg: 'this app id is not registered for the merchant' });
    if (b.scene !== 'login') return c.json({ ok: false, code: 'scene_invalid', msg: `no scene "${String(b.scene)}"` });
    return c.json({ ok: true, token: deps.codes.issueRiskToken(t.merchantCode, b.scene) });
  });
  app.post('/captcha/sandbox/verify', async (c) => {
    const b = ((await requestJson(c)) ?? {}) as { merchant?: string; challenge?: string; position?: number };
    const token =
      typeof b.position === 'number'
        ? deps.codes.solveCaptcha(b.merchant ?? '', b.challenge ?? '', b.position)
        : undefined;
    return token ? c.json({ ok: true, token }) : c.json({ ok: false });
  });
}
