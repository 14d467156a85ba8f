/** Every property of the editor schemas has a description; the check names each one that does not. */
import { describe, it, expect } from 'vitest';
import { missingDescriptions, requireDescriptions } from './descriptions.ts';
import { buildSchemas, editorSchemas } from './generate.ts';

describe('schema descriptions', () => {
  it('names the properties without one, nested ones too, and skips if-conditions and boolean schemas', () => {
    const schema = {
      properties: {
        a: { type: 'string', description: 'described' },
        b: { type: 'object', properties: { c: { type: 'string' } } },
        d: { type: 'string', description: '  ' },
      },
      patternProperties: { '^x/y$': { type: 'string' } },
      allOf: [{ if: { properties: { kind: { const: 'k' } } }, then: { properties: { kind: true } } }],
    };
    expect(missingDescriptions(schema).sort()).toEqual(
      ['/patternProperties/^x~1y$', '/properties/b', '/properties/b/properties/c', '/properties/d'].sort(),
    );
    expect(() => requireDescriptions({ 'x.schema.json': schema })).toThrow(/x\.schema\.json#\/properties\/b\b/);
  });
  it('every property of the generated editor schemas has one (hover text in editors)', async () => {
    const schemas = editorSchemas(await buildSchemas());
    expect(Object.keys(schemas).sort()).toEqual(
      [
        'merchant-config.schema.json',
        'rule-context.schema.json',
        'sandbox.schema.json',
        'screen.schema.json',
        'template.schema.json',
        'tenant.schema.json',
        'translations.schema.json',
      ].sort(),
    );
    for (const [file, schema] of Object.entries(schemas)) expect(missingDescriptions(schema), file).toEqual([]);
  });
});
