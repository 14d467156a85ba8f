/** S7 system calls: status, country, domain route, event beacon and ping, home-screen manifest; and game launch. */
import type { Hono } from 'hono';
import { ok, fail, memberOf, jsonBody, type Deps, type Env } from '../context.ts';

export function recordEvent(deps: Deps, merchant: string, via: string, name: string | null, payload: unknown) {
  deps.db
    .prepare('INSERT INTO events (merchant, via, name, payload, received_at) VALUES (?, ?, ?, ?, ?)')
    .run(merchant, via, name, JSON.stringify(payload), deps.now());
}

export function systemRoutes(app: Hono<Env>, deps: Deps) {
  app.get('/wps/v2/system/status', (c) => ok(c, deps.tenants.merchantConfig(c.get('tenant'))));
  app.get('/wps/system/country', (c) => ok(c, c.get('tenant').data.content.country));
  app.get('/wps/system/domainRoute', (c) => ok(c, deps.tenants.merchantConfig(c.get('tenant')).domainRoute));

  // S7: the beacon body is { merchant, value }; the fallback ping sends the event as query parameters.
  app.post('/wps/system/collect', async (c) => {
    const b = await jsonBody(c);
    const value = b.value as { event?: unknown; name?: unknown } | undefined;
    recordEvent(
      deps,
      c.get('tenant').merchantCode,
      'beacon',
      typeof value?.event === 'string' ? value.event : typeof value?.name === 'string' ? value.name : null,
      b.value ?? null,
    );
    return ok(c);
  });
  app.get('/wps/system/test/ping', (c) => {
    const q = c.req.query();
    recordEvent(deps, c.get('tenant').merchantCode, 'ping', q.event ?? q.name ?? null, q);
    return ok(c);
  });

  /** S5: a manifest only when the pwa template is set; built from the template (or served as configured when desktop_app_feature is 1). */
  app.get('/wps/system/manifest.json', (c) => {
    const t = c.get('tenant');
    const tpl = deps.tenants.merchantConfig(t).mobileTemplate;
    if (!tpl.pwa.trim()) return fail(c, 'manifest.not.configured', 'This merchant has no home-screen app.', 404);
    const icon = tpl.apple_touch_icon || tpl.favicon;
    return c.json({
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
      })),
    });
  });

  /** S7: game launch needs authorisation; the sandbox "game" is a page of its own. */
  app.get('/wps/game/launchGame', (c) => {
    const r = memberOf(c, deps);
    if ('res' in r) return r.res;
    const q = c.req.query();
    const code = q.lottoGameCode ?? q.gameCode ?? 'lobby';
    const game = c.get('tenant').data.content.games.find((g) => g.id === code);
    if (game)
      deps.db
        .prepare(
          'INSERT INTO recent_games (member_id, game_id, played_at) VALUES (?, ?, ?) ON CONFLICT (member_id, game_id) DO UPDATE SET played_at = excluded.played_at',
        )
        .run(r.member.id, game.id, deps.now());
    return ok(c, {
      gameUrl: `/__game/?merchant=${encodeURIComponent(c.get('tenant').merchantCode)}&code=${encodeURIComponent(code)}&backUrl=${encodeURIComponent(q.backUrl ?? '/m/home')}`,
    });
  });
}
