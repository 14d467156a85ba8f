/**
 * S6 "Menu": built-in visibility of each menu item type, as JSON Logic over the rule context, so
 * the runtime and `tenant explain` evaluate them the same way. A tenant's own `visible` rule on an
 * item is applied on top (both must hold).
 */
import type { Rule } from '../../schemas/src/common.ts';
import type { MENU_ITEM_TYPES } from './spec-constants.ts';

export const MENU_TYPE_RULES: Record<(typeof MENU_ITEM_TYPES)[number], Rule> = {
  VIP: { var: 'member.hasVipBenefit' }, // "VIP entry when the VIP benefit flag is on"
  AGENT: { var: 'member.isAgent' }, // "AGENT entries only for agents"
  MISSION: { var: 'promotions.MISSION.enabled' },
  SIGNIN: { var: 'promotions.LOGIN.enabled' }, // "SIGNIN (LOGIN promotion)"
  SAVIOR: { var: 'promotions.RESCUE.enabled' }, // "SAVIOR (rescue fund promotion)"
  REFERRAL: { var: 'promotions.REFERRAL.enabled' },
  PROMOCODE: { var: 'promotions.PROMOCODE.enabled' },
  APP: { '!': { or: [{ var: 'platform.nativeApp' }, { var: 'platform.installedApp' }] } }, // "APP hidden inside the native app or an installed home-screen app"
  SERVICE: true, // "SERVICE always shown"
};
