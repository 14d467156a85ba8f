/**
 * Props schema of every node type the renderer can draw, keyed by the exact `type` name.
 * The registry (registry/components.tsx) maps the same keys to React components and TypeScript
 * forces the two to have exactly the same keys; schemas/screen.schema.json is generated from this
 * object, so the CLI accepts exactly what the runtime can render. Pure data, no React.
 *
 * `children` is written as CHILDREN and becomes a $ref to the node definition when generated.
 */
import { Type, type TSchema } from '@sinclair/typebox';
import { Text, Link } from '../../core/schema/common.ts';

export const CHILDREN = Type.Array(Type.Unsafe<unknown>({ $ref: '#/$defs/node' }), { description: 'Child nodes.' });
/** Where a node names an action; replaced by a $ref to the action definition when generated. */
export const ACTION = Type.Unsafe<{ name: string; [arg: string]: unknown }>({ $ref: '#/$defs/action' });

const Name = Type.String({ pattern: '^[a-zA-Z][a-zA-Z0-9_]*$', description: 'Field name sent to the server.' });

/** Validation rules of a form field; each message is an i18n key or plain text. */
export const FieldRules = Type.Object(
  {
    required: Type.Optional(Type.Boolean()),
    minLength: Type.Optional(Type.Integer({ minimum: 0 })),
    maxLength: Type.Optional(Type.Integer({ minimum: 1 })),
    pattern: Type.Optional(Type.String({ description: 'A regular expression the whole value must match.' })),
    equalsField: Type.Optional(Name),
    messages: Type.Optional(
      Type.Object(
        {
          required: Type.Optional(Text),
          minLength: Type.Optional(Text),
          maxLength: Type.Optional(Text),
          pattern: Type.Optional(Text),
          equalsField: Type.Optional(Text),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);

const field = <T extends Record<string, TSchema>>(extra: T) =>
  Type.Object(
    {
      name: Name,
      label: Text,
      placeholder: Type.Optional(Text),
      rules: Type.Optional(FieldRules),
      ...extra,
    },
    { additionalProperties: false },
  );

export const NODE_PROPS = {
  Stack: Type.Object(
    {
      direction: Type.Optional(Type.Union([Type.Literal('column'), Type.Literal('row')])),
      gap: Type.Optional(Type.Integer({ minimum: 0, maximum: 6 })),
      children: CHILDREN,
    },
    { additionalProperties: false },
  ),
  Heading: Type.Object(
    { text: Text, level: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)])) },
    { additionalProperties: false },
  ),
  Paragraph: Type.Object({ text: Text }, { additionalProperties: false }),
  Logo: Type.Object(
    {},
    {
      additionalProperties: false,
      description: 'The tenant logo (mobile template h5_logo, else the tenant brand logo).',
    },
  ),
  Button: Type.Object(
    {
      label: Text,
      action: ACTION,
      variant: Type.Optional(Type.Union([Type.Literal('primary'), Type.Literal('secondary'), Type.Literal('text')])),
    },
    { additionalProperties: false },
  ),
  Link: Type.Object({ label: Text, to: Link }, { additionalProperties: false }),
  Menu: Type.Object(
    { menu: Type.String({ description: 'Id of a menu in the tenant menus.' }) },
    { additionalProperties: false },
  ),
  LanguagePicker: Type.Object({}, { additionalProperties: false }),
  Form: Type.Object(
    {
      title: Type.Optional(Text),
      submit: Text,
      action: ACTION,
      children: CHILDREN,
    },
    { additionalProperties: false },
  ),
  TextField: field({ autocomplete: Type.Optional(Type.String()) }),
  PasswordField: field({
    autocomplete: Type.Optional(Type.Union([Type.Literal('current-password'), Type.Literal('new-password')])),
  }),
  CheckboxField: field({}),
  PhoneField: field({ dialingCodeLabel: Type.Optional(Text) }),
  SmsCodeField: field({
    phoneField: Type.String({ description: 'Name of the PhoneField whose number gets the code.' }),
    sendLabel: Type.Optional(Text),
  }),
  CaptchaSlot: Type.Object(
    { label: Text },
    {
      additionalProperties: false,
      description: 'Where the captcha status shows in a form; the captcha opens on submit or from its button.',
    },
  ),
  GameList: Type.Object(
    {
      title: Type.Optional(Text),
      category: Type.Optional(Type.String({ description: 'Game category (ELOTT, SPORTS, LIVE, ...).' })),
      vendor: Type.Optional(Type.String()),
      limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
    },
    { additionalProperties: false },
  ),
  AnnouncementList: Type.Object({ title: Type.Optional(Text) }, { additionalProperties: false }),
  DownloadLinks: Type.Object(
    { title: Type.Optional(Text) },
    {
      additionalProperties: false,
      description: 'The merchant download links for this platform (IOS, MOBILECONFIG, Android).',
    },
  ),
  SelectField: field({
    options: Type.Array(Type.Object({ value: Type.String(), label: Text }, { additionalProperties: false }), {
      minItems: 1,
    }),
  }),
} as const;

export type NodeType = keyof typeof NODE_PROPS;
export const NODE_TYPES = Object.keys(NODE_PROPS) as NodeType[];
