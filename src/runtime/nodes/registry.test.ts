/**
 * The catalogue, the node modules, the registry and screen.schema.json name exactly the same node
 * types, each with its own props; the schema names exactly the runtime's actions.
 */
import { describe, it, expect } from 'vitest';
import { REGISTRY, LAZY_LOADERS } from './registry.tsx';
import { NODE_MODULES, NODE_TYPES, LAZY_MODULES, type NodeModulePath } from './catalogue.ts';
import { ACTIONS } from '../actions/registry.ts';
import { ACTION_ARGS } from '../../core/actions.ts';
import { schemaFile } from '../../core/tooling/validators.ts';

type Branch = {
  if: { properties: Record<string, { const: string }> };
  then: { properties: Record<string, unknown>; required?: string[] };
};
const screen = schemaFile('resolved/screen.schema.json') as {
  $defs: Record<string, { properties: Record<string, { enum: string[] }>; allOf: Branch[] }>;
};
const modules = Object.keys(NODE_MODULES) as NodeModulePath[];
const load = (path: NodeModulePath) =>
  import(/* @vite-ignore */ new URL(`./${path}`, import.meta.url).href) as Promise<Record<string, unknown>>;
const isDefinition = (
  v: unknown,
): v is { props: { properties: Record<string, unknown>; required?: string[] }; Component: unknown } =>
  typeof v === 'object' && v !== null && 'props' in v && 'Component' in v;

describe('node catalogue', () => {
  it('names each type once, and the registry renders exactly those', () => {
    expect(new Set(NODE_TYPES).size).toBe(NODE_TYPES.length);
    expect(Object.keys(REGISTRY).sort()).toEqual([...NODE_TYPES].sort());
  });
  it.each(modules)('%s defines exactly the types the catalogue names for it', async (path) => {
    const mod = await load(path);
    const defined = Object.entries(mod)
      .filter(([, v]) => isDefinition(v))
      .map(([k]) => k);
    expect(defined.sort()).toEqual([...NODE_MODULES[path]].sort());
  });
  it('every module in the nodes folder is in the catalogue (none left unregistered)', async () => {
    const { readdirSync } = await import('node:fs');
    const dir = new URL('.', import.meta.url);
    const files = [
      ...readdirSync(dir).filter((f) => f.endsWith('.tsx') && f !== 'registry.tsx'),
      ...readdirSync(new URL('lazy/', dir), { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('.tsx'))
        .map((f) => `lazy/${f}`),
    ];
    expect(files.sort()).toEqual([...modules].sort());
  });
  it("every lazy module has its loader, and the loader loads that very module's nodes (a family's through its index.ts)", async () => {
    expect(Object.keys(LAZY_LOADERS).sort()).toEqual([...LAZY_MODULES].sort());
    for (const path of LAZY_MODULES) {
      const [loaded, own] = await Promise.all([LAZY_LOADERS[path](), load(path)]);
      for (const type of NODE_MODULES[path]) expect(loaded[type], `${path} ${type}`).toBe(own[type]);
    }
  });
});

describe('node modules <-> screen schema', () => {
  it('the schema names exactly the catalogue types', () => {
    expect(screen.$defs.node!.properties.type!.enum.sort()).toEqual([...NODE_TYPES].sort());
  });
  it("each type takes exactly its module's props (plus id, visible, enabled)", async () => {
    const props: Record<string, { properties: Record<string, unknown>; required?: string[] }> = {};
    for (const path of modules)
      for (const [k, v] of Object.entries(await load(path))) if (isDefinition(v)) props[k] = v.props;
    for (const branch of screen.$defs.node!.allOf) {
      const type = branch.if.properties.type!.const;
      const own = props[type]!;
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
