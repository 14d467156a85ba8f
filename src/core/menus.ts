/**
 * S6 "Menu": built-in visibility of each menu item type, as JSON Logic over the rule context, so
 * the runtime and `tenant explain` evaluate them the same way. A tenant's own `visible` rule on an
 * item is applied on top (both must hold).
 */
import type { Rule } from './schema/common.ts';
import type { MenuItem } from './schema/tenant.ts';
import type { RuleContext } from './schema/rule-context.ts';
import type { MENU_ITEM_TYPES } from './spec-constants.ts';
import { evaluateRule } from './rules.ts';

export const MENU_TYPE_RULES: Record<(typeof MENU_ITEM_TYPES)[number], Rule> = {
  VIP: { var: 'member.hasVipBenefit' }, // "VIP entry when the VIP benefit flag is on"
  AGENT: { var: 'member.isAgent' }, // "AGENT entries only for agents"
  MISSION: { var: 'promotions.MISSION.enabled' },
  SIGNIN: { var: 'promotions.LOGIN.enabled' }, // "SIGNIN (LOGIN promotion)"
  SAVIOR: { var: 'promotions.RESCUE.enabled' }, // "SAVIOR (rescue fund promotion)"
  REFERRAL: { var: 'promotions.REFERRAL.enabled' },
  PROMOCODE: { var: 'promotions.PROMOCODE.enabled' },
  // "APP hidden inside the native app or an installed home-screen app"
  APP: { '!': { or: [{ var: 'platform.nativeApp' }, { var: 'platform.installedApp' }] } },
  SERVICE: true, // "SERVICE always shown"
};

type MenuItemLike = Pick<MenuItem, 'type' | 'visible'>;

/** One item: its type's built-in rule and its own `visible` rule both hold. */
export function menuItemVisible(item: MenuItemLike, ctx: RuleContext): boolean {
  return (item.type ? evaluateRule(MENU_TYPE_RULES[item.type], ctx) : true) && evaluateRule(item.visible, ctx);
}

export function visibleMenu<T extends MenuItemLike>(items: readonly T[], ctx: RuleContext): T[] {
  return items.filter((it) => menuItemVisible(it, ctx));
}

type MenuItemTap = Pick<MenuItem, 'type' | 'path' | 'action' | 'csType'>;

/**
 * What a tap on an item does: its own action, else its path, else its type's (SERVICE opens the
 * chat of its csType, REFERRAL follows the referral rule); null when it has none of these.
 */
export function menuItemTap(
  item: MenuItemTap,
): { action: { name: string; [arg: string]: unknown } } | { path: string } | null {
  if (item.action) return { action: item.action };
  if (item.path) return { path: item.path };
  if (item.type === 'SERVICE')
    return { action: { name: 'chat.open', ...(item.csType ? { csType: item.csType } : {}) } };
  if (item.type === 'REFERRAL') return { action: { name: 'referral.open' } };
  return null;
}
