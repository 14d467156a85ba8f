#!/usr/bin/env node
// npm run dev: Vite with hot reload on PORT (5173), the sandbox on SANDBOX_PORT (8788) behind Vite's
// /wps proxy, and tenant packages rebuilt whenever a file under tenants/ changes.
import { spawn, spawnSync } from 'node:child_process';
import { watch } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const cli = join(ROOT, 'cli/bin/tenant.mjs');
const sandboxPort = process.env.SANDBOX_PORT ?? '8788';
const buildTenants = () => spawnSync(process.execPath, [cli, 'build'], { cwd: ROOT, stdio: 'inherit' }).status === 0;

if (!buildTenants()) process.exit(1);
const children = [
  spawn(process.execPath, [cli, 'serve', '--port', sandboxPort], { cwd: ROOT, stdio: 'inherit' }),
  spawn(join(ROOT, 'node_modules/.bin/vite'), [], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, SANDBOX_PORT: sandboxPort },
  }),
];
let timer;
watch(join(ROOT, 'tenants'), { recursive: true }, () => {
  clearTimeout(timer);
  timer = setTimeout(() => {
    console.log('tenants changed: rebuilding packages');
    buildTenants();
  }, 200);
});
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children)
  c.on('exit', (code) => {
    if (code) stop();
  });
