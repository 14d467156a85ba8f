/** The core's side of the shared layering cases (tests/cases/layering.json). */
import { describe, it, expect } from 'vitest';
import { layerScreen, type NodeOrigin } from './layering.ts';
import { LAYERING_BASE, LAYERING_CASES, idsOf } from '../../tests/cases/layering.ts';

describe('the core layers the shared cases', () => {
  it.each(LAYERING_CASES)('$why', (c) => {
    const base = { route: '/m/case', title: 'a.title', access: 'public', body: structuredClone(LAYERING_BASE) };
    const r = layerScreen(base, { layer: 'acme', file: { patches: c.patches } }, {}, new WeakMap<object, NodeOrigin>());
    if (c.ids) expect(idsOf(r.screen.body)).toEqual(c.ids);
    if (c.problem)
      expect(r.problems).toContainEqual({
        pointer: c.problem.pointer,
        message: expect.stringContaining(c.problem.message),
      });
    else expect(r.problems).toEqual([]);
  });
});
