/**
 * Editor completion, added to the editor schemas (schemas/*.schema.json) only: the English i18n
 * keys wherever a text takes a key, and the rule-context paths (flags.<switch>, settings.*, ...)
 * wherever a rule reads one with {"var": ...}, at any depth of the rule. Both are `examples` in
 * $defs that accept every value, reached by a `$ref` beside what was there: editors offer them,
 * validators find nothing to refuse, so what validates and the CLI's messages stay as they were (a
 * tenant's own key, or a path the CLI then refuses with file:line:col, validates as before). The
 * resolved schemas and the browser's validator get none of it.
 *
 * The data sits once in screen.schema.json's $defs (tenant.schema.json refers to it). Editors merge
 * a referenced $def into the place, its words over the place's: these $defs carry no description.
 */
import { ruleContextPaths } from './rule-paths.ts';

type Json = Record<string, unknown>;

export const I18N_KEYS_DEF = '#/$defs/i18nKeys';
export const RULE_DEF = '#/$defs/rule';
const RULE_ARG_DEF = '#/$defs/ruleArg';
const RULE_VAR_DEF = '#/$defs/ruleVar';
const VAR_DESCRIPTION =
  'The rule-context path to read, e.g. "flags.GEETEST3" or "session.loggedIn" (docs/components.md lists them).';

/** Every schema node for which `match` holds, replaced by what `replace` makes of it (children first). */
function replaceAll(node: unknown, match: (o: Json) => boolean, replace: (o: Json) => Json): unknown {
  if (Array.isArray(node)) return node.map((n) => replaceAll(n, match, replace));
  if (!node || typeof node !== 'object') return node;
  const o = Object.fromEntries(Object.entries(node).map(([k, v]) => [k, replaceAll(v, match, replace)])) as Json;
  return match(o) ? replace(o) : o;
}
const isI18nKey = (o: Json) => o['x-i18n-key'] === true;
const isRule = (o: Json) => o.title === 'rule' && Array.isArray(o.anyOf);

/** The $defs the completion adds to the screen schema, and its rule $def completing paths. */
export function completionDefs(rule: Json, english: readonly string[], ruleContext: Json): Json {
  const paths = ruleContextPaths(ruleContext)
    .map((p) => p.path)
    .filter((p) => !p.includes('<'));
  const { description: _r, ...ruleDef } = rule;
  const withVar = (o: Json): Json => ({
    ...o,
    properties: { var: { $ref: RULE_VAR_DEF, description: VAR_DESCRIPTION } },
    additionalProperties: { $ref: RULE_ARG_DEF },
  });
  return {
    i18nKeys: { examples: [...english] },
    rule: { ...ruleDef, anyOf: (ruleDef.anyOf as Json[]).map((b) => (b.type === 'object' ? withVar(b) : b)) },
    // Any JSON value: an operator's arguments, where a {"var": ...} may sit at any depth.
    ruleArg: {
      anyOf: [
        withVar({ type: 'object' }),
        { type: 'array', items: { $ref: RULE_ARG_DEF } },
        { type: ['string', 'number', 'boolean', 'null'] },
      ],
    },
    ruleVar: { examples: paths },
  };
}

/**
 * The editor schemas with completion: every i18n key of the screen and tenant schemas refers to
 * $defs/i18nKeys too, the screen's rule $def completes paths, and the tenant's rules refer to it.
 */
export function withCompletion(
  schemas: Record<string, Json>,
  english: readonly string[],
  ruleContext: Json,
): Record<string, Json> {
  const keys = (ref: string) => (o: Json) => ({ ...o, $ref: ref });
  const screen = replaceAll(schemas['screen.schema.json'], isI18nKey, keys(I18N_KEYS_DEF)) as Json;
  const defs = screen.$defs as Json;
  const tenant = replaceAll(
    replaceAll(schemas['tenant.schema.json'], isI18nKey, keys(`screen.schema.json${I18N_KEYS_DEF}`)),
    isRule,
    (o) => ({ $ref: `screen.schema.json${RULE_DEF}`, title: o.title, description: o.description }),
  ) as Json;
  return {
    ...schemas,
    'screen.schema.json': { ...screen, $defs: { ...defs, ...completionDefs(defs.rule as Json, english, ruleContext) } },
    'tenant.schema.json': tenant,
  };
}
