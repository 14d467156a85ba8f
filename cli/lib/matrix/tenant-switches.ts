/**
 * The switches that matter for one tenant: those its rules read (screens, patched and templated,
 * and menus, after layering) plus those the runtime's code reads, and the switches that mask them.
 * A switch nothing reads is left out of the matrix: it cannot change what a player gets, so
 * testing its combinations would prove nothing.
 */
import { walkNodes } from '../../../src/core/node-walk.ts';
import { joinPointer } from '../../../src/core/json-pointer.ts';
import {} from '../../../src/core/tooling/tenant-files.ts';
import { isObject } from '../../../src/core/guards.ts';
import { SWITCHES_READ_BY_CODE } from '../../../src/core/switch-use.ts';
import { pathsRead } from '../rules.ts';
import { RULE_KEYS } from '../validate.ts';
import type { Constraint } from './covering-array.ts';

/**
 * Combinations a merchant cannot set, excluded from the matrix. None today: every switch is set on
 * its own in the merchant's back office, so every combination can reach a player's browser.
 */
export const IMPOSSIBLE_COMBINATIONS: readonly Constraint[] = [];

/**
 * Switches that mean nothing while another is off: the masked one's rules still read it, and a
 * merchant can still set it, so each combination stays in the matrix (GEETEST3 off with
 * GEETESTTEST3 on must show no captcha: the masking itself is tested). Listed so that the masking
 * switch comes along whenever the masked one is read.
 */
export const SWITCH_MASKS: readonly { masked: string; by: readonly string[]; why: string }[] = [
  { masked: 'GEETESTVCODE3', by: ['GEETEST3'], why: 'A5: the SMS captcha is a captcha feature' },
  { masked: 'GEETESTTEST3', by: ['GEETEST3'], why: 'A5: the trial-launch captcha is a captcha feature' },
  {
    masked: 'SSOMANUALREG3',
    by: ['TELEGRAMLOGIN3', 'LINELOGIN3', 'FIREBASECREATEACC3'],
    why: 'A1: manual registration of an unbound social account needs a social sign-in',
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
  // A switch that masks one read here comes along: the masking is what a player meets.
  for (const m of SWITCH_MASKS)
    if (uses.has(m.masked)) for (const n of m.by) if (!uses.has(n)) uses.set(n, new Set([`masks ${m.masked}`]));
  return [...uses.entries()]
    .map(([name, where]) => ({ name, where: [...where] }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The impossible combinations that concern only the given switches. */
export function constraintsFor(names: readonly string[]): Constraint[] {
  const has = (a: Record<string, unknown>) => Object.keys(a).every((n) => names.includes(n));
  return IMPOSSIBLE_COMBINATIONS.filter((c) => (c.kind === 'forbid' ? has(c.when) : has(c.if) && has(c.then)));
}
