/**
 * In `npm run dev`, the tenant packages (written by `tenant build`) are served from disk on every
 * request, with no caching, by this middleware ahead of Vite's own. Vite's public-file handling
 * keeps a list of files made at start and updated by its watcher: a package rewritten or added
 * while the page loads could miss that list and be answered with the app's HTML. Here a missing
 * file is a 404, never HTML.
 *
 * The app's HTML names the tenant of the host it is served on (core/page-tenant.ts), as the build's
 * pages do behind nginx: the host list stays on the server (its /tenants/index.json is a 404 here
 * too). Vite's HTML transform has no request, so the request's host reaches it through an
 * AsyncLocalStorage the middleware below opens for each request.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';
import { tenantForHost, type TenantIndex } from '../../src/core/tenant-host.ts';
import { withPageTenant } from '../../src/core/page-tenant.ts';

const TYPES: Record<string, string> = {
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.ico': 'image/x-icon',
};

/** The page's tenant for a host, from the packages as they are now (rebuilt while the runner runs). */
function pageTenantFor(root: string, host: string) {
  try {
    const index = JSON.parse(readFileSync(join(root, 'index.json'), 'utf8')) as TenantIndex;
    const id = tenantForHost(index, host);
    if (!id) return null;
    const t = JSON.parse(readFileSync(join(root, id, 'tenant.json'), 'utf8')) as {
      merchantCode: string;
      languages: string[];
    };
    return { id, merchantCode: t.merchantCode, languages: t.languages };
  } catch {
    return null; // no packages yet: the page names no tenant and boot says so
  }
}

export function tenantPackagesPlugin(dir: string): Plugin {
  const root = resolve(dir);
  const requestHost = new AsyncLocalStorage<string>();
  return {
    name: 'tenant-packages',
    apply: 'serve',
    transformIndexHtml(html) {
      const host = requestHost.getStore();
      const tenant = host ? pageTenantFor(root, host) : null;
      return tenant ? withPageTenant(html, tenant) : html;
    },
    configureServer(server) {
      server.middlewares.use((req, _res, next) => requestHost.run(req.headers.host ?? '', next));
      server.middlewares.use('/tenants', (req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        if (req.url?.split('?')[0] === '/index.json') {
          res.statusCode = 404;
          return res.end("the host list is the server's: a page names its tenant");
        }
        let rel: string;
        try {
          rel = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
        } catch {
          res.statusCode = 400;
          return res.end('bad path');
        }
        const file = resolve(join(root, rel));
        if (!file.startsWith(root + sep) || !existsSync(file) || !statSync(file).isFile()) {
          res.statusCode = 404;
          res.setHeader('Content-Type', 'text/plain; charset=utf-8');
          return res.end(`no tenant package file /tenants${rel} (tenant build writes them to ${root})`);
        }
        res.setHeader('Content-Type', TYPES[extname(file)] ?? 'application/octet-stream');
        res.setHeader('Cache-Control', 'no-store');
        res.end(req.method === 'HEAD' ? undefined : readFileSync(file));
      });
    },
  };
}
