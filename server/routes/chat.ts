/**
 * The sandbox's customer-service chat: the vendor loader stand-in (chat-widget-script.ts), the chat
 * page CBS_launchChat points at, which says whom it is talking to (the member the auth key was
 * saved for by WPSCORE_saveMemberInfoByAuthKey, or a guest), and an echo answer to each message.
 */
import type { Hono } from 'hono';
import type { Deps, Env } from '../context.ts';
import { jsonBody, str } from '../context.ts';
import { chatLoaderScript } from './chat-widget-script.ts';
import { standInCsp } from '../security-headers.ts';

const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function memberByKey(deps: Deps, key: string | undefined): string | null {
  if (!key) return null;
  const row = deps.db
    .prepare('SELECT m.username FROM auth_keys k JOIN members m ON m.id = k.member_id WHERE k.auth_key = ?')
    .get(key) as { username: string } | undefined;
  return row?.username ?? null;
}

const PAGE_SCRIPT = `
const form = document.querySelector('form');
const log = document.getElementById('log');
const who = document.getElementById('who');
const key = decodeURIComponent((location.hash.match(/key=([^&]+)/) || [])[1] || '');
history.replaceState(null, '', location.pathname + location.search);
fetch('/__chat/whois', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ key }) })
  .then((r) => r.json())
  .then(({ member }) => {
    who.dataset.member = member || '';
    who.textContent = member ? 'You are chatting as ' + member + '.' : 'You are chatting as a guest. Log in so we can see your account.';
    log.firstElementChild.textContent = 'Agent: Hello' + (member ? ' ' + member : '') + ', how can we help?';
  })
  .catch(() => { who.textContent = 'The chat could not reach the service. Please close it and try again.'; });
form.addEventListener('submit', async (e) => {
  e.preventDefault();
  const input = form.elements.message;
  const text = input.value.trim();
  if (!text) return;
  input.value = '';
  const add = (who, t) => { const li = document.createElement('li'); li.textContent = who + ': ' + t; log.append(li); };
  add('You', text);
  try {
    const r = await fetch('/__chat/echo', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ key, text }) });
    add('Agent', (await r.json()).reply);
  } catch { add('Agent', 'The message did not go through. Please send it again.'); }
});`;

export function chatRoutes(app: Hono<Env>, deps: Deps) {
  app.get('/__chat/loader.js', (c) =>
    c.body(chatLoaderScript, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' }),
  );
  app.get('/__chat/', (c) => {
    const q = c.req.query();
    const lang = /^[A-Z-]{2,5}$/.test(q.language ?? '') ? q.language! : 'EN';
    const html = `<!doctype html><html lang="${esc(lang.toLowerCase())}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Customer service</title></head>
<body style="font:16px system-ui;margin:0;padding:16px;background:#f5f7fb;color:#1b1f24">
<h1 style="font-size:1.2rem;margin:0 0 4px">${esc(q.title || 'Customer service')}</h1>
<p id="desk" style="margin:0 0 8px;color:#5b6470">Desk: ${esc(q.desk || 'general')}</p>
<p id="who" aria-live="polite">Connecting...</p>
<ul id="log" role="log" aria-live="polite" style="list-style:none;padding:0;min-height:120px"><li>Agent: Hello, how can we help?</li></ul>
<form style="display:flex;gap:8px"><label style="flex:1"><span style="position:absolute;left:-9999px">Message</span><input name="message" autocomplete="off" style="width:100%;box-sizing:border-box;padding:10px;font:inherit"></label><button style="padding:10px 16px;font:inherit">Send</button></form>
<script>${PAGE_SCRIPT}</script></body></html>`;
    c.header('Content-Security-Policy', standInCsp(html));
    return c.html(html);
  });
  app.post('/__chat/whois', async (c) => c.json({ member: memberByKey(deps, str((await jsonBody(c)).key)) }));
  /** The chat user logs out: the key no longer names anyone. */
  app.post('/__chat/logout', async (c) => {
    const key = str((await jsonBody(c)).key);
    if (key) deps.db.prepare('DELETE FROM auth_keys WHERE auth_key = ?').run(key);
    return c.json({ loggedOut: true });
  });
  app.post('/__chat/echo', async (c) => {
    const b = await jsonBody(c);
    const text = (str(b.text) ?? '').slice(0, 500);
    const who = memberByKey(deps, str(b.key));
    return c.json({ reply: `We received "${text}"${who ? `, ${who}` : ''}. An agent will answer shortly.` });
  });
}
