import { describe, it, expect } from 'vitest';
import { createI18n, switchLanguage } from './i18n.ts';

describe('translations', () => {
  it('load lazily per language and fall back to English for missing keys', async () => {
    const loaded: string[] = [];
    const tables: Record<string, Record<string, string>> = {
      EN: { a: 'A', b: 'B {{n}}' },
      CN: { a: '甲' },
      TW: { a: '乙' },
    };
    const load = async (l: string) => {
      loaded.push(l);
      return tables[l] ?? {};
    };
    const i18n = await createI18n('CN', load);
    expect(loaded).toEqual(['EN', 'CN']);
    expect(i18n.t('a')).toBe('甲');
    expect(i18n.t('b', { n: 3 })).toBe('B 3');
    await switchLanguage(i18n, 'TW', load);
    expect(loaded).toEqual(['EN', 'CN', 'TW']);
    expect(i18n.t('a')).toBe('乙');
    expect(i18n.t('<b>x</b>')).toBe('<b>x</b>'); // unknown key: shown as text, never HTML
  });
});

describe('the translator tells its readers', () => {
  it('when a language arrives and when the language changes, until they unsubscribe', async () => {
    const i18n = await createI18n('EN', async (l) => (l === 'EN' ? { a: 'A' } : { a: 'ก' }));
    let told = 0;
    const stop = i18n.subscribe(() => told++);
    await switchLanguage(i18n, 'TH', async () => ({ a: 'ก' }));
    expect(told).toBe(2); // the table arrived, then the language changed
    expect([i18n.language, i18n.t('a')]).toEqual(['TH', 'ก']);
    stop();
    await switchLanguage(i18n, 'EN', async () => ({}));
    expect(told).toBe(2);
    expect(i18n.t('a')).toBe('A');
  });
});
