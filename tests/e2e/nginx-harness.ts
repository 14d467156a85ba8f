/**
 * Debian's nginx running the documented site configuration (deploy/nginx/whitelabel.conf) over a
 * built site folder, with this machine's paths and ports for its placeholders and the sandbox on
 * E2E_PORT as its WPS back end: for the static-deploy specs.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { freePort } from '../../cli/lib/ports.ts';
import { get as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from './fixtures.ts';
import { E2E_PORT } from '../../playwright.config.ts';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const ROOT = process.cwd();

/** The documented site configuration for a site folder and port; `edit` may change it first. */
export function siteConfig(dist: string, port: number, edit: (conf: string) => string = (c) => c): string {
  return edit(readFileSync(join(ROOT, 'deploy/nginx/whitelabel.conf'), 'utf8'))
    .replaceAll('/srv/whitelabel/dist', dist)
    .replaceAll('/etc/nginx/whitelabel/', `${join(ROOT, 'deploy/nginx')}/`)
    .replace('listen 8080;', `listen 127.0.0.1:${port};`)
    .replace('server 127.0.0.1:8787;', `server 127.0.0.1:${E2E_PORT};`);
}

/** The harness around the documented file: a private prefix, pid and temp paths, no daemon. */
function harness(dir: string): string {
  return [
    'daemon off;',
    'worker_processes 1;',
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    `error_log ${dir}/error.log warn;`,
    `pid ${dir}/nginx.pid;`,
    'events { worker_connections 256; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    '  access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${dir}/${t};`),
    `  include ${dir}/whitelabel.conf;`,
    '}',
  ].join('\n');
}

function prepare(dist: string, port: number, edit?: (conf: string) => string): string {
  if (!existsSync(NGINX))
    throw new Error(`nginx is not installed (${NGINX}): apt-get install -y nginx-light (or set NGINX_PATH)`);
  const dir = mkdtempSync(join(tmpdir(), 'wl-nginx-'));
  writeFileSync(join(dir, 'whitelabel.conf'), siteConfig(dist, port, edit));
  writeFileSync(join(dir, 'nginx.conf'), harness(dir));
  return dir;
}

/** `nginx -t` over the configuration: its exit code and everything it said. */
export function checkConfig(dist: string, edit?: (conf: string) => string): { code: number | null; said: string } {
  const dir = prepare(dist, 1, edit);
  try {
    const r = spawnSync(NGINX, ['-t', '-p', dir, '-c', join(dir, 'nginx.conf')], { encoding: 'utf8' });
    return { code: r.status, said: `${r.stdout}${r.stderr}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface RunningNginx {
  port: number;
  get(
    path: string,
    host: string,
    headers?: Record<string, string>,
  ): Promise<{ status: number; headers: { get(name: string): string | null }; text(): Promise<string> }>;
  stop(): void;
}

/** nginx serving `dist`, answering once it is up (or an error with what it said). */
export async function startNginx(dist: string): Promise<RunningNginx> {
  const port = await freePort();
  const dir = prepare(dist, port);
  const nginx: ChildProcess = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  nginx.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  const stop = () => {
    nginx.kill();
    rmSync(dir, { recursive: true, force: true });
  };
  const state = () =>
    nginx.exitCode !== null
      ? 'exited'
      : fetch(`http://127.0.0.1:${port}/`).then(
          () => 'up',
          () => 'starting',
        );
  await expect.poll(state, { timeout: 10_000 }).not.toBe('starting');
  if (nginx.exitCode !== null) {
    const log = existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : '';
    stop();
    throw new Error(`nginx did not start: ${stderr}${log}`);
  }
  /** A GET naming its host (fetch cannot set Host): status, headers and body. */
  const get: RunningNginx['get'] = (path, host, headers = {}) =>
    new Promise((resolve, reject) => {
      const req = httpGet({ host: '127.0.0.1', port, path, headers: { ...headers, Host: host } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (body += d));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: { get: (n) => (res.headers[n.toLowerCase()] as string | undefined) ?? null },
            text: async () => body,
          }),
        );
      });
      req.on('error', reject);
    });
  return { port, get, stop };
}

/** The tenant a page names on its <html> element (core/page-tenant.ts): "<id> <merchant code>", or null. */
export const namedTenant = (html: string) =>
  /<html[^>]* data-tenant="([a-z0-9-]+)" data-merchant="([A-Za-z0-9_-]+)"/.exec(html)?.slice(1, 3).join(' ') ?? null;
