/**
 * A screen: route, title, access and a tree of nodes. The node definition is generated from the
 * node modules' props schemas (src/runtime/nodes, see schemas/src/generate.ts) and the action
 * definition from the action catalogue (core/actions.ts): exact names, each with its own props.
 */
import { Type, type Static, type TObject, type TSchema } from '@sinclair/typebox';
import { Rule, Text, InternalRoute } from './common.ts';
import { ACTION_ARGS } from '../actions.ts';

/** One if/then branch per discriminator value: precise errors, and editors understand it. */
export function discriminated(
  key: string,
  title: string,
  variants: Record<string, TObject>,
  common: Record<string, TSchema>,
) {
  const names = Object.keys(variants);
  return {
    type: 'object',
    required: [key],
    properties: { [key]: { enum: names, title }, ...common },
    allOf: names.map((name) => {
      const v = variants[name]!;
      return {
        if: { properties: { [key]: { const: name } }, required: [key] },
        then: {
          properties: {
            [key]: true,
            ...Object.fromEntries(Object.keys(common).map((k) => [k, true])),
            ...v.properties,
          },
          ...(v.required?.length ? { required: v.required } : {}),
          additionalProperties: false,
          ...(v.description ? { description: v.description } : {}),
        },
      };
    }),
  };
}

/** What every node may carry beside its own props. */
export const NODE_COMMON = {
  id: Type.String({ pattern: '^[a-zA-Z][a-zA-Z0-9_-]*$' }),
  visible: Type.Ref('#/$defs/rule'),
  enabled: Type.Ref('#/$defs/rule'),
};
export const ActionDef = discriminated('name', 'action', ACTION_ARGS as unknown as Record<string, TObject>, {});

export const Screen = Type.Object(
  {
    route: Type.Optional(
      Type.String({
        ...InternalRoute,
        description: 'The route this screen answers; omit for a dialog-only screen (verification).',
      }),
    ),
    title: Text,
    access: Type.Union([Type.Literal('public'), Type.Literal('member'), Type.Literal('memberElseHome')], {
      description:
        'public: anyone; member: needs a token (else /m/login?go=...); memberElseHome: needs a token, else /m/home (S2 /m/feedback).',
    }),
    body: Type.Unsafe<unknown>({ $ref: '#/$defs/node' }),
  },
  { additionalProperties: false, title: 'screen' },
);

/** The $defs of the screen schema other than `node` (which the generator builds from the node modules). */
export const SCREEN_DEFS = { action: ActionDef, rule: Rule } as const;
export type Screen = Static<typeof Screen>;
