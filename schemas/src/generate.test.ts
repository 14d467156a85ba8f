/**
 * Every schema against its positive and negative fixtures (schemas/fixtures/<schema>/valid|invalid),
 * and the committed JSON Schemas against what the TypeBox sources generate.
 */
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validators, explainErrors } from '../../src/core/tooling/validators.ts';
import {
  buildSchemas,
  serialise,
  SCHEMA_DIR,
  merchantConfigValidatorSource,
  VALIDATOR_FILE,
  CONTRACT_FILE,
  contractWithRelays,
} from './generate.ts';
import { FIXTURES, fixtureFiles, positiveFixture, negativeFixture, applyPatch } from './fixtures.ts';

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
const files = fixtureFiles;

describe.each(Object.entries(BY_NAME))('%s schema', (name, validate) => {
  const dir = join(FIXTURES, name);
  it('has positive and negative fixtures', () => {
    expect(files(join(dir, 'valid')).length).toBeGreaterThan(0);
    expect(files(join(dir, 'invalid')).length).toBeGreaterThan(0);
  });
  it.each(files(join(dir, 'valid')))('accepts valid/%s', (f) => {
    const ok = validate(positiveFixture(name, f));
    expect(explainErrors(validate.errors)).toEqual([]);
    expect(ok).toBe(true);
  });
  it.each(files(join(dir, 'invalid')))('rejects invalid/%s at the expected place', (f) => {
    const { expect: want, data } = negativeFixture(name, f);
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

describe('negative fixtures as patches over a positive one', () => {
  it('apply add, replace and remove, and refuse a path that is not there', () => {
    const base = { a: [1, 2], b: { c: 'x' } };
    expect(
      applyPatch(base, [
        { op: 'add', path: '/a/1', value: 9 },
        { op: 'replace', path: '/b/c', value: 'y' },
        { op: 'remove', path: '/a/0' },
      ]),
    ).toEqual({ a: [9, 2], b: { c: 'y' } });
    expect(base).toEqual({ a: [1, 2], b: { c: 'x' } }); // the base is not changed
    expect(() => applyPatch(base, [{ op: 'replace', path: '/b/d', value: 1 }])).toThrow('/b/d: nothing to replace');
    expect(() => applyPatch(base, [{ op: 'remove', path: '/z/0' }])).toThrow('/z/0: no z to patch under');
  });
  it('are a few lines each: no negative fixture copies a whole file', () => {
    for (const name of Object.keys(BY_NAME))
      for (const f of fixtureFiles(join(FIXTURES, name, 'invalid')))
        expect(
          readFileSync(join(FIXTURES, name, 'invalid', f), 'utf8').split('\n').length,
          `${name}/${f}`,
        ).toBeLessThan(60);
  });
});
