/**
 * Editor completion (completion.ts): the editor schemas offer the English keys wherever a text
 * takes a key and the rule-context paths wherever a rule reads one, and accept exactly what they
 * accepted without it, with the same errors; the resolved schemas and the browser validator carry
 * none of it.
 */
import { FIXTURES, fixtureFiles, positiveFixture, negativeFixture } from './fixtures.ts';
import { describe, it, expect, beforeAll } from 'vitest';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { explainErrors, makeAjv } from '../../src/core/tooling/validators.ts';
import { ROOT } from '../../src/core/tooling/tenant-files.ts';
import { WHITE_LABEL_SWITCHES } from '../../src/core/spec-constants.ts';
import { buildSchemas, schemasWithoutCompletion, merchantConfigValidatorSource } from './generate.ts';
import { englishKeys } from './english.ts';

type Json = Record<string, unknown>;
let withIt: Record<string, Json>;
let without: Record<string, Json>;
const english = englishKeys();
beforeAll(async () => {
  withIt = await buildSchemas(undefined, english);
  without = await schemasWithoutCompletion();
});

/** Every subschema of a schema (for counting the places of a kind). */
function* nodes(n: unknown): Generator<Json> {
  if (Array.isArray(n)) for (const x of n) yield* nodes(x);
  else if (n && typeof n === 'object') {
    yield n as Json;
    for (const v of Object.values(n)) yield* nodes(v);
  }
}
const defs = () => withIt['screen.schema.json']!.$defs as Record<string, Json>;

/** The layer validators an editor schema pair makes (as the CLI compiles them), with the keys they met. */
function compile(schemas: Record<string, Json>) {
  const keys: string[] = [];
  const ajv = makeAjv({ onKey: (key) => void keys.push(key) });
  ajv.addSchema(schemas['screen.schema.json']!, 'screen.schema.json');
  const tenant = ajv.compile(schemas['tenant.schema.json']!);
  const screen = ajv.getSchema('screen.schema.json')!;
  return (kind: 'tenant' | 'screen', data: unknown) => {
    keys.length = 0;
    const v = kind === 'tenant' ? tenant : screen;
    const ok = v(structuredClone(data));
    return { ok, errors: explainErrors(v.errors), keys: [...keys] };
  };
}

/** The shipped layer files, the schema fixtures, and rules and texts of every kind. */
function samples(): [string, 'tenant' | 'screen', unknown][] {
  const read = (p: string) => JSON.parse(readFileSync(p, 'utf8')) as Json;
  const out: [string, 'tenant' | 'screen', unknown][] = [];
  const tenants = join(ROOT, 'tenants');
  for (const id of readdirSync(tenants)) {
    if (existsSync(join(tenants, id, 'tenant.json')))
      out.push([`${id}/tenant.json`, 'tenant', read(join(tenants, id, 'tenant.json'))]);
    const dir = join(tenants, id, 'screens');
    if (existsSync(dir))
      for (const f of readdirSync(dir)) out.push([`${id}/screens/${f}`, 'screen', read(join(dir, f))]);
  }
  for (const kind of ['tenant', 'screen'] as const)
    for (const v of ['valid', 'invalid']) {
      for (const f of fixtureFiles(join(FIXTURES, kind, v)))
        out.push([
          `fixtures/${kind}/${v}/${f}`,
          kind,
          v === 'invalid' ? negativeFixture(kind, f).data : positiveFixture(kind, f),
        ]);
    }
  const rules = [
    true,
    'x',
    5,
    null,
    [],
    {},
    { var: 'flags.NOPE' },
    { var: ['a', 1] },
    { foo: 1 },
    { var: 'a', and: [] },
    { and: [{ var: 'x' }, { '!': { var: 'session.loggedIn' } }] },
    { if: [{ var: 'a' }, 'b', { cat: ['x', null, 3.5, [{ q: 1 }]] }] },
  ];
  const texts = ['home.title', 'mytenant.ownKey', 'bad key', '', { text: '' }, { text: 'x' }, { text: 'x', y: 1 }, 5];
  for (const r of rules) {
    const body = { type: 'Stack', visible: r, enabled: r, children: [] };
    out.push([`rule ${JSON.stringify(r)}`, 'screen', { title: 'home.title', access: 'public', body }]);
    out.push([`menu rule ${JSON.stringify(r)}`, 'tenant', { menus: { m: [{ key: 'a', label: 'x.y', visible: r }] } }]);
  }
  for (const t of texts) {
    const body = { type: 'TextField', name: 'n', label: t, rules: { messages: { required: t } } };
    out.push([`text ${JSON.stringify(t)}`, 'screen', { title: t, body }]);
    out.push([`menu label ${JSON.stringify(t)}`, 'tenant', { menus: { m: [{ key: 'a', label: t, path: '/m/x' }] } }]);
  }
  return out;
}

describe('editor completion', () => {
  it('offers the English keys at every place that takes an i18n key, in the screen and tenant schemas', () => {
    expect(defs().i18nKeys!.examples).toEqual(english);
    expect(english).toContain('home.title');
    for (const [file, ref] of [
      ['screen.schema.json', '#/$defs/i18nKeys'],
      ['tenant.schema.json', 'screen.schema.json#/$defs/i18nKeys'],
    ] as const) {
      const places = [...nodes(withIt[file])].filter((n) => n['x-i18n-key'] === true);
      expect(places.length, file).toBeGreaterThan(0);
      for (const p of places) expect(p.$ref, file).toBe(ref);
    }
  });
  it('offers every rule-context path, each white-label switch among them, wherever a rule reads one', () => {
    const paths = defs().ruleVar!.examples as string[];
    for (const name of WHITE_LABEL_SWITCHES) expect(paths).toContain(`flags.${name}`);
    expect(paths).toEqual(
      expect.arrayContaining(['settings.autoLogin', 'session.loggedIn', 'promotions.REFERRAL.enabled']),
    );
    const objectBranch = (defs().rule!.anyOf as Json[]).find((b) => b.type === 'object')!;
    expect(objectBranch.properties).toEqual({ var: expect.objectContaining({ $ref: '#/$defs/ruleVar' }) });
    expect(objectBranch.additionalProperties).toEqual({ $ref: '#/$defs/ruleArg' });
    const menuRules = [...nodes(withIt['tenant.schema.json'])].filter(
      (n) => n.$ref === 'screen.schema.json#/$defs/rule',
    );
    expect(menuRules).toHaveLength(1);
  });
  it('accepts and refuses exactly what the schemas did without it, with the same messages and keys', () => {
    const before = compile(without);
    const after = compile(withIt);
    const list = samples();
    expect(list.length).toBeGreaterThan(60);
    for (const [name, kind, data] of list) expect(after(kind, data), name).toEqual(before(kind, data));
    expect(after('screen', { body: { type: 'Heading', text: 'mytenant.ownKey' } }).ok).toBe(true);
  });
  it('stays out of the resolved schemas and the browser validator', () => {
    for (const [file, schema] of Object.entries(withIt)) {
      if (!file.startsWith('resolved/')) continue;
      expect(JSON.stringify(schema), file).not.toMatch(/"examples"|i18nKeys|ruleVar|ruleArg/);
    }
    const source = merchantConfigValidatorSource(withIt['merchant-config.schema.json']!);
    expect(source).not.toMatch(/examples|i18nKeys|ruleVar/);
    expect(source).toBe(merchantConfigValidatorSource(without['merchant-config.schema.json']!));
  });
});
