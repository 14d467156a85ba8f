/** The live RuleContext: rebuilt when a switch, the session, the member or the route changes. */
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { tenantStore, sessionStore, memberStore, promotionsStore } from '../state/app.ts';
import { authStore } from '../state/auth.ts';
import { buildRuleContext } from '../core/rule-context.ts';
import { detectPlatform } from '../services/session/platform.ts';
import type { RuleContext } from '../core/schema/rule-context.ts';

export function useRuleContext(): RuleContext {
  const { merchant } = useSnapshot(tenantStore);
  const session = useSnapshot(sessionStore);
  const { info, promoCodeEnabled } = useSnapshot(memberStore);
  const { byKey: promotions } = useSnapshot(promotionsStore);
  const { pending } = useSnapshot(authStore);
  const location = useLocation();
  return useMemo(
    () =>
      buildRuleContext({
        merchant: merchant ?? { whitelabelVal: {}, settings: {} as never },
        session: {
          loggedIn: !!session.token,
          firstTimeLogin: session.firstTimeLogin,
          verification: pending
            ? { email: pending.email, authenticator: pending.authenticator, sms: pending.sms }
            : null,
        },
        // The type is the login's (customerType, in the session) until member info, slower, says it:
        // an agent's referral tap goes to the agent page from the first moment (issue 52).
        member: info
          ? { type: info.type, clubLabel: info.clubLabel }
          : session.token && session.type !== null
            ? { type: session.type, clubLabel: null }
            : null,
        platform: detectPlatform(),
        promotions: promotions as RuleContext['promotions'],
        // A4: the promo-code check runs on each token change; a visitor's menu has no promo code.
        ...(session.token ? { promoCodeEnabled } : {}),
        route: { path: location.pathname, query: Object.fromEntries(new URLSearchParams(location.search)) },
      }),
    [
      merchant,
      session.token,
      session.firstTimeLogin,
      session.type,
      info,
      promoCodeEnabled,
      promotions,
      pending,
      location.pathname,
      location.search,
    ],
  );
}
