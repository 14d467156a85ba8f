/**
 * docs/components.md is generated and checked like the schema files: a node type without a
 * description or an example, an example that does not validate or names a key English lacks, and a
 * declared key English lacks all stop generation; `--check` notices a stale page.
 */
import { describe, it, expect, beforeAll } from 'vitest';
import type { TObject } from '@sinclair/typebox';
import type { NodeSpec } from '../../src/runtime/nodes/define.ts';
import { buildSchemas, nodeSpecs, generatedFiles, staleFiles, readGenerated } from './generate.ts';
import { componentsMarkdown, COMPONENTS_FILE } from './components-doc.ts';
import { englishKeys } from './english.ts';

let specs: Record<string, NodeSpec>;
let english: string[];
beforeAll(async () => {
  specs = await nodeSpecs();
  english = englishKeys();
});

/** The page for the node specs with Heading's spec changed. */
async function docWithHeading(change: (spec: NodeSpec) => NodeSpec): Promise<string> {
  const changed = { ...specs, Heading: change(specs.Heading!) };
  const schemas = await buildSchemas(changed);
  return componentsMarkdown({
    specs: changed,
    screen: schemas['screen.schema.json']!,
    ruleContext: schemas['rule-context.schema.json']!,
    english,
  });
}
const withoutDescription = (props: TObject): TObject => {
  const { description: _d, ...rest } = props;
  return rest as TObject;
};

describe('docs/components.md', () => {
  it('documents every node type with an example, and every action', async () => {
    const doc = await docWithHeading((s) => s);
    for (const type of Object.keys(specs)) expect(doc).toContain(`### ${type}\n`);
    expect(doc).toContain('### `auth.login`');
    expect(doc.match(/```json/g)).toHaveLength(Object.keys(specs).length);
  });
  it('fails for a node type without a description', async () => {
    await expect(docWithHeading((s) => ({ ...s, props: withoutDescription(s.props) }))).rejects.toThrow(
      /Heading \(src\/runtime\/nodes\/layout\.tsx\): its props schema has no description/,
    );
  });
  it('fails for a node type without an example', async () => {
    await expect(docWithHeading((s) => ({ ...s, example: undefined }) as unknown as NodeSpec)).rejects.toThrow(
      /Heading \(src\/runtime\/nodes\/layout\.tsx\): no example/,
    );
  });
  it('fails for an example the screen schema refuses, naming the place', async () => {
    await expect(
      docWithHeading((s) => ({ ...s, example: { text: 'home.title', level: 7 } }) as unknown as NodeSpec),
    ).rejects.toThrow(/Heading .*: example \/level/);
  });
  it('fails for an i18n key English lacks, in the example or declared', async () => {
    await expect(docWithHeading((s) => ({ ...s, example: { text: 'home.nowhere' } }))).rejects.toThrow(
      /Heading .*: i18n key "home.nowhere" is not in English/,
    );
    await expect(docWithHeading((s) => ({ ...s, keys: ['nowhere.<x>'] }))).rejects.toThrow(
      /i18n key "nowhere.<x>" is not in English/,
    );
  });
  it('is what the sources give, and the check notices a stale copy', async () => {
    const outputs = await generatedFiles();
    expect(outputs.map(([file]) => file)).toContain(COMPONENTS_FILE);
    expect(staleFiles(outputs)).toEqual([]);
    const edited = (file: string) =>
      file === COMPONENTS_FILE ? readGenerated(file) + '\nedited by hand\n' : readGenerated(file);
    expect(staleFiles(outputs, edited)).toEqual([COMPONENTS_FILE]);
    expect(staleFiles(outputs, (file) => (file === COMPONENTS_FILE ? '' : readGenerated(file)))).toEqual([
      COMPONENTS_FILE,
    ]);
  });
});
