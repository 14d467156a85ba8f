import { describe, it, expect } from 'vitest';
import { merge, applyPatches, instantiate, layerScreen, type NodeOrigin } from './layering.ts';

const base = () => ({
  type: 'Stack',
  id: 'page',
  children: [
    { type: 'Heading', id: 'title', text: 'a.title' },
    { type: 'Stack', id: 'row', children: [{ type: 'Button', id: 'ok', label: 'a.ok' }] },
    { type: 'Link', id: 'back', label: 'a.back', to: '/m/home' },
  ],
});
const ids = (n: unknown): string[] => {
  const o = n as { id?: string; children?: unknown[] };
  return [o.id ?? '?', ...(o.children ?? []).flatMap(ids)];
};
const patch = (patches: unknown[]) => {
  const origins = new WeakMap<object, NodeOrigin>();
  return { ...applyPatches(base(), patches, 'acme', origins), origins };
};

describe('merge', () => {
  it('merges objects key by key and replaces arrays and values', () => {
    expect(merge({ a: { b: 1, c: 2 }, l: [1, 2] }, { a: { c: 3 }, l: [9] })).toEqual({ a: { b: 1, c: 3 }, l: [9] });
  });
});

describe('patches by node id', () => {
  // Inserts, and more patches and problems: the shared cases (tests/cases/layering.json).
  it('replace, remove, move and update', () => {
    const r = patch([
      { replace: 'title', with: { type: 'Heading', id: 'title2', text: 'b.title' } },
      { remove: 'back' },
      { move: 'ok', before: 'title2' },
      { update: 'ok', set: { label: 'b.ok', variant: 'secondary' } },
    ]);
    expect(r.problems).toEqual([]);
    expect(ids(r.body)).toEqual(['page', 'ok', 'title2', 'row']);
    expect((r.body as { children: { label?: string; variant?: string }[] }).children[0]).toMatchObject({
      label: 'b.ok',
      variant: 'secondary',
    });
  });
  it('records which patch put each node there; untouched nodes keep theirs', () => {
    const origins = new WeakMap<object, NodeOrigin>();
    const b = base();
    origins.set(b.children[2]!, { layer: '_base', how: 'screen' });
    const r = applyPatches(b, [{ insert: { type: 'Paragraph', id: 'p', text: 'x' }, after: 'title' }], 'acme', origins);
    const [, inserted, , back] = (r.body as { children: object[] }).children;
    expect(origins.get(inserted!)).toEqual({ layer: 'acme', how: 'patch 1 (insert)' });
    expect(origins.get(back!)).toEqual({ layer: '_base', how: 'screen' });
  });
  it('leaves the base untouched', () => {
    const b = base();
    applyPatches(b, [{ remove: 'title' }, { update: 'ok', set: { label: 'z' } }], 'acme', new WeakMap());
    expect(b).toEqual(base());
  });
  it('says what is wrong with a patch, by its pointer', () => {
    const r = patch([
      { remove: 'nope' },
      { insert: { type: 'Paragraph' }, before: 'title', after: 'back' },
      { update: 'ok', set: { type: 'Link' } },
      { move: 'back', into: 'ok' },
      { move: 'page', into: 'row' },
      { frobnicate: 'x' },
      'not an object',
    ]);
    expect(r.problems).toEqual([
      { pointer: '/patches/0/remove', message: 'no node with id "nope" in the screen it patches' },
      { pointer: '/patches/1', message: expect.stringContaining('give exactly one of "before", "after"') },
      { pointer: '/patches/2/set', message: expect.stringContaining('cannot change a node\'s "type" or "id"') },
      { pointer: '/patches/3/into', message: 'node "ok" (Button) has no children to put it into' },
      { pointer: '/patches/4/move', message: 'no node with id "page" in the screen it patches' },
      {
        pointer: '/patches/5',
        message: expect.stringContaining('a patch names exactly one of insert, replace, remove, move, update'),
      },
      { pointer: '/patches/6', message: 'a patch must be an object' },
    ]);
  });
  it('a node cannot move into its own child', () => {
    expect(patch([{ move: 'row', into: 'row' }]).problems[0]!.message).toBe(
      'a node cannot be moved next to or into itself',
    );
    const r = patch([{ move: 'row', into: 'ok' }]);
    expect(r.problems[0]!.message).toBe('node "row" cannot be moved into its own child "ok"');
    expect(ids(r.body)).toEqual(ids(base())); // nothing moved
  });
});

describe('templates', () => {
  const template = {
    title: { $param: 'title' },
    access: 'public',
    body: { type: 'GameList', category: { $param: 'category' } },
  };
  it('puts the parameters in', () => {
    const r = instantiate(template, { title: 'menu.sports', category: 'SPORTS' });
    expect(r).toEqual({
      value: { title: 'menu.sports', access: 'public', body: { type: 'GameList', category: 'SPORTS' } },
      problems: [],
    });
  });
  it('names a missing parameter and one the template does not take', () => {
    const r = instantiate(template, { title: 'x', colour: 'red' });
    expect(r.problems).toEqual([
      { pointer: '/params', message: 'the template needs the parameter "category"' },
      { pointer: '/params/colour', message: 'the template has no parameter "colour"' },
    ]);
  });
});

describe('screen layers', () => {
  const screen = { route: '/m/x', title: 'a.title', access: 'public', body: base() };
  it('a tenant file with a body for a base screen must say "replace"', () => {
    const r = layerScreen(
      screen,
      { layer: 'acme', file: { title: 'b.title', access: 'public', body: { type: 'Stack', children: [] } } },
      {},
      new WeakMap(),
    );
    expect(r.problems).toEqual([
      {
        pointer: '/body',
        message: expect.stringContaining('patch it by node id ("patches") or replace it whole ("replace": true)'),
      },
    ]);
    const replaced = layerScreen(
      screen,
      {
        layer: 'acme',
        file: { replace: true, title: 'b.title', access: 'member', body: { type: 'Stack', children: [] } },
      },
      {},
      new WeakMap(),
    );
    expect(replaced).toEqual({
      screen: { title: 'b.title', access: 'member', body: { type: 'Stack', children: [] } },
      problems: [],
    });
  });
  it('top-level keys override the base beside the patches', () => {
    const r = layerScreen(
      screen,
      { layer: 'acme', file: { title: 'b.title', patches: [{ remove: 'back' }] } },
      {},
      new WeakMap(),
    );
    expect(r.problems).toEqual([]);
    expect(r.screen).toMatchObject({ route: '/m/x', title: 'b.title', access: 'public' });
    expect(ids(r.screen.body)).toEqual(['page', 'title', 'row', 'ok']);
  });
  it('a template screen', () => {
    const r = layerScreen(
      undefined,
      { layer: '_base', file: { template: 'cat', params: { c: 'LIVE' }, route: '/m/live' } },
      {
        cat: {
          params: { c: 'the category' },
          title: 't',
          access: 'public',
          body: { type: 'GameList', category: { $param: 'c' } },
        },
      },
      new WeakMap(),
    );
    expect(r).toEqual({
      screen: { route: '/m/live', title: 't', access: 'public', body: { type: 'GameList', category: 'LIVE' } },
      problems: [],
    });
    expect(
      layerScreen(undefined, { layer: '_base', file: { template: 'nope' } }, {}, new WeakMap()).problems[0]!.message,
    ).toContain('no template "nope"');
  });
  it('a template screen with patches in the same file', () => {
    const templates = {
      form: {
        params: { t: 'title' },
        title: { $param: 't' },
        access: 'public',
        body: { type: 'Stack', id: 'page', children: [{ type: 'Heading', id: 'h', text: { $param: 't' } }] },
      },
    };
    const r = layerScreen(
      undefined,
      {
        layer: '_base',
        file: {
          template: 'form',
          params: { t: 'agent.title' },
          patches: [{ insert: { type: 'Paragraph', id: 'note', text: 'n' }, after: 'h' }],
        },
      },
      templates,
      new WeakMap(),
    );
    expect(r.problems).toEqual([]);
    expect(ids(r.screen.body)).toEqual(['page', 'h', 'note']);
    const bad = layerScreen(
      undefined,
      { layer: '_base', file: { template: 'form', params: { t: 'x' }, patches: [{ remove: 'nope' }] } },
      templates,
      new WeakMap(),
    );
    expect(bad.problems.map((p) => p.pointer)).toEqual(['/patches/0/remove']);
  });
});
