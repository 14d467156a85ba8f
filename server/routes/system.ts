/** S7 system calls: status, country, domain route, event beacon and ping, home-screen manifest; and game launch. */
import type { Hono } from 'hono';
import { ok, fail, memberOf, jsonBody, type Deps, type Env } from '../context.ts';
import { countPlay } from '../content.ts';
import { gamePageUrl, type GamePage } from './pages.ts';
import {
  LOTTO_AREA_VN,
  LOTTO_LAUNCH_MODE,
  LOTTO_MODE_SEA,
  LINE_AUTHORIZE_URL,
  FACEBOOK_SDK_URL,
} from '../../src/core/spec-constants.ts';
import { standInHost } from '../third-party/hosts.ts';
import { standInScripts } from '../third-party/pixels.ts';
import { readEvent, recordEvent, recordDrops } from '../events.ts';

/** Reads and records a list of events; bad ones are counted, not stored (a client never resends them forever). */
function recordAll(deps: Deps, merchant: string, via: string, list: unknown[]) {
  const out = { stored: 0, duplicates: 0, rejected: [] as string[] };
  for (const x of list) {
    const e = readEvent(x);
    if (typeof e === 'string') out.rejected.push(e);
    else if (recordEvent(deps, merchant, via, e) === 'stored') out.stored++;
    else out.duplicates++;
  }
  return out;
}

export function systemRoutes(app: Hono<Env>, deps: Deps) {
  app.get('/wps/v2/system/status', (c) => {
    const mc = deps.tenants.merchantConfig(c.get('tenant'));
    // The sandbox is the line app's stand-in authorize server: it never sends a player to the real one.
    const line =
      mc.gw.LINE_AUTHORIZE_URL === LINE_AUTHORIZE_URL
        ? `http://${standInHost('line', c.req.header('Host'))}/oauth2/v2.1/authorize`
        : mc.gw.LINE_AUTHORIZE_URL;
    // The Facebook SDK: its stand-in (facebook.localhost), never connect.facebook.net.
    const facebookSdk =
      mc.sms.facebookSdkUrl === FACEBOOK_SDK_URL
        ? `http://${standInHost('facebook', c.req.header('Host'))}/en_US/sdk.js`
        : mc.sms.facebookSdkUrl;
    // The identity provider's emulator, for a merchant that has the provider (the site's SDK connects to it).
    const emulator = mc.sms.projectId ? (deps.idTokens?.emulatorUrl ?? '') : '';
    // The ad pixels' scripts: the sandbox's stand-ins (tests never reach the networks).
    const origin = new URL(c.req.url).origin;
    const scripts = standInScripts(mc.analytics.scripts, origin, mc.merchantCode);
    return ok(c, {
      ...mc,
      gw: { ...mc.gw, LINE_AUTHORIZE_URL: line },
      sms: { ...mc.sms, authEmulatorUrl: emulator, facebookSdkUrl: facebookSdk },
      analytics: { ...mc.analytics, scripts },
    });
  });
  app.get('/wps/system/country', (c) => ok(c, deps.tenants.content(c.get('tenant')).country));
  app.get('/wps/system/domainRoute', (c) => ok(c, deps.tenants.merchantConfig(c.get('tenant')).domainRoute));

  // The event upload (our contract; S7 "event upload" path not shown): { events: [...], dropped, droppedId }.
  app.post('/wps/event/upload', async (c) => {
    const b = await jsonBody(c);
    if (!Array.isArray(b.events)) return fail(c, 'event.invalid', 'send { events: [...] }', 400);
    const merchant = c.get('tenant').merchantCode;
    recordDrops(deps, merchant, Number(b.dropped ?? 0), typeof b.droppedId === 'string' ? b.droppedId : '');
    return ok(c, recordAll(deps, merchant, 'upload', b.events));
  });
  // S7: the beacon body is { merchant, value }; value carries { events: [...] } (our contract).
  app.post('/wps/system/collect', async (c) => {
    const b = await jsonBody(c);
    const value = b.value as { events?: unknown } | undefined;
    const list = Array.isArray(value?.events) ? value.events : [value];
    return ok(c, recordAll(deps, c.get('tenant').merchantCode, 'beacon', list));
  });
  // S7 fallback: one event as query parameters (event, eventID, at, then the payload's fields).
  app.get('/wps/system/test/ping', (c) => {
    const { event, eventID, at, ...query } = c.req.query();
    // Query values are text: numbers and booleans as the client had them.
    const payload = Object.fromEntries(
      Object.entries(query).map(([k, v]) => [
        k,
        /^-?(0|[1-9]\d*)(\.\d+)?$/.test(v) ? Number(v) : v === 'true' ? true : v === 'false' ? false : v,
      ]),
    );
    const e = readEvent({ name: event, eventID, at: Number(at), payload });
    if (typeof e === 'string') return fail(c, 'event.invalid', e, 400);
    return ok(c, { result: recordEvent(deps, c.get('tenant').merchantCode, 'ping', e) });
  });

  /** S5: a manifest only when the pwa template is set; built from the template (or served as configured when desktop_app_feature is 1). */
  app.get('/wps/system/manifest.json', (c) => {
    const t = c.get('tenant');
    const tpl = deps.tenants.merchantConfig(t).mobileTemplate;
    if (!tpl.pwa.trim()) return fail(c, 'manifest.not.configured', 'This merchant has no home-screen app.', 404);
    const icon = tpl.apple_touch_icon || tpl.favicon;
    const fromTemplate = {
      // One installed app per merchant, whichever of its hosts it was installed from.
      id: `/m/home?merchantCode=${encodeURIComponent(t.merchantCode)}`,
      name: tpl.pwa,
      short_name: tpl.pwa,
      start_url: '/m/home',
      scope: '/m/',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: '#ffffff',
      background_color: '#ffffff',
      icons: [192, 256, 384, 512].map((s) => ({
        src: icon,
        sizes: `${s}x${s}`,
        type: icon.endsWith('.svg') ? 'image/svg+xml' : 'image/png',
        purpose: 'any',
      })),
    };
    c.header('Cache-Control', 'no-cache');
    // desktop_app_feature 1: the back end's own manifest (docs/decisions.md): the installed app also
    // runs as a desktop window (any orientation, the title bar area for the app).
    if (tpl.desktop_app_feature === 1)
      return c.json({
        ...fromTemplate,
        orientation: 'any',
        display_override: ['window-controls-overlay', 'standalone'],
      });
    return c.json(fromTemplate);
  });

  /**
   * S7: game launch needs authorisation. Lottery in Vietnam mode (lottoArea VN, launchMode LOTT,
   * lottoPrizeMode, lottoGameCode, lottoView), its SEA variant (lottoMode SEA_Tradition_Mobile,
   * gameCode), or a vendor game (vendor, gameCode; our contract). The game is a sandbox page.
   */
  app.get('/wps/game/launchGame', (c) => {
    const r = memberOf(c, deps);
    if ('res' in r) return r.res;
    const q = c.req.query();
    const content = c.get('tenant').data.content;
    const merchant = c.get('tenant').merchantCode;
    let launch:
      { code: string; mode: GamePage['mode']; vendor?: string; prizeMode?: string; view?: string } | undefined;
    if (q.lottoArea === LOTTO_AREA_VN && q.launchMode === LOTTO_LAUNCH_MODE && q.lottoGameCode && q.lottoPrizeMode)
      launch = { code: q.lottoGameCode, mode: 'lotto-vn', prizeMode: q.lottoPrizeMode, view: q.lottoView ?? 'betting' };
    else if (q.lottoMode === LOTTO_MODE_SEA && q.gameCode) launch = { code: q.gameCode, mode: 'lotto-sea' };
    else if (q.vendor && q.gameCode) launch = { code: q.gameCode, mode: 'real', vendor: q.vendor };
    if (!launch)
      return fail(
        c,
        'game.params.invalid',
        'Say which game to launch (a lottery game code, or a vendor and a game code).',
      );
    const game = content.games.find((g) => g.id === launch.code);
    const fits =
      game &&
      (launch.mode === 'real'
        ? game.vendor === launch.vendor && !game.lotto
        : game.lotto?.area === (launch.mode === 'lotto-vn' ? 'VN' : 'SEA'));
    if (!game || !fits) return fail(c, 'game.not.found', 'This game is not available.');
    deps.db
      .prepare(
        'INSERT INTO recent_games (member_id, game_id, played_at) VALUES (?, ?, ?) ON CONFLICT (member_id, game_id) DO UPDATE SET played_at = excluded.played_at',
      )
      .run(r.member.id, game.id, deps.now());
    countPlay(deps.db, merchant, game.id);
    return ok(c, {
      gameUrl: gamePageUrl(merchant, { ...launch, vendor: game.vendor, backUrl: q.backUrl, language: q.language }),
    });
  });
}
