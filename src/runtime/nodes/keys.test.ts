/**
 * The i18n keys a node declares (its spec's `keys`, shown in docs/components.md) are the keys its
 * module's code reads: every t('key') / t(`prefix.${x}`) / t(CONSTANT) call of the module is
 * declared by one of its nodes, and every declared key is read there. (Per module: lazy/forms/fields.tsx
 * holds several nodes.) A runtime helper that only one node module imports is that module's own code
 * (runtime/game-grid.tsx of the lobby); keys read through shared helpers, such as runtime/lobby.ts,
 * are not covered.
 */
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { NODE_MODULES, type NodeModulePath } from './catalogue.ts';
import type { NodeSpec } from './define.ts';
import * as constants from '../../core/spec-constants.ts';

const TRANSLATORS = new Set(['t', 'tk']);
/** A key may come from a spec constant (t(TEXT_TIMEOUT_RETRY)). */
const CONSTANTS: Record<string, unknown> = constants;
const PLACE = /<[^>]+>$/;

const RUNTIME = dirname(dirname(fileURLToPath(import.meta.url)));
const fileOf = (path: NodeModulePath) => fileURLToPath(new URL(`./${path}`, import.meta.url));
const parse = (file: string) =>
  ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);

/** The files directly in src/runtime (helpers of the nodes) that a source imports. */
function runtimeHelpers(source: ts.SourceFile): string[] {
  return source.statements.flatMap((statement) => {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) return [];
    const specifier = statement.moduleSpecifier.text;
    const file = join(dirname(source.fileName), specifier);
    return specifier.startsWith('.') && dirname(file) === RUNTIME ? [file] : [];
  });
}

/** How many node modules import each runtime helper. */
const importers = new Map<string, number>();
for (const path of Object.keys(NODE_MODULES) as NodeModulePath[])
  for (const helper of new Set(runtimeHelpers(parse(fileOf(path)))))
    importers.set(helper, (importers.get(helper) ?? 0) + 1);

/**
 * What the module's code (with the helpers only it imports) reads: keys, prefixes of keys made at
 * run time, and its other string literals.
 */
function reads(path: NodeModulePath) {
  const module = parse(fileOf(path));
  const own = runtimeHelpers(module).filter((helper) => importers.get(helper) === 1);
  const keys = new Set<string>();
  const prefixes = new Set<string>();
  const literals = new Set<string>();
  const visit = (node: ts.Node): void => {
    // The spec's own list is what is checked, not evidence.
    if (ts.isPropertyAssignment(node) && node.name.getText() === 'keys') return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) literals.add(node.text);
    if (ts.isCallExpression(node) && node.arguments[0]) {
      const callee = node.expression;
      const name = ts.isIdentifier(callee)
        ? callee.text
        : ts.isPropertyAccessExpression(callee)
          ? callee.name.text
          : '';
      const arg = node.arguments[0];
      if (TRANSLATORS.has(name)) {
        if (ts.isStringLiteral(arg) || ts.isNoSubstitutionTemplateLiteral(arg)) keys.add(arg.text);
        else if (ts.isTemplateExpression(arg)) prefixes.add(arg.head.text);
        else if (ts.isIdentifier(arg) && typeof CONSTANTS[arg.text] === 'string')
          keys.add(CONSTANTS[arg.text] as string);
      }
    }
    node.forEachChild(visit);
  };
  for (const source of [module, ...own.map(parse)]) visit(source);
  return { keys, prefixes, literals };
}

const modules = Object.keys(NODE_MODULES) as NodeModulePath[];

describe('declared i18n keys of the node modules', () => {
  it.each(modules)('%s declares exactly the keys its code reads', async (path) => {
    const mod = (await import(/* @vite-ignore */ new URL(`./${path}`, import.meta.url).href)) as Record<
      string,
      NodeSpec
    >;
    const declared = NODE_MODULES[path].flatMap((type) => mod[type]!.keys ?? []);
    const fixed = declared.filter((k) => !PLACE.test(k));
    const made = declared.filter((k) => PLACE.test(k)).map((k) => k.replace(PLACE, ''));
    const code = reads(path);
    expect(
      [...code.keys].filter((k) => !fixed.includes(k)),
      'read but not declared',
    ).toEqual([]);
    expect(
      [...code.prefixes].filter((p) => !made.includes(p)),
      'made at run time but not declared',
    ).toEqual([]);
    expect(
      fixed.filter((k) => !code.keys.has(k) && !code.literals.has(k)),
      'declared but not read',
    ).toEqual([]);
    expect(
      made.filter((p) => !code.prefixes.has(p)),
      'declared as made at run time but not read',
    ).toEqual([]);
    expect(new Set(declared).size, 'declared twice').toBe(declared.length);
  });
});
