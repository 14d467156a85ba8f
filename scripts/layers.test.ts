import { describe, it, expect } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { findLayerViolations, importsOf } from './layers.ts';
import { ROOT } from '../src/core/tooling/tenant-files.ts';

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'layers-'));
  for (const [p, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, p)), { recursive: true });
    writeFileSync(join(root, p), text);
  }
  return root;
}
const rules = (root: string) => findLayerViolations(root).map((x) => `${x.file} ${x.rule}`);

describe('dependency rules (scripts/layers.ts)', () => {
  it('the project itself has no violation and no cycle', () => {
    expect(findLayerViolations(ROOT)).toEqual([]);
  });

  it('keeps the studio apart: its page imports only itself, its server no sandbox or player code, and nothing imports it', () => {
    const root = tree({
      'studio/web/App.tsx': "import { x } from '../../src/core/a.ts'; import 'node:fs'; import 'react';",
      'studio/web/ok.tsx': "import { App } from './App.tsx';",
      'studio/server/app.ts':
        "import { s } from '../../server/app.ts'; import { c } from '../../cli/lib/c.ts'; import { p } from '../../src/app/p.ts'; import 'react';",
      'src/core/a.ts': 'export const x = 1;',
      'src/app/p.ts': 'export const p = 1;',
      'server/app.ts': 'export const s = 1;',
      'studio/server/main.ts': 'export const m = 1;',
      'cli/lib/c.ts': "import { m } from '../../studio/server/main.ts'; export const c = 1;",
    });
    expect(rules(root).sort()).toEqual([
      'cli/lib/c.ts cli/ must not import studio/ (the CLI starts it as a process)',
      'studio/server/app.ts studio/ may import only the shared core of src/ (src/core)',
      'studio/server/app.ts studio/ must not import server/ (it starts the sandbox as a process)',
      'studio/server/app.ts studio/server/ must not import React',
      'studio/web/App.tsx studio/web is browser code: no Node modules',
      'studio/web/App.tsx studio/web may import only studio/web',
    ]);
  });

  it('reads every kind of import with the TypeScript parser, not a pattern', () => {
    const text = [
      "import a from './a.ts';",
      "import type { B } from './b.ts';",
      "export { c } from './c.ts';",
      "export * from './d.ts';",
      "const e = () => import('./e.ts');",
      "type F = import('./f.ts').F;",
      "// import nothing from './comment.ts'",
      'const s = "import x from \'./string.ts\'";',
    ].join('\n');
    expect(importsOf('x.ts', text).sort()).toEqual(['./a.ts', './b.ts', './c.ts', './d.ts', './e.ts', './f.ts']);
  });

  it('fails on a planted cycle, type imports included', () => {
    const root = tree({
      'src/services/a.ts': "import { b } from './b.ts'; export const a = 1;",
      'src/services/b.ts': "import type { C } from './c.ts'; export const b = 1;",
      'src/services/c.ts': "import { a } from './a.ts'; export type C = number;",
    });
    const v = findLayerViolations(root);
    expect(v).toHaveLength(1);
    expect(v[0]!.rule).toBe('import cycle of 3 file(s)');
    expect(v[0]!.imports).toBe('src/services/a.ts <-> src/services/b.ts <-> src/services/c.ts');
  });

  it('catches each kind of crossing', () => {
    const root = tree({
      'src/app/App.tsx': "import { x } from '../runtime/r.ts';",
      'src/runtime/r.ts': "import { y } from '../components/c.tsx'; export const x = 1;",
      'src/components/c.tsx': "import type { Z } from '../runtime/z.ts'; export const y = 1;",
      'src/runtime/z.ts': 'export type Z = 1;',
      'src/services/s.ts': "import React from 'react';\nimport { y } from '../components/c.tsx';",
      'src/state/st.ts': "import type { T } from '../services/s.ts';",
      'src/core/k.ts': "import { readFileSync } from 'node:fs';\nimport { st } from '../state/st.ts';",
      'src/core/tooling/files.ts': "import { readFileSync } from 'node:fs'; export const f = 1;",
      'src/services/uses-node.ts': "import { f } from '../core/tooling/files.ts';",
      'cli/c.ts': "import { a } from '../server/helper.ts';\nimport { y } from '../src/components/c.tsx';",
      'server/helper.ts':
        "import { x } from '../src/runtime/r.ts'; import { f } from '../src/core/tooling/files.ts'; export const a = 1;",
    });
    const v = rules(root);
    const upward = '(core -> state -> services -> components -> runtime -> app -> boot, upward only)';
    expect(v).toEqual(
      expect.arrayContaining([
        `src/components/c.tsx components must not import runtime ${upward}`,
        'src/services/s.ts services must not import React',
        `src/services/s.ts services must not import components ${upward}`,
        `src/state/st.ts state must not import services ${upward}`,
        'src/core/k.ts browser code must not import Node modules',
        `src/core/k.ts core must not import state ${upward}`,
        'src/services/uses-node.ts browser code must not import src/core/tooling (Node only)',
        'cli/c.ts cli/ and server/ must not import each other',
        'cli/c.ts cli/ may import only the shared core of src/ (src/core)',
        'server/helper.ts server/ may import only the shared core of src/ (src/core)',
      ]),
    );
    // downward imports are fine; the Node half of the core may use Node; the server may use it
    expect(
      v.filter((x) => x.startsWith('src/app/') || x.startsWith('src/runtime/') || x.startsWith('src/core/tooling/')),
    ).toEqual([]);
    expect(v.filter((x) => x.startsWith('server/') && x.includes('core/tooling'))).toEqual([]);
  });

  it('places scripts/ above the code it builds and bench/ on top', () => {
    const root = tree({
      'src/core/k.ts': "import { b } from '../../bench/b.ts'; export const k = 1;",
      'server/s.ts': "import { p } from '../scripts/p.ts'; export const s = 1;",
      'cli/lib/l.ts': "import { p } from '../../scripts/p.ts'; export const l = 1;",
      'cli/commands/publish.ts': "import { p } from '../../scripts/p.ts'; import { l } from '../lib/l.ts';",
      'scripts/p.ts':
        "import { s } from '../server/s.ts'; import { k } from '../src/core/k.ts'; import { l } from '../cli/lib/l.ts'; export const p = 1;",
      'scripts/q.ts': "import { b } from '../bench/b.ts'; import { x } from '../cli/commands/publish.ts';",
      'bench/b.ts':
        "import { p } from '../scripts/p.ts'; import { x } from '../cli/commands/publish.ts'; export const b = 1;",
      'bench/b.test.ts': "import { b } from './b.ts';",
    });
    const v = findLayerViolations(root).filter((x) => !x.rule.startsWith('import cycle'));
    expect(v.map((x) => `${x.file} ${x.rule}`).sort()).toEqual([
      "cli/lib/l.ts cli/lib/ must not import scripts/ (only cli/'s commands run the build's steps)",
      "scripts/q.ts scripts/ may import cli/lib/, not cli/'s commands (they import scripts/)",
      'scripts/q.ts scripts/ must not import bench/ (only tests do)',
      "server/s.ts server/ must not import scripts/ (only cli/'s commands run the build's steps)",
      'src/core/k.ts src/ must not import bench/',
    ]);
    // The planted arrows back (src -> bench -> scripts -> src, scripts <-> server, cli/lib <-> scripts) are cycles too.
    expect(findLayerViolations(root).filter((x) => x.rule.startsWith('import cycle')).length).toBeGreaterThan(0);
  });
});
