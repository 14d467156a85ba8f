/**
 * tenant diff <a> <b>: what differs between two tenants after layering: values (with the file,
 * line and layer that set each side), screens (only in one, or the pointers that differ), switches
 * and languages. Arrays compare whole, as layering replaces them whole.
 */
import { relative } from 'node:path';
import { UsageError, type Command } from '../lib/command.ts';
import { checkIds } from './validate.ts';
import {
  resolveTenant,
  loadSandbox,
  originOf,
  place,
  get,
  type Resolved,
} from '../../src/core/tooling/tenant-files.ts';
import { isObject } from '../../src/core/guards.ts';
import { joinPointer } from '../../src/core/json-pointer.ts';

type Json = Record<string, unknown>;
/** Per screen, how many differing pointers are listed before "... and N more". */
const MAX_SCREEN_ROWS = 12;

export interface ScreenDiff {
  id: string;
  /** The tenant that alone has this screen. */
  only?: string;
  rows: DiffRow[];
  more: number;
}

export interface DiffRow {
  pointer: string;
  a: unknown;
  b: unknown;
  /** Where each side was set: layer and file:line:col ("" when that side has nothing there). */
  aFrom: string;
  bFrom: string;
}

/** Where the two sides differ: `pointer` in a (in b for what only b has), `pointerB` in b when it is elsewhere. */
export interface Difference {
  pointer: string;
  pointerB?: string;
  side?: 'a' | 'b';
}

const idOf = (v: unknown) => (isObject(v) && typeof v.id === 'string' ? v.id : undefined);

/**
 * Leaf pointers where `a` and `b` differ. Objects are walked key by key; arrays of nodes that all
 * carry ids are paired by id (a node inserted by a patch does not shift every node after it); any
 * other array compares whole, as layering replaces arrays whole. The pointer is `a`'s, or `b`'s for
 * what only `b` has.
 */
export function differences(a: unknown, b: unknown, base = ''): Difference[] {
  const out: Difference[] = [];
  const stack: [unknown, unknown, string, string][] = [[a, b, base, base]];
  while (stack.length) {
    const [x, y, p, q] = stack.pop()!;
    if (isObject(x) && isObject(y)) {
      const keys = [...new Set([...Object.keys(x), ...Object.keys(y)])].sort().reverse();
      for (const k of keys) stack.push([x[k], y[k], p + joinPointer([k]), q + joinPointer([k])]);
    } else if (Array.isArray(x) && Array.isArray(y) && [...x, ...y].every((v) => idOf(v) !== undefined)) {
      const inB = new Map(y.map((v, i) => [idOf(v)!, i]));
      const inA = new Set(x.map(idOf));
      x.forEach((v, i) => {
        const j = inB.get(idOf(v)!);
        if (j === undefined) out.push({ pointer: `${p}/${i}`, side: 'a' });
        else stack.push([v, y[j], `${p}/${i}`, `${q}/${j}`]);
      });
      y.forEach((v, j) => {
        if (!inA.has(idOf(v))) out.push({ pointer: `${q}/${j}`, side: 'b' });
      });
    } else if (JSON.stringify(x) !== JSON.stringify(y)) out.push({ pointer: p, pointerB: q });
  }
  return out.sort((m, n) => m.pointer.localeCompare(n.pointer));
}

function from(r: Resolved, pointer: string): string {
  if (get(r.doc, pointer) === undefined) return '';
  const at = place(r, pointer);
  return `${originOf(r, pointer)?.id ?? r.id} ${relative(process.cwd(), at.file) || at.file}:${at.line}:${at.col}`;
}

export function diffTenants(a: string, b: string) {
  const switchesOf = (id: string) =>
    (get(loadSandbox(id).value, '/merchantConfig/whitelabelVal') ?? {}) as Record<string, boolean>;
  return diffResolved(
    { name: a, resolved: resolveTenant(a), switches: switchesOf(a) },
    { name: b, resolved: resolveTenant(b), switches: switchesOf(b) },
  );
}

/** One side of a diff: a resolved tenant (from any folder: the studio compares a draft with the live tenant). */
export interface DiffSide {
  name: string;
  resolved: Resolved;
  /** Its white-label switches (sandbox.json's merchantConfig.whitelabelVal). */
  switches: Record<string, boolean>;
}

export function diffResolved(sideA: DiffSide, sideB: DiffSide) {
  const [a, b, ra, rb] = [sideA.name, sideB.name, sideA.resolved, sideB.resolved];
  /** One difference; a node only one side has shows as that side's node, the other as nothing. */
  const row = ({ pointer, pointerB = pointer, side }: Difference): DiffRow => ({
    pointer: pointerB === pointer ? pointer : `${pointer} (${b}: ${pointerB})`,
    a: side === 'b' ? undefined : get(ra.doc, pointer),
    b: side === 'a' ? undefined : get(rb.doc, pointerB),
    aFrom: side === 'b' ? '' : from(ra, pointer),
    bFrom: side === 'a' ? '' : from(rb, pointerB),
  });
  const { screens: sa, ...restA } = ra.doc;
  const { screens: sb, ...restB } = rb.doc;
  const values = differences(restA, restB).map(row);
  const screensA = (isObject(sa) ? sa : {}) as Json;
  const screensB = (isObject(sb) ? sb : {}) as Json;
  const screens = [...new Set([...Object.keys(screensA), ...Object.keys(screensB)])]
    .sort()
    .flatMap((id): ScreenDiff[] => {
      const base = joinPointer(['screens', id]);
      if (!(id in screensB)) return [{ id, only: a, rows: [], more: 0 }];
      if (!(id in screensA)) return [{ id, only: b, rows: [], more: 0 }];
      const pointers = differences(screensA[id], screensB[id], base);
      if (!pointers.length) return [];
      return [
        {
          id,
          only: undefined,
          rows: pointers.slice(0, MAX_SCREEN_ROWS).map(row),
          more: Math.max(0, pointers.length - MAX_SCREEN_ROWS),
        },
      ];
    });
  const [wa, wb] = [sideA.switches, sideB.switches];
  const switches = [...new Set([...Object.keys(wa), ...Object.keys(wb)])]
    .sort()
    .filter((s) => (wa[s] ?? false) !== (wb[s] ?? false))
    .map((name) => ({ name, a: wa[name] ?? false, b: wb[name] ?? false }));
  return { a, b, values, screens, switches };
}

const show = (v: unknown) => (v === undefined ? '(none)' : JSON.stringify(v).slice(0, 80));

export const diff: Command = {
  summary: 'what differs between two tenants after layering (values, screens, switches, languages)',
  positionals: '<a> <b>',
  usage: 'tenant diff <a> <b> [--json]',
  help: `Resolves both tenants (_base then the tenant) and lists every value that differs with the
layer and file:line:col that set each side, each screen only one has or the pointers where the two
differ, and the white-label switches (sandbox.json) that differ. Languages are values (/languages).
Exit 0 when they are the same, 1 when they differ.`,
  options: { json: { type: 'boolean' } },
  run({ positionals, values: opts }, io) {
    if (positionals.length !== 2) throw new UsageError('give two tenant ids');
    const [a, b] = checkIds(positionals) as [string, string];
    if (a === b) throw new UsageError('give two different tenants');
    const d = diffTenants(a, b);
    const count = d.values.length + d.screens.length + d.switches.length;
    if (opts.json) {
      io.out(JSON.stringify(d, null, 2));
      return count ? 1 : 0;
    }
    const line = (r: DiffRow) =>
      `  ${r.pointer}\n    ${a}: ${show(r.a)}${r.aFrom ? `  (${r.aFrom})` : ''}\n    ${b}: ${show(r.b)}${r.bFrom ? `  (${r.bFrom})` : ''}`;
    io.out(`# values (${d.values.length})`);
    for (const r of d.values) io.out(line(r));
    io.out(`# screens (${d.screens.length})`);
    for (const s of d.screens) {
      if (s.only) {
        io.out(`  ${s.id}: only in ${s.only}`);
        continue;
      }
      io.out(`  ${s.id}: ${s.rows.length + s.more} difference${s.rows.length + s.more === 1 ? '' : 's'}`);
      for (const r of s.rows) io.out(line(r).replace(/^ {2}/gm, '    '));
      if (s.more) io.out(`      ... and ${s.more} more (--json lists the first ${MAX_SCREEN_ROWS} too)`);
    }
    io.out(`# switches (${d.switches.length})`);
    for (const s of d.switches)
      io.out(`  ${s.name.padEnd(22)} ${a}: ${s.a ? 'on' : 'off'}  ${b}: ${s.b ? 'on' : 'off'}`);
    io.out(
      count
        ? `${a} and ${b} differ in ${d.values.length} values, ${d.screens.length} screens, ${d.switches.length} switches`
        : `${a} and ${b} are the same`,
    );
    return count ? 1 : 0;
  },
};
