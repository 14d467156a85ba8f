/**
 * Forms whose action would go out without a field it sends (issue 17 rule lint): a field the
 * action sends whatever the switches say (core/actions.ts FIELDS_SENT) is missing from the form,
 * or a `visible` rule on it, or on a node between it and the form, can hide it.
 */
import { walkNodes } from '../../src/core/node-walk.ts';
import { fieldsSent } from '../../src/core/actions.ts';
import { isObject } from '../../src/core/guards.ts';
import { RULED_FIELDS, type TextRule } from '../../src/core/account-rules.ts';
import type { ActionName } from '../../src/core/actions.ts';
import { ruleOutcomes, pathsRead, checkRule, type Schema } from './rules.ts';

interface Found {
  pointer: string;
  message: string;
}
interface Rule {
  rule: unknown;
  pointer: string;
}
interface FormScope {
  action: { name: string; channel?: unknown };
  pointer: string;
  fields: { name: string; pointer: string; rules: Rule[]; node: Record<string, unknown> }[];
}

/**
 * The first rule of the chain that can be false, or undefined when the field always shows. A rule
 * with problems of its own is reported by the rule checks and not evaluated here; one whose values
 * are too many to try counts as able to hide.
 */
function hidingRule(contextSchema: Schema, rules: readonly Rule[]): Rule | undefined {
  return rules.find(
    (r) =>
      checkRule(contextSchema, r.rule, r.pointer).length === 0 &&
      (ruleOutcomes(contextSchema, r.rule, pathsRead(r.rule))?.has(false) ?? true),
  );
}

/** The forms of a screen with an action, each with its named fields and the rules that can hide them. */
function formsOf(screen: unknown): FormScope[] {
  const forms: FormScope[] = [];
  walkNodes<{ form?: FormScope; rules: Rule[] }>(
    screen,
    ({ node, pointer, inherited }) => {
      if (node.type === 'Form' && isObject(node.action) && typeof node.action.name === 'string') {
        const form: FormScope = { action: node.action as FormScope['action'], pointer, fields: [] };
        forms.push(form);
        return { form, rules: [] };
      }
      if (!inherited.form) return undefined;
      const rules =
        'visible' in node
          ? [...inherited.rules, { rule: node.visible, pointer: `${pointer}/visible` }]
          : inherited.rules;
      if (typeof node.name === 'string') inherited.form.fields.push({ name: node.name, pointer, rules, node });
      return { form: inherited.form, rules };
    },
    { rules: [] },
  );
  return forms;
}

export function hiddenSentFields(screen: unknown, contextSchema: Schema): Found[] {
  const out: Found[] = [];
  for (const form of formsOf(screen)) {
    for (const name of fieldsSent(form.action)) {
      const fields = form.fields.filter((f) => f.name === name);
      if (!fields.length) {
        out.push({
          pointer: `${form.pointer}/action`,
          message: `${form.action.name} sends the field "${name}", which this form does not have: add a field named "${name}"`,
        });
        continue;
      }
      // A field that always shows is enough; otherwise the first rule that can hide one is named.
      const hiding = fields.map((f) => hidingRule(contextSchema, f.rules));
      if (hiding.some((h) => h === undefined)) continue;
      out.push({
        pointer: hiding[0]!.pointer,
        message: `this rule can hide the field "${name}", which ${form.action.name} always sends: the form would go out without it (remove the rule, or move it to the whole form)`,
      });
    }
  }
  return out;
}

const RULE_PARTS = ['minLength', 'maxLength', 'pattern'] as const;

/**
 * Fields whose rules differ from the rule the back end applies (core/account-rules.ts): looser,
 * the form lets through what the server refuses (the player learns it only after sending);
 * stricter, the form refuses what the server takes. Either is refused, with the rule to write.
 */
export function ruledFieldProblems(screen: unknown): Found[] {
  const out: Found[] = [];
  for (const form of formsOf(screen)) {
    const ruled = RULED_FIELDS[form.action.name as ActionName] ?? {};
    for (const field of form.fields) {
      const rule: TextRule | undefined = ruled[field.name];
      if (!rule) continue;
      const given = isObject(field.node.rules) ? field.node.rules : {};
      const differs = RULE_PARTS.filter((k) => given[k] !== rule[k]);
      if (!differs.length) continue;
      const num = (k: 'minLength' | 'maxLength') => (typeof given[k] === 'number' ? (given[k] as number) : undefined);
      const [min, max] = [num('minLength'), num('maxLength')];
      const looser =
        min === undefined ||
        min < rule.minLength ||
        max === undefined ||
        max > rule.maxLength ||
        (rule.pattern !== undefined && given.pattern === undefined);
      const stricter =
        (min ?? 0) > rule.minLength ||
        (max ?? Infinity) < rule.maxLength ||
        (rule.pattern === undefined && given.pattern !== undefined);
      const how = looser === stricter ? 'different from' : looser ? 'looser than' : 'stricter than';
      const write = RULE_PARTS.filter((k) => rule[k] !== undefined)
        .map((k) => `"${k}": ${JSON.stringify(rule[k])}`)
        .join(', ');
      const here = differs.map((k) => `${k} ${given[k] === undefined ? 'missing' : JSON.stringify(given[k])}`);
      out.push({
        pointer: `${field.pointer}/rules`,
        message: `"${field.name}" (${form.action.name}) is ${how} the server's rule: write ${write} (here ${here.join(', ')})`,
      });
    }
  }
  return out;
}
