/**
 * Stand-in pages the sandbox links to: the game a launch opens (it shows which game, in which
 * mode, and links back to backUrl), and generated artwork for games, banners and
 * promotions (SVG, whatever format the address names: the sandbox has no image pipeline).
 */
import type { Hono } from 'hono';
import type { Deps, Env } from '../context.ts';
import { catalogueOf } from '../content.ts';
import { artSvg, type ArtSubject } from '../art.ts';
import { standInCsp } from '../security-headers.ts';

const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)}</title></head><body style="font:16px system-ui;padding:24px;margin:0;background:#10131a;color:#f5f7fb">${body}</body></html>`;

export interface GamePage {
  code: string;
  vendor?: string;
  mode: 'real' | 'trial' | 'lotto-vn' | 'lotto-sea';
  prizeMode?: string;
  view?: string;
  backUrl?: string;
  language?: string;
}
export function gamePageUrl(merchant: string, p: GamePage): string {
  const q = new URLSearchParams({ merchant, code: p.code, mode: p.mode });
  for (const k of ['vendor', 'prizeMode', 'view', 'backUrl', 'language'] as const) if (p[k]) q.set(k, p[k]!);
  return `/__game/?${q}`;
}
const MODES: Record<string, string> = {
  real: 'Real play',
  trial: 'Trial play (no login needed, no real money)',
  'lotto-vn': 'Lottery, Vietnam mode',
  'lotto-sea': 'Lottery, Southeast Asia mode',
};

export function pageRoutes(app: Hono<Env>, deps: Deps) {
  app.get('/__game/', (c) => {
    const q = c.req.query();
    const code = q.code ?? '';
    const tenant = deps.tenants.byMerchant(q.merchant);
    const game = tenant && catalogueOf(deps.tenants.content(tenant)).byId.get(code);
    // Only a path of the site: a game never sends the player to a host it was not given.
    const back = q.backUrl && /^\/m\/[^/\\]/.test(q.backUrl) ? q.backUrl : '/m/home';
    const details = [
      ['Game', game ? game.name : code],
      ['Code', code],
      ['Vendor', q.vendor ?? game?.vendor ?? ''],
      ['Mode', MODES[q.mode ?? 'real'] ?? q.mode ?? ''],
      ['Prize mode', q.prizeMode ?? ''],
      ['View', q.view ?? ''],
      ['Language', q.language ?? ''],
    ].filter(([, v]) => v);
    const html = page(
      `${game?.name ?? code} (sandbox game)`,
      `<main><h1>${esc(game?.name ?? code)}</h1><p>Sandbox game page: the launch worked.</p><dl>${details
        .map(([k, v]) => `<dt>${esc(k!)}</dt><dd data-field="${esc(k!.toLowerCase())}">${esc(v!)}</dd>`)
        .join('')}</dl><p><a href="${esc(back)}" style="color:#ffd54f">Back</a></p></main>`,
    );
    c.header('Content-Security-Policy', standInCsp(html));
    return c.html(html);
  });
  app.get('/__art/:kind/:file', (c) => {
    const kind = c.req.param('kind');
    const m = /^([a-z0-9-]+)\.(png|jpe?g|webp|avif|svg)$/.exec(c.req.param('file'));
    if (!['game', 'banner', 'promo', 'vendor'].includes(kind) || !m) return c.text('Not found', 404);
    const id = m[1]!;
    c.header('Cache-Control', 'public, max-age=86400');
    return c.body(artSvg(kind, id, subjectOf(deps, kind, id)), 200, { 'Content-Type': 'image/svg+xml' });
  });
}

/** What a picture shows: the game's name, vendor and category, or the banner's title, from any tenant's content. */
function subjectOf(deps: Deps, kind: string, id: string): ArtSubject {
  for (const t of deps.tenants.all()) {
    const content = deps.tenants.content(t);
    if (kind === 'game') {
      const g = catalogueOf(content).byId.get(id);
      if (g) return { title: g.name, vendor: g.vendor, category: g.category };
    }
    if (kind === 'banner') {
      const b = (content.banners ?? []).find((x) => x.id === id);
      if (b) return { title: b.title };
    }
    if (kind === 'promo') {
      const a = (content.announcements ?? []).find((x) => x.id === id);
      if (a) return { title: a.texts[0]?.title ?? id };
    }
  }
  return { title: id.replace(/-/g, ' ') };
}
