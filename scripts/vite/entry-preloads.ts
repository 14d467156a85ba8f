/**
 * Lazy imports name only the files they still need. Vite gives every dynamic import the list of
 * files to preload with it (__vite__mapDeps), and that list includes the entry's own files (the
 * entry, the React and runtime chunks, the spec constants): always loaded before any code can run
 * an import, so naming them only adds bytes to every chunk that imports lazily, the first screen's
 * included. (The page's modulepreload tags are not touched.) This plugin notes the entry's static closure before Vite writes the lists, and
 * `resolveDependencies` leaves those files out.
 */
import type { Plugin } from 'vite';

interface ChunkLike {
  type: string;
  isEntry?: boolean;
  imports?: string[];
  fileName: string;
}

type ResolveDependencies = (file: string, deps: string[], context: { hostType: 'html' | 'js' }) => string[];

export function entryPreloads(): { plugin: Plugin; resolveDependencies: ResolveDependencies } {
  const loaded = new Set<string>();
  return {
    plugin: {
      name: 'entry-preloads',
      apply: 'build',
      generateBundle: {
        order: 'pre',
        handler(_options, bundle) {
          loaded.clear();
          const add = (name: string) => {
            const c = bundle[name] as ChunkLike | undefined;
            if (!c || c.type !== 'chunk' || loaded.has(name)) return;
            loaded.add(name);
            for (const i of c.imports ?? []) add(i);
          };
          for (const [name, c] of Object.entries(bundle) as [string, ChunkLike][])
            if (c.type === 'chunk' && c.isEntry) add(name);
        },
      },
    },
    // Only an import's list: the page's own <link rel="modulepreload"> tags (host html) stay whole.
    resolveDependencies: (_file, deps, { hostType }) => (hostType === 'js' ? deps.filter((d) => !loaded.has(d)) : deps),
  };
}
