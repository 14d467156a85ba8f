/**
 * Build plugin: node modules (src/runtime/nodes) define each node type as defineNode(props,
 * Component). The props schema is for the schema generator, the CLI and editors, never for the
 * browser: this replaces the first argument of every defineNode call with null, and marks the
 * schema building blocks side-effect free, so TypeBox and the schemas stay out of the bundle
 * (`npm run size` forbids @sinclair/typebox in the entry).
 */
import ts from 'typescript';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

const NODE_MODULE = /\/src\/runtime\/nodes\/.+\.tsx$/;
/** Modules that only build schemas: importing them for a type or an unused value has no effect. */
const SCHEMA_ONLY = /\/src\/core\/(schema\/[^/]+|node-props|actions)\.ts$/;

export function stripNodeProps(
  code: string,
  id: string,
): { code: string; map: ReturnType<MagicString['generateMap']> } | undefined {
  const source = ts.createSourceFile(id, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const out = new MagicString(code);
  const stack: ts.Node[] = [source];
  while (stack.length) {
    const node = stack.pop()!;
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'defineNode' &&
      node.arguments[0]
    ) {
      const props = node.arguments[0];
      out.overwrite(props.getStart(source), props.end, 'null');
      continue;
    }
    node.forEachChild((c) => {
      stack.push(c);
    });
  }
  return out.hasChanged() ? { code: out.toString(), map: out.generateMap({ hires: true, source: id }) } : undefined;
}

export function stripNodePropsPlugin(): Plugin {
  return {
    name: 'strip-node-props',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (SCHEMA_ONLY.test(file)) return { code, map: null, moduleSideEffects: false };
      if (!NODE_MODULE.test(file)) return undefined;
      return stripNodeProps(code, file);
    },
  };
}
