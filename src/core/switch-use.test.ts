import { describe, it, expect } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { WHITE_LABEL_SWITCHES } from './spec-constants.ts';
import { SWITCHES_READ_BY_CODE } from './switch-use.ts';

const SRC = join(import.meta.dirname, '..');
/** Source files that read switches: not tests, not the lists and schemas that only name them. */
function sources(dir: string, out: string[] = []): string[] {
  for (const f of readdirSync(dir)) {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) sources(p, out);
    else if (/\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f)) out.push(p);
  }
  return out;
}
const NAMING_ONLY = ['core/spec-constants.ts', 'core/switch-use.ts', 'core/schema/'];

describe('SWITCHES_READ_BY_CODE', () => {
  it('is exactly the switches the runtime code reads (as flags.X, whitelabelVal.X or X === ...)', () => {
    const read = new Set<string>();
    for (const file of sources(SRC)) {
      if (NAMING_ONLY.some((n) => file.replaceAll('\\', '/').includes(`/src/${n}`))) continue;
      const code = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, ''); // comments name switches freely
      for (const s of WHITE_LABEL_SWITCHES) if (new RegExp(`\\b${s}\\b`).test(code)) read.add(s);
    }
    expect([...read].sort()).toEqual([...SWITCHES_READ_BY_CODE].sort());
  });
});
