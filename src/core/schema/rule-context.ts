/**
 * The one object every JSON Logic rule reads. The CLI refuses a rule that reads a path not in
 * this schema, or a white-label switch the spec does not name.
 */
import { Type, type Static } from '@sinclair/typebox';
import { KeyedObject } from './common.ts';
import { WhiteLabelVal, MerchantSettings } from './merchant-config.ts';
import { PROMOTION_KEYS } from '../spec-constants.ts';

const closed = { additionalProperties: false } as const;

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
    session: Type.Object(
      {
        loggedIn: Type.Boolean(),
        firstTimeLogin: Type.Boolean(),
        verification: Type.Object(
          { email: Type.Boolean(), authenticator: Type.Boolean(), sms: Type.Boolean() },
          { ...closed, description: 'The second step a pending login asks for (A4 login_verify_required).' },
        ),
      },
      closed,
    ),
    member: Type.Object(
      {
        type: Type.Union([Type.Integer(), Type.Null()], { description: 'customerType; null for visitors.' }),
        isAgent: Type.Boolean({ description: 'type 1 or 2.' }),
        vipLabel: Type.Union([Type.String(), Type.Null()], { description: 'clubLabel.labelName.' }),
        hasVipBenefit: Type.Boolean({ description: 'clubLabel.type is AUTO.' }),
        rankLevel: Type.Integer({ minimum: 0 }),
      },
      closed,
    ),
    platform: Type.Object(
      {
        os: Type.Union([Type.Literal('ios'), Type.Literal('android'), Type.Literal('other')]),
        osVersion: Type.Number({ description: 'major.minor as a number, 0 when unknown.' }),
        nativeApp: Type.Boolean(),
        installedApp: Type.Boolean({ description: 'running as an installed home-screen app.' }),
        incognito: Type.Boolean(),
        inAppBrowser: Type.Boolean(),
      },
      closed,
    ),
    promotions: KeyedObject(
      PROMOTION_KEYS,
      Type.Object({ enabled: Type.Boolean(), count: Type.Integer({ minimum: 0 }) }, closed),
    ),
    route: Type.Object(
      {
        path: Type.String(),
        query: Type.Record(Type.String(), Type.String()),
      },
      closed,
    ),
  },
  { ...closed, title: 'rule context' },
);

export type RuleContext = Static<typeof RuleContext>;
