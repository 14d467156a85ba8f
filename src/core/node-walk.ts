/**
 * The one walk over node trees (screens, templates, patches), shared by boot's preload, the early
 * loader, the size check, the CLI (validate, explain) and the schema tooling. A node is any object
 * with a string `type`; nodes are found at any depth (children, a form's fields, a patch's node).
 * Iterative, with a depth limit: a hostile or broken file can neither overflow the stack nor
 * make the walk run away; what lies deeper is reported, not visited.
 */
import { escapeSegment } from './json-pointer.ts';
import { isObject } from './guards.ts';
export const MAX_NODE_DEPTH = 64;

export interface NodeVisit<T> {
  node: Record<string, unknown>;
  /** JSON pointer of the node inside the walked value. */
  pointer: string;
  /** What the visit of the nearest enclosing node returned, if anything (else what it inherited). */
  inherited: T;
}

/**
 * Calls `visit` for every node under `value` (parents before children, in document order) and
 * passes what it returns down to the nodes inside it. Returns the pointers where the depth limit
 * (nesting of arrays and objects) stopped the walk.
 */
export function walkNodes<T>(
  value: unknown,
  visit: (v: NodeVisit<T>) => T | void,
  start: T,
  pointer = '',
  maxDepth = MAX_NODE_DEPTH * 4,
): string[] {
  const tooDeep: string[] = [];
  const stack: { value: unknown; pointer: string; inherited: T; depth: number }[] = [
    { value, pointer, inherited: start, depth: 0 },
  ];
  while (stack.length) {
    const at = stack.pop()!;
    if (at.depth > maxDepth) {
      tooDeep.push(at.pointer);
      continue;
    }
    let inherited = at.inherited;
    const entries: [string, unknown][] = Array.isArray(at.value)
      ? at.value.map((v, i) => [String(i), v])
      : isObject(at.value)
        ? Object.entries(at.value)
        : [];
    if (isObject(at.value) && typeof at.value.type === 'string') {
      const passed = visit({ node: at.value, pointer: at.pointer, inherited: at.inherited });
      if (passed !== undefined) inherited = passed;
    }
    // Pushed in reverse so that the stack pops them in document order.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [k, v] = entries[i]!;
      if (typeof v === 'object' && v !== null)
        stack.push({ value: v, pointer: `${at.pointer}/${escapeSegment(k)}`, inherited, depth: at.depth + 1 });
    }
  }
  return tooDeep;
}

/** Every node type used under `value` (boot preloads their code; the size check counts it). */
export function nodeTypesOf(value: unknown): Set<string> {
  const out = new Set<string>();
  walkNodes(value, ({ node }) => void out.add(node.type as string), undefined);
  return out;
}

/** Every node that carries an `id`, by id (the first one wins; duplicates are the CLI's to report). */
export function nodesById(value: unknown): Map<string, { node: Record<string, unknown>; pointer: string }> {
  const out = new Map<string, { node: Record<string, unknown>; pointer: string }>();
  walkNodes(
    value,
    ({ node, pointer }) => {
      if (typeof node.id === 'string' && !out.has(node.id)) out.set(node.id, { node, pointer });
    },
    undefined,
  );
  return out;
}

/** The deepest nesting of arrays and objects in `value`, counted without recursion. */
export function nestingDepth(value: unknown, stopAt = Infinity): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [v, d] = stack.pop()!;
    if (typeof v !== 'object' || v === null) continue;
    deepest = Math.max(deepest, d + 1);
    if (deepest > stopAt) return deepest;
    for (const c of Object.values(v)) stack.push([c, d + 1]);
  }
  return deepest;
}
