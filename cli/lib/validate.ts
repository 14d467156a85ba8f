/**
 * validate: schema validation of the resolved tenant and its sandbox.json, then the checks a
 * schema cannot express. Every problem carries file, line, column and JSON pointer; all are
 * reported, not just the first.
 */
import { validators, explainErrors, i18nUses, schemaFile } from './schemas.ts';
import { resolveTenant, place, loadSandbox, get, type Resolved } from './tenant-package.ts';
import { locate, joinPointer } from './json-file.ts';
import { checkRule } from './rules.ts';
import { tidy, type Problem } from './problems.ts';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

let ruleContextSchema: Json | undefined;

/** Calls fn(value, pointer) for every value under `key` names in the tree. */
function walkKeys(node: unknown, pointer: string, keys: Set<string>, fn: (v: unknown, p: string) => void) {
  if (Array.isArray(node)) node.forEach((n, i) => walkKeys(n, `${pointer}/${i}`, keys, fn));
  else if (isObject(node)) {
    for (const [k, v] of Object.entries(node)) {
      const p = `${pointer}${joinPointer([k])}`;
      if (keys.has(k)) fn(v, p);
      else walkKeys(v, p, keys, fn);
    }
  }
}

export function semanticChecks(doc: Json): { pointer: string; message: string }[] {
  ruleContextSchema ??= schemaFile('rule-context.schema.json');
  const out: { pointer: string; message: string }[] = [];
  const ruleKeys = new Set(['visible', 'enabled']);
  for (const root of ['screens', 'menus']) walkKeys(doc[root], `/${root}`, ruleKeys, (rule, p) => out.push(...checkRule(ruleContextSchema!, rule, p)));

  const en = (get(doc, '/translations/EN') ?? {}) as Json;
  for (const use of i18nUses) if (!(use.key in en)) out.push({ pointer: use.pointer, message: `i18n key "${use.key}" is missing from the English translations` });
  for (const [lang, table] of Object.entries((doc.translations ?? {}) as Json)) {
    if (lang === 'EN' || !isObject(table)) continue;
    for (const key of Object.keys(table)) if (!(key in en)) out.push({ pointer: joinPointer(['translations', lang, key]), message: `translation "${key}" has no English original` });
  }

  const routes = new Map<string, string>();
  for (const [id, screen] of Object.entries((doc.screens ?? {}) as Json)) {
    const route = isObject(screen) ? screen.route : undefined;
    if (typeof route !== 'string') continue;
    const first = routes.get(route);
    if (first) out.push({ pointer: joinPointer(['screens', id, 'route']), message: `route "${route}" is already used by screen "${first}"` });
    else routes.set(route, id);
  }

  const menus = (doc.menus ?? {}) as Json;
  walkNodes(doc.screens, '/screens', (node, p) => {
    if (node.type === 'Menu' && typeof node.menu === 'string' && !(node.menu in menus)) out.push({ pointer: `${p}/menu`, message: `menu "${node.menu}" is not defined (menus: ${Object.keys(menus).join(', ')})` });
  });

  const accepted = (doc.acceptedLanguages ?? []) as string[];
  ((doc.languages ?? []) as string[]).forEach((l, i) => {
    if (!accepted.includes(l)) out.push({ pointer: `/languages/${i}`, message: `language "${l}" is not in acceptedLanguages` });
  });
  return out;
}

function walkNodes(node: unknown, pointer: string, fn: (n: Json, p: string) => void) {
  if (Array.isArray(node)) node.forEach((n, i) => walkNodes(n, `${pointer}/${i}`, fn));
  else if (isObject(node)) {
    if (typeof node.type === 'string') fn(node, pointer);
    for (const [k, v] of Object.entries(node)) walkNodes(v, `${pointer}${joinPointer([k])}`, fn);
  }
}

export interface TenantReport { id: string; problems: Problem[]; resolved: Resolved }

export function validateTenant(id: string, root?: string): TenantReport {
  const resolved = resolveTenant(id, root);
  const problems: Problem[] = [...resolved.problems];
  const at = (pointer: string, message: string): Problem => ({ ...place(resolved, pointer), message });
  const v = validators();
  // A broken screen or i18n file is left out and the rest still checked; a broken tenant.json
  // would only give follow-on errors, so then the syntax problem stands alone.
  const tenantFileBroken = resolved.layers.some((l) => !l.mounts.some((m) => m.pointer === ''));
  if (!tenantFileBroken) {
    i18nUses.length = 0;
    v.tenant(resolved.doc);
    problems.push(...explainErrors(v.tenant.errors).map((e) => at(e.pointer, e.message)));
    problems.push(...semanticChecks(resolved.doc).map((e) => at(e.pointer, e.message)));
    if (id !== '_base' && resolved.doc.id !== id) problems.push(at('/id', `"id" must be the folder name "${id}"`));
  }
  if (id !== '_base') {
    const sandbox = loadSandbox(id, root);
    problems.push(...sandbox.problems);
    if (sandbox.file && !sandbox.file.syntax.length) {
      const file = sandbox.file;
      v.sandbox(file.value);
      problems.push(...explainErrors(v.sandbox.errors).map((e) => ({ file: file.path, ...locate(file, e.pointer), pointer: e.pointer, message: e.message })));
      const code = get(file.value, '/merchantConfig/merchantCode');
      if (typeof code === 'string' && typeof resolved.doc.merchantCode === 'string' && code !== resolved.doc.merchantCode) {
        problems.push({ file: file.path, ...locate(file, '/merchantConfig/merchantCode'), pointer: '/merchantConfig/merchantCode', message: `merchantCode "${code}" differs from tenant.json's "${resolved.doc.merchantCode}"` });
      }
    }
  }
  return { id, problems: tidy(problems), resolved };
}
