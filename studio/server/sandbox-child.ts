/**
 * The sandbox the studio previews against: its own process (server/bin/sandbox.mjs, as `tenant serve`
 * starts it; the studio imports no sandbox code), on a free loopback port, in memory, with its test
 * controls (the switch overlay `tenant matrix` writes, demo sessions, reloading the tenants), serving
 * the built site the studio publishes into.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '../../cli/lib/ports.ts';
import { join } from 'node:path';
import { ROOT } from '../../src/core/tooling/tenant-files.ts';

export interface SandboxChild {
  port: number;
  /** A test control (/__sandbox/<path>), with a JSON body when given. */
  control(path: string, body?: unknown): Promise<{ status: number; body: unknown }>;
  stop(): void;
}

export async function startSandbox(dist: string, log: (s: string) => void): Promise<SandboxChild> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    [join(ROOT, 'server/bin/sandbox.mjs'), '--port', String(port), '--memory'],
    { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, SANDBOX_CONTROLS: '1' } },
  );
  child.stderr!.on('data', (d) => log(`sandbox: ${String(d).trim()}`));
  const base = `http://127.0.0.1:${port}`;
  const control = async (path: string, body?: unknown) => {
    const r = await fetch(`${base}/__sandbox${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: r.status, body: (await r.json()) as unknown };
  };
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`the sandbox stopped at start (exit ${child.exitCode})`);
    try {
      await control('/tenants');
      break;
    } catch {
      if (i > 240) throw new Error(`the sandbox did not answer on port ${port}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  // The site it serves is the one the studio publishes into (the default build, or --dist).
  const site = await control('/site', { dist });
  if (site.status !== 200) throw new Error(`the sandbox refused the built site ${dist}: ${JSON.stringify(site.body)}`);
  return { port, control, stop: () => child.kill('SIGTERM') };
}
