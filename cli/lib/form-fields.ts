/**
 * Forms whose action would go out without a field it sends (issue 17 rule lint): a field the
 * action sends whatever the switches say (core/actions.ts FIELDS_SENT) is missing from the form,
 * or a `visible` rule on it, or on a node between it and the form, can hide it.
 */
import { walkNodes } from '../../src/core/node-walk.ts';
import { fieldsSent } from '../../src/core/actions.ts';
import { isObject } from '../../src/core/node/tenant-files.ts';
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
  fields: { name: string; pointer: string; rules: Rule[] }[];
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

export function hiddenSentFields(screen: unknown, contextSchema: Schema): Found[] {
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
      if (typeof node.name === 'string') inherited.form.fields.push({ name: node.name, pointer, rules });
      return { form: inherited.form, rules };
    },
    { rules: [] },
  );
  const out: Found[] = [];
  for (const form of forms) {
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
