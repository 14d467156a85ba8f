/**
 * Merchant config: what GET /wps/v2/system/status answers (value) at boot, and what the sandbox
 * serves from tenants/<id>/sandbox.json. Every field of the spec's Merchant config entity (S3).
 * Fields the spec leaves "not shown" are our contract's choice; docs/contract.md describes them.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { OptionalSecureAssetUrl, KeyedObject, described } from './common.ts';
import {
  FACEBOOK_SDK_URL,
  LINE_AUTHORIZE_URL,
  PIXEL_SCRIPT_URLS,
  WHITE_LABEL_SWITCHES,
  type WhiteLabelSwitch,
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
const PixelScript = (network: keyof typeof PIXEL_SCRIPT_URLS) =>
  Type.String({
    pattern: '^https?://[^\\s]+$',
    default: PIXEL_SCRIPT_URLS[network],
    description: `Where the ${network} pixel script loads from (default the network's own). The sandbox answers its stand-in's address.`,
  });
const Str = (description: string) => Type.String({ default: '', description });
const Off = (description?: string) => Type.Boolean({ default: false, ...(description ? { description } : {}) });
const List = <T extends TSchema>(item: T, description?: string) =>
  Type.Array(item, { default: [], ...(description ? { description } : {}) });

/** What each white-label switch does, in the spec's words (A1 flag table, S4, S6). */
export const SWITCH_EFFECTS: Readonly<Record<WhiteLabelSwitch, string>> = {
  FIREBASECREATEACC3: 'A1: account creation through the identity provider is allowed.',
  MOBILENUMPASSREG3:
    'A1: mobile registration asks for its own password (off: the merchant default password is given). Read by the registration.',
  MOBILEAUTOLOGIN3: 'A1: auto login after mobile registration. Read by the registration.',
  REGMOBVERF3: 'A1: mobile verification (an SMS code) is required at registration. Read by the registration.',
  TELEGRAMLOGIN3: 'A1: messaging-app login enabled.',
  LINELOGIN3: 'A1: line-app login enabled.',
  SSOMANUALREG3: 'A1: manual registration is required for an unbound social account, so auto-register is off.',
  GEETEST3: 'A1: captcha feature switch.',
  GEETESTTEST3: 'A1: captcha feature switch.',
  GEETESTVCODE3: 'A1: captcha feature switch.',
  REWCEN3: 'S6: feature switch (reward centre).',
  INBOX3: 'S6: feature switch (inbox).',
  MANDATORYAPPUPDATES3: 'S4: the upgrade modal of the native app cannot be closed when on.',
  UPDATEMOBILEICC3: 'S6: feature switch.',
};

export const WhiteLabelVal = KeyedObject(
  WHITE_LABEL_SWITCHES,
  Type.Boolean(),
  {
    default: {},
    title: 'white-label switches',
    description:
      'whitelabelVal: each spec switch on (true) or off (false); a missing switch is off. Rules read them as {"var": "flags.NAME"}.',
  },
  (name) => `${SWITCH_EFFECTS[name]} true: on, false or missing: off.`,
);

/** Where the member centre hands the player over to the merchant's cashier (our contract, docs/decisions.md). */
const CashierUrl = (what: string) =>
  Type.String({
    default: '',
    pattern: '^$|^/[^/\\\\\\s]\\S*$|^https://\\S+$',
    description: `The merchant's ${what} page (a site-relative path or https://); blank: no ${what} entry. The hand-over carries the session token only to the site's own origin, a tenant host or a listed domain over https (as redirectUrl); to anywhere else the entry says the cashier is unavailable.`,
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
    trialInNewWindow: Off(
      'S7: a trial game opens in a new window and the lobby stays; the trial launch is asked synchronously inside the tap so the browser lets the window open (docs/decisions.md).',
    ),
    hideIosApp: Off('S5: the IOS download link is hidden.'),
    allowAddToHomeScreen: Off('S5: the home-screen option is allowed on iOS.'),
    usernameRegistration: Type.Boolean({
      default: true,
      description: 'Registration by username and password is offered.',
    }),
    mobileRegistration: Off('Registration by mobile number and SMS code is offered.'),
    smsLogin: Off('Login by mobile number and SMS code is offered.'),
    depositUrl: CashierUrl('deposit'),
    withdrawUrl: CashierUrl('withdraw'),
    vipDownloadBarRank: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], {
      default: null,
      description: 'S5: VIP-gated download bar; minimum rank level, null = not gated.',
    }),
  },
  {
    ...closed,
    title: 'merchant settings',
    default: {},
    description:
      "Behaviour settings the spec names without giving their field (our contract's names); missing ones take their default.",
  },
);

export const MobileTemplate = Type.Object(
  {
    h5_logo: described(
      OptionalSecureAssetUrl,
      "The site logo; blank: the tenant's brand logo. https:// or a site-relative path.",
    ),
    app_background: Type.String({
      default: '',
      pattern: '^$|^#([0-9a-fA-F]{3}){1,2}$|^https://[^\\s"\'()\\\\]+$|^/[^/\\s"\'()\\\\][^\\s"\'()\\\\]*$',
      description:
        "The background of the app's description in the download popup (S3): a colour (#rgb or #rrggbb), or an image (https:// or a site-relative path) that covers it; blank: the theme's.",
    }),
    app_desc: Str('The app description the download setting answers (WPSCORE_getDownloadSetting).'),
    app_desc_font_color: Type.String({
      default: '',
      pattern: '^$|^#([0-9a-fA-F]{3}){1,2}$',
      description: "The colour of the app's description text (#rgb or #rrggbb, S3); blank: the theme's text colour.",
    }),
    login_prompt_text: Str('The login prompt the download setting answers (WPSCORE_getDownloadSetting).'),
    favicon: described(
      OptionalSecureAssetUrl,
      "The browser tab icon; blank: the tenant's brand favicon. Must be https (S5).",
    ),
    splash: described(
      OptionalSecureAssetUrl,
      "The splash image; blank: the tenant's brand splash. Must be https (S5).",
    ),
    pwa: Str('The home-screen app name; blank: no home-screen manifest is built (S5).'),
    desktop_app_feature: Type.Union([Type.Literal(0), Type.Literal(1)], {
      default: 0,
      description: '1: the server manifest is used as configured; 0: one is built from this template (S5).',
    }),
    apple_touch_icon: described(
      OptionalSecureAssetUrl,
      'The home-screen icon of the manifest; blank: the favicon. https:// or a site-relative path.',
    ),
  },
  {
    ...closed,
    title: 'mobile template',
    default: {},
    description: 'Branding the back end sets per merchant (S3 mobile template); it wins over the tenant brand.',
  },
);

export const CustomerServiceEntry = Type.Object(
  {
    path: Type.String({ description: 'Obfuscated; decoded with its last 8 characters as key (S3).' }),
    csType: Type.Union(
      CUSTOMER_SERVICE_TYPES.map((t) => Type.Literal(t)),
      { description: 'The chat vendor of this desk (S3).' },
    ),
    csPosition: Str('Where its opener sits: "float" puts a chat button on every page; else only in menus.'),
    labelIds: Type.Optional(
      Type.Array(Type.Integer(), {
        description:
          'VIP label ids the entry is restricted to; members with another label get the unrestricted entries (S5).',
      }),
    ),
  },
  { ...closed, description: 'A customer-service chat desk (S3).' },
);

export const SmsProvider = Type.Object(
  {
    firebase: Off(
      'The identity provider sends the SMS codes (A3 firebase flag): the login page offers phone sign-in through it.',
    ),
    apiKey: Str(
      'Identity-provider config: apiKey (A3). With projectId set, the login page offers the identity provider.',
    ),
    appId: Str('Identity-provider config: appId (A3).'),
    authDomain: Str('Identity-provider config: authDomain (A3): where the sign-in popups run.'),
    projectId: Str('Identity-provider config: projectId (A3): the ID tokens the back end accepts name it.'),
    messagingSenderId: Str('Identity-provider config: messagingSenderId (A3).'),
    authEmulatorUrl: Type.String({
      pattern: '^(|http://(127\\.0\\.0\\.1|localhost)(:[0-9]+)?)$',
      default: '',
      description:
        "Our contract, test back ends only: the identity provider's local emulator the site signs in against (a loopback address); blank in production.",
    }),
    vapidKey: Str(
      'Push messaging key: vapidKey (A3), the VAPID public key. With apiKey, appId, projectId and messagingSenderId set, members are offered push.',
    ),
    facebookAppId: Str(
      "Facebook app id for social login (A3): Facebook sign-in in in-app browsers goes through the Facebook SDK with it (without it, the identity provider's popup).",
    ),
    facebookSdkUrl: Type.String({
      pattern: '^https?://[^\\s]+$',
      default: FACEBOOK_SDK_URL,
      description: `Where the Facebook SDK loads from (our contract; default Facebook's own, ${FACEBOOK_SDK_URL}). The sandbox answers its stand-in's address.`,
    }),
    googleWebClientId: Str('Google web client id for social login (A3; not used by this site).'),
  },
  {
    ...closed,
    title: 'SMS / identity-provider config',
    default: {},
    description: 'The SMS / identity-provider config (sms, A3).',
  },
);

export const GatewayConfig = Type.Object(
  {
    GEETEST_ID: Str('The captcha id the captcha challenge carries (A3).'),
    GEETEST_VERSION: Type.Union(
      GEETEST_VERSIONS.map((v) => Type.Literal(v)),
      { default: 'v3', description: 'Captcha version, v3 (default) or v4; the SMS captcha needs v4 (A5).' },
    ),
    GEETEST_RISK_APP_ID: Str('The app id of the captcha risk check (settings.riskControl).'),
    LINE_CLIENT_ID: Str('The line-app login client id (A3): the authorize redirect sends it (LINELOGIN3).'),
    LINE_AUTHORIZE_URL: Type.String({
      pattern: '^https?://[^\\s]+$',
      default: LINE_AUTHORIZE_URL,
      description: `Where the line-app login sends the player to authorize (our contract; default the line app's own, ${LINE_AUTHORIZE_URL}). The sandbox answers its stand-in's address.`,
    }),
    PROFILE_ICON_COUNT: Type.Integer({
      minimum: 1,
      default: DEFAULT_PROFILE_ICON_COUNT,
      description: `How many profile icons members choose from in the member centre (S3, default ${DEFAULT_PROFILE_ICON_COUNT}).`,
    }),
  },
  { ...closed, title: 'gateway config', default: {}, description: 'Gateway config (gw): captcha and line-app ids.' },
);

export const Resource = Type.Object(
  {
    resourceType: Type.Union(
      RESOURCE_TYPES.map((t) => Type.Literal(t)),
      {
        description: 'IOS (App Store), MOBILECONFIG (iOS lite profile), Android (also an apk) or AppDownloadIcon (S3).',
      },
    ),
    url: Type.String({
      pattern: '^(https?://|/)',
      description: 'Where it downloads from: an http(s) URL or a site-relative path.',
    }),
  },
  { ...closed, description: 'A download link (S3).' },
);

export const MerchantConfig = Type.Object(
  {
    merchantCode: Type.String({
      minLength: 1,
      description: 'The merchant code; the site sends it as the Merchant header.',
    }),
    customerService: List(CustomerServiceEntry, 'The customer-service chat desks (S3).'),
    domainRoute: Type.Object(
      {
        domainList: List(
          Type.Object(
            { domainName: Type.String({ description: 'A host name of this merchant.' }) },
            { ...closed, description: 'A domain of this merchant.' },
          ),
          "The merchant's domains: after login, a redirectUrl may take the token to one of them (https), besides the site and the tenant hosts.",
        ),
      },
      { ...closed, default: {}, description: 'The domain route (GET /wps/system/domainRoute).' },
    ),
    mobileTemplate: MobileTemplate,
    register: Type.Object(
      {
        captcha: Type.Object(
          { enabled: Off('A5: a captcha runs before registering when no captcha result is present.') },
          { ...closed, default: {}, description: 'The register captcha.' },
        ),
      },
      { ...closed, default: {}, description: 'Registration settings (S3 register).' },
    ),
    whitelabelVal: WhiteLabelVal,
    settings: MerchantSettings,
    imageCDNs: List(
      Type.String({ pattern: '^https://', description: 'An https:// CDN base URL.' }),
      'Image CDNs; the captcha scripts load from the first (S7), else the sandbox stand-in.',
    ),
    sms: SmsProvider,
    resources: List(Resource, 'Download links for the native apps (S3); the download bar and page show them.'),
    gw: GatewayConfig,
    maintenance: Off('true: the site shows the maintenance page instead of any screen.'),
    maintenanceMessage: Str('The text of the maintenance page.'),
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
    regionRestriction: Off('true: the site shows the access-denied page (location or IP restriction).'),
    regionRestrictionMessage: Str('The text of the access-denied page; blank: a standard text.'),
    analytics: Type.Object(
      {
        facebookPixelIds: List(Type.String({ description: 'A Facebook pixel id.' }), 'Facebook pixel ids.'),
        tiktokPixelIds: List(Type.String({ description: 'A TikTok pixel id.' }), 'TikTok pixel ids.'),
        gtagIds: List(Type.String({ description: 'A Google tag id.' }), 'Google tag (gtag) ids.'),
        gtmIds: List(Type.String({ description: 'A Google Tag Manager id.' }), 'Google Tag Manager ids.'),
        kwaiPixelIds: List(Type.String({ description: 'A Kwai pixel id.' }), 'Kwai pixel ids.'),
        consent: Type.Union([Type.Literal('granted'), Type.Literal('denied')], {
          default: 'granted',
          description:
            "The merchant's consent setting for ad storage: denied keeps the pixels' cookies off (_fbc and _fbp are not set, Facebook's consent is revoked, Google's consent mode is denied).",
        }),
        scripts: Type.Object(
          {
            facebook: PixelScript('facebook'),
            tiktok: PixelScript('tiktok'),
            gtag: PixelScript('gtag'),
            gtm: PixelScript('gtm'),
            kwai: PixelScript('kwai'),
          },
          { ...closed, default: {}, description: "The pixel scripts' addresses (our contract)." },
        ),
      },
      {
        ...closed,
        default: {},
        description:
          'Advertising pixels (S3 analytics): each configured network loads after the first screen and gets the marketing events with their eventID.',
      },
    ),
  },
  { ...closed, title: 'merchant config' },
);

export type MerchantConfig = Static<typeof MerchantConfig>;
export type MerchantSettings = Static<typeof MerchantSettings>;
