/**
 * The building blocks every node's props schema is made of: child lists, action references,
 * field names and field rules. Each node type's own props schema sits beside its renderer
 * (src/runtime/nodes/); the schema generator collects them into schemas/screen.schema.json.
 *
 * `children` is written as CHILDREN and becomes a $ref to the node definition when generated.
 */
import { Type, type TSchema } from '@sinclair/typebox';
import { Text, type Rule } from './schema/common.ts';

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

export const field = <T extends Record<string, TSchema>>(extra: T) =>
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

/** A node's `type`, `id`, `visible` and `enabled`: what every node may carry beside its own props. */
export interface NodeCommon {
  type: string;
  id?: string;
  visible?: Rule;
  enabled?: Rule;
}
