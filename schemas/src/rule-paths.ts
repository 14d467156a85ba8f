/**
 * The paths a rule can read ({"var": "flags.GEETEST3"}): every leaf of the rule context schema,
 * with its schema. docs/components.md lists them; editors complete them (completion.ts).
 */
type Json = Record<string, unknown>;

export interface RulePath {
  /** Dotted, as a rule's "var" names it; `<name>` stands for any key of a map (route.query.<name>). */
  path: string;
  schema: Json;
}

export function ruleContextPaths(schema: Json, prefix = ''): RulePath[] {
  const out: RulePath[] = [];
  for (const [key, value] of Object.entries((schema.properties ?? {}) as Record<string, Json>)) {
    const path = prefix + key;
    if (value.properties) out.push(...ruleContextPaths(value, `${path}.`));
    else if (value.patternProperties)
      for (const inner of Object.values(value.patternProperties as Record<string, Json>))
        out.push({ path: `${path}.<name>`, schema: inner });
    else out.push({ path, schema: value });
  }
  return out;
}
