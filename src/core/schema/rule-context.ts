/**
 * The one object every JSON Logic rule reads. The CLI refuses a rule that reads a path not in
 * this schema, or a white-label switch the spec does not name.
 */
import { Type, type Static } from '@sinclair/typebox';
import { WhiteLabelVal, MerchantSettings } from './merchant-config.ts';
import { PROMOTION_KEYS } from '../spec-constants.ts';

const closed = { additionalProperties: false } as const;

/** The available promotions (S3, S6), by key. */
export const PROMOTION_NAMES: Readonly<Record<(typeof PROMOTION_KEYS)[number], string>> = {
  APP_DOWNLOAD: 'the app-download promotion (S3; the download bar shows a gift)',
  REFERRAL: 'the referral promotion (S5: referral without a login needs it)',
  MISSION: 'the mission promotion (menu type MISSION, S6)',
  LOGIN: 'the sign-in promotion (menu type SIGNIN, S6)',
  RESCUE: 'the rescue-fund promotion (menu type SAVIOR, S6)',
  PROMOCODE: 'promo codes (menu type PROMOCODE, S6; also off when the promo-code check says so)',
};
/** The available promotions by key, each on or off with its count (the rule context and the sandbox). */
export const AvailablePromotions = (description: string) =>
  Type.Object(
    Object.fromEntries(
      PROMOTION_KEYS.map((key) => [
        key,
        Type.Optional(
          Type.Object(
            {
              enabled: Type.Boolean({ description: `Whether ${PROMOTION_NAMES[key]} is on.` }),
              count: Type.Integer({ minimum: 0, description: 'How many promotions of this kind are running.' }),
            },
            { ...closed, description: `${PROMOTION_NAMES[key]}.` },
          ),
        ),
      ]),
    ),
    { ...closed, description },
  );

export const RuleContext = Type.Object(
  {
    flags: WhiteLabelVal,
    settings: MerchantSettings,
    captcha: Type.Object(
      {
        login: Type.Boolean({
          description: 'The login form asks for a captcha (GEETEST3 and the login captcha setting).',
        }),
        smsCode: Type.Boolean({
          description: 'A captcha comes before an SMS code is sent (GEETEST3 and GEETESTVCODE3).',
        }),
        trialGame: Type.Boolean({ description: 'A captcha comes before a trial game (GEETEST3 and GEETESTTEST3).' }),
      },
      { ...closed, description: 'Which flows ask for a captcha: core/captcha-policy.ts, as the sandbox enforces it.' },
    ),
    identityProvider: Type.Object(
      {
        social: Type.Boolean({
          description:
            'The merchant has the identity provider (sms.apiKey and sms.projectId): Google, Facebook, Twitter sign-in.',
        }),
        phone: Type.Boolean({
          description: 'The identity provider also sends the SMS codes (sms.firebase): phone sign-in through it.',
        }),
      },
      { ...closed, description: 'Identity-provider sign-in the merchant offers (A3 identity provider config).' },
    ),
    session: Type.Object(
      {
        loggedIn: Type.Boolean({ description: 'The player is logged in (holds a session token).' }),
        firstTimeLogin: Type.Boolean({ description: 'The login answer said firstTimeLogin (A4).' }),
        verification: Type.Object(
          {
            email: Type.Boolean({ description: 'The pending login asks for an email code.' }),
            authenticator: Type.Boolean({ description: 'The pending login asks for an authenticator code.' }),
            sms: Type.Boolean({ description: 'The pending login asks for an SMS code.' }),
          },
          { ...closed, description: 'The second step a pending login asks for (A4 login_verify_required).' },
        ),
      },
      { ...closed, description: "The player's session." },
    ),
    member: Type.Object(
      {
        type: Type.Union([Type.Integer(), Type.Null()], { description: 'customerType; null for visitors.' }),
        isAgent: Type.Boolean({ description: 'type 1 or 2.' }),
        vipLabel: Type.Union([Type.String(), Type.Null()], { description: 'clubLabel.labelName.' }),
        hasVipBenefit: Type.Boolean({ description: 'clubLabel.type is AUTO.' }),
        rankLevel: Type.Integer({ minimum: 0, description: 'clubLabel.rankLevel; 0 without a label.' }),
      },
      { ...closed, description: 'The logged-in member (A3 member info); visitors: type null, no label.' },
    ),
    platform: Type.Object(
      {
        os: Type.Union([Type.Literal('ios'), Type.Literal('android'), Type.Literal('other')], {
          description: 'The operating system: ios, android or other.',
        }),
        osVersion: Type.Number({ description: 'major.minor as a number, 0 when unknown.' }),
        nativeApp: Type.Boolean({ description: "running inside the merchant's native app." }),
        installedApp: Type.Boolean({ description: 'running as an installed home-screen app.' }),
        incognito: Type.Boolean({ description: 'a private (incognito) window.' }),
        inAppBrowser: Type.Boolean({ description: "inside another app's built-in browser." }),
      },
      { ...closed, description: 'The device and browser the site runs in.' },
    ),
    promotions: AvailablePromotions(
      'The available promotions (MCSFE_getMerchantAvailablePromotions); missing ones are off.',
    ),
    route: Type.Object(
      {
        path: Type.String({ description: 'The current route, e.g. /m/home.' }),
        query: Type.Record(Type.String(), Type.String({ description: 'A query parameter value.' }), {
          description: 'The query parameters of the current page.',
        }),
      },
      { ...closed, description: 'The current page.' },
    ),
  },
  { ...closed, title: 'rule context' },
);

export type RuleContext = Static<typeof RuleContext>;
