/**
 * The third-party stand-ins answer on their own hosts (telegram.localhost, line.localhost,
 * maya.localhost, facebook.localhost, any port): another origin than the merchant's site, as the real services are,
 * so the browser's cross-origin rules (popups, postMessage origins, redirects) are the real ones.
 */
import type { MiddlewareHandler } from 'hono';
import type { Hono } from 'hono';
import type { Deps } from '../context.ts';
import { telegramStandIn } from './telegram.ts';
import { lineStandIn } from './line.ts';
import { mayaStandIn } from './maya.ts';
import { facebookStandIn } from './facebook.ts';

export const STAND_IN_HOSTS = ['telegram', 'line', 'maya', 'facebook'] as const;
export type StandInHost = (typeof STAND_IN_HOSTS)[number];

/** The stand-in's host for a request that reached the sandbox on `host` (same port). */
export function standInHost(name: StandInHost, host: string | undefined): string {
  const port = /:(\d+)$/.exec(host ?? '')?.[1];
  return `${name}.localhost${port ? `:${port}` : ''}`;
}

export function standInHosts(deps: Deps): MiddlewareHandler {
  const apps: Record<StandInHost, Hono> = {
    telegram: telegramStandIn(deps),
    line: lineStandIn(deps),
    maya: mayaStandIn(deps),
    facebook: facebookStandIn(deps),
  };
  return async (c, next) => {
    const m = /^([a-z]+)\.localhost(:\d+)?$/.exec(c.req.header('Host') ?? '');
    const app = m && (STAND_IN_HOSTS as readonly string[]).includes(m[1]!) ? apps[m[1] as StandInHost] : undefined;
    if (!app) return next();
    return app.fetch(c.req.raw, c.env);
  };
}
