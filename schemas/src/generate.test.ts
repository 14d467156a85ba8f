/**
 * Every schema against its positive and negative fixtures (schemas/fixtures/<schema>/valid|invalid),
 * and the committed JSON Schemas against what the TypeBox sources generate.
 */
import { describe, it, expect } from 'vitest';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { validators, explainErrors } from '../../src/core/node/validators.ts';
import {
  buildSchemas,
  serialise,
  SCHEMA_DIR,
  merchantConfigValidatorSource,
  VALIDATOR_FILE,
  CONTRACT_FILE,
  contractWithRelays,
} from './generate.ts';

const FIXTURES = join(SCHEMA_DIR, 'fixtures');
const v = validators();
const BY_NAME = {
  tenant: v.tenantLayer,
  screen: v.screenLayer,
  translations: v.translations,
  'merchant-config': v.merchantConfig,
  sandbox: v.sandbox,
  'rule-context': v.ruleContext,
  template: v.template,
} as const;
const read = (p: string) => JSON.parse(readFileSync(p, 'utf8')) as unknown;
const files = (dir: string) => (existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')) : []);

describe.each(Object.entries(BY_NAME))('%s schema', (name, validate) => {
  const dir = join(FIXTURES, name);
  it('has positive and negative fixtures', () => {
    expect(files(join(dir, 'valid')).length).toBeGreaterThan(0);
    expect(files(join(dir, 'invalid')).length).toBeGreaterThan(0);
  });
  it.each(files(join(dir, 'valid')))('accepts valid/%s', (f) => {
    const ok = validate(read(join(dir, 'valid', f)));
    expect(explainErrors(validate.errors)).toEqual([]);
    expect(ok).toBe(true);
  });
  it.each(files(join(dir, 'invalid')))('rejects invalid/%s at the expected place', (f) => {
    const { expect: want, data } = read(join(dir, 'invalid', f)) as {
      expect: { pointer: string; message: string };
      data: unknown;
    };
    expect(validate(data)).toBe(false);
    const errors = explainErrors(validate.errors);
    const hit = errors.find(
      (e) =>
        (e.pointer === want.pointer || e.pointer.startsWith(want.pointer + '/')) &&
        (e.message + e.pointer).includes(want.message),
    );
    expect(
      hit,
      `no error at ${want.pointer} mentioning "${want.message}" in ${JSON.stringify(errors, null, 1)}`,
    ).toBeTruthy();
  });
});

describe('generated schemas', () => {
  it('match the TypeBox sources (run "npm run schemas" after changing them)', async () => {
    for (const [file, schema] of Object.entries(await buildSchemas())) {
      expect(readFileSync(join(SCHEMA_DIR, file), 'utf8'), file).toBe(serialise(schema));
    }
  });
  it('the browser validator matches the merchant-config schema', async () => {
    expect(readFileSync(join(SCHEMA_DIR, VALIDATOR_FILE), 'utf8')).toBe(
      merchantConfigValidatorSource((await buildSchemas())['merchant-config.schema.json']!),
    );
  });
  it('docs/contract.md has the relay tables of the catalogue', () => {
    const current = readFileSync(join(SCHEMA_DIR, CONTRACT_FILE), 'utf8');
    expect(current).toBe(contractWithRelays(current));
  });
  it('every schema declares draft 2020-12', async () => {
    for (const schema of Object.values(await buildSchemas()))
      expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
  });
});
