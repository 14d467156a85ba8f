/** The generated JSON Schemas compiled once with Ajv (Node only: the browser gets precompiled code). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { ROOT } from './tenant-files.ts';
import { escapeSegment } from '../json-pointer.ts';

type Json = Record<string, unknown>;
export const schemaFile = (name: string): Json => JSON.parse(readFileSync(join(ROOT, 'schemas', name), 'utf8')) as Json;

/** i18n keys met during the current validation, with where they were met. */
export const i18nUses: { key: string; pointer: string }[] = [];

/**
 * Ajv as every schema check here compiles it (the CLI, the generator's example check, the tests):
 * strict, formats, the pattern hint keyword, and the i18n keys met reported to `onKey` (by default
 * collected in i18nUses with where they were met).
 */
export function makeAjv({
  useDefaults = false,
  onKey = (key: string, pointer: string) => void i18nUses.push({ key, pointer }),
}: { useDefaults?: boolean; onKey?: (key: string, pointer: string) => void } = {}) {
  const ajv = new Ajv2020({ allErrors: true, verbose: true, strict: true, allowUnionTypes: true, useDefaults });
  addFormats.default(ajv);
  // What a pattern means, in words: for editors (VS Code shows it) and explainErrors below.
  ajv.addKeyword({ keyword: 'patternErrorMessage', schemaType: 'string' });
  ajv.addKeyword({
    keyword: 'x-i18n-key',
    schemaType: 'boolean',
    errors: false,
    validate: (_s: boolean, data: unknown, _p: unknown, cxt?: { instancePath: string }) => {
      if (typeof data === 'string') onKey(data, cxt?.instancePath ?? '');
      return true;
    },
  });
  return ajv;
}

type Validators = Record<
  | 'tenant'
  | 'screen'
  | 'tenantLayer'
  | 'screenLayer'
  | 'template'
  | 'translations'
  | 'sandbox'
  | 'sandboxLayer'
  | 'sandboxServed'
  | 'merchantConfig'
  | 'ruleContext',
  ValidateFunction
>;
let compiled: Validators | undefined;
export function validators(): Validators {
  if (compiled) return compiled;
  const resolved = makeAjv();
  resolved.addSchema(schemaFile('resolved/screen.schema.json'), 'screen.schema.json');
  const layer = makeAjv();
  layer.addSchema(schemaFile('screen.schema.json'), 'screen.schema.json');
  const plain = makeAjv();
  const served = makeAjv({ useDefaults: true });
  served.addSchema(schemaFile('merchant-config.schema.json'), 'merchant-config.schema.json');
  plain.addSchema(schemaFile('merchant-config.schema.json'), 'merchant-config.schema.json');
  compiled = {
    tenant: resolved.compile(schemaFile('resolved/tenant.schema.json')),
    screen: resolved.getSchema('screen.schema.json')!,
    tenantLayer: layer.compile(schemaFile('tenant.schema.json')),
    screenLayer: layer.getSchema('screen.schema.json')!,
    translations: plain.compile(schemaFile('translations.schema.json')),
    sandbox: plain.compile(schemaFile('resolved/sandbox.schema.json')),
    sandboxLayer: plain.compile(schemaFile('sandbox.schema.json')),
    merchantConfig: plain.getSchema('merchant-config.schema.json')!,
    template: plain.compile(schemaFile('template.schema.json')),
    ruleContext: plain.compile(schemaFile('rule-context.schema.json')),
    // What the sandbox serves: the same check, with the defaults filled in (it changes the value).
    sandboxServed: served.compile(schemaFile('resolved/sandbox.schema.json')),
  };
  return compiled;
}

const show = (v: unknown) => JSON.stringify(v)?.slice(0, 80);

const article = (type: string) =>
  type
    .split(',')
    .map((t) => (/^[aeiou]/.test(t) ? `an ${t}` : `a ${t}`))
    .join(' or ');

/** The one branch of a union whose required keys the object all has, if exactly one. */
function meantBranch(e: ErrorObject): number | undefined {
  const data = e.data;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
  const fits = (e.schema as Json[]).flatMap((b, i) => {
    const required = Array.isArray(b.required) ? (b.required as string[]) : [];
    return required.length && required.every((k) => Object.hasOwn(data, k)) ? [i] : [];
  });
  return fits.length === 1 ? fits[0] : undefined;
}

/** Ajv errors as one readable message per place: unions collapsed, unknown names named. */
export function explainErrors(errors: ErrorObject[] | null | undefined): { pointer: string; message: string }[] {
  if (!errors) return [];
  const unions = new Set(
    errors.filter((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf').map((e) => e.instancePath),
  );
  const out: { pointer: string; message: string }[] = [];
  for (const e of errors) {
    const title = (e.parentSchema as Json | undefined)?.title as string | undefined;
    if (e.keyword === 'if') continue;
    if (
      unions.has(e.instancePath) &&
      e.keyword !== 'anyOf' &&
      e.keyword !== 'oneOf' &&
      !e.schemaPath.includes('/allOf/')
    )
      continue;
    switch (e.keyword) {
      case 'anyOf':
      case 'oneOf': {
        // An object that has all the required keys of exactly one branch meant that branch (a
        // patch with "move" is a move): its own errors say what is wrong ("unknown property").
        const meant = meantBranch(e);
        const inner =
          meant === undefined ? [] : errors.filter((x) => x.schemaPath.startsWith(`${e.schemaPath}/${meant}/`));
        if (inner.length) {
          out.push(...explainErrors(inner));
          break;
        }
        // ...or its errors are inside the value (through a $ref), each reported at its own place.
        if (meant !== undefined && errors.some((x) => x.instancePath.startsWith(`${e.instancePath}/`))) break;
        const branches = (e.schema as Json[]).map(
          (b) => (b.title as string) ?? (b.const !== undefined ? show(b.const) : ((b.type as string) ?? 'object')),
        );
        out.push({
          pointer: e.instancePath,
          message: `${show(e.data)} is not ${title ? `a valid ${title}` : 'allowed'} (expected ${branches.join(' or ')})`,
        });
        break;
      }
      case 'required':
        out.push({
          pointer: e.instancePath,
          message: `missing required property "${(e.params as { missingProperty: string }).missingProperty}"`,
        });
        break;
      case 'additionalProperties': {
        const name = (e.params as { additionalProperty: string }).additionalProperty;
        const known = Object.keys(((e.parentSchema as Json).properties as Json) ?? {}).filter((k) => k !== '$schema');
        out.push({
          pointer: `${e.instancePath}/${escapeSegment(name)}`,
          message: `unknown property "${name}"${known.length ? ` (allowed: ${known.join(', ')})` : ''}`,
        });
        break;
      }
      case 'enum': {
        const allowed = (e.params as { allowedValues: unknown[] }).allowedValues;
        out.push({
          pointer: e.instancePath,
          message: `unknown ${title ?? 'value'} ${show(e.data)} (known: ${allowed.map((a) => String(a)).join(', ')})`,
        });
        break;
      }
      case 'pattern': {
        const parent = e.parentSchema as Json;
        const hint = (parent.patternErrorMessage ?? parent.description) as string | undefined;
        out.push({
          pointer: e.instancePath,
          message: `${show(e.data)} is not a valid ${title ?? 'value'}${hint ? `: ${hint}` : ` (pattern ${e.schema as string})`}`,
        });
        break;
      }
      case 'type':
        out.push({
          pointer: e.instancePath,
          message: `${show(e.data)} is not ${title ? `a valid ${title}` : 'allowed here'}: it must be ${article(String((e.params as { type: string }).type))}`,
        });
        break;
      default:
        out.push({ pointer: e.instancePath, message: `${title ? `${title}: ` : ''}${e.message ?? e.keyword}` });
    }
  }
  return out;
}
