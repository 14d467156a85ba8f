/**
 * The Facebook SDK's stand-in (facebook.localhost, as connect.facebook.net and www.facebook.com
 * are for the real one): /en_US/sdk.js defines FB.init and FB.login and calls fbAsyncInit, as the
 * SDK does. FB.init needs an app id and a version (vX.Y); FB.login opens the login dialog
 * /<version>/dialog/oauth with the app id, which lists the tenant's Facebook test users and posts
 * the chosen one's access token to the site that asked, only if that site is the app's (the app id
 * is the merchant's facebookAppId and the origin one of its sites). The token is the identity
 * provider's emulator's fake Facebook token for that user: the emulator is the sandbox's identity
 * provider, and the identity provider is what checks a Facebook token (then the back end its ID token).
 */
import { Hono } from 'hono';
import type { Deps } from '../context.ts';
import { standInPage, errorPage, esc, inlineJson, tenantOfOrigin, identitiesOf } from './stand-in-page.ts';

const COLOUR = '#1877f2';
export const FB_LOGIN_EVENT = 'fbLogin';

function sdkScript(base: string): string {
  return `(function () {
  var base = ${inlineJson(base)}, settings = null;
  window.FB = {
    init: function (o) {
      if (!o || !/^[0-9]+$/.test(String(o.appId)) || !/^v[0-9]+\\.[0-9]+$/.test(String(o.version)))
        throw new Error('FB.init: an appId and a version (vX.Y) are required');
      settings = { appId: String(o.appId), version: String(o.version) };
    },
    login: function (cb, opts) {
      if (!settings) throw new Error('FB.login: call FB.init first');
      var q = new URLSearchParams({ client_id: settings.appId, origin: location.origin, scope: (opts && opts.scope) || 'public_profile' });
      var w = window.open(base + '/' + settings.version + '/dialog/oauth?' + q, 'fb_login', 'width=500,height=600');
      var done = false, watch;
      function finish(r) { if (done) return; done = true; removeEventListener('message', onMessage); clearInterval(watch); cb(r); }
      function onMessage(e) {
        if (e.origin !== base || !e.data || e.data.event !== ${inlineJson(FB_LOGIN_EVENT)}) return;
        finish(e.data.authResponse ? { status: 'connected', authResponse: e.data.authResponse } : { status: 'not_authorized', authResponse: null });
      }
      if (!w) return finish({ status: 'unknown', authResponse: null });
      addEventListener('message', onMessage);
      watch = setInterval(function () { if (w.closed) setTimeout(function () { finish({ status: 'unknown', authResponse: null }); }, 500); }, 300);
    }
  };
  if (typeof window.fbAsyncInit === 'function') setTimeout(window.fbAsyncInit);
})();
`;
}

export function facebookStandIn(deps: Deps) {
  const app = new Hono();
  app.get('/:locale/sdk.js', (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    c.header('Cache-Control', 'no-store');
    // As connect.facebook.net: the site loads it with crossorigin="anonymous".
    c.header('Access-Control-Allow-Origin', '*');
    return c.body(sdkScript(`http://${c.req.header('Host') ?? 'facebook.localhost'}`));
  });
  app.get('/:version/dialog/oauth', (c) => {
    const q = c.req.query();
    const version = c.req.param('version');
    if (!/^v\d+\.\d+$/.test(version)) return errorPage(c, 'Facebook', COLOUR, 'Unknown Graph API version.');
    const t = tenantOfOrigin(deps, q.origin);
    if (!t || !q.client_id || deps.tenants.merchantConfig(t).sms.facebookAppId !== q.client_id)
      return errorPage(c, 'Facebook', COLOUR, 'This app id is not the one of the site that asked (facebookAppId).');
    const users = identitiesOf(t, 'facebook').map((u) => ({
      sub: u.id,
      email: u.email ?? `${u.id}@example.test`,
      name: u.firstName,
    }));
    const script = `(function(){var users=${inlineJson(users)},o=${inlineJson(q.origin)};
document.querySelectorAll('button[data-i]').forEach(function(b){b.addEventListener('click',function(){
var u=users[Number(b.getAttribute('data-i'))];
if(window.opener){window.opener.postMessage({event:${inlineJson(FB_LOGIN_EVENT)},authResponse:{accessToken:JSON.stringify({sub:u.sub,email:u.email}),userID:u.sub,expiresIn:3600}},o);}
window.close();});});})();`;
    return standInPage(c, {
      title: 'Log in to Facebook',
      colour: COLOUR,
      body: `<h1>Log in to ${esc(new URL(q.origin!).host)} with Facebook</h1><p class="note">Sandbox stand-in of Facebook's login dialog (Graph API ${esc(version)}, app ${esc(q.client_id)}): pick the account.</p><div class="card">${users
        .map((u, i) => `<button type="button" data-i="${i}">${esc(u.name)} (${esc(u.email)})</button>`)
        .join('')}</div>`,
      script,
    });
  });
  return app;
}
