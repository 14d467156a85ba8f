/**
 * design.md's dependency direction: app -> runtime -> components -> services -> state, never back;
 * services and state import no React; cli/ and server/ reach no React code, even indirectly.
 * Type-only imports are erased at build time, so state may name a service's *type*.
 */
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { join, dirname, relative, resolve, sep } from 'node:path';

const LAYERS = ['state', 'services', 'components', 'runtime', 'app'] as const;
const REACT = /^(react|react-dom|react-router|react-router-dom|react-i18next|react-hook-form|valtio\/react)(\/|$)/;
const IMPORT =
  /(^|\n)\s*(import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

export interface Violation {
  file: string;
  imports: string;
  rule: string;
}
interface Edge {
  spec: string;
  typeOnly: boolean;
}

function importsOf(file: string): Edge[] {
  const text = readFileSync(file, 'utf8');
  const out: Edge[] = [];
  for (const m of text.matchAll(IMPORT)) out.push({ spec: (m[4] ?? m[5])!, typeOnly: !!m[3] });
  return out;
}
function resolveRelative(from: string, spec: string): string | undefined {
  if (!spec.startsWith('.')) return undefined;
  const base = resolve(dirname(from), spec);
  for (const c of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')])
    if (existsSync(c) && statSync(c).isFile()) return c;
  return undefined;
}
function layerOf(root: string, file: string): number {
  const parts = relative(join(root, 'src'), file).split(sep);
  return parts.length > 1 ? LAYERS.indexOf(parts[0] as (typeof LAYERS)[number]) : -1;
}
function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return f === 'node_modules' ? [] : walk(p);
    return /\.(ts|tsx|mjs)$/.test(f) && !/\.test\.tsx?$/.test(f) ? [p] : [];
  });
}

export function findLayerViolations(root: string): Violation[] {
  const out: Violation[] = [];
  const rel = (f: string) => relative(root, f);
  for (const file of walk(join(root, 'src'))) {
    const from = layerOf(root, file);
    if (from < 0) continue;
    for (const { spec, typeOnly } of importsOf(file)) {
      if (REACT.test(spec) && from <= LAYERS.indexOf('services'))
        out.push({ file: rel(file), imports: spec, rule: `${LAYERS[from]} must not import React` });
      const target = resolveRelative(file, spec);
      if (!target) continue;
      const to = layerOf(root, target);
      if (to > from && !(typeOnly && from <= LAYERS.indexOf('services'))) {
        out.push({
          file: rel(file),
          imports: rel(target),
          rule: `${LAYERS[from]} must not import ${LAYERS[to]} (app -> runtime -> components -> services -> state)`,
        });
      }
    }
  }
  // cli/ and server/: follow every relative import; no file reached may import React.
  for (const entry of [...walk(join(root, 'cli')), ...walk(join(root, 'server'))]) {
    const seen = new Set<string>();
    const stack = [entry];
    while (stack.length) {
      const f = stack.pop()!;
      if (seen.has(f)) continue;
      seen.add(f);
      for (const { spec, typeOnly } of importsOf(f)) {
        if (typeOnly) continue;
        if (REACT.test(spec) || /\.tsx$/.test(spec)) {
          out.push({
            file: rel(entry),
            imports: `${rel(f)} -> ${spec}`,
            rule: 'cli/ and server/ must not reach React code',
          });
          continue;
        }
        const t = resolveRelative(f, spec);
        if (t) stack.push(t);
      }
    }
  }
  return out;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  const root = process.argv[2] ?? process.cwd();
  const v = findLayerViolations(root);
  for (const x of v) console.error(`${x.file}: imports ${x.imports}: ${x.rule}`);
  console.log(v.length ? `${v.length} dependency-direction violation(s)` : 'dependency direction: ok');
  process.exit(v.length ? 1 : 0);
}
