/** Starts the sandbox: site + WPS calls + test controls, on loopback only. */
import { createServer, type Server } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createSandbox } from './app.ts';

/** How long an idle kept-alive connection stays open (as load balancers in front of a site do). */
const KEEP_ALIVE_MS = 65_000;

export interface ServeOptions {
  port: number;
  controls: boolean;
  dataDir?: string;
  memory?: boolean;
  quiet?: boolean;
  /** Every tenant's catalogue at this many games (a real merchant's size). */
  games?: number;
}

export async function serve(opts: ServeOptions): Promise<{ close(): Promise<void>; port: number }> {
  const { app, deps, close } = createSandbox({
    controls: opts.controls,
    ...(opts.dataDir ? { dataDir: opts.dataDir } : {}),
    ...(opts.memory ? { memory: true } : {}),
    ...(opts.games ? { games: opts.games } : {}),
  });
  const listener = getRequestListener(app.fetch);
  const servers: Server[] = [];
  // *.localhost resolves to 127.0.0.1 or ::1 depending on the client: listen on both, nothing else.
  for (const host of ['127.0.0.1', '::1']) {
    const s = createServer(listener);
    // Node closes an idle kept-alive socket after 5 s; a client that reuses it at that moment gets
    // ECONNRESET (seen as a failed test-control call). Idle sockets live longer than clients keep them.
    s.keepAliveTimeout = KEEP_ALIVE_MS;
    s.headersTimeout = KEEP_ALIVE_MS + 1000;
    try {
      await new Promise<void>((res, rej) => {
        s.once('error', rej);
        s.listen(opts.port, host, () => res());
      });
      servers.push(s);
    } catch (e) {
      if (host === '127.0.0.1') throw e;
    }
  }
  const port = (servers[0]!.address() as { port: number }).port;
  if (!opts.quiet) {
    console.log(`Sandbox and site on http://localhost:${port}/m/home (default tenant)`);
    for (const t of deps.tenants.all()) {
      console.log(`  ${t.id.padEnd(10)} http://${t.id}.localhost:${port}/m/home   merchant ${t.merchantCode}`);
      console.log(
        `             demo accounts: ${t.data.accounts.map((a) => `${a.username}/${a.password === '$default' ? t.data.secrets.defaultPassword : a.password}`).join(', ')}`,
      );
    }
    if (opts.games) console.log(`Catalogue: ${opts.games} games per tenant (the shipped ones and generated ones).`);
    console.log(
      `Data: ${opts.memory ? 'in memory (gone on exit)' : opts.dataDir}. Test controls under /__sandbox/ are ${opts.controls ? 'ON' : 'off'}.`,
    );
  }
  return {
    port,
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
      close();
    },
  };
}
