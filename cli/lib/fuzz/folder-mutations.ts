/**
 * Mutations across files and folders: symlinks (leaving the tenant folder, dangling, looping),
 * two tenants with one merchant code, and patches that nest a screen deeper with every layer step.
 */
import { mkdirSync, writeFileSync, cpSync, existsSync } from 'node:fs';
import { join, relative, dirname } from 'node:path';
import { ROOT } from '../../../src/core/tooling/tenant-files.ts';
import { link, put, tenantOf, type Generator, type Mutation } from './mutation.ts';

const TENANTS = ['dragon', 'lotus'] as const;

export const symlink: Generator = (rng, { corpus, outside }) => {
  const f = rng.pick(corpus);
  const t = f.rel.split('/')[0]!;
  const m = (what: string, touches: string[], apply: (d: string) => void, expect: RegExp[]): Mutation => ({
    kind: 'symlink',
    what,
    touches,
    apply,
    expect,
    tenant: tenantOf(f.rel),
  });
  const folder = rng.pick(['screens', 'templates', 'i18n']);
  switch (rng.int(0, 7)) {
    case 0: {
      // A valid copy outside: only where it lives is wrong.
      const target = join(outside, `${rng.int(0, 1e9)}.json`);
      return m(
        `${f.rel} -> a copy outside`,
        [f.rel],
        (d) => {
          writeFileSync(target, f.text);
          link(d, f.rel, target);
        },
        [/leads outside the tenant folder/],
      );
    }
    case 1: {
      const other = corpus.find((c) => c.rel.split('/')[0] !== t && c.rel.endsWith(f.rel.slice(t.length))) ?? f;
      const target = relative(dirname(f.rel), other.rel);
      return m(
        `${f.rel} -> ${target}`,
        [f.rel],
        (d) => link(d, f.rel, target),
        other === f ? [] : [/leads outside the tenant folder/],
      );
    }
    case 2: {
      const sub = `${t}/${folder}`;
      const target = join(outside, `${folder}-${rng.int(0, 1e9)}`);
      return m(
        `${sub} -> a folder outside`,
        [sub],
        (d) => {
          mkdirSync(target, { recursive: true });
          if (existsSync(join(ROOT, 'tenants', sub))) cpSync(join(ROOT, 'tenants', sub), target, { recursive: true });
          link(d, sub, target, true);
        },
        [/leads outside the tenant folder/],
      );
    }
    case 3: {
      const rel = `${t}/${folder}/ghost.json`;
      return m(`${rel} -> nowhere`, [rel], (d) => link(d, rel, 'no-such-file.json'), [/dangling symlink/]);
    }
    case 4: {
      const rel = `${t}/${folder}/loop.json`;
      return m(`${rel} -> itself`, [rel], (d) => link(d, rel, 'loop.json'), [/symlink loop/]);
    }
    case 5: {
      const a = `${t}/${folder}/a.json`;
      const b = `${t}/${folder}/b.json`;
      return m(
        `${a} <-> ${b}`,
        [a, b],
        (d) => {
          link(d, a, 'b.json');
          link(d, b, 'a.json');
        },
        [/symlink loop/],
      );
    }
    case 6: {
      const sub = `${t}/${folder}`;
      return m(`${sub} -> itself`, [sub], (d) => link(d, sub, folder, true), [/symlink loop/]);
    }
    default: {
      // A link that stays inside the tenant folder is fine as far as the loader goes.
      const rel = `${t}/${folder}/alias.json`;
      const own = corpus.find((c) => c.rel.startsWith(`${t}/${folder}/`));
      return m(
        `${rel} -> a file beside it`,
        [rel],
        (d) => (own ? link(d, rel, own.rel.split('/').pop()!) : put(d, rel, '{}')),
        [],
      );
    }
  }
};

export const sharedMerchantCode: Generator = (rng, { corpus }) => {
  const [a, b] = rng.chance(0.5) ? TENANTS : ([...TENANTS].reverse() as unknown as typeof TENANTS);
  const code = (
    corpus.find((c) => c.rel === `${a}/sandbox.json`)!.value as { merchantConfig: { merchantCode: string } }
  ).merchantConfig.merchantCode;
  const files = [`${b}/sandbox.json`, ...(rng.chance(0.5) ? [`${b}/tenant.json`] : [])];
  return {
    kind: 'shared merchant code',
    what: `${b} takes ${a}'s merchant code "${code}"`,
    touches: files,
    apply: (d) => {
      for (const rel of files) {
        const f = corpus.find((c) => c.rel === rel)!;
        const v = structuredClone(f.value) as { merchantCode?: string; merchantConfig?: { merchantCode: string } };
        if (v.merchantConfig) v.merchantConfig.merchantCode = code;
        else v.merchantCode = code;
        put(d, rel, `${JSON.stringify(v, null, 2)}\n`);
      }
    },
    expect: [
      new RegExp(`merchant code "${code}" is also tenant "${a}"'s`),
      new RegExp(`merchant code "${code}" is also tenant "${b}"'s`),
    ],
    tenant: b,
  };
};

/** Patches each legal on its own, inserting into the node the one before put in: the screen grows deeper. */
export const deepLayers: Generator = (rng, { corpus }) => {
  const f = corpus.find((c) => c.rel === 'dragon/screens/home.json')!;
  const screen = structuredClone(f.value) as { patches: unknown[] };
  const steps = rng.int(30, 60);
  const per = rng.int(40, 80);
  for (let i = 0; i < steps; i++) {
    let node: Record<string, unknown> = { type: 'Stack', id: `deep${i + 1}`, children: [] };
    for (let j = 0; j < per; j++) node = { type: 'Stack', children: [node] };
    screen.patches.push(i === 0 ? { insert: node, after: 'top' } : { insert: node, into: `deep${i}` });
  }
  return {
    kind: 'deep layers',
    what: `${f.rel}: ${steps} patches, each ${per} nodes deeper`,
    touches: [f.rel],
    apply: (d) => put(d, f.rel, `${JSON.stringify(screen, null, 2)}\n`),
    expect: [/nests deeper than \d+ levels/],
    tenant: 'dragon',
  };
};

export const FOLDER_MUTATIONS = { symlink, sharedMerchantCode, deepLayers };
