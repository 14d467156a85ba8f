/**
 * Where a referral tap leads (A6 / S5 / S6): an agent goes to /m/agentRegister; anyone else to
 * /m/inviteFriends when logged in or when the REFERRAL promotion is on; otherwise nowhere, and the
 * player sees the coming_soon notice.
 */
import type { RuleContext } from './schema/rule-context.ts';

export const REFERRAL_AGENT_ROUTE = '/m/agentRegister';
export const REFERRAL_ROUTE = '/m/inviteFriends';

export function referralTarget(ctx: Pick<RuleContext, 'session' | 'member' | 'promotions'>): string | null {
  if (ctx.session.loggedIn && ctx.member.isAgent) return REFERRAL_AGENT_ROUTE;
  if (ctx.session.loggedIn || ctx.promotions.REFERRAL?.enabled) return REFERRAL_ROUTE;
  return null;
}
