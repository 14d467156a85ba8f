/** Starts the sandbox: site + WPS calls + test controls, on loopback only. */
import { createServer, type Server } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createSandbox } from './app.ts';

export interface ServeOptions { port: number; controls: boolean; quiet?: boolean }

export async function serve(opts: ServeOptions): Promise<{ close(): Promise<void>; port: number }> {
  const { app, tenants } = createSandbox({ controls: opts.controls });
  const listener = getRequestListener(app.fetch);
  const servers: Server[] = [];
  // *.localhost resolves to 127.0.0.1 or ::1 depending on the client: listen on both, nothing else.
  for (const host of ['127.0.0.1', '::1']) {
    const s = createServer(listener);
    try {
      await new Promise<void>((res, rej) => { s.once('error', rej); s.listen(opts.port, host, () => res()); });
      servers.push(s);
    } catch (e) {
      if (host === '127.0.0.1') throw e;
    }
  }
  const port = (servers[0]!.address() as { port: number }).port;
  if (!opts.quiet) {
    console.log(`Sandbox and site on http://localhost:${port}/m/home (default tenant)`);
    for (const t of tenants.all()) console.log(`  ${t.id.padEnd(10)} http://${t.id}.localhost:${port}/m/home   merchant ${t.merchantCode}`);
    console.log(`Test controls under /__sandbox/ are ${opts.controls ? 'ON' : 'off'}. Demo accounts: see tenants/<id>/sandbox.json "accounts".`);
  }
  return { port, close: () => Promise.all(servers.map((s) => new Promise<void>((r) => s.close(() => r())))).then(() => undefined) };
}
