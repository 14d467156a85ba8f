/**
 * A screen: route, title, access and a tree of nodes. The node definition is generated from the
 * node modules' props schemas (src/runtime/nodes, see schemas/src/generate.ts) and the action
 * definition from the action catalogue (core/actions.ts): exact names, each with its own props.
 */
import { Type, type Static, type TObject, type TSchema } from '@sinclair/typebox';
import { Rule, Text, InternalRoute, described } from './common.ts';
import { ACTION_ARGS } from '../actions.ts';

/** One if/then branch per discriminator value: precise errors, and editors understand it. */
export function discriminated(
  key: string,
  title: string,
  description: string,
  variants: Record<string, TObject>,
  common: Record<string, TSchema>,
) {
  const names = Object.keys(variants);
  return {
    type: 'object',
    required: [key],
    properties: { [key]: { enum: names, title, description }, ...common },
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
  id: Type.String({
    pattern: '^[a-zA-Z][a-zA-Z0-9_-]*$',
    description:
      'Names the node: tenant patches find it by this id, and tenant explain shows it. A letter, then letters, digits, _ or -.',
  }),
  visible: Type.Ref('#/$defs/rule', {
    description: 'A rule: the node (and its children) shows only while it is true. Default: always shown.',
  }),
  enabled: Type.Ref('#/$defs/rule', {
    description:
      "A rule: while it is false, the node's own control (button, field, a form's submit) is disabled; children keep their own. Default: enabled.",
  }),
};
export const ActionDef = discriminated(
  'name',
  'action',
  'The action to run (docs/components.md lists each with its arguments).',
  ACTION_ARGS as unknown as Record<string, TObject>,
  {},
);

export const Screen = Type.Object(
  {
    route: Type.Optional(
      Type.String({
        ...InternalRoute,
        description: 'The route this screen answers; omit for a dialog-only screen (verification).',
      }),
    ),
    title: described(Text, 'The page title (browser tab and the heading screen readers announce).'),
    access: Type.Union([Type.Literal('public'), Type.Literal('member'), Type.Literal('memberElseHome')], {
      description:
        'public: anyone; member: needs a token (else /m/login?go=...); memberElseHome: needs a token, else /m/home (S2 /m/feedback).',
    }),
    body: Type.Unsafe<unknown>({ $ref: '#/$defs/node', description: 'The root node of the screen (usually a Stack).' }),
  },
  { additionalProperties: false, title: 'screen' },
);

/** The $defs of the screen schema other than `node` (which the generator builds from the node modules). */
export const SCREEN_DEFS = { action: ActionDef, rule: Rule } as const;
export type Screen = Static<typeof Screen>;

const NodeRef = (description: string) => Type.Unsafe<Record<string, unknown>>({ $ref: '#/$defs/node', description });
const NodeId = Type.String({
  pattern: '^[a-zA-Z][a-zA-Z0-9_-]*$',
  description: 'The id of a node of the screen being patched.',
});
const Placement = {
  before: Type.Optional({ ...NodeId, description: 'Put it just before the node with this id.' }),
  after: Type.Optional({ ...NodeId, description: 'Put it just after the node with this id.' }),
  into: Type.Optional({ ...NodeId, description: "Put it into this node's children (see at)." }),
  at: Type.Optional(
    Type.Union([Type.Literal('start'), Type.Literal('end')], {
      description: 'With into: first or last child (default end).',
    }),
  ),
};
/** One change to a base screen, by node id (core/layering.ts applies them in order). */
export const Patch = Type.Union(
  [
    Type.Object(
      { insert: NodeRef('The node to add (with its children).'), ...Placement },
      { additionalProperties: false, title: 'insert', description: 'Add a node before/after a node, or into a node.' },
    ),
    Type.Object(
      { replace: NodeId, with: NodeRef('The node that takes its place.') },
      { additionalProperties: false, title: 'replace', description: 'Put another node in place of a node.' },
    ),
    Type.Object(
      { remove: NodeId },
      { additionalProperties: false, title: 'remove', description: 'Take a node (and its children) out.' },
    ),
    Type.Object(
      { move: NodeId, ...Placement },
      { additionalProperties: false, title: 'move', description: 'Move a node before/after a node, or into a node.' },
    ),
    Type.Object(
      {
        update: NodeId,
        set: Type.Record(Type.String(), Type.Unknown({ description: 'The new value of this prop.' }), {
          description: 'Props to set on the node (not type or id).',
        }),
      },
      { additionalProperties: false, title: 'update', description: "Change some of a node's props." },
    ),
  ],
  { title: 'patch' },
);

/** What a screen file may say beside the screen itself (layer files only; resolved screens have none of it). */
export const SCREEN_FILE_PROPS = {
  replace: Type.Boolean({
    description: 'true: this file replaces the _base screen of the same name whole (say so explicitly).',
  }),
  patches: Type.Array(Patch, { description: 'Changes to the _base screen of the same name, by node id, in order.' }),
  template: Type.String({ description: 'Make this screen from tenants/_base/templates/<template>.json.' }),
  params: Type.Record(Type.String(), Type.Unknown({ description: 'The value of this parameter.' }), {
    description: 'The values of the template\'s {"$param": "name"} places.',
  }),
};

/** templates/<name>.json: a screen whose values may be {"$param": "name"}, filled in by a screen file. */
export const Template = Type.Object(
  {
    $schema: Type.Optional(Type.String({ description: 'The JSON Schema of this file, for editors.' })),
    params: Type.Record(Type.String(), Type.String({ description: 'What the parameter is.' }), {
      description: 'The parameters this template takes.',
    }),
    title: Type.Unknown({ description: 'The title of the screens made from it (may be a {"$param": "name"}).' }),
    access: Type.Unknown({ description: 'public, member or memberElseHome (may be a {"$param": "name"}).' }),
    body: Type.Unknown({ description: 'The root node; any value may be a {"$param": "name"}.' }),
  },
  { additionalProperties: false, title: 'screen template' },
);
