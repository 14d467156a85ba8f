/**
 * The guard of our own translator (translator.ts): for every tenant (layered on _base as the build
 * layers it), every language it has, every key (and every plural key's base, as the code asks for
 * it), no count and counts 0, 1, 2, 3, 5, 11, 21, 101, and values holding `<b>&"'`, it gives what
 * i18next gives, configured as the app configured it before (i18next is a dev dependency for this
 * test only). Then the same after a language switch at run time, and a few texts no tenant has yet
 * (the other placeholder spellings, missing and empty values, empty texts, defaultValue).
 */
import { describe, it, expect } from 'vitest';
import i18next, { type i18n } from 'i18next';
import { listTenantIds, resolveTenant } from '../../core/tooling/tenant-files.ts';
import { DEFAULT_LANGUAGE, type Language } from '../../core/spec-constants.ts';
import { createI18n, switchLanguage } from './i18n.ts';
import type { TranslateValues, TranslationTable, Translator } from './translator.ts';

type Tables = Record<string, TranslationTable>;

/** i18next as services/i18n/i18n.ts set it up until it was replaced (same options, same loading). */
async function i18nextAsBefore(language: string, tables: Tables): Promise<i18n> {
  const instance = i18next.createInstance();
  const resources: Record<string, { translation: TranslationTable }> = {
    [DEFAULT_LANGUAGE]: { translation: tables[DEFAULT_LANGUAGE]! },
  };
  if (language !== DEFAULT_LANGUAGE) resources[language] = { translation: tables[language] ?? {} };
  await instance.init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    resources,
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

async function i18nextSwitch(instance: i18n, language: string, tables: Tables): Promise<void> {
  if (!instance.hasResourceBundle(language, 'translation'))
    instance.addResourceBundle(language, 'translation', tables[language] ?? {});
  await instance.changeLanguage(language);
}

const COUNTS = [0, 1, 2, 3, 5, 11, 21, 101];
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const HOSTILE = `<b>&"'`;

/** Every placeholder name any language writes for this key (or its plural forms). */
function namesIn(texts: string[]): string[] {
  const names = new Set<string>();
  for (const text of texts) for (const m of text.matchAll(/{{-?\s*([^}]+?)\s*}}/g)) names.add(m[1]!);
  names.delete('count');
  return [...names];
}

/** The calls to compare for one key: no values, each placeholder given, and each count. */
function callsFor(key: string, texts: string[]): TranslateValues[] {
  const given = Object.fromEntries(namesIn(texts).map((n) => [n, `${HOSTILE}${n}`]));
  return [{}, given, ...COUNTS.map((count) => ({ ...given, count }))];
}

interface Compared {
  calls: number;
  differences: string[];
  /** Outputs holding a value as given (so the values reached the texts unescaped). */
  hostile: number;
}

function compare(ours: Translator, theirs: i18n, tables: Tables, label: string, into: Compared): void {
  const keys = new Set<string>();
  for (const table of Object.values(tables))
    for (const k of Object.keys(table)) keys.add(k).add(k.replace(PLURAL_SUFFIX, ''));
  keys.add('no.such.key').add('<b>{{what}}</b> & "key"');
  for (const key of keys) {
    const texts = Object.values(tables).flatMap((t) =>
      Object.entries(t)
        .filter(([k]) => k === key || k.replace(PLURAL_SUFFIX, '') === key)
        .map(([, v]) => v),
    );
    for (const values of callsFor(key, [...texts, key])) {
      const mine = ours.t(key, values);
      const expected = theirs.t(key, values as Record<string, unknown>) as unknown as string;
      into.calls++;
      if (mine.includes(HOSTILE)) into.hostile++;
      if (mine !== expected)
        into.differences.push(
          `${label} ${JSON.stringify(key)} ${JSON.stringify(values)}: ours ${JSON.stringify(mine)}, i18next ${JSON.stringify(expected)}`,
        );
    }
  }
}

const tenants = listTenantIds().map((id) => {
  const doc = resolveTenant(id).doc as { languages: Language[]; translations: Tables };
  return { id, languages: doc.languages, tables: doc.translations };
});

describe('our translator gives what i18next gave', () => {
  it('has tenants with translations to compare', () => {
    expect(tenants.length).toBeGreaterThan(0);
    for (const t of tenants) expect(Object.keys(t.tables[DEFAULT_LANGUAGE] ?? {}).length).toBeGreaterThan(100);
  });

  it.each(tenants)('for every key, language and count of $id', async ({ id, languages, tables }) => {
    const result: Compared = { calls: 0, differences: [], hostile: 0 };
    for (const language of languages) {
      const ours = await createI18n(language, async (l) => tables[l] ?? {});
      const theirs = await i18nextAsBefore(language, tables);
      compare(ours, theirs, tables, `${id} ${language}`, result);
    }
    expect(result.differences.slice(0, 20)).toEqual([]);
    expect(result.hostile).toBeGreaterThan(0);
    // Every language, every key: more calls than keys x languages x counts.
    expect(result.calls).toBeGreaterThan(languages.length * Object.keys(tables.EN!).length * COUNTS.length);
    console.info(`${id}: ${result.calls} calls in ${languages.join(', ')} agree with i18next`);
  });

  it.each(tenants)('after switching language at run time ($id)', async ({ id, languages, tables }) => {
    const result: Compared = { calls: 0, differences: [], hostile: 0 };
    const ours = await createI18n(DEFAULT_LANGUAGE, async (l) => tables[l] ?? {});
    const theirs = await i18nextAsBefore(DEFAULT_LANGUAGE, tables);
    for (const language of [...languages].reverse()) {
      await switchLanguage(ours, language, async (l) => tables[l] ?? {});
      await i18nextSwitch(theirs, language, tables);
      expect(ours.language).toBe(theirs.language);
      compare(ours, theirs, tables, `${id} switched to ${language}`, result);
    }
    expect(result.differences.slice(0, 20)).toEqual([]);
  });

  it('for texts and calls no tenant has yet', async () => {
    const tables: Tables = {
      EN: {
        spaced: 'a {{ name }} b',
        dash: 'a {{- name}} b {{-name}}',
        twice: '{{name}}{{name}} {{other}}',
        empty: '',
        braces: '{{{name}}} {{}} {{ }}',
        only_one: 'one {{count}}',
        only_other: 'other {{count}}',
        zero_zero: 'none',
        zero_other: '{{count}} of them',
        english: 'English',
        'a.b': 'dotted key',
      },
      TH: { spaced: 'th {{name}}', empty: '', only_other: 'th {{count}}' },
    };
    const calls: [string, TranslateValues][] = [
      ['spaced', { name: HOSTILE }],
      ['dash', { name: '{{name}}' }],
      ['twice', { name: 1, other: undefined }],
      ['twice', { name: null }],
      ['twice', { name: { toString: () => 'obj' }, other: ['x', 'y'] }],
      ['empty', { defaultValue: 'default' }],
      ['braces', { name: 'n', '': 'blank' }],
      ['only', { count: 1 }],
      ['only', { count: 0 }],
      ['only', { count: '1' as unknown as number }],
      ['zero', { count: 0 }],
      ['zero', { count: 7 }],
      ['english', {}],
      ['a.b', {}],
      ['missing {{x}}', { x: 'filled' }],
      ['missing', { defaultValue: 'fallback {{x}}', x: HOSTILE }],
      ['missing', { defaultValue: '' }],
      ['constructor', {}],
      ['toString', {}],
    ];
    const differences: string[] = [];
    for (const language of ['EN', 'TH'] as Language[]) {
      const ours = await createI18n(language, async (l) => tables[l] ?? {});
      const theirs = await i18nextAsBefore(language, tables);
      for (const [key, values] of calls) {
        const mine = ours.t(key, values);
        const expected = theirs.t(key, values as Record<string, unknown>) as unknown as string;
        if (mine !== expected)
          differences.push(
            `${language} ${key} ${JSON.stringify(values)}: ours ${JSON.stringify(mine)}, i18next ${JSON.stringify(expected)}`,
          );
      }
    }
    expect(differences).toEqual([]);
  });
});
