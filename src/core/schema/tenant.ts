/** A tenant package, resolved: tenants/_base layered with tenants/<id> (tenant.json, screens/, i18n/). */
import { Type, type Static } from '@sinclair/typebox';
import { Rule, Text, Link, SecureAssetUrl, CssColor, I18N_KEY_PATTERN, KeyedObject, described } from './common.ts';
import { Screen, ActionDef } from './screen.ts';
import { ACCEPTED_LANGUAGES, MENU_ITEM_TYPES, CUSTOMER_SERVICE_TYPES } from '../spec-constants.ts';

const closed = { additionalProperties: false } as const;
const LanguageCode = Type.Union(
  ACCEPTED_LANGUAGES.map((l) => Type.Literal(l)),
  { title: 'language' },
);

export const Translations = Type.Record(
  Type.String({ pattern: I18N_KEY_PATTERN }),
  Type.String({
    description: 'The text of this key; {{name}} places are filled in, _one/_other keys are plural forms.',
  }),
  {
    additionalProperties: false,
    title: 'translations',
    description: 'i18n key -> text. Keys use dots; text may hold {{placeholders}}.',
  },
);

export const MenuItem = Type.Object(
  {
    key: Type.String({
      pattern: '^[a-zA-Z][a-zA-Z0-9_-]*$',
      description: 'The id of the item in its menu (a letter, then letters, digits, _ or -).',
    }),
    label: described(Text, 'What the item says.'),
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
    visible: Type.Optional(
      described(Rule, "Show the item only when this rule is true (on top of its type's own rule)."),
    ),
  },
  { ...closed, description: 'A menu item (S3).' },
);

export const Theme = Type.Object(
  {
    colors: Type.Object(
      {
        primary: described(CssColor, 'Brand colour: buttons, links, focus rings, the active tab.'),
        onPrimary: described(CssColor, 'Text on the primary colour (button labels); 4.5:1 contrast with primary.'),
        background: described(CssColor, 'Page background.'),
        surface: described(CssColor, 'Cards, dialogs and bars.'),
        text: described(CssColor, 'Body text; 4.5:1 contrast with background and surface.'),
        muted: described(CssColor, 'Secondary text and borders; 4.5:1 contrast with background and surface.'),
        danger: described(CssColor, 'Errors; 4.5:1 contrast with surface.'),
      },
      { ...closed, description: 'Theme colours (CSS variables --color-*); the CLI checks text contrast (WCAG AA).' },
    ),
    radius: Type.Integer({
      minimum: 0,
      maximum: 32,
      description: 'Corner radius of cards and buttons, in px (0 to 32).',
    }),
    fontFamily: Type.String({ description: 'A CSS font-family list, e.g. "system-ui, sans-serif".' }),
  },
  { ...closed, description: 'Colours, corner radius and font.' },
);

export const Tenant = Type.Object(
  {
    $schema: Type.Optional(Type.String({ description: 'The JSON Schema of this file, for editors.' })),
    id: Type.String({
      pattern: '^[a-z0-9-]+$',
      description: 'Folder name under tenants/; letters a-z, digits and hyphen.',
    }),
    name: Type.String({ minLength: 1, description: 'The tenant name (tenant list, the CLI).' }),
    merchantCode: Type.String({ minLength: 1, description: 'Sent as the Merchant header.' }),
    hosts: Type.Array(
      Type.String({
        pattern: '^\\.?[a-z0-9-]+(\\.[a-z0-9-]+)*$',
        description: 'A host name, or a suffix starting with a dot.',
      }),
      { minItems: 1, description: 'The hosts that serve this tenant; no two tenants may claim one.' },
    ),
    deviceHost: Type.Optional(
      Type.String({
        pattern: '^[a-z0-9-]+(\\.[a-z0-9-]+)*$',
        description:
          "A4 device id across domains: the merchant's host (one of hosts) that serves the sync page /device/sync.html; its other domains ask it for the one device id. Without it each domain keeps its own.",
      }),
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
        appName: Type.String({ minLength: 1, description: 'The site name: page titles, the launch title.' }),
        logo: described(SecureAssetUrl, 'The logo (when the mobile template has no h5_logo).'),
        favicon: described(SecureAssetUrl, 'The browser tab icon (when the mobile template has none). https (S5).'),
        splash: described(SecureAssetUrl, 'The splash image (when the mobile template has none). https (S5).'),
      },
      { ...closed, description: 'Brand name and images; the merchant config mobile template wins where it sets one.' },
    ),
    integrations: Type.Object(
      {
        identityProviderProject: Type.String({
          description: 'Identity-provider project id (not used by this site yet).',
        }),
        captchaId: Type.String({
          description: 'Captcha id (not used by this site yet: the merchant config gw has it).',
        }),
      },
      { ...closed, description: 'Public integration ids. Secrets (bot tokens, captcha keys) never go here.' },
    ),
    pixels: KeyedObject(
      ['facebook', 'tiktok', 'gtag', 'gtm', 'kwai'],
      Type.Array(Type.String({ description: 'A pixel or tag id.' })),
      { description: 'Tracking pixel ids by network (not loaded by this site yet).' },
      (network) => `${network} ids.`,
    ),
    menus: Type.Record(
      Type.String({ pattern: '^[a-zA-Z][a-zA-Z0-9_-]*$' }),
      Type.Array(MenuItem, { description: 'The items of this menu, in order; a Menu node shows it by its name.' }),
      { additionalProperties: false, description: 'Menus by name (main, member, shortcuts, ...).' },
    ),
    screens: Type.Record(
      Type.String({ pattern: '^[a-zA-Z][a-zA-Z0-9_-]*$' }),
      { ...Screen, description: 'A screen, from screens/<name>.json.' },
      { additionalProperties: false, description: 'Screens by name (screens/<name>.json).' },
    ),
    translations: Type.Intersect(
      [
        Type.Object({ EN: described(Translations, 'English: every key the site uses.') }),
        KeyedObject(
          ACCEPTED_LANGUAGES,
          Translations,
          {},
          (language) => `Texts in ${language} (i18n/${language}.json).`,
        ),
      ],
      { description: 'Texts by language, from i18n/<language>.json, layered on _base.' },
    ),
  },
  { ...closed, title: 'tenant' },
);

export type Tenant = Static<typeof Tenant>;
export type MenuItem = Static<typeof MenuItem>;
/**
 * What the site fetches at /tenants/<id>/tenant.json: the resolved tenant without its translations
 * (files of their own), and the package's print (cli/lib/package-files.ts), which the pages
 * rendered from it carry: a page is hydrated only over the package it was rendered from.
 */
export type TenantPackage = Omit<Tenant, 'translations' | '$schema'> & { print?: string };
