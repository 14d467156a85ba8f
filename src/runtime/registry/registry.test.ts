/** screen.schema.json accepts exactly what the registry can render, and the actions exactly what the runtime runs. */
import { describe, it, expect } from 'vitest';
import { REGISTRY } from './components.tsx';
import { NODE_PROPS } from './node-props.ts';
import { ACTIONS } from '../actions/registry.ts';
import { ACTION_ARGS } from '../../core/actions.ts';
import { schemaFile } from '../../core/node/validators.ts';

type Branch = {
  if: { properties: Record<string, { const: string }> };
  then: { properties: Record<string, unknown>; required?: string[] };
};
const screen = schemaFile('resolved/screen.schema.json') as {
  $defs: Record<string, { properties: Record<string, { enum: string[] }>; allOf: Branch[] }>;
};

describe('lazy groups', () => {
  it('name registry types, each in one group, and the registry imports exactly those modules', async () => {
    const { LAZY_GROUPS } = await import('./lazy-groups.ts');
    const types = Object.values(LAZY_GROUPS).flat();
    expect(new Set(types).size).toBe(types.length);
    for (const t of types) expect(Object.keys(REGISTRY)).toContain(t);
    const { readFileSync } = await import('node:fs');
    const source = readFileSync(new URL('./components.tsx', import.meta.url), 'utf8');
    const imported = [...source.matchAll(/import\('(\.[^']+)'\)/g)].map(
      (m) => new URL(m[1]!, new URL('./components.tsx', import.meta.url)).pathname.split('/src/')[1],
    );
    expect(imported.map((p) => `src/${p}`).sort()).toEqual(Object.keys(LAZY_GROUPS).sort());
  });
});

describe('component registry <-> screen schema', () => {
  it('the schema names exactly the registry types', () => {
    expect(screen.$defs.node!.properties.type!.enum.sort()).toEqual(Object.keys(REGISTRY).sort());
    expect(Object.keys(NODE_PROPS).sort()).toEqual(Object.keys(REGISTRY).sort());
  });
  it("each type takes exactly its entry's props (plus id, visible, enabled)", () => {
    for (const branch of screen.$defs.node!.allOf) {
      const type = branch.if.properties.type!.const as keyof typeof NODE_PROPS;
      const own = NODE_PROPS[type] as unknown as { properties: Record<string, unknown>; required?: string[] };
      expect(Object.keys(branch.then.properties).sort(), type).toEqual(
        ['type', 'id', 'visible', 'enabled', ...Object.keys(own.properties)].sort(),
      );
      expect(branch.then.required ?? [], type).toEqual(own.required ?? []);
    }
  });
  it('the schema names exactly the runtime actions', () => {
    expect(screen.$defs.action!.properties.name!.enum.sort()).toEqual(Object.keys(ACTIONS).sort());
    expect(Object.keys(ACTION_ARGS).sort()).toEqual(Object.keys(ACTIONS).sort());
  });
});
