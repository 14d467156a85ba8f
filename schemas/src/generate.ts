/**
 * Generates schemas/*.schema.json (what editors use for layer files, everything optional but node
 * and action shapes) and schemas/resolved/*.schema.json (the merged tenant, everything required)
 * from the TypeBox sources. `--check` fails when a committed file differs from what the sources
 * give, so code and schema cannot drift.
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TSchema } from '@sinclair/typebox';
import { Screen, SCREEN_DEFS } from './screen.ts';
import { Tenant, Translations } from './tenant.ts';
import { MerchantConfig } from './merchant-config.ts';
import { RuleContext } from './rule-context.ts';
import { Sandbox } from './sandbox.ts';

export const SCHEMA_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
const DRAFT = 'https://json-schema.org/draft/2020-12/schema';

type Json = Record<string, unknown>;
const plain = (s: TSchema | object): Json => JSON.parse(JSON.stringify(s)) as Json;

/** Replace the embedded Screen object in the tenant schema with a $ref to the screen file. */
function refScreens(tenant: Json): Json {
  const screens = (tenant.properties as Json).screens as Json;
  const pp = screens.patternProperties as Json;
  for (const k of Object.keys(pp)) pp[k] = { $ref: 'screen.schema.json' };
  return tenant;
}

/** Layer files are partial: objects merge, so nothing outside arrays and $defs is required. */
export function layered(schema: Json): Json {
  const walk = (node: unknown, inArray: boolean): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) { node.forEach((n) => walk(n, inArray)); return; }
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

const withHeader = (title: string, body: Json, extra: Json = {}): Json => ({ $schema: DRAFT, title, ...body, ...extra });

/** Every generated schema, keyed by its path under schemas/. */
export function buildSchemas(): Record<string, Json> {
  const screen = withHeader('screen', plain(Screen), { $defs: plain(SCREEN_DEFS) });
  (screen.properties as Json).$schema = { type: 'string' };
  const tenant = withHeader('tenant', refScreens(plain(Tenant)));
  // A translation file may start with "$schema", which the key pattern does not admit.
  const translations = withHeader('translations', plain(Translations), { properties: { $schema: { type: 'string' } } });
  return {
    'tenant.schema.json': layered(tenant),
    'screen.schema.json': layered(screen),
    'translations.schema.json': translations,
    'merchant-config.schema.json': withHeader('merchant config', plain(MerchantConfig)),
    'rule-context.schema.json': withHeader('rule context', plain(RuleContext)),
    'sandbox.schema.json': withHeader('sandbox', plain(Sandbox)),
    'resolved/tenant.schema.json': tenant,
    'resolved/screen.schema.json': screen,
  };
}

export const serialise = (s: Json) => JSON.stringify(s, null, 2) + '\n';

function main(check: boolean): number {
  const stale: string[] = [];
  for (const [file, schema] of Object.entries(buildSchemas())) {
    const path = join(SCHEMA_DIR, file);
    const text = serialise(schema);
    if (check) {
      let current = '';
      try { current = readFileSync(path, 'utf8'); } catch { /* missing counts as stale */ }
      if (current !== text) stale.push(file);
    } else {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, text);
    }
  }
  if (stale.length) {
    console.error(`schemas out of date: ${stale.join(', ')}\nrun: npm run schemas`);
    return 1;
  }
  if (!check) console.log('schemas written');
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) process.exit(main(process.argv.includes('--check')));
