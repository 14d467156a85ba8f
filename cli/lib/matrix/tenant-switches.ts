/**
 * The switches that matter for one tenant: those its rules read (screens, patched and templated,
 * and menus, after layering) plus those the runtime's code reads, and the constraints between
 * them, declared here once. A switch nothing reads is left out of the matrix: it cannot change
 * what a player gets, so testing its combinations would prove nothing.
 */
import { walkNodes } from '../../../src/core/node-walk.ts';
import { joinPointer } from '../../../src/core/node/json-file.ts';
import { isObject } from '../../../src/core/node/tenant-files.ts';
import { SWITCHES_READ_BY_CODE } from '../../../src/core/switch-use.ts';
import { pathsRead } from '../rules.ts';
import { RULE_KEYS } from '../validate.ts';
import type { Constraint } from './covering-array.ts';

/** What the spec and the product say about switch combinations. */
export const SWITCH_CONSTRAINTS: readonly Constraint[] = [
  // A5: the SMS captcha and the test mode are captcha features: without the captcha they mean nothing.
  { kind: 'requires', if: { GEETESTVCODE3: true }, then: { GEETEST3: true } },
  { kind: 'requires', if: { GEETESTTEST3: true }, then: { GEETEST3: true } },
  // A1: manual registration of an unbound social account needs a social sign-in to be on.
  {
    kind: 'forbid',
    when: { SSOMANUALREG3: true, TELEGRAMLOGIN3: false, LINELOGIN3: false, FIREBASECREATEACC3: false },
  },
];

export interface SwitchUse {
  name: string;
  /** Where it is read: JSON pointers of rules in the resolved tenant, or "runtime code". */
  where: string[];
}

export function switchesOf(doc: Record<string, unknown>): SwitchUse[] {
  const uses = new Map<string, Set<string>>();
  const note = (rule: unknown, pointer: string) => {
    for (const path of pathsRead(rule)) {
      const m = /^flags\.([^.]+)$/.exec(path);
      if (m) uses.set(m[1]!, (uses.get(m[1]!) ?? new Set()).add(pointer));
    }
  };
  walkNodes(
    doc.screens,
    ({ node, pointer }) => {
      for (const key of RULE_KEYS) if (key in node) note(node[key], `${pointer}/${key}`);
    },
    undefined,
    '/screens',
  );
  for (const [menu, items] of Object.entries(isObject(doc.menus) ? doc.menus : {}))
    (Array.isArray(items) ? items : []).forEach((item, i) => {
      if (isObject(item) && 'visible' in item) note(item.visible, `${joinPointer(['menus', menu, i])}/visible`);
    });
  for (const name of SWITCHES_READ_BY_CODE) uses.set(name, (uses.get(name) ?? new Set()).add('runtime code'));
  // A switch that another one requires comes along: its partner means nothing without it.
  for (const c of SWITCH_CONSTRAINTS)
    if (c.kind === 'requires' && Object.keys(c.if).some((n) => uses.has(n)))
      for (const n of Object.keys(c.then))
        if (!uses.has(n)) uses.set(n, new Set([`required by ${Object.keys(c.if).join(', ')}`]));
  return [...uses.entries()]
    .map(([name, where]) => ({ name, where: [...where] }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The constraints that concern only the given switches. */
export function constraintsFor(names: readonly string[]): Constraint[] {
  const has = (a: Record<string, unknown>) => Object.keys(a).every((n) => names.includes(n));
  return SWITCH_CONSTRAINTS.filter((c) => (c.kind === 'forbid' ? has(c.when) : has(c.if) && has(c.then)));
}
