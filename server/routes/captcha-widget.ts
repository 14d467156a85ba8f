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
  app.post('/captcha/sandbox/verify', async (c) => {
    const b = (await c.req.json().catch(() => ({}))) as { merchant?: string; challenge?: string; position?: number };
    const token =
      typeof b.position === 'number'
        ? deps.codes.solveCaptcha(b.merchant ?? '', b.challenge ?? '', b.position)
        : undefined;
    return token ? c.json({ ok: true, token }) : c.json({ ok: false });
  });
}
