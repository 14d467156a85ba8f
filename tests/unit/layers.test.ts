import { describe, it, expect } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { findLayerViolations } from '../../scripts/layers.ts';
import { ROOT } from '../../src/core/node/tenant-files.ts';

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'layers-'));
  for (const [p, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, p)), { recursive: true });
    writeFileSync(join(root, p), text);
  }
  return root;
}

describe('dependency direction check', () => {
  it('the project itself has no violation', () => {
    expect(findLayerViolations(ROOT)).toEqual([]);
  });
  it('catches each kind of crossing', () => {
    const root = tree({
      'src/app/App.tsx': "import { x } from '../runtime/r.ts';",
      'src/runtime/r.ts': "import { y } from '../components/c.tsx'; export const x = 1;",
      'src/components/c.tsx': "import { z } from '../runtime/r.ts'; export const y = 1;",
      'src/services/s.ts': "import React from 'react';\nimport { y } from '../components/c.tsx';",
      'src/state/st.ts': "import { s } from '../services/s.ts';\nimport type { T } from '../services/s.ts';",
      'cli/c.ts': "import { a } from './helper.ts';",
      'cli/helper.ts': "import { y } from '../src/components/c.tsx'; export const a = 1;",
    });
    const v = findLayerViolations(root).map((x) => `${x.file} ${x.rule}`);
    expect(v).toContain(
      'src/components/c.tsx components must not import runtime (app -> runtime -> components -> services -> state)',
    );
    expect(v).toContain('src/services/s.ts services must not import React');
    expect(v).toContain(
      'src/services/s.ts services must not import components (app -> runtime -> components -> services -> state)',
    );
    expect(v).toContain(
      'src/state/st.ts state must not import services (app -> runtime -> components -> services -> state)',
    );
    expect(v).toContain('cli/c.ts cli/ and server/ must not reach React code');
    // downward imports and the type-only import from state are fine
    expect(v.filter((x) => x.startsWith('src/app/') || x.startsWith('src/runtime/'))).toEqual([]);
    expect(v.filter((x) => x.startsWith('src/state/'))).toHaveLength(1);
  });
});
