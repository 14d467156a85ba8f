/**
 * validate: schema validation of the resolved tenant and its sandbox.json, then the checks a
 * schema cannot express. Every problem carries file, line, column and JSON pointer; all are
 * reported, not just the first.
 */
import { validators, explainErrors, i18nUses, schemaFile } from '../../src/core/tooling/validators.ts';
import {
  resolveTenant,
  place,
  loadSandbox,
  get,
  tenantsDir,
  type Layer,
  type Resolved,
} from '../../src/core/tooling/tenant-files.ts';
import { locate, readJson, type JsonFile } from '../../src/core/tooling/json-file.ts';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { isObject } from '../../src/core/guards.ts';
import { joinPointer } from '../../src/core/json-pointer.ts';
import { crossTenantProblems } from './cross-tenant.ts';
import { unreachedScreens, deadLinks, missingAssets } from './references.ts';
import { hiddenSentFields, ruledFieldProblems } from './form-fields.ts';
import { themeProblems } from './theme.ts';
import { pluralRules } from '../../src/core/language-tag.ts';
import { checkRule } from './rules.ts';
import { walkNodes, nestingDepth } from '../../src/core/node-walk.ts';
import { MAX_SCREEN_DEPTH } from '../../src/core/tooling/json-scan.ts';
import { menuItemTap } from '../../src/core/menus.ts';
import { isPublicRoute } from '../../src/core/routes.ts';
import { tenantServes } from '../../src/core/device-sync.ts';
import { sandboxReferenceProblems } from '../../src/core/schema/sandbox-refs.ts';
import type { Sandbox } from '../../src/core/schema/sandbox.ts';

/** The keys of a node that hold rules. */
export const RULE_KEYS = ['visible', 'enabled'] as const;
import { tidy, type Problem } from '../../src/core/tooling/problems.ts';

type Json = Record<string, unknown>;

let ruleContextSchema: Json | undefined;
type Found = { pointer: string; message: string };
const ruleResults = new WeakMap<object, Found[]>();

export function semanticChecks(
  doc: Json,
  uses: { key: string; pointer: string }[] = i18nUses,
  /** Languages whose file could not be read: already reported, not reported again as incomplete. */
  unreadable: ReadonlySet<string> = new Set(),
): { pointer: string; message: string }[] {
  ruleContextSchema ??= schemaFile('rule-context.schema.json');
  const out: { pointer: string; message: string }[] = [];
  // A screen's rules do not depend on the tenant: checked once per distinct screen object.
  for (const [id, screen] of Object.entries(isObject(doc.screens) ? doc.screens : {})) {
    let found = isObject(screen) ? ruleResults.get(screen) : undefined;
    if (!found) {
      const list: Found[] = [];
      walkNodes(
        screen,
        ({ node, pointer }) => {
          for (const key of RULE_KEYS)
            if (key in node) list.push(...checkRule(ruleContextSchema!, node[key], `${pointer}/${key}`));
        },
        undefined,
      );
      list.push(...hiddenSentFields(screen, ruleContextSchema), ...ruledFieldProblems(screen));
      found = list;
      if (isObject(screen)) ruleResults.set(screen, found);
    }
    const at = joinPointer(['screens', id]);
    out.push(...found.map((f) => ({ pointer: at + f.pointer, message: f.message })));
  }
  for (const [menu, items] of Object.entries(isObject(doc.menus) ? doc.menus : {})) {
    (Array.isArray(items) ? items : []).forEach((item, i) => {
      if (isObject(item) && 'visible' in item)
        out.push(...checkRule(ruleContextSchema!, item.visible, `${joinPointer(['menus', menu, i])}/visible`));
      // An entry that leads nowhere is refused: it needs a path, an action, or a type that acts (SERVICE, REFERRAL).
      if (isObject(item) && !menuItemTap(item as Parameters<typeof menuItemTap>[0]))
        out.push({
          pointer: joinPointer(['menus', menu, i]),
          message: `menu item "${String(item.key)}" leads nowhere: give it a "path" or an "action"`,
        });
    });
  }

  const enValue = get(doc, '/translations/EN');
  const en = (isObject(enValue) ? enValue : {}) as Json;
  for (const use of uses)
    if (!(use.key in en))
      out.push({ pointer: use.pointer, message: `i18n key "${use.key}" is missing from the English translations` });
  for (const [lang, table] of Object.entries((doc.translations ?? {}) as Json)) {
    if (lang === 'EN' || !isObject(table)) continue;
    for (const key of Object.keys(table))
      if (!(key in en))
        out.push({
          pointer: joinPointer(['translations', lang, key]),
          message: `translation "${key}" has no English original`,
        });
  }

  out.push(...incompleteLanguages(doc, en, unreadable));

  const routes = new Map<string, string>();
  for (const [id, screen] of Object.entries((doc.screens ?? {}) as Json)) {
    const route = isObject(screen) ? screen.route : undefined;
    if (typeof route !== 'string') continue;
    if (isObject(screen) && screen.access === 'public' && !isPublicRoute(route))
      out.push({
        pointer: joinPointer(['screens', id, 'access']),
        message: `route "${route}" needs a session (A2: only the spec's public routes may be public)`,
      });
    const first = routes.get(route);
    if (first)
      out.push({
        pointer: joinPointer(['screens', id, 'route']),
        message: `route "${route}" is already used by screen "${first}"`,
      });
    else routes.set(route, id);
  }

  out.push(...unreachedScreens(doc), ...deadLinks(doc), ...themeProblems(doc));

  const menus = (isObject(doc.menus) ? doc.menus : {}) as Json;
  walkNodes(
    doc.screens,
    ({ node, pointer: p }) => {
      if (node.type === 'Menu' && typeof node.menu === 'string' && !Object.hasOwn(menus, node.menu))
        out.push({
          pointer: `${p}/menu`,
          message: `menu "${node.menu}" is not defined (menus: ${Object.keys(menus).join(', ')})`,
        });
    },
    undefined,
    '/screens',
  );

  // A4 device id: the sync page is framed on the device host and answers the merchant's own
  // hosts only, so that host must be one of them (else the page refuses every parent).
  if (typeof doc.deviceHost === 'string' && typeof doc.id === 'string' && Array.isArray(doc.hosts)) {
    const hosts = (doc.hosts as unknown[]).filter((h): h is string => typeof h === 'string');
    if (!tenantServes({ id: doc.id, hosts }, doc.deviceHost))
      out.push({
        pointer: '/deviceHost',
        message: `device host "${doc.deviceHost}" is not one of this tenant's hosts: add it to "hosts"`,
      });
  }

  // Wrong types here are the schema's to report; these checks only read what has the right shape.
  const accepted = Array.isArray(doc.acceptedLanguages) ? (doc.acceptedLanguages as unknown[]) : [];
  (Array.isArray(doc.languages) ? (doc.languages as unknown[]) : []).forEach((l, i) => {
    if (typeof l === 'string' && Array.isArray(doc.acceptedLanguages) && !accepted.includes(l))
      out.push({ pointer: `/languages/${i}`, message: `language "${l}" is not in acceptedLanguages` });
  });
  return out;
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/**
 * A shipped tenant is complete: every language it declares has every English key (the runtime
 * falls back to English, but a player who chose Thai should not meet English). Plural keys need
 * the forms that language has (Chinese, Thai and Vietnamese only "other").
 */
export function incompleteLanguages(doc: Json, en: Json, unreadable: ReadonlySet<string> = new Set()): Found[] {
  const out: Found[] = [];
  const translations = (isObject(doc.translations) ? doc.translations : {}) as Json;
  const languages = Array.isArray(doc.languages) ? (doc.languages as unknown[]) : [];
  const keys = Object.keys(en);
  const pluralBases = new Set(keys.filter((k) => k.endsWith('_other')).map((k) => k.replace(PLURAL_SUFFIX, '')));
  languages.forEach((lang, i) => {
    if (typeof lang !== 'string' || lang === 'EN' || unreadable.has(lang)) return;
    const table = (isObject(translations[lang]) ? translations[lang] : {}) as Json;
    const categories: string[] = pluralRules(lang)?.resolvedOptions().pluralCategories ?? ['one', 'other'];
    const needed = [
      ...keys.filter((k) => !(PLURAL_SUFFIX.test(k) && pluralBases.has(k.replace(PLURAL_SUFFIX, '')))),
      ...[...pluralBases].flatMap((base) => categories.map((c) => `${base}_${c}`)),
    ];
    const missing = needed.filter((k) => !(k in table));
    if (missing.length)
      out.push({
        pointer: `/languages/${i}`,
        message: `language "${lang}" lacks ${missing.length} of ${needed.length} keys (players see English there): ${missing.slice(0, 4).join(', ')}${missing.length > 4 ? ` and ${missing.length - 4} more` : ''}`,
      });
  });
  return out;
}

/**
 * Screens a tenant inherits unchanged are the very objects of _base (the merge keeps them), so
 * each distinct screen is validated once, however many tenants share it.
 */
const screenResults = new WeakMap<object, { errors: Found[]; uses: { key: string; pointer: string }[] }>();

function schemaErrors(doc: Record<string, unknown>): { errors: Found[]; uses: { key: string; pointer: string }[] } {
  const v = validators();
  const { screens, ...rest } = doc;
  i18nUses.length = 0;
  v.tenant({ ...rest, screens: {} });
  const errors = explainErrors(v.tenant.errors);
  const uses = [...i18nUses];
  if (!isObject(screens))
    return {
      errors: [
        ...errors,
        ...(screens === undefined ? [] : [{ pointer: '/screens', message: 'screens must be an object' }]),
      ],
      uses,
    };
  for (const [id, screen] of Object.entries(screens)) {
    const at = joinPointer(['screens', id]);
    let r = isObject(screen) ? screenResults.get(screen) : undefined;
    // Patches can each be shallow and still stack a screen deeper than any code should walk.
    if (!r && nestingDepth(screen, MAX_SCREEN_DEPTH) > MAX_SCREEN_DEPTH) {
      r = {
        errors: [{ pointer: '', message: `the screen nests deeper than ${MAX_SCREEN_DEPTH} levels after its patches` }],
        uses: [],
      };
      if (isObject(screen)) screenResults.set(screen, r);
    }
    if (!r) {
      i18nUses.length = 0;
      v.screen(screen);
      r = { errors: explainErrors(v.screen.errors), uses: [...i18nUses] };
      if (isObject(screen)) screenResults.set(screen, r);
    }
    errors.push(...r.errors.map((e) => ({ pointer: at + e.pointer, message: e.message })));
    uses.push(...r.uses.map((u) => ({ key: u.key, pointer: at + u.pointer })));
  }
  if (!('screens' in doc)) errors.push({ pointer: '', message: 'missing required property "screens"' });
  return { errors, uses };
}

/**
 * Each file of a layer against its own schema as written, before any layering: a partial
 * tenant.json, a screen with its patches, a template, a translation table. Layering can hide what
 * a file holds (a tenant that replaces _base's main menu never shows _base's entries to the
 * resolved check; a patch's stray key vanishes once applied), yet the file is what a new tenant
 * inherits and what an editor's schema refuses. Checked once per parsed file (_base's are shared
 * by every tenant of a run).
 */
const fileResults = new WeakMap<JsonFile, Problem[]>();
/** One parsed file against one schema, located; `nested`: a screen's or template's depth is checked first. */
function fileSchemaProblems(file: JsonFile, validate: ValidateFunction, nested = false): Problem[] {
  let found = fileResults.get(file);
  if (!found && nested && nestingDepth(file.value, MAX_SCREEN_DEPTH) > MAX_SCREEN_DEPTH) {
    found = [
      {
        file: file.path,
        line: 1,
        col: 1,
        pointer: '',
        message: `the file nests deeper than ${MAX_SCREEN_DEPTH} levels (components inside components)`,
      },
    ];
    fileResults.set(file, found);
  }
  if (!found) {
    validate(file.value);
    found = explainErrors(validate.errors).map((e) => ({
      file: file.path,
      ...locate(file, e.pointer),
      pointer: e.pointer,
      message: e.message,
    }));
    fileResults.set(file, found);
  }
  return found;
}

export function layerFileProblems(layer: Layer): Problem[] {
  const v = validators();
  const check = fileSchemaProblems;
  return [
    ...layer.mounts.map((m) => check(m.file, m.pointer === '' ? v.tenantLayer : v.translations)).flat(),
    ...Object.values(layer.screens).flatMap((s) => check(s.file, v.screenLayer, true)),
    ...Object.values(layer.templates).flatMap((t) => check(t.file, v.template, true)),
  ];
}

export interface TenantReport {
  id: string;
  problems: Problem[];
  resolved: Resolved;
}

/**
 * _base on its own: not a tenant (it has no id, code or hosts), but what it holds is what every
 * new tenant starts from, and a tenant that replaces a menu or screen of it leaves that part
 * unchecked otherwise. Its files, rules, menus and translations are checked; its schema is not.
 */
export function validateBase(root?: string): TenantReport {
  const resolved = resolveTenant('_base', root);
  const at = (pointer: string, message: string): Problem => ({ ...place(resolved, pointer), message });
  const problems: Problem[] = [...resolved.problems, ...resolved.layers.flatMap(layerFileProblems)];
  // Its sandbox.json as written: every tenant's own may replace what it sets.
  const sandbox = join(root ?? tenantsDir(), '_base', 'sandbox.json');
  const sandboxFile = existsSync(sandbox) ? readJson(sandbox) : undefined;
  if (sandboxFile && !sandboxFile.syntax.length)
    problems.push(...fileSchemaProblems(sandboxFile, validators().sandboxLayer));
  if (!resolved.layers.some((l) => l.problems.some((p) => p.file.endsWith('tenant.json'))))
    problems.push(...semanticChecks(resolved.doc, []).map((e) => at(e.pointer, e.message)));
  return { id: '_base', problems: tidy(problems), resolved };
}

/**
 * `shared`: the merchant-code and host clashes of the whole folder, when the caller validates many tenants
 * (computed once: comparing each tenant with all the others again would be quadratic).
 */
export function validateTenant(id: string, root?: string, shared?: Map<string, Problem[]>): TenantReport {
  const resolved = resolveTenant(id, root);
  // _base's files too: a tenant inherits them, so a build, publish or new tenant from a broken
  // _base is refused (`tenant validate` prints a problem shared by many reports once).
  const problems: Problem[] = [...resolved.problems, ...resolved.layers.flatMap(layerFileProblems)];
  const at = (pointer: string, message: string): Problem => ({ ...place(resolved, pointer), message });
  const v = validators();
  // A broken screen or i18n file is left out and the rest still checked; a broken tenant.json
  // would only give follow-on errors, so then the syntax problem stands alone.
  const tenantFileBroken = resolved.layers.some((l) => !l.mounts.some((m) => m.pointer === ''));
  if (!tenantFileBroken) {
    const checked = schemaErrors(resolved.doc);
    problems.push(...checked.errors.map((e) => at(e.pointer, e.message)));
    const unreadable = new Set(
      resolved.problems.flatMap((p) => /[/\\]i18n[/\\]([A-Za-z-]+)\.json$/.exec(p.file)?.[1] ?? []),
    );
    problems.push(...semanticChecks(resolved.doc, checked.uses, unreadable).map((e) => at(e.pointer, e.message)));
    problems.push(...missingAssets(resolved.doc, root ?? tenantsDir()).map((e) => at(e.pointer, e.message)));
    if (id !== '_base' && resolved.doc.id !== id) problems.push(at('/id', `"id" must be the folder name "${id}"`));
  }
  if (id !== '_base') {
    const sandbox = loadSandbox(id, root);
    problems.push(...sandbox.problems, ...sandbox.files.flatMap((f) => fileSchemaProblems(f, v.sandboxLayer)));
    if (sandbox.file && !sandbox.problems.some((p) => p.message.startsWith('JSON syntax error'))) {
      v.sandbox(sandbox.value);
      problems.push(
        ...explainErrors(v.sandbox.errors).map((e) => ({ ...sandbox.place(e.pointer), message: e.message })),
      );
      if (!v.sandbox.errors?.length)
        problems.push(
          ...sandboxReferenceProblems(sandbox.value as Sandbox).map((e) => ({
            ...sandbox.place(e.pointer),
            message: e.message,
          })),
        );
      const code = get(sandbox.value, '/merchantConfig/merchantCode');
      if (
        typeof code === 'string' &&
        typeof resolved.doc.merchantCode === 'string' &&
        code !== resolved.doc.merchantCode
      ) {
        problems.push({
          ...sandbox.place('/merchantConfig/merchantCode'),
          message: `merchantCode "${code}" differs from tenant.json's "${resolved.doc.merchantCode}"`,
        });
      }
    }
  }
  if (id !== '_base') problems.push(...((shared ?? crossTenantProblems([id], root)).get(id) ?? []));
  return { id, problems: tidy(problems), resolved };
}
