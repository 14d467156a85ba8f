/**
 * `tenant explain` and `tenant diff` for the studio, through the functions those commands use:
 * which layer (and which patch) set the value or node under the operator's cursor, and what the
 * draft changes against the published tenant.
 */
import { relative } from 'node:path';
import { getLocation } from 'jsonc-parser';
import { provenance } from '../../cli/commands/explain.ts';
import { diffResolved } from '../../cli/commands/diff.ts';
import { resolveTenant, loadSandbox, get, has } from '../../src/core/tooling/tenant-files.ts';
import { isObject } from '../../src/core/guards.ts';
import { joinPointer } from '../../src/core/json-pointer.ts';
import { walkNodes } from '../../src/core/node-walk.ts';
import { clearJsonCache } from '../../src/core/tooling/json-file.ts';
import { realPath, type DraftState } from './draft-check.ts';

export interface Explained {
  /** The pointer explained, in the resolved tenant. */
  pointer: string;
  value: string;
  rows: { pointer: string; layer: string; at: string }[];
}

/** Keys of a screen patch that name the node it works on. */
const TARGET_KEYS = ['id', 'update', 'move', 'remove', 'replace', 'before', 'after', 'into'];
const MAX_ROWS = 40;
const show = (v: unknown) => (v === undefined ? '(none)' : JSON.stringify(v, null, 1).slice(0, 400));

export function explainAt(state: DraftState, root: string, file: string, text: string, offset: number): Explained {
  const path = getLocation(text, offset).path.map(String);
  const where = (at: string) => {
    // "tenants/lotus/tenant.json:19:18" for the file the value came from (the draft's, as the tenant's).
    const [file, ...rest] = at.split(':');
    return `${relative(process.cwd(), realPath(file!, state.checkRoot, root))}:${rest.join(':')}`;
  };
  const r = state.resolved;
  const screen = /^screens\/(.+)\.json$/.exec(file)?.[1];
  if (screen !== undefined) {
    // A screen file is a patch set (or a whole screen): the node it names, as layering left it.
    const doc = safeParse(text);
    let target: string | undefined;
    for (let i = path.length; i >= 0 && !target; i--) {
      const at = get(doc, joinPointer(path.slice(0, i)));
      if (isObject(at)) target = TARGET_KEYS.map((k) => at[k]).find((v): v is string => typeof v === 'string');
    }
    const base = joinPointer(['screens', screen]);
    const rows: Explained['rows'] = [];
    let found = base;
    walkNodes(
      get(r.doc, base),
      ({ node, pointer }) => {
        const o = r.origins.get(node);
        const id = typeof node.id === 'string' ? node.id : undefined;
        if (id && id === target) found = pointer;
        if (!target || id === target)
          rows.push({
            pointer,
            layer: o?.layer ?? '?',
            at: `${String(node.type)}${id ? ` #${id}` : ''}: ${o?.how ?? '?'}`,
          });
      },
      undefined,
      base,
    );
    return { pointer: found, value: show(get(r.doc, found)), rows: rows.slice(0, MAX_ROWS) };
  }
  if (file === 'sandbox.json') {
    const pointer = joinPointer(path);
    const sandbox = loadSandbox(r.id, state.checkRoot);
    const at = sandbox.place(pointer);
    clearJsonCache();
    return {
      pointer,
      value: show(get(sandbox.value, pointer)),
      rows: [
        { pointer, layer: at.file.includes('/_base/') ? '_base' : r.id, at: where(`${at.file}:${at.line}:${at.col}`) },
      ],
    };
  }
  const lang = /^i18n\/(.+)\.json$/.exec(file)?.[1];
  const prefix = lang ? ['translations', lang] : [];
  // The deepest place the cursor is in that the resolved tenant has.
  let pointer = joinPointer([...prefix, ...path]);
  for (let i = path.length; i > 0 && !has(r.doc, pointer); i--)
    pointer = joinPointer([...prefix, ...path.slice(0, i - 1)]);
  const rows = provenance(r, pointer).map((row) => ({ ...row, at: where(row.at) }));
  return { pointer, value: show(get(r.doc, pointer)), rows: rows.slice(0, MAX_ROWS) };
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** `tenant diff`'s comparison of the published tenant (its own folder) with the draft. */
export function diffDraft(state: DraftState, root: string) {
  clearJsonCache();
  const published = resolveTenant(state.resolved.id, root);
  const switches = (get(loadSandbox(state.resolved.id, root).value, '/merchantConfig/whitelabelVal') ?? {}) as Record<
    string,
    boolean
  >;
  const d = diffResolved(
    { name: 'published', resolved: published, switches },
    { name: 'draft', resolved: state.resolved, switches: state.switches },
  );
  clearJsonCache();
  // diff names files relative to the working folder: the check folder's, as the tenant's.
  const [check, real] = [relative(process.cwd(), state.checkRoot), relative(process.cwd(), root)];
  const fix = (s: string) => s.replace(state.checkRoot, root).replace(check, real);
  return {
    ...d,
    values: d.values.map((v) => ({ ...v, bFrom: fix(v.bFrom) })),
    screens: d.screens.map((s) => ({ ...s, rows: s.rows.map((v) => ({ ...v, bFrom: fix(v.bFrom) })) })),
  };
}
