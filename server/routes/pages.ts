/**
 * Stand-in pages the sandbox links to: the game a launch opens (it shows which game, in which
 * mode, and links back to backUrl), and generated artwork for games, banners and
 * promotions (SVG, whatever format the address names: the sandbox has no image pipeline).
 */
import type { Hono } from 'hono';
import type { Deps, Env } from '../context.ts';
import { catalogueOf, hash } from '../content.ts';
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

/** Two colours from a name, so every game, banner and promotion has its own steady look. */
function palette(id: string): [string, string] {
  const h = hash(id);
  return [`hsl(${h % 360} 70% 45%)`, `hsl(${(h >> 9) % 360} 75% 28%)`];
}
function artSvg(kind: string, id: string, title: string): string {
  const [a, b] = palette(id);
  const [w, h] = kind === 'banner' ? [1200, 525] : kind === 'promo' ? [800, 400] : [300, 300];
  const words = title.split(/[\s-]+/).filter(Boolean);
  const initials = words
    .slice(0, 2)
    .map((w2) => w2[0]!.toUpperCase())
    .join('');
  const label = kind === 'game' ? initials : esc(title);
  const size = kind === 'game' ? 120 : 64;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#g)"/><circle cx="${w * 0.82}" cy="${h * 0.2}" r="${h * 0.45}" fill="#fff" opacity=".08"/><circle cx="${w * 0.1}" cy="${h * 0.95}" r="${h * 0.35}" fill="#000" opacity=".12"/><text x="50%" y="${kind === 'game' ? '58%' : '55%'}" text-anchor="middle" font-family="system-ui,sans-serif" font-weight="800" font-size="${size}" fill="#fff">${label}</text></svg>`;
}

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
    const title = titleOf(deps, kind, id);
    c.header('Cache-Control', 'public, max-age=86400');
    return c.body(artSvg(kind, id, title), 200, { 'Content-Type': 'image/svg+xml' });
  });
}

/** The words on a picture: the game's or banner's name, found in any tenant's content. */
function titleOf(deps: Deps, kind: string, id: string): string {
  for (const t of deps.tenants.all()) {
    const content = deps.tenants.content(t);
    if (kind === 'game') {
      const g = catalogueOf(content).byId.get(id);
      if (g) return g.name;
    }
    if (kind === 'banner') {
      const b = (content.banners ?? []).find((x) => x.id === id);
      if (b) return b.title;
    }
    if (kind === 'promo') {
      const a = (content.announcements ?? []).find((x) => x.id === id);
      if (a) return a.texts[0]?.title ?? id;
    }
  }
  return id.replace(/-/g, ' ');
}
