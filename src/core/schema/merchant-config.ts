/**
 * Merchant config: what GET /wps/v2/system/status answers (value) at boot, and what the sandbox
 * serves from tenants/<id>/sandbox.json. Every field of the spec's Merchant config entity (S3).
 * Fields the spec leaves "not shown" are our contract's choice; docs/contract.md describes them.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { OptionalSecureAssetUrl, KeyedObject } from './common.ts';
import {
  WHITE_LABEL_SWITCHES,
  CUSTOMER_SERVICE_TYPES,
  RESOURCE_TYPES,
  GEETEST_VERSIONS,
  DEFAULT_PROFILE_ICON_COUNT,
} from '../spec-constants.ts';

const closed = { additionalProperties: false } as const;
/**
 * A value the back end may leave out: the generated schema makes every field with a `default`
 * optional, and the validators fill the default in (a back end that does not send a newer field
 * still boots). Only the merchant code is required.
 */
const Str = Type.String({ default: '' });
const Off = (description?: string) => Type.Boolean({ default: false, ...(description ? { description } : {}) });
const List = <T extends TSchema>(item: T, description?: string) =>
  Type.Array(item, { default: [], ...(description ? { description } : {}) });

export const WhiteLabelVal = KeyedObject(WHITE_LABEL_SWITCHES, Type.Boolean(), {
  default: {},
  title: 'white-label switches',
  description: 'whitelabelVal: each spec switch on (true) or off (false); a missing switch is off.',
});

/** Behaviour settings the spec names without giving their field ("the login captcha setting", ...). */
export const MerchantSettings = Type.Object(
  {
    loginCaptcha: Off('A5: login captcha required when no captcha result is supplied.'),
    riskControl: Off('A5: a geetest risk token is required.'),
    autoLogin: Off('A4/A5: the auto-login option; remembered passwords are stored only when on.'),
    forceChangeExpiredPassword: Off('A4: an expired password sends the member to /m/changePsw.'),
    autoRegisterSso: Off('A4: auto-register mode for unbound social accounts.'),
    startGameInApp: Off('S4: games start only inside the native app.'),
    hideIosApp: Off('S5: the IOS download link is hidden.'),
    allowAddToHomeScreen: Off('S5: the home-screen option is allowed on iOS.'),
    usernameRegistration: Type.Boolean({
      default: true,
      description: 'Registration by username and password is offered.',
    }),
    mobileRegistration: Off('Registration by mobile number and SMS code is offered.'),
    smsLogin: Off('Login by mobile number and SMS code is offered.'),
    vipDownloadBarRank: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], {
      default: null,
      description: 'S5: VIP-gated download bar; minimum rank level, null = not gated.',
    }),
  },
  { ...closed, title: 'merchant settings', default: {} },
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
    desktop_app_feature: Type.Union([Type.Literal(0), Type.Literal(1)], { default: 0 }),
    apple_touch_icon: OptionalSecureAssetUrl,
  },
  { ...closed, title: 'mobile template', default: {} },
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
    firebase: Off(),
    apiKey: Str,
    appId: Str,
    authDomain: Str,
    projectId: Str,
    messagingSenderId: Str,
    vapidKey: Str,
    facebookAppId: Str,
    googleWebClientId: Str,
  },
  { ...closed, title: 'SMS / identity-provider config', default: {} },
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
  { ...closed, title: 'gateway config', default: {} },
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
    customerService: List(CustomerServiceEntry),
    domainRoute: Type.Object(
      { domainList: List(Type.Object({ domainName: Type.String() }, closed)) },
      { ...closed, default: {} },
    ),
    mobileTemplate: MobileTemplate,
    register: Type.Object(
      {
        captcha: Type.Object({ enabled: Off() }, { ...closed, default: {} }),
      },
      { ...closed, default: {} },
    ),
    whitelabelVal: WhiteLabelVal,
    settings: MerchantSettings,
    imageCDNs: List(Type.String({ pattern: '^https://' })),
    sms: SmsProvider,
    resources: List(Resource),
    gw: GatewayConfig,
    maintenance: Off(),
    maintenanceMessage: Str,
    maintenanceEnd: Type.Union(
      [
        Type.String({
          pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?(Z|[+-]\\d{2}:\\d{2})$',
          title: 'ISO date-time',
        }),
        Type.Null(),
      ],
      { default: null, description: 'When maintenance is expected to end (ISO 8601), or null.' },
    ),
    regionRestriction: Off(),
    regionRestrictionMessage: Str,
    analytics: Type.Object(
      {
        facebookPixelIds: List(Type.String()),
        tiktokPixelIds: List(Type.String()),
        gtagIds: List(Type.String()),
        gtmIds: List(Type.String()),
        kwaiPixelIds: List(Type.String()),
      },
      { ...closed, default: {} },
    ),
  },
  { ...closed, title: 'merchant config' },
);

export type MerchantConfig = Static<typeof MerchantConfig>;
export type MerchantSettings = Static<typeof MerchantSettings>;
