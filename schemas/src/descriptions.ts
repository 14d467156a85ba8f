/**
 * Every property an editor can show on hover has a description: the generator fails on a
 * property of an editor schema (schemas/*.schema.json) without one, naming where it is.
 * Conditions (`if`) and boolean schemas (`true`, a property the if/then branch only admits) are
 * not properties an editor shows, so they are left out.
 */
import { escapeSegment } from '../../src/core/json-pointer.ts';
type Json = Record<string, unknown>;

/** JSON pointers (into the schema) of the properties that have no description. */
export function missingDescriptions(schema: unknown): string[] {
  const out: string[] = [];
  const walk = (node: unknown, at: string): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      node.forEach((n, i) => walk(n, `${at}/${i}`));
      return;
    }
    for (const [key, value] of Object.entries(node as Json)) {
      if (key === 'if') continue;
      if ((key === 'properties' || key === 'patternProperties') && value && typeof value === 'object')
        for (const [name, prop] of Object.entries(value as Json)) {
          const where = `${at}/${key}/${escapeSegment(name)}`;
          const text = prop && typeof prop === 'object' ? (prop as Json).description : '';
          if (prop && typeof prop === 'object' && !(typeof text === 'string' && text.trim())) out.push(where);
        }
      walk(value, `${at}/${escapeSegment(key)}`);
    }
  };
  walk(schema, '');
  return out;
}

/** Fails with every undescribed property of the editor schemas (file#pointer), or returns. */
export function requireDescriptions(schemas: Record<string, unknown>): void {
  const missing = Object.entries(schemas).flatMap(([file, schema]) =>
    missingDescriptions(schema).map((p) => `${file}#${p}`),
  );
  if (missing.length)
    throw new Error(
      `${missing.length} schema properties have no description (add one in the TypeBox source):\n  ${missing.join('\n  ')}`,
    );
}
