/**
 * design.md's dependency rules, read with the TypeScript parser (static, dynamic and type-only
 * imports and re-exports alike; type imports count: an arrow back is an arrow back):
 * - inside src/: core -> state -> services -> components -> runtime -> app -> boot, never upwards
 *   (core is the UI-free base; src/core/tooling is its Node-only half, for the CLI and the sandbox);
 * - core, state and services import no React; browser code never imports src/core/tooling or node:*;
 * - cli/ and server/ import the shared core and schemas/, never each other and never other src/ code;
 * - scripts/ (the build's steps: the pre-render, the deploy config, the Vite plugins) sit above the
 *   code they build and check: they may import src/, schemas/, server/ (the pre-render takes its
 *   pages' data from the sandbox in its own process) and cli/lib/, never cli/'s commands nor bench/;
 *   of the product's code only cli/'s commands import them (build and publish run those steps),
 *   so src/, schemas/, server/ and cli/lib/ never do;
 * - bench/ is the top: it may import anything, and nothing but tests imports it;
 * - studio/ (the operators' tenant studio) is its own program: its server (studio/server, studio/bin)
 *   may import cli/, schemas/ and the shared core of src/, never server/ (it starts the sandbox as a
 *   process) nor React; its page (studio/web) is browser code that imports only studio/web (so no
 *   player chunk and no Node module meets it); nothing outside studio/ imports it (the CLI starts it);
 * - no import cycle anywhere in src/, schemas/, cli/, server/, scripts/ and bench/.
 * Test files are exempt from the direction rules (they may wire modules together), not from cycles.
 */
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { join, dirname, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

const LAYERS = ['core', 'state', 'services', 'components', 'runtime', 'app', 'boot'] as const;
const REACT = /^(react|react-dom|react-router|react-router-dom|valtio\/react)(\/|$)/;
const ROOTS = ['src', 'schemas', 'cli', 'server', 'scripts', 'bench', 'studio'];

export interface Violation {
  file: string;
  imports: string;
  rule: string;
}

/** Every module specifier a file names: import/export declarations, import(), import types. */
export function importsOf(file: string, text = readFileSync(file, 'utf8')): string[] {
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    false,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const specs: string[] = [];
  const literal = (n: ts.Node | undefined) => (n && ts.isStringLiteralLike(n) ? n.text : undefined);
  // An explicit stack, not recursion: a deeply nested file must not overflow the checker.
  const stack: ts.Node[] = [source];
  while (stack.length) {
    const node = stack.pop()!;
    let spec: string | undefined;
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) spec = literal(node.moduleSpecifier);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword)
      spec = literal(node.arguments[0]);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) spec = literal(node.argument.literal);
    else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference))
      spec = literal(node.moduleReference.expression);
    if (spec) specs.push(spec);
    node.forEachChild((child) => {
      stack.push(child);
    });
  }
  return specs;
}

function resolveRelative(from: string, spec: string): string | undefined {
  if (!spec.startsWith('.')) return undefined;
  const base = resolve(dirname(from), spec);
  for (const c of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')])
    if (existsSync(c) && statSync(c).isFile()) return c;
  return undefined;
}

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return f === 'node_modules' || f === 'fixtures' ? [] : walk(p);
    return /\.(ts|tsx|mts|mjs)$/.test(f) && !/\.d\.ts$/.test(f) ? [p] : [];
  });
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/** The file graph: every source file and the project files it imports. */
export function importGraph(root: string): Map<string, { file: string; spec: string; target: string | undefined }[]> {
  const graph = new Map<string, { file: string; spec: string; target: string | undefined }[]>();
  for (const file of ROOTS.flatMap((r) => walk(join(root, r)))) {
    graph.set(
      file,
      importsOf(file).map((spec) => ({ file, spec, target: resolveRelative(file, spec) })),
    );
  }
  return graph;
}

/** Strongly connected components of more than one file (or a file importing itself): Tarjan, iterative. */
export function findCycles(graph: Map<string, { target: string | undefined }[]>): string[][] {
  let index = 0;
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const edges = (v: string) =>
    (graph.get(v) ?? []).map((e) => e.target).filter((t): t is string => !!t && graph.has(t));
  for (const start of graph.keys()) {
    if (idx.has(start)) continue;
    const work: { v: string; next: number }[] = [{ v: start, next: 0 }];
    idx.set(start, index);
    low.set(start, index);
    index++;
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const top = work[work.length - 1]!;
      const out = edges(top.v);
      if (top.next < out.length) {
        const w = out[top.next++]!;
        if (!idx.has(w)) {
          idx.set(w, index);
          low.set(w, index);
          index++;
          stack.push(w);
          onStack.add(w);
          work.push({ v: w, next: 0 });
        } else if (onStack.has(w)) low.set(top.v, Math.min(low.get(top.v)!, idx.get(w)!));
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1]!.v;
        low.set(parent, Math.min(low.get(parent)!, low.get(top.v)!));
      }
      if (low.get(top.v) === idx.get(top.v)) {
        const component: string[] = [];
        let w: string;
        do {
          w = stack.pop()!;
          onStack.delete(w);
          component.push(w);
        } while (w !== top.v);
        if (component.length > 1 || edges(top.v).includes(top.v)) cycles.push(component.sort());
      }
    }
  }
  return cycles;
}

function layerOf(root: string, file: string): number {
  const parts = relative(join(root, 'src'), file).split(sep);
  return parts.length > 1 ? LAYERS.indexOf(parts[0] as (typeof LAYERS)[number]) : -1;
}
const area = (root: string, file: string) => relative(root, file).split(sep)[0]!;
const inCoreTooling = (root: string, file: string) =>
  relative(root, file).startsWith(join('src', 'core', 'tooling') + sep);
const inCliCommands = (root: string, file: string) => relative(root, file).startsWith(join('cli', 'commands') + sep);
const inStudioWeb = (root: string, file: string) => relative(root, file).startsWith(join('studio', 'web') + sep);

export function findLayerViolations(root: string): Violation[] {
  const out: Violation[] = [];
  const rel = (f: string) => relative(root, f);
  const graph = importGraph(root);
  for (const [file, imports] of graph) {
    if (isTest(file)) continue;
    const from = area(root, file);
    const fromLayer = from === 'src' ? layerOf(root, file) : -1;
    const browser = from === 'src' && !inCoreTooling(root, file);
    for (const { spec, target } of imports) {
      const add = (rule: string) => out.push({ file: rel(file), imports: target ? rel(target) : spec, rule });
      const studioWeb = from === 'studio' && inStudioWeb(root, file);
      if (studioWeb && spec.startsWith('node:')) add('studio/web is browser code: no Node modules');
      if (REACT.test(spec)) {
        if (from === 'cli' || from === 'server' || from === 'schemas' || (from === 'studio' && !studioWeb))
          add(`${from === 'studio' ? 'studio/server' : from}/ must not import React`);
        else if (fromLayer >= 0 && fromLayer <= LAYERS.indexOf('services'))
          add(`${LAYERS[fromLayer]} must not import React`);
      }
      if (browser && spec.startsWith('node:')) add('browser code must not import Node modules');
      if (!target) continue;
      const to = area(root, target);
      if (to === 'studio' && from !== 'studio')
        add(`${from}/ must not import studio/ (the CLI starts it as a process)`);
      if (studioWeb && !inStudioWeb(root, target)) add('studio/web may import only studio/web');
      if (from === 'studio' && !studioWeb) {
        if (to === 'server') add('studio/ must not import server/ (it starts the sandbox as a process)');
        if (to === 'scripts' || to === 'bench') add(`studio/ must not import ${to}/`);
        if (to === 'src' && layerOf(root, target) !== 0)
          add('studio/ may import only the shared core of src/ (src/core)');
        if (inStudioWeb(root, target)) add("studio's server must not import its page (studio/web)");
      }
      if (browser && inCoreTooling(root, target)) add('browser code must not import src/core/tooling (Node only)');
      if (from === 'src' && to !== 'src') add(`src/ must not import ${to}/`);
      if ((from === 'cli' && to === 'server') || (from === 'server' && to === 'cli'))
        add('cli/ and server/ must not import each other');
      // (src/ has its own rule above: it imports nothing outside src/.)
      if (to === 'bench' && from !== 'bench' && from !== 'src') add(`${from}/ must not import bench/ (only tests do)`);
      const runsSteps = from === 'scripts' || from === 'bench' || inCliCommands(root, file);
      if (to === 'scripts' && from !== 'src' && !runsSteps)
        add(
          `${from === 'cli' ? 'cli/lib' : from}/ must not import scripts/ (only cli/'s commands run the build's steps)`,
        );
      if (from === 'scripts' && to === 'cli' && inCliCommands(root, target))
        add("scripts/ may import cli/lib/, not cli/'s commands (they import scripts/)");
      if ((from === 'cli' || from === 'server') && to === 'src' && layerOf(root, target) !== 0)
        add(`${from}/ may import only the shared core of src/ (src/core)`);
      if (
        from === 'schemas' &&
        to === 'src' &&
        layerOf(root, target) !== 0 &&
        !/^src\/runtime\/nodes\//.test(rel(target))
      )
        add('schemas/ may import only src/core and the node definitions');
      const toLayer = to === 'src' ? layerOf(root, target) : -1;
      if (fromLayer >= 0 && toLayer > fromLayer)
        add(`${LAYERS[fromLayer]} must not import ${LAYERS[toLayer]} (${LAYERS.join(' -> ')}, upward only)`);
    }
  }
  for (const cycle of findCycles(graph)) {
    out.push({
      file: rel(cycle[0]!),
      imports: cycle.map(rel).join(' <-> '),
      rule: `import cycle of ${cycle.length} file(s)`,
    });
  }
  return out;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  const root = process.argv[2] ?? process.cwd();
  const v = findLayerViolations(root);
  for (const x of v) console.error(`${x.file}: imports ${x.imports}: ${x.rule}`);
  const cycles = v.filter((x) => x.rule.startsWith('import cycle')).length;
  console.log(
    v.length ? `${v.length} dependency violation(s), ${cycles} cycle(s)` : 'dependency direction: ok, 0 cycles',
  );
  process.exit(v.length ? 1 : 0);
}
