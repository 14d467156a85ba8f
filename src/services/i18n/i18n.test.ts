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
