/**
 * Tenant layering (design.md "Two kinds of configuration"): _base, then the tenant. Objects merge
 * key by key and everything else replaces, except screens: a tenant screen file either patches the
 * base screen by node id (insert, replace, remove, move, update), or replaces it whole, which it
 * must say (`"replace": true`). A screen may also be made from a template with parameters (the
 * nine category pages share one). Every node of a resolved screen can say which layer and which
 * patch put it there (`tenant explain`). Pure: no files; the CLI and the sandbox feed it.
 */
import { walkNodes, nodesById } from './node-walk.ts';
import { isObject } from './guards.ts';

type Json = Record<string, unknown>;

/** Deep merge: objects merge key by key, anything else from `over` replaces. */
export function merge(under: unknown, over: unknown): unknown {
  if (over === undefined) return under;
  if (isObject(under) && isObject(over)) {
    const out: Json = { ...under };
    for (const [k, v] of Object.entries(over)) out[k] = merge(under[k], v);
    return out;
  }
  return over;
}

export type Where = 'before' | 'after' | 'start' | 'end';
export const PATCH_OPS = ['insert', 'replace', 'remove', 'move', 'update'] as const;

/** A problem found while layering, at a pointer inside the layer's screen file (or template). */
export interface LayerProblem {
  pointer: string;
  message: string;
}

/** Who put each node into a resolved screen (a WeakMap in practice). */
export type Origins = Pick<WeakMap<object, NodeOrigin>, 'get' | 'set'>;

/** Who put a node into a resolved screen. */
export interface NodeOrigin {
  layer: string;
  /** e.g. "patch 2 (insert)", "template category", "screen" */
  how: string;
}

/** Called for every object a layering step copies, original first: keeps file positions and origins. */
export type Track = (original: object, copy: object) => void;
const noTrack: Track = () => {};

/** A deep copy of JSON (iterative: deep nesting cannot overflow it), reporting each object copied. */
export function cloneJson<T>(value: T, track: Track = noTrack): T {
  if (typeof value !== 'object' || value === null) return value;
  const root = (Array.isArray(value) ? [] : {}) as Record<string, unknown>;
  const stack: [Record<string, unknown>, Record<string, unknown>][] = [[value as Record<string, unknown>, root]];
  while (stack.length) {
    const [from, to] = stack.pop()!;
    track(from, to);
    for (const [k, v] of Object.entries(from)) {
      if (typeof v === 'object' && v !== null) {
        const c = (Array.isArray(v) ? [] : {}) as Record<string, unknown>;
        to[k] = c;
        stack.push([v as Record<string, unknown>, c]);
      } else to[k] = v;
    }
  }
  return root as T;
}

/** Where a patch puts its node: next to an anchor, or at the start or end of a node's children. */
function target(p: Json): { anchor: string; where: Where } | string {
  const keys = ['before', 'after', 'into'].filter((k) => typeof p[k] === 'string');
  if (keys.length !== 1)
    return 'give exactly one of "before", "after" (a node id) or "into" (a node id, with "at": "start" or "end")';
  const k = keys[0] as 'before' | 'after' | 'into';
  if (k === 'into') {
    const at = p.at ?? 'end';
    if (at !== 'start' && at !== 'end') return '"at" must be "start" or "end"';
    return { anchor: p.into as string, where: at };
  }
  return { anchor: p[k] as string, where: k };
}

/** The array that holds a node with this id, and its index there (found through `children` lists). */
function locateById(root: Json, id: string): { list: unknown[]; index: number; node: Json } | undefined {
  const stack: Json[] = [root];
  while (stack.length) {
    const n = stack.pop()!;
    for (const key of Object.keys(n)) {
      const v = n[key];
      if (!Array.isArray(v)) {
        if (isObject(v)) stack.push(v);
        continue;
      }
      for (let i = 0; i < v.length; i++) {
        const c = v[i];
        if (!isObject(c)) continue;
        if (c.id === id && typeof c.type === 'string') return { list: v, index: i, node: c };
        stack.push(c);
      }
    }
  }
  return undefined;
}

function place(root: Json, node: Json, t: { anchor: string; where: Where }): string | undefined {
  if (t.where === 'start' || t.where === 'end') {
    const host = root.id === t.anchor ? { node: root } : locateById(root, t.anchor);
    if (!host) return `no node with id "${t.anchor}" to put it into`;
    if (!Array.isArray(host.node.children))
      return `node "${t.anchor}" (${String(host.node.type)}) has no children to put it into`;
    if (t.where === 'start') host.node.children.unshift(node);
    else host.node.children.push(node);
    return undefined;
  }
  const at = locateById(root, t.anchor);
  if (!at) return `no node with id "${t.anchor}" to put it ${t.where}`;
  at.list.splice(t.where === 'before' ? at.index : at.index + 1, 0, node);
  return undefined;
}

/**
 * Applies a layer's patches to a screen body (a copy; the input stays as it was). Each inserted or
 * replacing node is recorded in `origins` with the layer and the patch number.
 */
export function applyPatches(
  body: unknown,
  patches: unknown,
  layer: string,
  origins: Origins,
  track: Track = noTrack,
): { body: unknown; problems: LayerProblem[] } {
  const problems: LayerProblem[] = [];
  if (!Array.isArray(patches))
    return { body, problems: [{ pointer: '/patches', message: '"patches" must be a list of patches' }] };
  // Nodes that were not touched keep their origin (and file position) in the copy.
  const keep: Track = (original, copy) => {
    const o = origins.get(original);
    if (o) origins.set(copy, o);
    track(original, copy);
  };
  const root: Json = isObject(body) ? cloneJson(body, keep) : {};
  patches.forEach((raw, i) => {
    const at = `/patches/${i}`;
    const fail = (message: string, field = '') => problems.push({ pointer: at + field, message });
    if (!isObject(raw)) return fail('a patch must be an object');
    const ops = PATCH_OPS.filter((op) => op in raw);
    if (ops.length !== 1)
      return fail(
        `a patch names exactly one of ${PATCH_OPS.join(', ')} (found ${ops.length ? ops.join(', ') : 'none'})`,
      );
    const op = ops[0]!;
    const how: NodeOrigin = { layer, how: `patch ${i + 1} (${op})` };
    const stamp = (n: Json) => walkNodes(n, ({ node }) => void origins.set(node, how), undefined);
    if (op === 'insert') {
      const node = raw.insert;
      if (!isObject(node) || typeof node.type !== 'string')
        return fail('"insert" must be a node (an object with a "type")', '/insert');
      const t = target(raw);
      if (typeof t === 'string') return fail(t);
      const copy = cloneJson(node, track);
      stamp(copy);
      const err = place(root, copy, t);
      if (err) fail(err, `/${t.where === 'before' || t.where === 'after' ? t.where : 'into'}`);
      return;
    }
    const id = raw[op];
    if (typeof id !== 'string') return fail(`"${op}" must name the id of a node`, `/${op}`);
    const found = locateById(root, id);
    if (!found) return fail(`no node with id "${id}" in the screen it patches`, `/${op}`);
    if (op === 'remove') {
      found.list.splice(found.index, 1);
    } else if (op === 'replace') {
      const node = raw.with;
      if (!isObject(node) || typeof node.type !== 'string')
        return fail('"with" must be a node (an object with a "type")', '/with');
      const copy = cloneJson(node, track);
      stamp(copy);
      found.list[found.index] = copy;
    } else if (op === 'update') {
      const set = raw.set;
      if (!isObject(set)) return fail('"set" must be an object of props', '/set');
      if ('type' in set || 'id' in set)
        return fail('"set" cannot change a node\'s "type" or "id" (replace the node instead)', '/set');
      const updated = { ...found.node, ...cloneJson(set, track) };
      origins.set(updated, how);
      track(set, updated);
      found.list[found.index] = updated;
    } else {
      const t = target(raw);
      if (typeof t === 'string') return fail(t);
      if (t.anchor === id) return fail('a node cannot be moved next to or into itself');
      const [node] = found.list.splice(found.index, 1) as [Json];
      if (nodesById(node).has(t.anchor)) {
        found.list.splice(found.index, 0, node);
        return fail(`node "${id}" cannot be moved into its own child "${t.anchor}"`);
      }
      origins.set(node, how);
      const err = place(root, node, t);
      if (err) {
        found.list.splice(found.index, 0, node);
        fail(err, `/${t.where === 'before' || t.where === 'after' ? t.where : 'into'}`);
      }
    }
  });
  return { body: root, problems };
}

/** A template with its parameters put in: every {"$param": "name"} is replaced by params[name]. */
export function instantiate(
  template: unknown,
  params: unknown,
  track: Track = noTrack,
): { value: unknown; problems: LayerProblem[] } {
  const problems: LayerProblem[] = [];
  const given = isObject(params) ? params : {};
  const used = new Set<string>();
  const fill = (v: unknown, pointer: string, depth: number): unknown => {
    if (depth > 256) {
      problems.push({ pointer, message: 'the template nests too deeply' });
      return null;
    }
    if (Array.isArray(v)) return v.map((x, i) => fill(x, `${pointer}/${i}`, depth + 1));
    if (!isObject(v)) return v;
    const keys = Object.keys(v);
    if (keys.length === 1 && keys[0] === '$param') {
      const name = v.$param;
      if (typeof name !== 'string' || !(name in given)) {
        problems.push({ pointer: '/params', message: `the template needs the parameter "${String(name)}"` });
        return null;
      }
      used.add(name);
      return cloneJson(given[name], track);
    }
    const copy = Object.fromEntries(keys.map((k) => [k, fill(v[k], `${pointer}/${k}`, depth + 1)]));
    track(v, copy);
    return copy;
  };
  const value = fill(template, '', 0);
  for (const k of Object.keys(given))
    if (!used.has(k)) problems.push({ pointer: `/params/${k}`, message: `the template has no parameter "${k}"` });
  return { value, problems };
}

export interface ScreenLayer {
  /** Which layer (tenant id or _base). */
  layer: string;
  /** The screen file's content (without "$schema"). */
  file: Json;
}

/**
 * A screen after one more layer: a new screen, a whole replacement (explicit), a template
 * instance, or the base screen with this layer's patches and top-level keys (title, access...).
 */
export function layerScreen(
  base: Json | undefined,
  next: ScreenLayer,
  templates: Record<string, unknown>,
  origins: Origins,
  track: Track = noTrack,
): { screen: Json; problems: LayerProblem[] } {
  const problems: LayerProblem[] = [];
  const { replace, patches, template, params, ...own } = next.file;
  let screen: Json;
  if (template !== undefined) {
    if (typeof template !== 'string' || !isObject(templates[template])) {
      problems.push({
        pointer: '/template',
        message: `no template "${String(template)}" (templates: ${Object.keys(templates).join(', ') || 'none'})`,
      });
      screen = { ...own };
    } else {
      // The template's own "params" (what each parameter means) is its documentation, not screen.
      const { params: _declared, ...shape } = templates[template] as Json;
      const made = instantiate(shape, params, track);
      problems.push(...made.problems);
      screen = { ...(made.value as Json), ...own };
      walkNodes(
        screen.body,
        ({ node }) => void origins.set(node, { layer: next.layer, how: `template ${template}` }),
        undefined,
      );
      // A template instance may be patched in the same file, like a base screen.
      if (patches !== undefined) {
        const patched = applyPatches(screen.body, patches, next.layer, origins, track);
        problems.push(...patched.problems);
        screen.body = patched.body;
      }
    }
  } else if (base === undefined || replace === true) {
    if (patches !== undefined)
      problems.push({
        pointer: '/patches',
        message: base ? 'a screen that replaces its base has no patches' : 'there is no base screen to patch',
      });
    screen = { ...own };
    walkNodes(screen.body, ({ node }) => void origins.set(node, { layer: next.layer, how: 'screen' }), undefined);
  } else {
    if ('body' in own) {
      problems.push({
        pointer: '/body',
        message: 'this screen exists in _base: patch it by node id ("patches") or replace it whole ("replace": true)',
      });
    }
    const { body: _ignored, ...rest } = own;
    const patched =
      patches === undefined
        ? { body: base.body, problems: [] }
        : applyPatches(base.body, patches, next.layer, origins, track);
    problems.push(...patched.problems);
    screen = { ...base, ...rest, body: patched.body };
  }
  if (replace !== undefined && typeof replace !== 'boolean')
    problems.push({ pointer: '/replace', message: '"replace" is true or false' });
  // The screen's own keys (route, title, access) are reported in this layer's file.
  track(next.file, screen);
  return { screen, problems };
}
