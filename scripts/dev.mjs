#!/usr/bin/env node
// npm run dev: Vite with hot reload on PORT (5173, or the next free port: Vite prints the real one),
// the sandbox on SANDBOX_PORT (8788) behind Vite's proxy, and the tenant packages rebuilt whenever a
// file under tenants/ (TENANTS_DIR) changes. After a rebuild the sandbox reads the tenants again (a
// new tenant is served without a restart) and the open pages reload; a tenant that does not
// validate keeps the last good packages and shows its problems in Vite's error overlay.
import { spawn } from 'node:child_process';
import { join, dirname, resolve, relative, isAbsolute, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const cli = join(ROOT, 'cli/bin/tenant.mjs');
const sandboxPort = process.env.SANDBOX_PORT ?? '8788';
const tenantsDir = resolve(process.env.TENANTS_DIR ?? join(ROOT, 'tenants'));
// vite.config.ts serves the packages from here (its tenantPackagesPlugin reads the same variable).
const packages = resolve(process.env.TENANT_PACKAGES ?? join(ROOT, 'public/tenants'));
process.env.TENANT_PACKAGES = packages;
process.env.SANDBOX_PORT = sandboxPort;

/** `tenant build` in a child process (the dev server keeps answering meanwhile): its exit code and output. */
function buildTenants() {
  return new Promise((done) => {
    const child = spawn(process.execPath, [cli, 'build', '--out', packages], { cwd: ROOT });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => done({ ok: code === 0, output: output.trim() }));
  });
}

const first = await buildTenants();
console.log(first.output);
if (!first.ok) process.exit(1);

// The sandbox keeps its data in .data/sandbox like npm start, or in SANDBOX_DATA_DIR.
const dataDir = process.env.SANDBOX_DATA_DIR ? ['--data-dir', resolve(process.env.SANDBOX_DATA_DIR)] : [];
const sandbox = spawn(process.execPath, [cli, 'serve', '--port', sandboxPort, ...dataDir], {
  cwd: ROOT,
  stdio: 'inherit',
});
// The site's first call goes to the sandbox: the URLs are printed only once it answers.
const sandboxUp = async () => {
  for (let i = 0; i < 240; i++) {
    if (sandbox.exitCode !== null) return false;
    try {
      await fetch(`http://127.0.0.1:${sandboxPort}/m/home`);
      return true;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  return false;
};
if (!(await sandboxUp())) {
  console.error(`the sandbox did not start on port ${sandboxPort} (is SANDBOX_PORT taken?)`);
  sandbox.kill('SIGTERM');
  process.exit(1);
}
const { createServer } = await import('vite');
const vite = await createServer({ root: ROOT, configFile: join(ROOT, 'vite.config.ts') });
await vite.listen();
vite.printUrls();
// The real port (Vite takes the next free one when PORT is busy); tenants are told apart by host.
const sitePort = vite.httpServer.address().port;
console.log(
  `Site with hot reload: http://<tenant>.localhost:${sitePort}/m/home, e.g. http://lotus.localhost:${sitePort}/m/home`,
);

const overlay = (message) => vite.hot.send({ type: 'error', err: { message, stack: '', plugin: 'tenant build' } });
async function reloadSandbox() {
  // The sandbox may still be starting on the first edit: a few tries, then say what failed.
  for (let attempt = 0; ; attempt++) {
    try {
      const r = await fetch(`http://127.0.0.1:${sandboxPort}/__sandbox/tenants/reload`, { method: 'POST' });
      const body = await r.json();
      return r.ok ? { ok: true } : { ok: false, output: body.error };
    } catch (e) {
      if (attempt >= 20) return { ok: false, output: `the sandbox did not answer: ${e.message}` };
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

let running = false;
let pending = false;
async function rebuild() {
  if (running) {
    pending = true;
    return;
  }
  running = true;
  do {
    pending = false;
    console.log('tenants changed: rebuilding packages');
    const built = await buildTenants();
    console.log(built.output);
    const loaded = built.ok ? await reloadSandbox() : built;
    if (!loaded.ok) overlay(`Tenant files have problems; the last good packages are served.\n\n${loaded.output}`);
    else vite.hot.send({ type: 'full-reload', path: '*' });
  } while (pending);
  running = false;
}

// Vite's own watcher (chokidar) follows the tenant files too: Node's recursive fs.watch adds the
// folders' watches asynchronously and can miss an edit made just after start.
let timer;
vite.watcher.add(tenantsDir);
vite.watcher.on('all', (_event, file) => {
  const rel = relative(tenantsDir, file);
  // Outside the tenants, or tenant init's .init-* work folders (only the finished tenant's move counts).
  if (rel.startsWith('..') || isAbsolute(rel) || rel.split(sep).some((part) => part.startsWith('.'))) return;
  clearTimeout(timer);
  timer = setTimeout(() => void rebuild(), 150);
});

const stop = async () => {
  sandbox.kill('SIGTERM');
  await vite.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
sandbox.on('exit', (code) => {
  if (code) void stop();
});
