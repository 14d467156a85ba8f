import { describe, it, expect } from 'vitest';
import { stripNodeProps } from './strip-node-props.ts';

describe('strip-node-props (build plugin)', () => {
  it('replaces the props schema of every defineNode call with null and keeps the component', () => {
    const code = [
      "import { Type } from '@sinclair/typebox';",
      'export const A = defineNode(Type.Object({ text: Text }), ({ node }) => <p>{node.text}</p>);',
      'export const B = defineNode(\n  field({ x: Type.Optional(Type.String()) }),\n  function BNode() { return null; },\n);',
    ].join('\n');
    const out = stripNodeProps(code, 'x.tsx')!.code;
    expect(out).toContain('export const A = defineNode(null, ({ node }) => <p>{node.text}</p>);');
    expect(out).toContain('defineNode(\n  null,\n  function BNode() { return null; },\n);');
    expect(out).not.toMatch(/Type\.(Object|Optional|String)/);
  });
  it('drops a whole spec (props, example, keys): none of it reaches the browser', () => {
    const code = [
      'export const C = defineNode(',
      "  { props: Type.Object({ text: Text }), example: { text: 'home.title' }, keys: ['topbar.me'] },",
      '  ({ node }) => <p>{node.text}</p>,',
      ');',
    ].join('\n');
    const out = stripNodeProps(code, 'z.tsx')!.code;
    expect(out).toContain('defineNode(\n  null,\n  ({ node }) => <p>{node.text}</p>,\n);');
    expect(out).not.toMatch(/home\.title|topbar\.me|Type\./);
  });
  it('leaves a module without node definitions alone', () => {
    expect(stripNodeProps('export const x = 1;', 'y.ts')).toBeUndefined();
  });
});
