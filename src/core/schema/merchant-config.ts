/**
 * Merchant config: what GET /wps/v2/system/status answers (value) at boot, and what the sandbox
 * serves from tenants/<id>/sandbox.json. Every field of the spec's Merchant config entity (S3).
 * Fields the spec leaves "not shown" are our contract's choice; docs/contract.md describes them.
 */
import { Type, type Static } from '@sinclair/typebox';
import { OptionalSecureAssetUrl, KeyedObject } from './common.ts';
import {
  WHITE_LABEL_SWITCHES,
  CUSTOMER_SERVICE_TYPES,
  RESOURCE_TYPES,
  GEETEST_VERSIONS,
  DEFAULT_PROFILE_ICON_COUNT,
} from '../spec-constants.ts';

const closed = { additionalProperties: false } as const;
const Str = Type.String();

export const WhiteLabelVal = KeyedObject(WHITE_LABEL_SWITCHES, Type.Boolean(), {
  title: 'white-label switches',
  description: 'whitelabelVal: each spec switch on (true) or off (false); a missing switch is off.',
});

/** Behaviour settings the spec names without giving their field ("the login captcha setting", ...). */
export const MerchantSettings = Type.Object(
  {
    loginCaptcha: Type.Boolean({ description: 'A5: login captcha required when no captcha result is supplied.' }),
    smsCaptcha: Type.Boolean({ description: 'A5: captcha before sending an SMS code (needs GEETEST_VERSION v4).' }),
    riskControl: Type.Boolean({ description: 'A5: a geetest risk token is required.' }),
    autoLogin: Type.Boolean({
      description: 'A4/A5: the auto-login option; remembered passwords are stored only when on.',
    }),
    forceChangeExpiredPassword: Type.Boolean({
      description: 'A4: an expired password sends the member to /m/changePsw.',
    }),
    autoRegisterSso: Type.Boolean({ description: 'A4: auto-register mode for unbound social accounts.' }),
    startGameInApp: Type.Boolean({ description: 'S4: games start only inside the native app.' }),
    hideIosApp: Type.Boolean({ description: 'S5: the IOS download link is hidden.' }),
    allowAddToHomeScreen: Type.Boolean({ description: 'S5: the home-screen option is allowed on iOS.' }),
    usernameRegistration: Type.Boolean({ description: 'Registration by username and password is offered.' }),
    mobileRegistration: Type.Boolean({ description: 'Registration by mobile number and SMS code is offered.' }),
    smsLogin: Type.Boolean({ description: 'Login by mobile number and SMS code is offered.' }),
    vipDownloadBarRank: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], {
      description: 'S5: VIP-gated download bar; minimum rank level, null = not gated.',
    }),
  },
  { ...closed, title: 'merchant settings' },
);

export const MobileTemplate = Type.Object(
  {
    h5_logo: OptionalSecureAssetUrl,
    app_background: Str,
    app_desc: Str,
    app_desc_font_color: Str,
    login_prompt_text: Str,
    favicon: OptionalSecureAssetUrl,
    splash: OptionalSecureAssetUrl,
    pwa: Str,
    desktop_app_feature: Type.Union([Type.Literal(0), Type.Literal(1)]),
    apple_touch_icon: OptionalSecureAssetUrl,
  },
  { ...closed, title: 'mobile template' },
);

export const CustomerServiceEntry = Type.Object(
  {
    path: Type.String({ description: 'Obfuscated; decoded with its last 8 characters as key (S3).' }),
    csType: Type.Union(CUSTOMER_SERVICE_TYPES.map((t) => Type.Literal(t))),
    csPosition: Str,
    labelIds: Type.Optional(Type.Array(Type.Integer(), { description: 'VIP label ids the entry is restricted to.' })),
  },
  closed,
);

export const SmsProvider = Type.Object(
  {
    firebase: Type.Boolean(),
    apiKey: Str,
    appId: Str,
    authDomain: Str,
    projectId: Str,
    messagingSenderId: Str,
    vapidKey: Str,
    facebookAppId: Str,
    googleWebClientId: Str,
  },
  { ...closed, title: 'SMS / identity-provider config' },
);

export const GatewayConfig = Type.Object(
  {
    GEETEST_ID: Str,
    GEETEST_VERSION: Type.Union(
      GEETEST_VERSIONS.map((v) => Type.Literal(v)),
      { default: 'v3' },
    ),
    GEETEST_RISK_APP_ID: Str,
    LINE_CLIENT_ID: Str,
    PROFILE_ICON_COUNT: Type.Integer({ minimum: 1, default: DEFAULT_PROFILE_ICON_COUNT }),
  },
  { ...closed, title: 'gateway config' },
);

export const Resource = Type.Object(
  {
    resourceType: Type.Union(RESOURCE_TYPES.map((t) => Type.Literal(t))),
    url: Type.String({ pattern: '^(https?://|/)' }),
  },
  closed,
);

export const MerchantConfig = Type.Object(
  {
    merchantCode: Type.String({ minLength: 1 }),
    customerService: Type.Array(CustomerServiceEntry),
    domainRoute: Type.Object({ domainList: Type.Array(Type.Object({ domainName: Str }, closed)) }, closed),
    mobileTemplate: MobileTemplate,
    register: Type.Object(
      {
        captcha: Type.Object({ enabled: Type.Boolean() }, closed),
        defaultPassword: Type.String({
          minLength: 6,
          description:
            'The merchant default password ({secret} in the spec): given to mobile registrations without their own password; logging in with it forces a change.',
        }),
      },
      closed,
    ),
    whitelabelVal: WhiteLabelVal,
    settings: MerchantSettings,
    imageCDNs: Type.Array(Type.String({ pattern: '^https://' })),
    sms: SmsProvider,
    resources: Type.Array(Resource),
    gw: GatewayConfig,
    maintenance: Type.Boolean(),
    maintenanceMessage: Str,
    maintenanceEnd: Type.Union(
      [
        Type.String({
          pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?(Z|[+-]\\d{2}:\\d{2})$',
          title: 'ISO date-time',
        }),
        Type.Null(),
      ],
      { description: 'When maintenance is expected to end (ISO 8601), or null.' },
    ),
    regionRestriction: Type.Boolean(),
    regionRestrictionMessage: Str,
    analytics: Type.Object(
      {
        facebookPixelIds: Type.Array(Str),
        tiktokPixelIds: Type.Array(Str),
        gtagIds: Type.Array(Str),
        gtmIds: Type.Array(Str),
        kwaiPixelIds: Type.Array(Str),
      },
      closed,
    ),
  },
  { ...closed, title: 'merchant config' },
);

export type MerchantConfig = Static<typeof MerchantConfig>;
export type MerchantSettings = Static<typeof MerchantSettings>;
