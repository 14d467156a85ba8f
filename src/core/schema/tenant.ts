/** A tenant package, resolved: tenants/_base layered with tenants/<id> (tenant.json, screens/, i18n/). */
import { Type, type Static } from '@sinclair/typebox';
import { Rule, Text, Link, SecureAssetUrl, CssColor, I18N_KEY_PATTERN, KeyedObject } from './common.ts';
import { Screen, ActionDef } from './screen.ts';
import { ACCEPTED_LANGUAGES, MENU_ITEM_TYPES, CUSTOMER_SERVICE_TYPES } from '../spec-constants.ts';

const closed = { additionalProperties: false } as const;
const LanguageCode = Type.Union(
  ACCEPTED_LANGUAGES.map((l) => Type.Literal(l)),
  { title: 'language' },
);

export const Translations = Type.Record(Type.String({ pattern: I18N_KEY_PATTERN }), Type.String(), {
  additionalProperties: false,
  title: 'translations',
  description: 'i18n key -> text. Keys use dots; text may hold {{placeholders}}.',
});

export const MenuItem = Type.Object(
  {
    key: Type.String({ pattern: '^[a-zA-Z][a-zA-Z0-9_-]*$' }),
    label: Text,
    type: Type.Optional(
      Type.Union(
        MENU_ITEM_TYPES.map((t) => Type.Literal(t)),
        { description: 'S3/S6 item type; each has its own built-in visibility rule.' },
      ),
    ),
    path: Type.Optional({ ...Link, description: 'Where the item leads (an item has a path or an action).' }),
    action: Type.Optional(
      Type.Unsafe<{ name: string; [arg: string]: unknown }>({
        ...ActionDef,
        description:
          'What a tap does instead of a path. Without either, SERVICE opens the chat (its csType) and REFERRAL follows the referral rule.',
      }),
    ),
    resource: Type.Optional(Type.String({ description: 'Icon name.' })),
    csType: Type.Optional(
      Type.Union(
        CUSTOMER_SERVICE_TYPES.map((t) => Type.Literal(t)),
        { description: 'SERVICE: the chat desk it opens (else the first the player has).' },
      ),
    ),
    csPosition: Type.Optional(Type.String({ description: 'SERVICE: where the opener sits (menu, float).' })),
    visible: Type.Optional(Rule),
  },
  closed,
);

export const Theme = Type.Object(
  {
    colors: Type.Object(
      {
        primary: CssColor,
        onPrimary: CssColor,
        background: CssColor,
        surface: CssColor,
        text: CssColor,
        muted: CssColor,
        danger: CssColor,
      },
      closed,
    ),
    radius: Type.Integer({ minimum: 0, maximum: 32 }),
    fontFamily: Type.String(),
  },
  closed,
);

export const Tenant = Type.Object(
  {
    $schema: Type.Optional(Type.String()),
    id: Type.String({
      pattern: '^[a-z0-9-]+$',
      description: 'Folder name under tenants/; letters a-z, digits and hyphen.',
    }),
    name: Type.String({ minLength: 1 }),
    merchantCode: Type.String({ minLength: 1, description: 'Sent as the Merchant header.' }),
    hosts: Type.Array(
      Type.String({
        pattern: '^\\.?[a-z0-9-]+(\\.[a-z0-9-]+)*$',
        description: 'A host name, or a suffix starting with a dot.',
      }),
      { minItems: 1 },
    ),
    acceptedLanguages: Type.Array(LanguageCode, {
      uniqueItems: true,
      description: "The spec's accepted language list (A5).",
    }),
    languages: Type.Array(LanguageCode, {
      minItems: 1,
      uniqueItems: true,
      description: 'Languages this tenant offers; the first is its default.',
    }),
    theme: Theme,
    brand: Type.Object(
      {
        appName: Type.String({ minLength: 1 }),
        logo: SecureAssetUrl,
        favicon: SecureAssetUrl,
        splash: SecureAssetUrl,
      },
      closed,
    ),
    integrations: Type.Object(
      {
        identityProviderProject: Type.String(),
        messagingBot: Type.String(),
        lineClientId: Type.String(),
        captchaId: Type.String(),
      },
      { ...closed, description: 'Public integration ids. Secrets (bot tokens, captcha keys) never go here.' },
    ),
    pixels: KeyedObject(['facebook', 'tiktok', 'gtag', 'gtm', 'kwai'], Type.Array(Type.String())),
    menus: Type.Record(Type.String({ pattern: '^[a-zA-Z][a-zA-Z0-9_-]*$' }), Type.Array(MenuItem), {
      additionalProperties: false,
    }),
    screens: Type.Record(Type.String({ pattern: '^[a-zA-Z][a-zA-Z0-9_-]*$' }), Screen, { additionalProperties: false }),
    translations: Type.Intersect([Type.Object({ EN: Translations }), KeyedObject(ACCEPTED_LANGUAGES, Translations)]),
  },
  { ...closed, title: 'tenant' },
);

export type Tenant = Static<typeof Tenant>;
export type MenuItem = Static<typeof MenuItem>;
/** The resolved tenant as the build writes it for the browser (translations go to their own files). */
export type TenantPackage = Omit<Tenant, 'translations' | '$schema'>;
