/**
 * In `npm run dev`, the tenant packages (written by `tenant build`) are served from disk on every
 * request, with no caching, by this middleware ahead of Vite's own. Vite's public-file handling
 * keeps a list of files made at start and updated by its watcher: a package rewritten or added
 * while the page loads could miss that list and be answered with the app's HTML. Here a missing
 * file is a 404, never HTML.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';

const TYPES: Record<string, string> = {
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.ico': 'image/x-icon',
};

export function tenantPackagesPlugin(dir: string): Plugin {
  const root = resolve(dir);
  return {
    name: 'tenant-packages',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/tenants', (req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
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
