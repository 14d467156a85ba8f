/**
 * Who may use the studio. On loopback (the default) only this machine reaches it, and only under
 * the names of this machine (localhost, 127.0.0.1, [::1] and <tenant>.localhost for the preview): a
 * page elsewhere that rebinds its own name to 127.0.0.1 gets nothing. Listening elsewhere needs a
 * token: every request carries it (the cookie the first ?token= visit sets, or Authorization:
 * Bearer). Either way a change (any method but GET) must come from the studio's own page (its
 * Origin), never from a preview page or another site.
 */
import { timingSafeEqual } from 'node:crypto';
import type { Context, Next } from 'hono';

export interface AccessOptions {
  loopback: boolean;
  token?: string | undefined;
}

const COOKIE = 'studio_token';
const LOOPBACK_NAME = /^(localhost|127\.0\.0\.1|\[::1\]|[a-z0-9-]+\.localhost)(:\d+)?$/;

function sameSecret(a: string, b: string): boolean {
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length === y.length && timingSafeEqual(x, y);
}

function tokenOf(c: Context): string | undefined {
  const auth = c.req.header('Authorization');
  if (auth?.startsWith('Bearer ')) return auth.slice('Bearer '.length);
  for (const part of (c.req.header('Cookie') ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === COOKIE) return value;
  }
  return undefined;
}

function originHost(origin: string | undefined): string | undefined {
  try {
    return origin ? new URL(origin).host : undefined;
  } catch {
    return undefined;
  }
}

export function accessGuard(o: AccessOptions) {
  return async (c: Context, next: Next) => {
    const host = c.req.header('Host') ?? '';
    if (o.loopback && !LOOPBACK_NAME.test(host))
      return c.text(`the studio answers on localhost only, not ${host}`, 403);
    if (o.token) {
      const given = c.req.query('token');
      if (given !== undefined) {
        if (!sameSecret(given, o.token)) return c.text('wrong token', 401);
        // Once in a cookie (the token leaves the address bar and the history), then the page itself.
        const url = new URL(c.req.url);
        url.searchParams.delete('token');
        c.header('Set-Cookie', `${COOKIE}=${o.token}; Path=/; HttpOnly; SameSite=Lax`);
        return c.redirect(`${url.pathname}${url.search}`, 303);
      }
      const held = tokenOf(c);
      if (!held || !sameSecret(held, o.token))
        return c.text('the studio needs its token: open the address it printed (…?token=…)', 401);
    }
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && c.req.path.startsWith('/api/')) {
      if (originHost(c.req.header('Origin')) !== host)
        return c.text('changes are taken from the studio page only', 403);
    }
    await next();
  };
}
