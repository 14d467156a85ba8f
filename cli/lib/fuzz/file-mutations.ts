/**
 * Mutations of a tenant file's bytes and structure: deep nesting, wrong types, duplicate keys,
 * invalid UTF-8, a byte-order mark, huge strings, "__proto__" keys, files that are not files.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Random } from '../seeded-random.ts';
import { deepText, pointers, setAt, withRaw, type CorpusFile } from './json-edit.ts';
import { escapeRe, put, rewrite, tenantOf, type Generator, type Mutation } from './mutation.ts';
import { isObject } from '../../../src/core/guards.ts';

type Json = Record<string, unknown>;
const kindOf = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);
const pretty = (v: unknown) => `${JSON.stringify(v, null, 2)}\n`;
const anyFile = (rng: Random, corpus: CorpusFile[]) => rng.pick(corpus);
const anyPointer = (rng: Random, f: CorpusFile) => rng.pick(pointers(f.value).filter((p) => p.pointer !== '')).pointer;

export const deepNesting: Generator = (rng, { corpus }) => {
  const f = anyFile(rng, corpus);
  const at = anyPointer(rng, f);
  const shape = rng.pick(Object.keys(deepText) as (keyof typeof deepText)[]);
  const n = rng.int(10_000, 20_000);
  return rewrite('deep nesting', f, `${shape} ${n} deep at ${at}`, withRaw(f.value, at, deepText[shape](n)), [
    /nests deeper than \d+ levels/,
  ]);
};

/** The values a wrong type is picked from: every JSON kind, empty and not. */
const ODD_VALUES: unknown[] = [
  {},
  [],
  '',
  'x',
  0,
  -1.5,
  1e308,
  null,
  true,
  false,
  { type: 7 },
  [[]],
  { '': '' },
  ['a'],
];
/** Pointers where a wrong type once crashed the CLI or is most likely to. */
const TARGETED = [
  '/languages',
  '/acceptedLanguages',
  '/translations',
  '/menus',
  '/menus/main',
  '/screens',
  '/hosts',
  '/brand',
  '/merchantCode',
  '/merchantConfig',
  '/merchantConfig/whitelabelVal',
  '/merchantConfig/settings',
  '/content',
  '/content/promotions',
  '/patches',
  '/patches/0',
  '/body',
  '/body/children',
  '/params',
  '/template',
  '/replace',
  '/$schema',
];

export const wrongType: Generator = (rng, { corpus }) => {
  const f = anyFile(rng, corpus);
  const all = pointers(f.value);
  const targeted = all.filter((p) => TARGETED.includes(p.pointer));
  const at = rng.chance(0.05)
    ? all[0]!
    : targeted.length && rng.chance(0.5)
      ? rng.pick(targeted)
      : rng.pick(all.slice(1).length ? all.slice(1) : all);
  const choices = ODD_VALUES.filter((v) => kindOf(v) !== kindOf(at.value));
  const v = rng.pick(choices);
  return rewrite('wrong type', f, `${at.pointer || '/'} = ${JSON.stringify(v)}`, pretty(setAt(f.value, at.pointer, v)));
};

export const duplicateKey: Generator = (rng, { corpus }) => {
  const files = corpus.filter((c) => pointers(c.value).some((p) => isObject(p.value) && Object.keys(p.value).length));
  const f = rng.pick(files);
  const objects = pointers(f.value).filter((p) => isObject(p.value) && Object.keys(p.value).length);
  const at = rng.pick(objects);
  const obj = at.value as Json;
  const key = rng.pick(Object.keys(obj));
  const mark = `@@dup-${rng.int(0, 1e9)}@@`;
  // The duplicate comes first, so JSON's "last one wins" keeps the original value.
  const value = rng.pick([obj[key], 'dup', 1, null, { x: 1 }]);
  const text = pretty(setAt(f.value, at.pointer, { [mark]: 0, ...obj })).replace(
    `${JSON.stringify(mark)}: 0`,
    () => `${JSON.stringify(key)}: ${JSON.stringify(value)}`,
  );
  return rewrite('duplicate key', f, `"${key}" twice at ${at.pointer || '/'}`, text, [
    new RegExp(`duplicate key "${escapeRe(key.slice(0, 40))}.*line \\d+, column \\d+`),
  ]);
};

const BAD_UTF8 = [
  [0xff],
  [0xc0, 0x80],
  [0xed, 0xa0, 0x80],
  [0x80],
  [0xe2, 0x82],
  [0xf8, 0x88, 0x80, 0x80, 0x80],
  [0xc3],
];

export const invalidUtf8: Generator = (rng, { corpus }) => {
  const f = anyFile(rng, corpus);
  const bytes = Buffer.from(f.text, 'utf8');
  const bad = rng.pick(BAD_UTF8);
  // Inside a string most of the time (where a bad copy-paste lands), anywhere otherwise.
  const quotes = [...f.text.matchAll(/"[^"\\]{2,}"/g)].map((m) => Buffer.byteLength(f.text.slice(0, m.index! + 2)));
  const at = quotes.length && rng.chance(0.8) ? rng.pick(quotes) : rng.int(0, bytes.length);
  const data = Buffer.concat([bytes.subarray(0, at), Buffer.from(bad), bytes.subarray(at)]);
  return rewrite('invalid UTF-8', f, `bytes ${bad.map((b) => b.toString(16)).join(' ')} at byte ${at}`, data, [
    /not valid UTF-8/,
  ]);
};

export const byteOrderMark: Generator = (rng, { corpus }) => {
  const f = anyFile(rng, corpus);
  const data = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(f.text, 'utf8')]);
  return rewrite('byte-order mark', f, 'BOM in front', data, [/byte-order mark/]);
};

export const hugeString: Generator = (rng, { corpus }) => {
  const f = anyFile(rng, corpus);
  const n = rng.int(10_000, 20_000);
  const chars = rng.pick(['a', 'é', '/', '~', ' ', '"', '\\', '漢', '\u0000', 'flags.']);
  const huge = chars.repeat(Math.ceil(n / chars.length)).slice(0, n);
  const all = pointers(f.value).slice(1);
  if (rng.chance(0.4)) {
    // A huge key: echoed by "unknown property" and by every pointer under it.
    const objects = pointers(f.value).filter((p) => isObject(p.value));
    const at = rng.pick(objects);
    const obj = { ...(at.value as Json), [huge]: rng.pick(['v', { type: 'Stack' }, 1]) };
    return rewrite(
      'huge string',
      f,
      `a ${n}-char key at ${at.pointer || '/'}`,
      pretty(setAt(f.value, at.pointer, obj)),
    );
  }
  const strings = all.filter((p) => typeof p.value === 'string');
  const at = rng.pick(strings.length ? strings : all);
  return rewrite('huge string', f, `a ${n}-char value at ${at.pointer}`, pretty(setAt(f.value, at.pointer, huge)));
};

export const protoKey: Generator = (rng, { corpus }) => {
  const f = anyFile(rng, corpus);
  const objects = pointers(f.value).filter((p) => isObject(p.value));
  const at = rng.pick(objects);
  const mark = `@@proto-${rng.int(0, 1e9)}@@`;
  const inner = rng.pick(['{"merchantCode": "EVIL", "screens": {}}', '{"polluted": true}', '[]', '1']);
  const text = pretty(setAt(f.value, at.pointer, { ...(at.value as Json), [mark]: 0 })).replace(
    `${JSON.stringify(mark)}: 0`,
    () => `"__proto__": ${inner}`,
  );
  return rewrite('"__proto__" key', f, `"__proto__": ${inner} at ${at.pointer || '/'}`, text, [/"__proto__"/]);
};

/**
 * A key no schema names, in any object of any file (a patch, a menu entry, a node): the schema
 * oracle (schema-oracle.ts) says whether the file's schema refuses it, and then validate must too.
 */
export const strayKey: Generator = (rng, { corpus }) => {
  const f = anyFile(rng, corpus);
  const objects = pointers(f.value).filter((p) => isObject(p.value));
  const at = rng.pick(objects);
  const key = rng.pick(['colours', 'prototype', 'constructor', 'hasOwnProperty', 'Type', 'ID']);
  const value = rng.pick<unknown>(['x', 1, true, null, { x: 1 }]);
  return rewrite(
    'stray key',
    f,
    `"${key}": ${JSON.stringify(value)} at ${at.pointer || '/'}`,
    pretty(setAt(f.value, at.pointer, { ...(at.value as Json), [key]: value })),
  );
};

/** Files that are not what they should be: folders, empty, cut short, garbage, NUL bytes, odd names. */
export const oddFile: Generator = (rng, { corpus }) => {
  const f = anyFile(rng, corpus);
  const t = tenantOf(f.rel);
  const variant = rng.int(0, 8);
  const m = (what: string, touches: string[], apply: (d: string) => void, expect: RegExp[] = []): Mutation => ({
    kind: 'odd file',
    what,
    touches,
    apply,
    expect,
    tenant: t,
  });
  switch (variant) {
    case 0:
      return m(
        `${f.rel} is a folder`,
        [f.rel],
        (d) => {
          rmSync(join(d, f.rel), { force: true });
          put(d, `${f.rel}/x.json`, '{}');
        },
        [/is not a file/],
      );
    case 1: {
      const folder = f.rel.split('/')[0]!;
      const sub = `${folder}/${rng.pick(['screens', 'templates', 'i18n'])}`;
      return m(`${sub} is a file`, [sub], (d) => put(d, sub, '{}'), [/is not a folder/]);
    }
    case 2:
      return rewrite('odd file', f, 'empty', '');
    case 3:
      return rewrite('odd file', f, 'cut short', f.text.slice(0, rng.int(0, f.text.length - 1)));
    case 4: {
      const bytes = Buffer.alloc(rng.int(1, 2000));
      for (let i = 0; i < bytes.length; i++) bytes[i] = rng.int(0, 255);
      return rewrite('odd file', f, 'random bytes', bytes);
    }
    case 5:
      return rewrite('odd file', f, 'NUL bytes', f.text.replace(/"/, '"\u0000'));
    case 6:
      return rewrite('odd file', f, 'a bare value', rng.pick(['[]', 'null', '"x"', '1', 'true', '{}']));
    case 7: {
      // Screen, template and language names that are also names of Object.prototype.
      const name = rng.pick(['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']);
      const folder = rng.pick(['screens', 'templates', 'i18n']);
      const rel = `${f.rel.split('/')[0]}/${folder}/${name}.json`;
      const source = corpus.find((c) => c.rel.includes(`/${folder}/`)) ?? f;
      return m(
        `${rel} (a copy of ${source.rel})`,
        [rel],
        (d) => put(d, rel, source.text),
        name === '__proto__' ? [/"__proto__" is not a valid/] : [],
      );
    }
    default: {
      const many = Object.fromEntries(Array.from({ length: rng.int(5000, 20000) }, (_, i) => [`k${i}`, i]));
      const at = anyPointer(rng, f);
      return rewrite('odd file', f, `an object of many keys at ${at}`, pretty(setAt(f.value, at, many)));
    }
  }
};

export const FILE_MUTATIONS = {
  deepNesting,
  wrongType,
  duplicateKey,
  invalidUtf8,
  byteOrderMark,
  hugeString,
  protoKey,
  strayKey,
  oddFile,
};
