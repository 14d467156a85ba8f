import { UsageError, type Command } from '../lib/command.ts';
import { checkIds } from './validate.ts';
import {
  resolveTenant,
  loadSandbox,
  originOf,
  place,
  get,
  has,
  type Resolved,
} from '../../src/core/tooling/tenant-files.ts';
import { isObject } from '../../src/core/guards.ts';
import { joinPointer } from '../../src/core/json-pointer.ts';
import { evaluateRule } from '../../src/core/rules.ts';
import { walkNodes, nestingDepth } from '../../src/core/node-walk.ts';
import { MAX_FILE_DEPTH } from '../../src/core/tooling/json-scan.ts';
import { buildRuleContext } from '../../src/core/rule-context.ts';
import { menuItemVisible } from '../../src/core/menus.ts';
import { WHITE_LABEL_SWITCHES, isWhiteLabelSwitch } from '../../src/core/spec-constants.ts';
import type { MerchantConfig } from '../../src/core/schema/merchant-config.ts';
import type { RuleContext } from '../../src/core/schema/rule-context.ts';
import type { Rule } from '../../src/core/schema/common.ts';
import type { MenuItem } from '../../src/core/schema/tenant.ts';

type Json = Record<string, unknown>;

export function parseFlags(text: string | undefined): Record<string, boolean> {
  const out: Record<string, boolean> = {};
  if (!text) return out;
  for (const part of text.split(',').filter(Boolean)) {
    const m = /^([A-Z0-9]+)=(0|1|true|false|on|off)$/.exec(part.trim());
    if (!m) throw new UsageError(`--flags: "${part}" is not SWITCH=1 or SWITCH=0`);
    if (!isWhiteLabelSwitch(m[1]!))
      throw new UsageError(`--flags: unknown white-label switch "${m[1]}" (known: ${WHITE_LABEL_SWITCHES.join(', ')})`);
    out[m[1]!] = ['1', 'true', 'on'].includes(m[2]!);
  }
  return out;
}

/** Leaves under `pointer` with the layer that set each. */
export function provenance(r: Resolved, pointer: string) {
  const rows: { pointer: string; layer: string; at: string }[] = [];
  const visit = (v: unknown, p: string) => {
    // Objects merge key by key, so their leaves can come from different layers; arrays are replaced whole.
    if (isObject(v) && Object.keys(v).length) {
      for (const [k, c] of Object.entries(v as Json)) visit(c, p + joinPointer([k]));
      return;
    }
    const layer = originOf(r, p);
    const where = place(r, p);
    rows.push({ pointer: p, layer: layer?.id ?? '?', at: `${where.file}:${where.line}:${where.col}` });
  };
  visit(get(r.doc, pointer), pointer);
  return rows;
}

interface NodeRow {
  pointer: string;
  node: string;
  visible: boolean;
  /** The layer and the patch (or template) that put the node there. */
  from: string;
}
interface Visibility {
  screens: { id: string; route: string; visible: string[]; hidden: string[]; fields: string[]; nodes: NodeRow[] }[];
  menus: Record<string, { key: string; visible: boolean }[]>;
}

export function visibility(
  doc: Json,
  ctx: (route: string) => RuleContext,
  origin: (node: object) => string = () => '?',
): Visibility {
  const screens: Visibility['screens'] = [];
  for (const [id, screen] of Object.entries((doc.screens ?? {}) as Json)) {
    if (!isObject(screen)) continue;
    const route = String(screen.route);
    const c = ctx(route);
    const row = {
      id,
      route,
      visible: [] as string[],
      hidden: [] as string[],
      fields: [] as string[],
      nodes: [] as NodeRow[],
    };
    // A node inside a hidden one is hidden too: the walk hands each node its parent's visibility.
    walkNodes(
      screen.body,
      ({ node, pointer: p, inherited: shown }) => {
        const me = shown && evaluateRule(node.visible as Rule | undefined, c);
        const label = `${p} ${String(node.type)}${node.name ? ` "${String(node.name)}"` : node.id ? ` #${String(node.id)}` : ''}`;
        if (node.visible !== undefined || !shown) (me ? row.visible : row.hidden).push(label);
        if (me && typeof node.name === 'string') row.fields.push(node.name);
        row.nodes.push({ pointer: p, node: label.slice(p.length + 1), visible: me, from: origin(node) });
        return me;
      },
      true,
      `/screens/${id}/body`,
    );
    screens.push(row);
  }
  const menus: Visibility['menus'] = {};
  for (const [id, items] of Object.entries((doc.menus ?? {}) as Json)) {
    const c = ctx('/m/home');
    menus[id] = (Array.isArray(items) ? items : []).filter(isObject).map((it) => ({
      key: String(it.key),
      visible: menuItemVisible(it as Pick<MenuItem, 'type' | 'visible'>, c),
    }));
  }
  return { screens, menus };
}

export const explain: Command = {
  summary: 'show the merged config, which layer set what, and what is visible under given switches',
  positionals: '<id>',
  usage: 'tenant explain <id> [--flags A=1,B=0] [--pointer /json/pointer] [--logged-in] [--json]',
  help: `Prints the resolved tenant (or the value at --pointer) with the layer (_base or the tenant)
and file:line:col that set each value, then every screen node with whether it is visible and
which layer and patch (or template) put it there, the form fields and the menu entries. Switches come from the tenant's sandbox.json, overridden by --flags; --logged-in evaluates
as a logged-in member (default: a visitor).`,
  options: {
    flags: { type: 'string' },
    pointer: { type: 'string' },
    'logged-in': { type: 'boolean' },
    json: { type: 'boolean' },
  },
  run({ positionals, values }, io) {
    if (positionals.length !== 1) throw new UsageError('give exactly one tenant id');
    const [id] = checkIds(positionals);
    const pointer = (values.pointer as string | undefined) ?? '';
    if (pointer && !pointer.startsWith('/')) throw new UsageError('--pointer must start with /');
    const flags = parseFlags(values.flags as string | undefined);
    const r = resolveTenant(id!);
    if (!has(r.doc, pointer)) {
      io.err(`tenant "${id}" has nothing at ${pointer}`);
      return 1;
    }
    // What validate refuses (a screen stacked too deep by its patches) is not printed either.
    if (nestingDepth(get(r.doc, pointer), MAX_FILE_DEPTH) > MAX_FILE_DEPTH) {
      io.err(
        `tenant "${id}" nests deeper than ${MAX_FILE_DEPTH} levels at ${pointer || '/'} (run: tenant validate ${id})`,
      );
      return 1;
    }
    const sandbox = loadSandbox(id!).value as
      { merchantConfig?: MerchantConfig; content?: { promotions?: RuleContext['promotions'] } } | undefined;
    const mc = sandbox?.merchantConfig;
    const merchant = {
      whitelabelVal: { ...(mc?.whitelabelVal ?? {}), ...flags } as MerchantConfig['whitelabelVal'],
      settings: mc?.settings ?? ({} as MerchantConfig['settings']),
    };
    const ctx = (route: string) =>
      buildRuleContext({
        merchant,
        session: { loggedIn: !!values['logged-in'] },
        promotions: sandbox?.content?.promotions,
        route: { path: route },
      });
    const result = {
      id,
      pointer,
      flags: merchant.whitelabelVal,
      value: get(r.doc, pointer),
      provenance: provenance(r, pointer),
      ...visibility(r.doc, ctx, (node) => {
        const o = r.origins.get(node);
        return o ? `${o.layer} ${o.how}` : '?';
      }),
    };
    if (values.json) {
      io.out(JSON.stringify(result, null, 2));
      return 0;
    }
    io.out(`# ${id}${pointer ? ` at ${pointer}` : ''}\n${JSON.stringify(result.value, null, 2)}`);
    io.out(`\n# set by`);
    for (const p of result.provenance) io.out(`${p.layer.padEnd(8)} ${p.pointer || '/'}  (${p.at})`);
    io.out(
      `\n# switches on: ${
        Object.entries(merchant.whitelabelVal)
          .filter(([, v]) => v)
          .map(([k]) => k)
          .join(', ') || 'none'
      }; ${values['logged-in'] ? 'logged-in member' : 'visitor'}`,
    );
    for (const s of result.screens) {
      io.out(`screen ${s.id} (${s.route}): fields ${s.fields.join(', ') || 'none'}`);
      for (const n of s.nodes) io.out(`  ${n.visible ? 'visible' : 'hidden '} ${n.pointer} ${n.node}  <- ${n.from}`);
    }
    for (const [m, items] of Object.entries(result.menus))
      io.out(`menu ${m}: ${items.map((i) => `${i.key}${i.visible ? '' : ' (hidden)'}`).join(', ')}`);
    return 0;
  },
};
