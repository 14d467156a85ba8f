/**
 * The preview: the real runtime (the built app) over the draft's package, against the sandbox, at
 * http://<id>.localhost:<studio port>/. The package files (/tenants/<id>/...) come from the draft
 * (draft-check.ts), the page names the tenant as the edge would (never a pre-rendered page: that is
 * the published tenant's), and everything else (the app's code, /wps calls) is the sandbox's. No
 * service worker (it would keep an old draft) and no test controls reach the preview's pages.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Context } from 'hono';
import { withPageTenant } from '../../src/core/page-tenant.ts';
import { LANGUAGE_STORAGE_KEY } from '../../src/core/language-choice.ts';
import { LANGUAGE_COOKIE } from '../../src/core/page-language.ts';
import { PUSH_PROMPT_CLOSED_KEY, localDay } from '../../src/core/push.ts';
import { POPUPS_CLOSED_KEY } from '../../src/core/spec-constants.ts';
import type { SandboxChild } from './sandbox-child.ts';
import type { DraftState } from './draft-check.ts';

const TYPES: Record<string, string> = {
  json: 'application/json',
  svg: 'image/svg+xml',
  png: 'image/png',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  ico: 'image/x-icon',
};
/** A route of the site: /m and what follows, letters, digits, -, _ and / only (no //, no scheme: no open redirect). */
const ROUTE = /^\/m(?:\/[A-Za-z0-9_-]+)*\/?$/;
const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Sets the preview's language as a player's stored choice would; unless asked for, closes the
 * announcement popups and today's push prompt as a player who closed them (they are dialogs that
 * take the focus, from the editor too, at every reload); then goes to the route.
 */
const START_SCRIPT = `const s = document.currentScript.dataset;
const localDay = ${localDay.toString()};
try {
  localStorage.setItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)}, s.lang);
  document.cookie = ${JSON.stringify(LANGUAGE_COOKIE)} + '=' + s.lang + '; Path=/; SameSite=Lax';
  if (s.popups === '1') {
    localStorage.removeItem(${JSON.stringify(POPUPS_CLOSED_KEY)});
    localStorage.removeItem(${JSON.stringify(PUSH_PROMPT_CLOSED_KEY)});
  } else {
    localStorage.setItem(${JSON.stringify(POPUPS_CLOSED_KEY)}, localDay(new Date()));
    localStorage.setItem(${JSON.stringify(PUSH_PROMPT_CLOSED_KEY)}, localDay(new Date()));
  }
  location.replace(s.next);
} catch (e) {
  // Framed by the studio, the preview is a third party: a browser that blocks third parties'
  // storage refuses it (the site needs it). Said, with the way out: the preview in its own tab.
  document.addEventListener('DOMContentLoaded', () => {
    const p = document.createElement('p');
    p.setAttribute('role', 'alert');
    p.textContent = 'The preview cannot start: this browser blocks the storage the site needs in a framed page (' + e.name + '). Allow third-party storage for this address, or ';
    const a = document.createElement('a');
    a.href = location.href;
    a.target = '_blank';
    a.rel = 'noopener';
    a.textContent = 'open the preview in its own tab';
    p.append(a, '.');
    document.body.append(p);
  });
}`;

export interface PreviewDeps {
  dist: string;
  sandbox: SandboxChild;
  state: (id: string) => DraftState;
}

export async function previewResponse(c: Context, id: string, deps: PreviewDeps): Promise<Response> {
  const path = c.req.path;
  c.header('Cache-Control', 'no-store');
  if (path.startsWith('/__sandbox/') || path === '/m/sw.js' || path === '/tenants/index.json')
    return c.text('Not found', 404);
  if (path === '/__preview/start.js') return c.body(START_SCRIPT, 200, { 'Content-Type': 'text/javascript' });
  const state = deps.state(id);
  if (path === '/__preview/start') return start(c, id, state, deps.sandbox);
  const prefix = `/tenants/${id}/`;
  if (path.startsWith(prefix)) {
    const data = state.pkg.files.get(decodeURIComponent(path.slice(prefix.length)));
    if (data === undefined) return c.text('Not found', 404);
    const type = TYPES[path.split('.').pop()!] ?? 'application/octet-stream';
    return c.body(typeof data === 'string' ? data : new Uint8Array(data), 200, { 'Content-Type': type });
  }
  if (path.startsWith('/tenants/')) return c.text('Not found', 404);
  if (path === '/' || ROUTE.test(path)) {
    const { config } = state.pkg;
    if (typeof config.merchantCode !== 'string' || !Array.isArray(config.languages))
      return c.text(`${id}'s tenant.json cannot be read (see the problems): nothing to preview until it can`, 503);
    const html = withPageTenant(readFileSync(join(deps.dist, 'index.html'), 'utf8'), {
      id,
      merchantCode: config.merchantCode,
      languages: config.languages,
    });
    return c.html(html);
  }
  return proxy(c, deps.sandbox.port);
}

/** /__preview/start?lang=VI&route=/m/home&member=1&popups=1: the language, a demo member's session, popups or not, the route. */
async function start(c: Context, id: string, state: DraftState, sandbox: SandboxChild): Promise<Response> {
  const languages = state.pkg.config.languages;
  const lang = c.req.query('lang') ?? languages[0]!;
  const route = c.req.query('route') ?? '/m/home';
  if (!languages.includes(lang) || !ROUTE.test(route))
    return c.text(`the preview takes one of ${languages.join(', ')} and a /m/... route`, 400);
  let next = route;
  if (c.req.query('member') === '1') {
    const username = state.demoAccounts[0];
    if (!username) return c.text(`${id} has no demo account in its sandbox.json`, 400);
    const made = await sandbox.control('/sessions', { merchant: state.pkg.config.merchantCode, username });
    const token = (made.body as { token?: string }).token;
    if (!token) return c.text(`the sandbox made no session for ${username}: ${JSON.stringify(made.body)}`, 502);
    next = `${route}?token=${encodeURIComponent(token)}`;
  }
  return c.html(
    `<!doctype html><meta charset="utf-8"><title>Preview</title><script src="/__preview/start.js" data-lang="${escapeAttr(lang)}" data-next="${escapeAttr(next)}" data-popups="${c.req.query('popups') === '1' ? '1' : '0'}"></script>`,
  );
}

async function proxy(c: Context, port: number): Promise<Response> {
  const url = new URL(c.req.url);
  const headers = new Headers(c.req.raw.headers);
  headers.delete('accept-encoding');
  const method = c.req.method;
  const r = await fetch(`http://127.0.0.1:${port}${url.pathname}${url.search}`, {
    method,
    headers,
    redirect: 'manual',
    ...(method === 'GET' || method === 'HEAD' ? {} : { body: await c.req.arrayBuffer() }),
  });
  const out = new Headers(r.headers);
  out.delete('content-encoding');
  out.delete('content-length');
  return new Response(r.body, { status: r.status, headers: out });
}
