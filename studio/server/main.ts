/**
 * Starts the studio: the sandbox it previews against (its own process), then the studio on
 * loopback (127.0.0.1 and ::1: <tenant>.localhost resolves to either), or on --host with a token.
 */
import { createServer, type Server } from 'node:http';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { createStudio } from './app.ts';
import { startSandbox } from './sandbox-child.ts';
import { siteHome } from '../../cli/lib/site-template.ts';
import { ROOT, tenantsDir } from '../../src/core/tooling/tenant-files.ts';

export interface StudioStart {
  port: number;
  /** Where to listen; loopback unless given (then a token is required). */
  host?: string | undefined;
  token?: string | undefined;
  dist: string;
  /** The published site, `{id}` for the tenant (cli/lib/site-template.ts); none: the studio's sandbox serves the build. */
  site?: string | undefined;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);

export async function startStudio(o: StudioStart, log: (s: string) => void = console.log) {
  const loopback = !o.host || LOOPBACK.has(o.host);
  // Elsewhere than loopback, never without a token: one is made when none is given.
  const token = loopback ? o.token : (o.token ?? randomBytes(18).toString('base64url'));
  const sandbox = await startSandbox(o.dist, log);
  const app = createStudio({
    root: tenantsDir(),
    dist: o.dist,
    web: join(ROOT, 'dist-studio'),
    sandbox,
    loopback,
    token,
    site: o.site,
  });
  const listener = getRequestListener(app.fetch);
  const servers: Server[] = [];
  let port = o.port;
  for (const host of loopback ? ['127.0.0.1', '::1'] : [o.host!]) {
    const s = createServer(listener);
    try {
      await new Promise<void>((res, rej) => {
        s.once('error', rej);
        s.listen(port, host, () => res());
      });
      port = (s.address() as { port: number }).port;
      servers.push(s);
    } catch (e) {
      // No IPv6 on this machine: IPv4 alone.
      if (host !== '::1') {
        sandbox.stop();
        throw e;
      }
    }
  }
  const where = loopback ? `http://localhost:${port}/` : `http://${o.host}:${port}/?token=${token}`;
  log(`Tenant studio on ${where}`);
  log(
    loopback
      ? 'Listening on loopback only (this machine); --host <address> listens elsewhere, with a token.'
      : `Listening on ${o.host}: anyone who can reach it and has the token can edit and publish tenants.`,
  );
  log(
    `Tenants: ${tenantsDir()}. Publishes into ${o.dist}; the published build on the studio's sandbox: http://<id>.localhost:${sandbox.port}/m/home` +
      (o.site ? `; the published site: ${siteHome(o.site, '<id>')}` : ''),
  );
  return {
    port,
    sitePort: sandbox.port,
    close: async () => {
      await Promise.all(
        servers.map(
          (s) =>
            new Promise<void>((r) => {
              s.closeAllConnections();
              s.close(() => r());
            }),
        ),
      );
      sandbox.stop();
    },
  };
}
