/**
 * Generates schemas/*.schema.json (what editors use for layer files, everything optional but node
 * and action shapes) and schemas/resolved/*.schema.json (the merged tenant, everything required)
 * from the TypeBox sources. `--check` fails when a committed file differs from what the sources
 * give, so code and schema cannot drift.
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { register } from 'node:module';
import type { TSchema } from '@sinclair/typebox';
import Ajv2020 from 'ajv/dist/2020.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import {
  Screen,
  SCREEN_DEFS,
  NODE_COMMON,
  SCREEN_FILE_PROPS,
  Template,
  discriminated,
} from '../../src/core/schema/screen.ts';
import { NODE_MODULES, NODES_DIR, type NodeModulePath } from '../../src/runtime/nodes/catalogue.ts';
import type { NodeSpec } from '../../src/runtime/nodes/define.ts';
import { Tenant, Translations } from '../../src/core/schema/tenant.ts';
import { MerchantConfig } from '../../src/core/schema/merchant-config.ts';
import { RuleContext } from '../../src/core/schema/rule-context.ts';
import { Sandbox } from '../../src/core/schema/sandbox.ts';
import { relayTablesMarkdown } from '../../src/core/relay-docs.ts';
import { requireDescriptions } from './descriptions.ts';
import { componentsMarkdown, COMPONENTS_FILE } from './components-doc.ts';
import { englishKeys } from './english.ts';
import { withCompletion } from './completion.ts';

export const SCHEMA_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
const DRAFT = 'https://json-schema.org/draft/2020-12/schema';

type Json = Record<string, unknown>;
/**
 * TypeBox writes a union of literals as anyOf of consts; an enum says the same, completes better in
 * editors, gives one clear error, and compiles to a fraction of the validator code.
 */
function enums(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(enums);
  if (!node || typeof node !== 'object') return node;
  const o = Object.fromEntries(Object.entries(node).map(([k, v]) => [k, enums(v)])) as Json;
  const branches = o.anyOf as Json[] | undefined;
  if (
    Array.isArray(branches) &&
    branches.length > 1 &&
    branches.every((b) => 'const' in b && Object.keys(b).every((k) => k === 'const' || k === 'type'))
  ) {
    const { anyOf: _a, ...rest } = o;
    return { ...rest, enum: branches.map((b) => b.const) };
  }
  return o;
}
const plain = (s: TSchema | object): Json => enums(JSON.parse(JSON.stringify(s))) as Json;

/** Replace the embedded Screen object in the tenant schema with a $ref to the screen file. */
function refScreens(tenant: Json): Json {
  const screens = (tenant.properties as Json).screens as Json;
  const pp = screens.patternProperties as Json;
  for (const k of Object.keys(pp)) pp[k] = { $ref: 'screen.schema.json', description: (pp[k] as Json).description };
  return tenant;
}

/** Layer files are partial: objects merge, so nothing outside arrays and $defs is required. */
export function layered(schema: Json): Json {
  const walk = (node: unknown, inArray: boolean): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      node.forEach((n) => walk(n, inArray));
      return;
    }
    const o = node as Json;
    if (!inArray) delete o.required;
    for (const [k, v] of Object.entries(o)) {
      if (k === '$defs') continue;
      walk(v, inArray || k === 'items' || k === 'prefixItems');
    }
  };
  const copy = structuredClone(schema);
  walk(copy, false);
  return copy;
}

const withHeader = (title: string, body: Json, extra: Json = {}): Json => ({
  $schema: DRAFT,
  title,
  ...body,
  ...extra,
});

/**
 * Every node type's spec (props schema, example, keys), read from the module the catalogue names
 * for it, in catalogue order: the schema accepts exactly what the runtime can render. (The modules
 * hold React components too; nothing renders here, the generator only reads their specs.)
 */
export async function nodeSpecs(): Promise<Record<string, NodeSpec>> {
  const root = join(SCHEMA_DIR, '..');
  register(pathToFileURL(join(root, 'scripts/css-hook.mjs')).href);
  const out: Record<string, NodeSpec> = {};
  for (const [path, types] of Object.entries(NODE_MODULES) as [NodeModulePath, readonly string[]][]) {
    const mod = (await import(pathToFileURL(join(root, NODES_DIR, path)).href)) as Record<string, Partial<NodeSpec>>;
    for (const type of types) {
      const spec = mod[type];
      if (!spec?.props) throw new Error(`${NODES_DIR}/${path} does not define the node "${type}" the catalogue names`);
      out[type] = spec as NodeSpec;
    }
  }
  return out;
}

/**
 * A property with a `default` may be left out (the validators fill it in): drop it from its
 * object's `required`. TypeScript keeps it required, as it is after validation.
 */
export function defaultsOptional(schema: Json): Json {
  const copy = structuredClone(schema);
  const stack: unknown[] = [copy];
  while (stack.length) {
    const node = stack.pop();
    if (!node || typeof node !== 'object') continue;
    if (Array.isArray(node)) {
      stack.push(...node);
      continue;
    }
    const o = node as Json;
    const props = o.properties as Record<string, Json> | undefined;
    if (props && Array.isArray(o.required)) {
      o.required = (o.required as string[]).filter((k) => !(props[k] && 'default' in props[k]!));
      if (!(o.required as string[]).length) delete o.required;
    }
    stack.push(...Object.values(o));
  }
  return copy;
}

/** A screen file (a layer): the screen's keys plus the layering ones (replace, patches, template, params). */
function screenFile(screen: Json): Json {
  const props = screen.properties as Json;
  for (const [k, v] of Object.entries(SCREEN_FILE_PROPS)) props[k] = plain(v);
  return screen;
}

/**
 * Every generated schema, keyed by its path under schemas/. The editor schemas (not resolved/)
 * complete i18n keys (the English ones given) and rule paths (completion.ts).
 */
export async function buildSchemas(
  specs?: Record<string, NodeSpec>,
  english: readonly string[] = englishKeys(),
): Promise<Record<string, Json>> {
  const schemas = await schemasWithoutCompletion(specs);
  return withCompletion(schemas, english, schemas['rule-context.schema.json']!);
}

/** The generated schemas before editor completion is added (the tests compare what each accepts). */
export async function schemasWithoutCompletion(specs?: Record<string, NodeSpec>): Promise<Record<string, Json>> {
  const props = Object.fromEntries(Object.entries(specs ?? (await nodeSpecs())).map(([type, s]) => [type, s.props]));
  const node = discriminated(
    'type',
    'component type',
    'What the node is: one of the node types of docs/components.md.',
    props,
    NODE_COMMON,
  );
  const screen = withHeader('screen', plain(Screen), { $defs: plain({ node, ...SCREEN_DEFS }) });
  (screen.properties as Json).$schema = { type: 'string', description: 'The JSON Schema of this file, for editors.' };
  const tenant = withHeader('tenant', refScreens(plain(Tenant)));
  // A translation file may start with "$schema", which the key pattern does not admit.
  const translations = withHeader('translations', plain(Translations), {
    properties: { $schema: { type: 'string', description: 'The JSON Schema of this file, for editors.' } },
  });
  return {
    'tenant.schema.json': layered(tenant),
    'screen.schema.json': screenFile(layered(screen)),
    'template.schema.json': withHeader('screen template', plain(Template)),
    'translations.schema.json': translations,
    'merchant-config.schema.json': withHeader('merchant config', defaultsOptional(plain(MerchantConfig))),
    'rule-context.schema.json': withHeader('rule context', plain(RuleContext)),
    'sandbox.schema.json': layered(withHeader('sandbox', defaultsOptional(plain(Sandbox)))),
    'resolved/sandbox.schema.json': withHeader('sandbox', defaultsOptional(plain(Sandbox))),
    'resolved/tenant.schema.json': tenant,
    'resolved/screen.schema.json': screen,
  };
}

export const serialise = (s: Json) => JSON.stringify(s, null, 2) + '\n';

/** The code points of a string, as JSON Schema counts length (replaces Ajv's runtime require). */
const UCS2LENGTH = `function ucs2length(str) {
  let length = 0;
  for (let i = 0; i < str.length; length++) {
    const c = str.charCodeAt(i++);
    if (c >= 0xd800 && c <= 0xdbff && i < str.length && (str.charCodeAt(i) & 0xfc00) === 0xdc00) i++;
  }
  return length;
}`;

/**
 * The merchant-config validator for the browser: Ajv's standalone ESM output, so the bundle holds
 * plain generated checks and no Ajv runtime (no eval, no compiler). First error only: boot needs
 * one clear reason.
 */
const EDITOR_ONLY = new Set(['description', 'patternErrorMessage', 'examples']);
export function merchantConfigValidatorSource(schema: Json): string {
  // No message strings in the browser copy: check.ts words the reason from keyword and params.
  const ajv = new Ajv2020({
    code: { source: true, esm: true, lines: true },
    allErrors: false,
    strict: true,
    allowUnionTypes: true,
    messages: false,
    // A field the back end left out gets its default (merchant settings are optional).
    useDefaults: true,
    // A field the site does not know is dropped, not a failure: a back end that adds one must not
    // take every merchant's site down (check.ts reports what was dropped). Known fields are
    // checked as ever. (The schema's unions are of scalars only, where dropping is safe.)
    removeAdditional: true,
  });
  // Words are for editors; the browser copy does without them.
  const lean = JSON.parse(JSON.stringify(schema, (k, v) => (EDITOR_ONLY.has(k) ? undefined : v))) as Json;
  // ajv's standalone module is CommonJS: under tsx the function sits on .default.
  const standalone = (standaloneCode as unknown as { default?: typeof standaloneCode }).default ?? standaloneCode;
  let code = standalone(ajv, ajv.compile(lean));
  code = code.replace(/require\("ajv\/dist\/runtime\/ucs2length"\)\.default/g, 'ucs2length');
  // check.ts reads keyword, instancePath and params only; the schema paths are dead weight here.
  code = code.replace(/,schemaPath:"[^"]*"/g, '');
  if (/require\(/.test(code)) throw new Error('standalone validator still requires a module');
  return `// Generated by schemas/src/generate.ts from schemas/merchant-config.schema.json. Do not edit.\n/* eslint-disable */\n${UCS2LENGTH}\n${code}\n`;
}
/** docs/contract.md with its relay tables written from the relay catalogue (between the markers). */
export const CONTRACT_FILE = '../docs/contract.md';
export function contractWithRelays(current: string): string {
  const start = '<!-- relays:start (generated from src/core/relays.ts by npm run schemas) -->';
  const end = '<!-- relays:end -->';
  const a = current.indexOf(start);
  const b = current.indexOf(end);
  if (a < 0 || b < a) throw new Error(`${CONTRACT_FILE} has lost its relay markers`);
  return `${current.slice(0, a + start.length)}\n${relayTablesMarkdown()}\n${current.slice(b)}`;
}

export const VALIDATOR_FILE = '../src/services/merchant/merchant-config.validate.generated.js';

/** The schemas an editor uses (layer files); resolved/ is for the CLI and the build. */
export const editorSchemas = (schemas: Record<string, Json>) =>
  Object.fromEntries(Object.entries(schemas).filter(([file]) => !file.startsWith('resolved/')));

/** Reads a generated file (path relative to schemas/); a missing one reads as ''. */
export const readGenerated = (file: string): string => {
  try {
    return readFileSync(join(SCHEMA_DIR, file), 'utf8');
  } catch {
    return '';
  }
};

/**
 * Every generated file (path relative to schemas/) with its text. Fails when a property of an
 * editor schema has no description, or when a node type's doc is incomplete or its example invalid.
 */
export async function generatedFiles(read = readGenerated): Promise<[string, string][]> {
  const specs = await nodeSpecs();
  const english = englishKeys();
  const schemas = await buildSchemas(specs, english);
  requireDescriptions(editorSchemas(schemas));
  const outputs: [string, string][] = Object.entries(schemas).map(([f, sc]) => [f, serialise(sc)]);
  outputs.push([VALIDATOR_FILE, merchantConfigValidatorSource(schemas['merchant-config.schema.json']!)]);
  outputs.push([CONTRACT_FILE, contractWithRelays(read(CONTRACT_FILE))]);
  const doc = componentsMarkdown({
    specs,
    screen: schemas['screen.schema.json']!,
    ruleContext: schemas['rule-context.schema.json']!,
    english,
  });
  outputs.push([COMPONENTS_FILE, doc]);
  return outputs;
}

/** The generated files whose committed text differs from what the sources give. */
export const staleFiles = (outputs: [string, string][], read = readGenerated): string[] =>
  outputs.filter(([file, text]) => read(file) !== text).map(([file]) => file);

async function main(check: boolean): Promise<number> {
  const outputs = await generatedFiles();
  const stale = check ? staleFiles(outputs) : [];
  if (!check)
    for (const [file, text] of outputs) {
      const path = join(SCHEMA_DIR, file);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, text);
    }
  if (stale.length) {
    console.error(`schemas out of date: ${stale.join(', ')}\nrun: npm run schemas`);
    return 1;
  }
  if (!check) console.log('schemas written');
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1])
  process.exit(await main(process.argv.includes('--check')));
