/**
 * gzip copies of the built code and styles (`x.js.gz` beside `x.js`, level 9), as a CDN or nginx's
 * `gzip_static` serves them: the sandbox and the static host send these instead of compressing the
 * same file again on every request. Only the hashed files under assets/ (they never change under
 * their name, so a copy can never go stale).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** The files that get a copy: the bundle's scripts and styles. */
export const precompressed = (name: string) => name.startsWith('assets/') && /\.(js|css)$/.test(name);

export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      for (const name of Object.keys(bundle).filter(precompressed)) {
        const file = join(outDir, name);
        writeFileSync(`${file}.gz`, gzipSync(readFileSync(file), { level: 9 }));
      }
    },
  };
}
