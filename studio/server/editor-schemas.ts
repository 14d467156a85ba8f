/**
 * The editor schemas (schemas/*.schema.json: the project's schemas with the i18n-key and rule-path
 * completion, schemas/src/completion.ts), one self-contained document per kind of tenant file for
 * the studio's editor: tenant.schema.json refers to screen.schema.json by file name, which a browser
 * editor cannot follow, so the screen schema's $defs are taken in and the references pointed at them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../src/core/tooling/tenant-files.ts';

type Json = Record<string, unknown>;

/** Kinds of tenant file and their editor schema. */
export const SCHEMA_FILES = {
  tenant: 'tenant.schema.json',
  screen: 'screen.schema.json',
  template: 'template.schema.json',
  i18n: 'translations.schema.json',
  sandbox: 'sandbox.schema.json',
} as const;
export type SchemaKind = keyof typeof SCHEMA_FILES;

const read = (name: string) => JSON.parse(readFileSync(join(ROOT, 'schemas', name), 'utf8')) as Json;
/** The whole screen schema, as a $def of the documents that take it in. */
const SCREEN_DEF = 'screenFile';

function rewriteRefs(node: unknown, rewrite: (ref: string) => string): unknown {
  if (Array.isArray(node)) return node.map((n) => rewriteRefs(n, rewrite));
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([k, v]) => [
      k,
      k === '$ref' && typeof v === 'string' ? rewrite(v) : rewriteRefs(v, rewrite),
    ]),
  );
}

/**
 * The completion $defs (schemas/src/completion.ts) that only hold `examples`: copied into each place
 * that refers to them, since the editor's completion does not follow a $ref beside other keywords
 * (codemirror-json-schema 0.8 reads enum, const, default and examples of the schema at hand only).
 */
const INLINED = ['#/$defs/i18nKeys', '#/$defs/ruleVar'];

function inlineCompletion(node: unknown, defs: Json): unknown {
  if (Array.isArray(node)) return node.map((n) => inlineCompletion(n, defs));
  if (!node || typeof node !== 'object') return node;
  const o = Object.fromEntries(Object.entries(node).map(([k, v]) => [k, inlineCompletion(v, defs)])) as Json;
  if (typeof o.$ref !== 'string' || !INLINED.includes(o.$ref)) return o;
  const { $ref, ...rest } = o;
  return { ...(defs[$ref.slice('#/$defs/'.length)] as Json), ...rest };
}

const cache = new Map<SchemaKind, Json>();

export function editorSchema(kind: SchemaKind): Json {
  const kept = cache.get(kind);
  if (kept) return kept;
  const schema = read(SCHEMA_FILES[kind]);
  let out = schema;
  if (JSON.stringify(schema).includes('"screen.schema.json')) {
    const screen = read(SCHEMA_FILES.screen);
    const { $defs: screenDefs, $schema: _s, ...screenBody } = screen;
    const defs = { ...(screenDefs as Json), ...((schema.$defs as Json | undefined) ?? {}), [SCREEN_DEF]: screenBody };
    out = rewriteRefs({ ...schema, $defs: defs }, (ref) =>
      ref === 'screen.schema.json'
        ? `#/$defs/${SCREEN_DEF}`
        : ref.startsWith('screen.schema.json#')
          ? ref.slice('screen.schema.json'.length)
          : ref,
    ) as Json;
  }
  if (out.$defs) out = inlineCompletion(out, out.$defs as Json) as Json;
  const left = JSON.stringify(out).match(/"\$ref":"[^#"][^"]*"/);
  if (left) throw new Error(`${SCHEMA_FILES[kind]}: a reference the studio cannot follow: ${left[0]}`);
  cache.set(kind, out);
  return out;
}

export function schemaKindOf(file: string): SchemaKind {
  if (file === 'tenant.json') return 'tenant';
  if (file === 'sandbox.json') return 'sandbox';
  if (file.startsWith('screens/')) return 'screen';
  if (file.startsWith('templates/')) return 'template';
  return 'i18n';
}
