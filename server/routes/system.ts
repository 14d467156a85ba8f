/** S7 system calls: status, country, domain route, event beacon and ping, home-screen manifest; and game launch. */
import type { Hono } from 'hono';
import { ok, fail, memberOf, jsonBody, clientIp, type Deps, type Env } from '../context.ts';
import { catalogueOf, countPlay } from '../content.ts';
import { gamePageUrl, type GamePage } from './pages.ts';
import {
  LOTTO_AREA_VN,
  LOTTO_LAUNCH_MODE,
  LOTTO_MODE_SEA,
  LINE_AUTHORIZE_URL,
  FACEBOOK_SDK_URL,
  VENDOR_LAUNCH_MODE,
} from '../../src/core/spec-constants.ts';
import { standInHost } from '../third-party/hosts.ts';
import { standInScripts } from '../third-party/pixels.ts';
import { readEvent, recordEvent, recordDrops, recordMetrics } from '../events.ts';
import { wireStatus } from '../wire.ts';
import { parseJson, Refusal } from '../json-guard.ts';

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
    // status-nested: the config under info, location and maintenance beside it (server/wire.ts).
    return ok(
      c,
      wireStatus(
        {
          ...mc,
          gw: { ...mc.gw, LINE_AUTHORIZE_URL: line },
          sms: { ...mc.sms, authEmulatorUrl: emulator, facebookSdkUrl: facebookSdk },
          analytics: { ...mc.analytics, scripts },
        },
        clientIp(c),
      ),
    );
  });
  app.get('/wps/system/country', (c) => ok(c, deps.tenants.content(c.get('tenant')).country));
  // domainroute-param-err: the real back end refuses a domain route asked without its device.
  app.get('/wps/system/domainRoute', (c) =>
    c.req.query('device')
      ? ok(c, deps.tenants.merchantConfig(c.get('tenant')).domainRoute)
      : fail(c, 'request_param_err', 'device is required', 400),
  );

  // The event upload (our contract; S7 "event upload" path not shown): { events: [...], dropped, droppedId }.
  app.post('/wps/event/upload', async (c) => {
    const b = await jsonBody(c);
    if (!Array.isArray(b.events)) return fail(c, 'event.invalid', 'send { events: [...] }', 400);
    const merchant = c.get('tenant').merchantCode;
    recordDrops(deps, merchant, Number(b.dropped ?? 0), typeof b.droppedId === 'string' ? b.droppedId : '');
    return ok(c, recordAll(deps, merchant, 'upload', b.events));
  });
  // collect-beacon: a text/plain body { merchant, value } whose value is a string: the site's
  // queued events as JSON text ({ events }), or the real client's metrics (k:v,k:v), kept as they are.
  app.post('/wps/system/collect', async (c) => {
    const b = await jsonBody(c);
    const value = typeof b.value === 'string' ? b.value : '';
    let events: unknown;
    try {
      events = (parseJson(value, 'The beacon value') as { events?: unknown } | null)?.events;
    } catch (e) {
      if (!(e instanceof Refusal) || e.code !== 'request.json.invalid') throw e;
    }
    const merchant = c.get('tenant').merchantCode;
    if (Array.isArray(events)) return ok(c, recordAll(deps, merchant, 'beacon', events));
    recordMetrics(deps, merchant, value);
    return ok(c, null);
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
   * lottoPrizeMode, lottoGameCode, lottoView), its SEA variant (lottoMode SEA_Tradition_Mobile with
   * lottoGameCode, as the real client sends it, or the spec's gameCode), both answered
   * { gameUrl }; or a vendor's game in GLS mode (vendor-launch-content-game-url: gameId, nodeId,
   * vassalage), answered { content: { game_url } }. The game is a sandbox page.
   */
  app.get('/wps/game/launchGame', (c) => {
    const r = memberOf(c, deps);
    if ('res' in r) return r.res;
    const q = c.req.query();
    const content = deps.tenants.content(c.get('tenant'));
    const merchant = c.get('tenant').merchantCode;
    let launch:
      { code: string; mode: GamePage['mode']; vendor?: string; prizeMode?: string; view?: string } | undefined;
    if (q.lottoArea === LOTTO_AREA_VN && q.launchMode === LOTTO_LAUNCH_MODE && q.lottoGameCode && q.lottoPrizeMode)
      launch = { code: q.lottoGameCode, mode: 'lotto-vn', prizeMode: q.lottoPrizeMode, view: q.lottoView ?? 'betting' };
    else if (q.lottoMode === LOTTO_MODE_SEA && (q.lottoGameCode || q.gameCode))
      launch = { code: (q.lottoGameCode || q.gameCode)!, mode: 'lotto-sea' };
    else if (q.launchMode === VENDOR_LAUNCH_MODE && q.gameId && q.vassalage)
      launch = { code: q.gameId, mode: 'real', vendor: q.vassalage };
    if (!launch)
      return fail(
        c,
        'game.params.invalid',
        'Say which game to launch (a lottery game code, or a vendor and a game code).',
      );
    const game = catalogueOf(content).byId.get(launch.code);
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
    const url = gamePageUrl(merchant, {
      ...launch,
      vendor: game.vendor,
      backUrl: q.backUrl ?? '/m/home',
      language: q.language,
    });
    return ok(c, launch.mode === 'real' ? { content: { game_url: url } } : { gameUrl: url });
  });
}
