/**
 * Building blocks shared by every schema. TypeBox values here are the one source: the JSON Schema
 * files in schemas/ are generated from them and TypeScript types are derived with Static<>.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';

/** JSON Logic operators json-logic-js implements; a rule naming anything else is rejected. */
export const RULE_OPERATORS = [
  'var',
  'missing',
  'missing_some',
  'if',
  '==',
  '===',
  '!=',
  '!==',
  '!',
  '!!',
  'or',
  'and',
  '>',
  '>=',
  '<',
  '<=',
  'max',
  'min',
  '+',
  '-',
  '*',
  '/',
  '%',
  'map',
  'reduce',
  'filter',
  'all',
  'none',
  'some',
  'merge',
  'in',
  'cat',
  'substr',
] as const;

/**
 * A JSON Logic rule over the rule context (schemas/rule-context.schema.json): `true`, `false`, or
 * one operator object such as {"==": [{"var": "flags.GEETEST3"}, true]}. The CLI checks every
 * path a rule reads; the schema checks the shape of the top operator.
 */
export const Rule = Type.Union(
  [
    Type.Boolean(),
    Type.Object(
      {},
      {
        minProperties: 1,
        maxProperties: 1,
        propertyNames: { enum: [...RULE_OPERATORS] },
        additionalProperties: true,
      },
    ),
  ],
  { title: 'rule', description: 'JSON Logic rule over the rule context; true/false or one operator object.' },
);
export type Rule = Static<typeof Rule>;

export const I18N_KEY_PATTERN = '^[a-zA-Z][a-zA-Z0-9_]*(\\.[a-zA-Z0-9_-]+)*$';
/**
 * An i18n key. The CLI checks that English has it. No description: editors show the first they
 * meet, and where a Text prop holds a key, the prop's own words are the ones to show.
 */
export const I18nKey = Type.String({
  pattern: I18N_KEY_PATTERN,
  title: 'i18n key',
  patternErrorMessage: 'Key in the translations; must exist in English.',
  'x-i18n-key': true,
});
/** Text on screen: an i18n key, or {"text": "..."} for plain text. Always rendered as text, never HTML. */
export const Text = Type.Union(
  [
    I18nKey,
    Type.Object(
      { text: Type.String({ minLength: 1, description: 'Plain text shown as is (not translated).' }) },
      { additionalProperties: false },
    ),
  ],
  {
    title: 'text',
    description: 'An i18n key (translated into the player\'s language) or {"text": "..."} for plain text; never HTML.',
  },
);
export type Text = Static<typeof Text>;

/** Internal route (/m/...) or an http(s) URL. Anything else (javascript:, data:, //host) is rejected. */
export const Link = Type.String({
  pattern: '^(/m(/[A-Za-z0-9_.~-]*)*(\\?[^#\\s]*)?|https?://[^\\s/]+(/[^\\s]*)?)$',
  title: 'link',
  description: 'An internal /m/... route or an http(s) URL.',
  patternErrorMessage: 'An internal /m/... route or an http(s) URL.',
});
export const InternalRoute = Type.String({
  pattern: '^/m(/[A-Za-z0-9_.-]+)*$',
  title: 'route',
  description: 'An internal route under /m/.',
  patternErrorMessage: 'An internal route under /m/.',
});

/** Spec S5: favicon and splash must be https. A site-relative path (/...) is served over the site's own scheme. */
export const SecureAssetUrl = Type.String({
  pattern: '^(https://[^\\s]+|/[^/\\s][^\\s]*)$',
  title: 'https or site-relative URL',
  description: 'An https:// URL or a site-relative path starting with one /.',
  patternErrorMessage: 'An https:// URL or a site-relative path starting with one /.',
});
/** Blank is allowed where the spec treats an empty template value as "none". */
export const OptionalSecureAssetUrl = Type.Union([Type.Literal(''), SecureAssetUrl], {
  default: '',
  description: 'An https:// URL or a site-relative path starting with one /; blank for none.',
});

/** #rgb, #rgba, #rrggbb, #rrggbbaa or rgb()/rgba(): "#e6510" (5 digits) is no colour. */
export const CssColor = Type.String({
  pattern: '^(#([0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})|rgba?\\([0-9., %]+\\))$',
  title: 'CSS colour',
  description: 'A colour: #rgb, #rrggbb, #rgba, #rrggbbaa or rgb(...).',
  patternErrorMessage: 'write #rgb, #rrggbb, #rgba, #rrggbbaa or rgb(...)',
});

/**
 * The same schema with a description of its own: a shared building block (Text, Link, ...) says
 * what it is in general; where a property uses it, this says what that property does. Pattern
 * errors keep the building block's wording (patternErrorMessage, which editors show too).
 */
export const described = <T extends TSchema>(schema: T, description: string): T => ({ ...schema, description });

/**
 * Keys of an object limited to a list; values of one schema. Every key optional (for layered files).
 * `describe` gives each key's description (editors show it on hover).
 */
export function KeyedObject<K extends string, T extends TSchema>(
  keys: readonly K[],
  value: T,
  options: object,
  describe: (key: K) => string,
) {
  return Type.Object(Object.fromEntries(keys.map((k) => [k, Type.Optional(described(value, describe(k)))])), {
    additionalProperties: false,
    ...options,
  });
}
