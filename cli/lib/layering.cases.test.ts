/**
 * The CLI's side of the shared layering cases (tests/cases/layering.json): the base screen and a
 * tenant's patches as files in a tenants folder, loaded the way validate, explain, build and the
 * sandbox load them (resolveTenant), problems placed in the tenant's file.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, resolveTenant } from '../../src/core/tooling/tenant-files.ts';
import { clearJsonCache } from '../../src/core/tooling/json-file.ts';
import { LAYERING_BASE, LAYERING_CASES, idsOf } from '../../tests/cases/layering.ts';

const SCREEN_SCHEMA = '../../../schemas/screen.schema.json';
let dir = '';
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'layering-cases-'));
  cpSync(join(ROOT, 'tenants'), dir, { recursive: true });
  const base = { $schema: SCREEN_SCHEMA, route: '/m/case', title: 'a.title', access: 'public', body: LAYERING_BASE };
  writeFileSync(join(dir, '_base/screens/case.json'), JSON.stringify(base, null, 2));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the CLI layers the shared cases from files', () => {
  it.each(LAYERING_CASES)('$why', (c) => {
    writeFileSync(
      join(dir, 'lotus/screens/case.json'),
      JSON.stringify({ $schema: SCREEN_SCHEMA, patches: c.patches }, null, 2),
    );
    clearJsonCache();
    const r = resolveTenant('lotus', dir);
    const screen = (r.doc.screens as Record<string, { body: unknown }>).case!;
    if (c.ids) expect(idsOf(screen.body)).toEqual(c.ids);
    const mine = r.problems.filter((p) => p.file.endsWith(join('lotus', 'screens', 'case.json')));
    if (c.problem)
      expect(mine).toContainEqual(
        expect.objectContaining({ pointer: c.problem.pointer, message: expect.stringContaining(c.problem.message) }),
      );
    else expect(mine).toEqual([]);
  });
});
