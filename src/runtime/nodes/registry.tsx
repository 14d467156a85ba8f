/**
 * The registry: node type -> the component that renders it, derived from the catalogue
 * (catalogue.ts). Eager modules are imported here; each lazy module loads on first use and is
 * remembered, so a preloaded node renders at once (no fallback, nothing shifts).
 */
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import {
  NODE_MODULES,
  MODULE_OF,
  isLazyModule,
  chunkSourceOf,
  type EagerModulePath,
  type LazyModulePath,
  type NodeModulePath,
} from './catalogue.ts';
import type { NodeDefinition, NodeProps } from './define.ts';
import type { TObject } from '@sinclair/typebox';
import * as layout from './layout.tsx';
import * as controls from './controls.tsx';
import { inSlices, PRELOADS_PER_TASK } from '../../services/scheduling/main-thread.ts';

type NodeModule = Record<string, unknown>;
export type NodeComponent = ComponentType<NodeProps<TObject>>;

const EAGER = { 'layout.tsx': layout, 'controls.tsx': controls } satisfies Record<EagerModulePath, NodeModule>;
type Loader = () => Promise<NodeModule>;
/**
 * Every module under lazy/, each its own chunk, and each family folder's index.ts (lazy/forms/),
 * one chunk for the family: the bundler turns this glob into one literal import per file, so a new
 * lazy module needs no loader line of its own. Outside the bundler (the
 * render benchmark runs in Node) the same modules are imported by their paths.
 */
function globLazyModules(): Record<string, Loader> {
  // Vite defines import.meta.env (and the glob); Node has neither: the site's bundle keeps only the glob.
  if (import.meta.env) return import.meta.glob<NodeModule>(['./lazy/*.tsx', './lazy/*/index.ts']);
  const here = import.meta.url.replace(/[^/]*$/, '');
  return Object.fromEntries(
    LAZY_PATHS.map(chunkSourceOf).map((p) => [`./${p}`, () => import(/* @vite-ignore */ `${here}${p}`)]),
  );
}
const LAZY_PATHS = (Object.keys(NODE_MODULES) as NodeModulePath[]).filter(isLazyModule);
const globbed = globLazyModules();
export const LAZY_LOADERS = Object.fromEntries(
  LAZY_PATHS.map((p) => {
    const load = globbed[`./${chunkSourceOf(p)}`];
    if (!load) throw new Error(`the catalogue names ${p}, which is not a module under nodes/lazy/`);
    return [p, load];
  }),
) as Record<LazyModulePath, Loader>;

/** A lazy module, loaded once and then kept (so its nodes render without suspending). */
function lazyModule(load: () => Promise<NodeModule>) {
  let loaded: NodeModule | undefined;
  let pending: Promise<NodeModule> | undefined;
  return { get: () => loaded, load: () => (pending ??= load().then((m) => (loaded = m))) };
}
const LAZY_MODULES = Object.fromEntries(
  Object.entries(LAZY_LOADERS).map(([path, load]) => [path, lazyModule(load)]),
) as Record<LazyModulePath, ReturnType<typeof lazyModule>>;

const componentOf = (m: NodeModule, type: string) => (m[type] as NodeDefinition).Component as NodeComponent;

/** Keeps the space a lazy node is about to fill, so the page does not jump when it arrives. */
const Pending = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={<div className="pending" aria-busy="true" />}>{children}</Suspense>
);

/**
 * A lazy type's entry while its module is not in: the space is held until it arrives. It keeps
 * this shape after (React's lazy then renders at once): switching to the component itself would
 * remount the node and lose its state. Nodes rendered once the module is in skip it
 * (nodeComponentNow).
 */
function lazyNode(path: LazyModulePath, type: string): NodeComponent {
  const group = LAZY_MODULES[path];
  const Lazy = lazy(async () => ({ default: componentOf(await group.load(), type) }));
  return function LazyNode(props) {
    return (
      <Pending>
        <Lazy {...props} />
      </Pending>
    );
  };
}

export const REGISTRY: Readonly<Record<string, NodeComponent>> = Object.fromEntries(
  (Object.entries(NODE_MODULES) as [NodeModulePath, readonly string[]][]).flatMap(([path, types]) =>
    types.map((type) => [type, isLazyModule(path) ? lazyNode(path, type) : componentOf(EAGER[path], type)]),
  ),
);

/**
 * The component for a node type as of now: a lazy type whose module is in renders its component
 * directly (no wrapper); otherwise the registry's entry. The renderer asks once per node instance
 * and keeps the answer, so a node that began as the lazy wrapper is never swapped (a swap would
 * remount it and lose what the player typed).
 */
export function nodeComponentNow(type: string): NodeComponent | undefined {
  const path = MODULE_OF[type];
  const loaded = path && isLazyModule(path) ? LAZY_MODULES[path].get() : undefined;
  return loaded ? componentOf(loaded, type) : REGISTRY[type];
}

/**
 * Boot calls this with the node types of the first screen, so their code loads during the status
 * call; boot waits for it before the first render, so nothing pops in and shifts the page.
 */
export function preloadNodeTypes(types: Iterable<string>): Promise<unknown> {
  const paths = new Set([...types].map((t) => MODULE_OF[t]).filter((p): p is LazyModulePath => !!p && isLazyModule(p)));
  // Each import sets up its file and its shared parts' preloads: a few per task (services/scheduling/main-thread.ts).
  const loads: Promise<unknown>[] = [];
  return inSlices(paths, PRELOADS_PER_TASK, (p) => loads.push(LAZY_MODULES[p].load().catch(() => undefined))).then(() =>
    Promise.all(loads),
  );
}
