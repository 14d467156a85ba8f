/**
 * The device host's sync page (A4 device id, src/device-sync-page.ts): /device/sync.html with its
 * script /device/sync.js beside it, a classic script bundled alone (it shares no code with the app
 * and loads nothing else). A file of its own, not inline: its policy (server/security-headers.ts
 * deviceSyncCsp, the nginx location) is `script-src 'self'`, the same for every tenant and build.
 * The dev server serves both too.
 */
import type { Plugin } from 'vite';
import { bundleClassicScript } from './early-loader.ts';
import { DEVICE_SYNC_PATH } from '../../src/core/device-sync.ts';

const ENTRY = 'src/device-sync-page.ts';
const SCRIPT_PATH = DEVICE_SYNC_PATH.replace(/\.html$/, '.js');

export const DEVICE_SYNC_HTML =
  `<!doctype html><html><head><meta charset="utf-8"><title>device</title>` +
  `<script src="${SCRIPT_PATH}"></script></head><body></body></html>\n`;

export const bundleDeviceSyncPage = (root: string) => bundleClassicScript(root, ENTRY);

export function deviceSyncPagePlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'device-sync-page',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: DEVICE_SYNC_PATH.slice(1), source: DEVICE_SYNC_HTML });
      this.emitFile({ type: 'asset', fileName: SCRIPT_PATH.slice(1), source: await bundleDeviceSyncPage(root) });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '').split('?')[0];
        if (path === DEVICE_SYNC_PATH) {
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          return res.end(DEVICE_SYNC_HTML);
        }
        if (path !== SCRIPT_PATH) return next();
        bundleDeviceSyncPage(root).then((js) => {
          res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
          res.end(js);
        }, next);
      });
    },
  };
}
