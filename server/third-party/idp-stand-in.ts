/**
 * The identity provider's sign-in popup, as the sandbox stands in for it on the Auth emulator:
 * /__idp/popup on the site's own origin lists the tenant's test users of a provider (Google,
 * Facebook, Twitter) and posts `{ sub, email }` to the opener, which signs in with the emulator's
 * fake credential for it. The provider's real popup needs apis.google.com (not reachable offline).
 */
import type { Hono } from 'hono';
import type { Deps, Env } from '../context.ts';
import { standInPage, errorPage, esc, inlineJson, tenantOfOrigin, identitiesOf } from './stand-in-page.ts';

const COLOUR = '#4285f4';
const NAMES = { google: 'Google', facebook: 'Facebook', twitter: 'Twitter' } as const;

export function idpStandInRoutes(app: Hono<Env>, deps: Deps) {
  app.get('/__idp/popup', (c) => {
    const provider = c.req.query('provider') as keyof typeof NAMES;
    const origin = `${new URL(c.req.url).protocol}//${c.req.header('Host') ?? ''}`;
    const t = tenantOfOrigin(deps, origin);
    if (!deps.idTokens?.emulatorUrl || !t || !(provider in NAMES))
      return errorPage(c, 'Sign in', COLOUR, 'No identity-provider emulator, tenant or provider here.');
    const users = identitiesOf(t, provider).map((u) => ({
      sub: u.id,
      email: u.email ?? `${u.id}@example.test`,
      name: u.firstName,
    }));
    const script = `(function(){var users=${inlineJson(users)},o=${inlineJson(origin)};
document.querySelectorAll('button[data-i]').forEach(function(b){b.addEventListener('click',function(){
var u=users[Number(b.getAttribute('data-i'))];
if(window.opener){window.opener.postMessage({event:'idpCredential',sub:u.sub,email:u.email},o);}
window.close();});});})();`;
    return standInPage(c, {
      title: `Sign in with ${NAMES[provider]}`,
      colour: COLOUR,
      body: `<h1>Sign in with ${NAMES[provider]}</h1><p class="note">Sandbox stand-in of the provider's popup (Auth emulator): pick the account.</p><div class="card">${users
        .map((u, i) => `<button type="button" data-i="${i}">${esc(u.name)} (${esc(u.email)})</button>`)
        .join('')}</div>`,
      script,
    });
  });
}
