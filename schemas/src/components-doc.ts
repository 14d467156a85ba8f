/**
 * docs/components.md, the operators' reference, written by `npm run schemas` from the node specs
 * (src/runtime/nodes), the screen schema they make, the action catalogue and the rule context;
 * `--check` fails when the committed page differs. Every node type must say what it is (its props'
 * description) and give an example; the example must validate against schemas/screen.schema.json
 * and name only English keys, and so must the keys the node declares: the page cannot rot.
 */
import { MODULE_OF, NODES_DIR } from '../../src/runtime/nodes/catalogue.ts';
import type { NodeSpec } from '../../src/runtime/nodes/define.ts';
import { Text, I18nKey, Rule } from '../../src/core/schema/common.ts';
import { explainErrors, makeAjv } from '../../src/core/tooling/validators.ts';
import { ruleContextPaths } from './rule-paths.ts';

export const COMPONENTS_FILE = '../docs/components.md';
type Json = Record<string, unknown>;
type Schema = Json | boolean;

const code = (v: unknown) => '`' + (typeof v === 'string' ? v : JSON.stringify(v)) + '`';
const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const anchor = (title: string) => title.toLowerCase().replace(/ /g, '-');
const REFS: Record<string, string> = {
  '#/$defs/node': '[node](#nodes)',
  '#/$defs/action': '[action](#actions)',
  '#/$defs/rule': '[rule](#rules)',
};
const isText = (s: Json) => s.title === 'text' || s['x-i18n-key'] === true;

/** A schema as a short type for a table cell: `"row" or "column"`, `integer (0 to 6)`, `list of node`. */
export function typeOf(s: Schema): string {
  if (s === true) return 'any';
  if (s === false) return 'nothing';
  if (typeof s.$ref === 'string') return REFS[s.$ref] ?? s.$ref;
  if (s.title === 'component type') return 'a node type of this page';
  if (isText(s)) return '[text](#text)';
  if (Array.isArray(s.enum)) return s.enum.map(code).join(' or ');
  if (Array.isArray(s.anyOf)) return (s.anyOf as Schema[]).map(typeOf).join(' or ');
  if (s.type === 'array') return `list of ${typeOf((s.items ?? true) as Schema)}`;
  if (s.type === 'object')
    return typeof s.title === 'string' && s.properties ? `[${s.title}](#${anchor(s.title)})` : 'object';
  const bits: string[] = [];
  if (typeof s.title === 'string') bits.push(s.title);
  if (s.minimum !== undefined && s.maximum !== undefined) bits.push(`${String(s.minimum)} to ${String(s.maximum)}`);
  else if (s.minimum !== undefined) bits.push(`at least ${String(s.minimum)}`);
  if (s.exclusiveMinimum !== undefined) bits.push(`more than ${String(s.exclusiveMinimum)}`);
  if (s.minLength === 1) bits.push('not empty');
  if (typeof s.pattern === 'string' && typeof s.title !== 'string') bits.push(`matching ${code(s.pattern)}`);
  const type = Array.isArray(s.type) ? s.type.join(' or ') : String(s.type ?? 'any');
  return bits.length ? `${type} (${bits.join(', ')})` : type;
}

interface Row {
  name: string;
  schema: Json;
  required: boolean;
}
/** The props of an object, untitled nested objects flattened (`options[].label`); titled ones go to `shared`. */
function rows(props: Json, required: unknown, prefix: string, shared: Map<string, Json>): Row[] {
  const out: Row[] = [];
  const req = Array.isArray(required) ? (required as string[]) : [];
  for (const [name, s] of Object.entries(props as Record<string, Schema>)) {
    if (typeof s === 'boolean') continue; // type, id, visible, enabled: described once, under Nodes
    out.push({ name: prefix + name, schema: s, required: req.includes(name) });
    const items = s.items as Json | undefined;
    if (s.type === 'object' && s.properties) {
      if (typeof s.title === 'string') shared.set(s.title, s);
      else out.push(...rows(s.properties as Json, s.required, `${prefix}${name}.`, shared));
    } else if (s.type === 'array' && items?.type === 'object' && items.properties && typeof items.title !== 'string')
      out.push(...rows(items.properties as Json, items.required, `${prefix}${name}[].`, shared));
  }
  return out;
}
function table(list: Row[], what = 'Prop', none = 'No props of its own.'): string[] {
  if (!list.length) return [none, ''];
  return [
    `| ${what} | Type | Required | Default | Description |`,
    '|---|---|---|---|---|',
    ...list.map(
      (r) =>
        `| ${code(r.name)} | ${cell(typeOf(r.schema))} | ${r.required ? 'yes' : ''} | ${
          r.schema.default !== undefined ? cell(code(r.schema.default)) : ''
        } | ${cell(String(r.schema.description ?? ''))} |`,
    ),
    '',
  ];
}
/** The props (nested ones too, `rules.messages.required`) that take a text: an i18n key or plain text. */
function textProps(props: Json, prefix = ''): string[] {
  return Object.entries(props as Record<string, Schema>).flatMap(([name, s]) => {
    if (typeof s === 'boolean') return [];
    if (isText(s)) return [prefix + name];
    const items = s.items as Json | undefined;
    if (s.properties) return textProps(s.properties as Json, `${prefix}${name}.`);
    if (items?.properties) return textProps(items.properties as Json, `${prefix}${name}[].`);
    return [];
  });
}

type Branch = { if: { properties: Record<string, { const: string }> }; then: Json };
const branches = (def: Json, key: string) =>
  (def.allOf as Branch[]).map((b) => ({ name: b.if.properties[key]!.const, then: b.then }));

/** Checks each node's example against the screen schema, collecting the i18n keys it names. */
function exampleChecker(screen: Json) {
  const keys: string[] = [];
  const ajv = makeAjv({ onKey: (key) => void keys.push(key) });
  ajv.addSchema(screen, 'screen.schema.json');
  const validate = ajv.getSchema('screen.schema.json#/$defs/node')!;
  return (node: unknown) => {
    keys.length = 0;
    const ok = validate(node);
    return { errors: ok ? [] : explainErrors(validate.errors), keys: [...keys] };
  };
}

/**
 * A declared key exists in English, itself or as plural forms (key_other); `category.<code>` needs
 * some English key starting `category.`.
 */
const knownKey = (key: string, english: readonly string[]) =>
  key.includes('<')
    ? english.some((k) => k.startsWith(key.slice(0, key.indexOf('<'))))
    : english.includes(key) || english.includes(`${key}_other`);

export interface DocInput {
  specs: Record<string, NodeSpec>;
  /** The editor screen schema (schemas/screen.schema.json) and rule context schema, as generated. */
  screen: Json;
  ruleContext: Json;
  english: readonly string[];
}

export function componentsMarkdown({ specs, screen, ruleContext, english }: DocInput): string {
  const defs = screen.$defs as Record<string, Json>;
  const node = defs.node!;
  const check = exampleChecker(screen);
  const shared = new Map<string, Json>();
  const problems: string[] = [];
  const sections: string[] = [];
  let examples = 0;
  for (const { name: type, then } of branches(node, 'type')) {
    const spec = specs[type];
    const where = `${NODES_DIR}/${MODULE_OF[type] ?? '?'}`;
    const description = spec?.props.description;
    if (!description?.trim()) problems.push(`${type} (${where}): its props schema has no description`);
    if (!spec?.example) {
      problems.push(`${type} (${where}): no example`);
      continue;
    }
    const example = { type, ...spec.example };
    const result = check(example);
    for (const e of result.errors) problems.push(`${type} (${where}): example ${e.pointer || '/'} ${e.message}`);
    for (const key of [...result.keys, ...(spec.keys ?? [])])
      if (!knownKey(key, english)) problems.push(`${type} (${where}): i18n key "${key}" is not in English`);
    examples += 1;
    const props = rows(then.properties as Json, then.required, '', shared);
    const texts = textProps(then.properties as Json).map(code);
    const own = (spec.keys ?? []).map(code);
    const actions = props.filter((r) => r.schema.$ref === '#/$defs/action').map((r) => code(r.name));
    sections.push(
      `### ${type}`,
      '',
      description ?? '',
      '',
      `Defined in \`${where}\`.`,
      '',
      ...table(props),
      `- i18n keys: ${texts.length ? `from its props ${texts.join(', ')}` : 'no text props'}${
        own.length ? `; its own ${own.join(', ')}` : ''
      }.`,
      `- Actions: ${actions.length ? actions.join(', ') : 'none'}.`,
      '',
      '```json',
      JSON.stringify(example, null, 2),
      '```',
      '',
    );
  }
  if (problems.length) throw new Error(`docs/components.md cannot be written:\n  ${problems.join('\n  ')}`);

  const actions = branches(defs.action!, 'name').flatMap(({ name, then }) => [
    `### ${code(name)}`,
    '',
    String(then.description ?? ''),
    '',
    ...table(rows(then.properties as Json, then.required, '', shared), 'Argument', 'No arguments.'),
  ]);
  const common = rows(node.properties as Json, node.required, '', shared);
  const types = [...shared].flatMap(([title, s]) => [
    `### ${title[0]!.toUpperCase()}${title.slice(1)}`,
    '',
    String(s.description ?? ''),
    '',
    ...table(rows(s.properties as Json, s.required, '', shared)),
  ]);
  const paths = ruleContextPaths(ruleContext).map((p) => ({ name: p.path, schema: p.schema, required: false }));
  return [
    '# Screen components',
    '',
    '<!-- Generated by `npm run schemas` (schemas/src/components-doc.ts) from the node modules in',
    'src/runtime/nodes, the action catalogue (src/core/actions.ts) and the rule context. Do not edit. -->',
    '',
    'A screen (`tenants/<id>/screens/<name>.json`) is a tree of nodes. Each node has a `type` from this',
    'page, the common props below, and the props of its type. Editors that use `schemas/screen.schema.json`',
    'show these descriptions on hover and complete the names; `npm run tenant -- validate` checks everything.',
    `This page lists ${Object.keys(specs).length} node types and ${
      branches(defs.action!, 'name').length
    } actions; each example validates against the screen schema (${examples} checked).`,
    '',
    '## Nodes',
    '',
    'Every node may carry these besides its own props:',
    '',
    ...table(common),
    ...sections,
    '## Actions',
    '',
    'A prop typed [action](#actions) names one action and gives its arguments: `{"name": "navigate", "to": "/m/home"}`.',
    'JSON never carries code.',
    '',
    ...actions,
    '## Text',
    '',
    `A prop typed [text](#text) takes ${String(Text.description).replace(/^An/, 'an')}`,
    `An i18n key: ${String(I18nKey.patternErrorMessage)} Editors offer the keys of`,
    '`tenants/_base/i18n/EN.json` as completions; a tenant may add keys of its own in its `i18n/EN.json`.',
    '',
    '## Rules',
    '',
    `${String(Rule.description)} \`visible\`, \`enabled\` and menu items' \`visible\` take one.`,
    'A rule reads these paths with `{"var": "path"}`; the CLI rejects any other path, or a switch the spec does not name:',
    '',
    ...table(paths, 'Path'),
    '## Shared prop types',
    '',
    ...types,
  ]
    .join('\n')
    .replace(/\n{3,}/g, '\n\n');
}
