/** Builds the RuleContext every rule reads, from the merchant config and the live app state. */
import type { RuleContext } from './schema/rule-context.ts';
import type { MerchantConfig } from './schema/merchant-config.ts';
import { PROMOTION_KEYS } from './spec-constants.ts';
import { captchaPolicy } from './captcha-policy.ts';

export interface MemberFacts {
  type: number | null;
  clubLabel: { labelName?: string; type?: string; rankLevel?: number } | null;
}
export interface RuleInputs {
  merchant: Pick<MerchantConfig, 'whitelabelVal' | 'settings'> & Partial<Pick<MerchantConfig, 'sms'>>;
  session?: {
    loggedIn: boolean;
    firstTimeLogin?: boolean;
    verification?: { email: boolean; authenticator: boolean; sms: boolean } | null;
  };
  member?: MemberFacts | null;
  platform?: Partial<RuleContext['platform']>;
  promotions?: Partial<RuleContext['promotions']>;
  /** A4 / S7 PROMOFE_getPromoCodeEnable: the promo-code check; when given, PROMOCODE needs it too. */
  promoCodeEnabled?: boolean;
  route?: { path: string; query?: Record<string, string> };
}

/** Which identity-provider sign-ins the merchant config makes possible. */
export function identityProviderOffer(m: Partial<Pick<MerchantConfig, 'sms'>>): RuleContext['identityProvider'] {
  const social = !!m.sms?.apiKey && !!m.sms.projectId;
  return { social, phone: social && !!m.sms?.firebase };
}

export const VISITOR_PLATFORM: RuleContext['platform'] = {
  os: 'other',
  osVersion: 0,
  nativeApp: false,
  installedApp: false,
  incognito: false,
  inAppBrowser: false,
};

export function buildRuleContext(i: RuleInputs): RuleContext {
  const type = i.member?.type ?? null;
  const label = i.member?.clubLabel ?? null;
  return {
    flags: { ...i.merchant.whitelabelVal },
    settings: { ...i.merchant.settings },
    captcha: (({ login, smsCode, trialGame }) => ({ login, smsCode, trialGame }))(captchaPolicy(i.merchant)),
    identityProvider: identityProviderOffer(i.merchant),
    session: {
      loggedIn: i.session?.loggedIn ?? false,
      firstTimeLogin: i.session?.firstTimeLogin ?? false,
      verification: { email: false, authenticator: false, sms: false, ...i.session?.verification },
    },
    member: {
      type,
      isAgent: type === 1 || type === 2, // A3: "type (1 or 2 means agent)"
      vipLabel: label?.labelName || null,
      hasVipBenefit: label?.type === 'AUTO', // A3: "clubLabel type (AUTO shows the VIP benefit)"
      rankLevel: label?.rankLevel ?? 0,
    },
    platform: { ...VISITOR_PLATFORM, ...i.platform },
    promotions: Object.fromEntries(
      PROMOTION_KEYS.map((k) => {
        const p = i.promotions?.[k] ?? { enabled: false, count: 0 };
        return [k, k === 'PROMOCODE' && i.promoCodeEnabled === false ? { ...p, enabled: false } : p];
      }),
    ) as RuleContext['promotions'],
    route: { path: i.route?.path ?? '/m/home', query: { ...i.route?.query } },
  };
}
