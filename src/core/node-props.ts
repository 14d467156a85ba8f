/**
 * The building blocks every node's props schema is made of: child lists, action references,
 * field names and field rules. Each node type's own props schema sits beside its renderer
 * (src/runtime/nodes/); the schema generator collects them into schemas/screen.schema.json.
 *
 * `children` is written as CHILDREN and becomes a $ref to the node definition when generated.
 */
import { Type, type TSchema } from '@sinclair/typebox';
import { Text, described, type Rule } from './schema/common.ts';

export const CHILDREN = Type.Array(Type.Unsafe<unknown>({ $ref: '#/$defs/node' }), {
  description: 'Child nodes, shown in order.',
});
/** Where a node names an action: {"name": "...", ...its arguments} (the action definition of the screen schema). */
export const ACTION = (description: string) =>
  Type.Unsafe<{ name: string; [arg: string]: unknown }>({ $ref: '#/$defs/action', description });

const NAME_PATTERN = '^[a-zA-Z][a-zA-Z0-9_]*$';
const Name = Type.String({
  pattern: NAME_PATTERN,
  description: 'The field name: the key of its value in what the form sends (e.g. username, mobileNum).',
});
/** The message of a failed rule; forms/rules.ts falls back to the key given here. */
const message = (rule: string, fallback: string) =>
  Type.Optional(described(Text, `Shown when ${rule} fails (default: the i18n key ${fallback}).`));

/** Validation rules of a form field; each message is an i18n key or plain text. */
export const FieldRules = Type.Object(
  {
    required: Type.Optional(Type.Boolean({ description: 'true: the field must be filled in.' })),
    minLength: Type.Optional(Type.Integer({ minimum: 0, description: 'The fewest characters allowed.' })),
    maxLength: Type.Optional(Type.Integer({ minimum: 1, description: 'The most characters allowed.' })),
    pattern: Type.Optional(
      Type.String({
        description:
          'A regular expression the value must match somewhere; start with ^ and end with $ to match the whole value.',
      }),
    ),
    equalsField: Type.Optional(
      Type.String({ pattern: NAME_PATTERN, description: 'The name of a field this one must equal (repeat password).' }),
    ),
    messages: Type.Optional(
      Type.Object(
        {
          required: message('required', 'validation.required'),
          minLength: message('minLength', 'validation.minLength'),
          maxLength: message('maxLength', 'validation.maxLength'),
          pattern: message('pattern', 'validation.pattern'),
          equalsField: message('equalsField', 'validation.pattern'),
        },
        { additionalProperties: false, description: 'Messages of the rules that fail; an i18n key or {"text": ...}.' },
      ),
    ),
  },
  {
    additionalProperties: false,
    title: 'field rules',
    description: 'Checks of the value, on submit and then on every change, before the form sends anything.',
  },
);

/** A form field's props: name, label, placeholder, rules, and its own. */
export const field = <T extends Record<string, TSchema>>(description: string, extra: T) =>
  Type.Object(
    {
      name: Name,
      label: described(Text, 'The label above the field (also its accessible name).'),
      placeholder: Type.Optional(described(Text, 'Hint text inside the empty field.')),
      rules: Type.Optional(FieldRules),
      ...extra,
    },
    { additionalProperties: false, description },
  );

/** A node's `type`, `id`, `visible` and `enabled`: what every node may carry beside its own props. */
export interface NodeCommon {
  type: string;
  id?: string;
  visible?: Rule;
  enabled?: Rule;
}
