/**
 * The messaging app (TELEGRAMLOGIN3) in the sandbox: the bot token lives only here
 * (sandbox.json secrets); the stand-in auth page signs a chosen test user's login data with it,
 * as the messaging app does, and the login and registration calls check that signature.
 */
import { Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { Deps } from '../context.ts';
import type { SandboxTenant } from '../tenants.ts';
import type { SandboxIdentity } from '../../src/core/schema/sandbox.ts';
import type { IdentityCheck } from './types.ts';
import { checkTelegramAuth, telegramHash, TELEGRAM_AUTH_MAX_AGE_S } from './telegram-hash.ts';
import { TELEGRAM_FRAME_EVENTS, TELEGRAM_FRAME_VERSION, TELEGRAM_HASH_PARAM } from '../../src/core/spec-constants.ts';
import {
  standInPage,
  errorPage,
  esc,
  hidden,
  inlineJson,
  userButtons,
  tenantOfOrigin,
  identitiesOf,
  formBody,
} from './stand-in-page.ts';

const COLOUR = '#2a9ed8';
export const botToken = (t: SandboxTenant) => t.data.secrets.telegramBotToken;
export const botId = (t: SandboxTenant) => botToken(t)?.split(':')[0];

/** A login proof: signed by this tenant's bot, fresh, and not used for a login or binding before. */
export function verifyTelegram(deps: Deps, t: SandboxTenant, auth: unknown): IdentityCheck {
  const token = botToken(t);
  if (!token) return { ok: false, reason: 'this merchant has no messaging-app bot' };
  const r = checkTelegramAuth(auth, token, deps.now());
  if (!r.ok) return { ok: false, reason: r.reason };
  const spent = deps.identities.peek('telegram-spent', t.merchantCode, r.user.hash);
  if (spent) return { ok: false, reason: 'this proof was used already' };
  return {
    ok: true,
    subject: r.user.id,
    name: [r.user.firstName, r.user.lastName].filter(Boolean).join(' '),
    // A proof that signed someone in is spent: a copied URL cannot sign in again.
    spend: () =>
      deps.identities.grant('telegram-spent', t.merchantCode, 1, TELEGRAM_AUTH_MAX_AGE_S * 1000, r.user.hash),
  };
}

const tenantOfBot = (deps: Deps, id: string | undefined) =>
  id ? deps.tenants.all().find((t) => botId(t) === id) : undefined;

/** How long the stand-in remembers a browser's sign-in to a bot (a day). */
const REMEMBERED_S = 86_400;
const rememberedCookie = (bot: string) => `stel_bot_${bot.replace(/\W/g, '')}`;

/** The stand-in of the messaging app's auth page (oauth.telegram.org/auth): bot_id, origin, return_to. */
export function telegramStandIn(deps: Deps) {
  const app = new Hono();
  /** A test user's login data, signed with the bot token as the messaging app signs it. */
  const signedLogin = (t: SandboxTenant, u: SandboxIdentity) => {
    const fields: Record<string, string | number> = {
      id: Number(u.id),
      first_name: u.firstName,
      ...(u.lastName ? { last_name: u.lastName } : {}),
      ...(u.username ? { username: u.username } : {}),
      auth_date: Math.floor(deps.now() / 1000),
    };
    return { ...fields, hash: telegramHash(fields, botToken(t)!) };
  };
  const checked = (q: Record<string, string | undefined>) => {
    const t = tenantOfBot(deps, q.bot_id);
    if (!t) return { error: 'Bot not found: no tenant has this bot id.' };
    if (tenantOfOrigin(deps, q.origin) !== t)
      return { error: 'Bot domain invalid: this site is not set up for the bot.' };
    const origin = new URL(q.origin!).origin;
    const returnTo = q.return_to ?? `${origin}/m/login`;
    if (!returnTo.startsWith(`${origin}/`)) return { error: 'return_to must be a page of the origin.' };
    return { t, origin, returnTo };
  };
  app.get('/auth', (c) => {
    const q = c.req.query();
    const r = checked(q);
    if ('error' in r) return errorPage(c, 'Telegram', COLOUR, r.error!);
    return standInPage(c, {
      title: 'Log in with Telegram',
      colour: COLOUR,
      body: `<h1>Log in to ${esc(new URL(r.origin).host)}</h1><p class="note">Sandbox stand-in of the messaging app: pick the account to sign in with. The site receives your name and id, signed for bot ${esc(q.bot_id!)}.</p>${userButtons(
        identitiesOf(r.t, 'telegram'),
        hidden({ bot_id: q.bot_id!, origin: r.origin, return_to: r.returnTo }),
        '/auth/confirm',
      )}`,
    });
  });
  /**
   * The hidden sign-in frame (A2: "a hidden frame posting messages (events popupBlocked and
   * getTgAuthData)"; its path carries version 1.0.1 and the time to the minute), framed by the
   * bot's site only. A browser that signed in to this bot before gets the signed login data at
   * once (getTgAuthData); otherwise the sign-in needs the auth page, which a hidden frame cannot
   * open (popupBlocked): the site opens it itself.
   */
  app.get('/embed', (c) => {
    const q = c.req.query();
    const r = checked(q);
    if ('error' in r) return errorPage(c, 'Telegram', COLOUR, r.error!);
    if (q.version !== TELEGRAM_FRAME_VERSION || !/^\d+$/.test(q.t ?? '') || Number(q.t) % 60 !== 0)
      return errorPage(
        c,
        'Telegram',
        COLOUR,
        `The frame takes version ${TELEGRAM_FRAME_VERSION} and t in whole minutes.`,
      );
    const remembered = getCookie(c, rememberedCookie(q.bot_id!));
    const u = remembered ? identitiesOf(r.t, 'telegram').find((i) => i.id === remembered) : undefined;
    const minute = Math.floor(deps.now() / 60_000) * 60;
    const message = u
      ? { event: TELEGRAM_FRAME_EVENTS.authData, version: TELEGRAM_FRAME_VERSION, t: minute, data: signedLogin(r.t, u) }
      : { event: TELEGRAM_FRAME_EVENTS.popupBlocked, version: TELEGRAM_FRAME_VERSION, t: minute };
    const script = `parent.postMessage(JSON.stringify(${inlineJson(message)}), ${inlineJson(r.origin)});`;
    return standInPage(c, { title: 'Telegram', colour: COLOUR, body: '', script, framedBy: r.origin });
  });
  app.post('/auth/confirm', async (c) => {
    const q = await formBody(c);
    const r = checked(q);
    if ('error' in r) return errorPage(c, 'Telegram', COLOUR, r.error!);
    const u = identitiesOf(r.t, 'telegram').find((i) => i.id === q.user);
    if (!u) return errorPage(c, 'Telegram', COLOUR, 'No such test user.');
    const data = signedLogin(r.t, u);
    const minute = Math.floor(deps.now() / 60_000) * 60;
    // The messaging app remembers who signed in to this bot in this browser: its sign-in frame
    // (/embed) hands the next login over without a popup.
    setCookie(c, rememberedCookie(q.bot_id!), u.id, {
      path: '/',
      httpOnly: true,
      secure: true,
      sameSite: 'None',
      maxAge: REMEMBERED_S,
    });
    // Opened as a popup: the result goes to the site's window (that origin only) and the popup
    // closes; opened in the tab itself: back to return_to with the result in the hash.
    const script = `(function(){var d=${inlineJson(data)},o=${inlineJson(r.origin)},back=${inlineJson(`${r.returnTo.split('#')[0]}#${TELEGRAM_HASH_PARAM}=${Buffer.from(JSON.stringify(data)).toString('base64url')}`)};
if (window.opener) { window.opener.postMessage(JSON.stringify({event:${inlineJson(TELEGRAM_FRAME_EVENTS.authData)},version:${inlineJson(TELEGRAM_FRAME_VERSION)},t:${minute},data:d}), o); window.close(); }
else location.replace(back);})();`;
    return standInPage(c, { title: 'Logging in', colour: COLOUR, body: '<p class="card">Logging in…</p>', script });
  });
  return app;
}
