/** Stand-in pages the sandbox links to: a game (what launchGame's gameUrl opens) and a chat. */
import type { Hono } from 'hono';
import type { Deps, Env } from '../context.ts';

const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)}</title></head><body style="font:16px system-ui;padding:24px">${body}</body></html>`;

export function pageRoutes(app: Hono<Env>, _deps: Deps) {
  app.get('/__game/', (c) => {
    const code = c.req.query('code') ?? '';
    const back = c.req.query('backUrl') ?? '/m/home';
    const safeBack = back.startsWith('/m/') ? back : '/m/home';
    return c.html(
      page(
        `Game ${code}`,
        `<h1>Sandbox game: ${esc(code)}</h1><p>${c.req.query('trial') ? 'Trial play' : 'Real play'} (sandbox).</p><a href="${esc(safeBack)}">Back</a>`,
      ),
    );
  });
  app.get('/__chat/', (c) =>
    c.html(page('Customer service', `<h1>Customer service (sandbox)</h1><p>${esc(c.req.query('title') ?? '')}</p>`)),
  );
}
