import { describe, it, expect } from 'vitest';
import { mapBrowserLanguage, chooseLanguage, createI18n, switchLanguage } from './i18n.ts';

describe('browser language mapping (A5)', () => {
  it.each([
    ['zh', 'CN'],
    ['zh-CN', 'CN'],
    ['zh-TW', 'TW'],
    ['zh-HK', 'TW'],
    ['tl', 'TY'],
    ['fil-PH', undefined],
    ['ph', 'TY'],
    ['vi-VN', 'VI'],
    ['en-GB', 'EN'],
    ['pt-BR', 'PT-BR'],
    ['pt-PT', 'PT'],
    ['xx', undefined],
  ])('%s -> %s', (tag, code) => expect(mapBrowserLanguage(tag)).toBe(code));
});

describe('chooseLanguage', () => {
  const offered = ['EN', 'CN', 'TW'];
  it('prefers a stored choice the tenant offers', () => expect(chooseLanguage(offered, 'TW', ['zh-CN'])).toBe('TW'));
  it('ignores a stored choice the tenant does not offer', () =>
    expect(chooseLanguage(offered, 'VI', ['zh-HK'])).toBe('TW'));
  it('maps the browser languages in order', () => expect(chooseLanguage(offered, null, ['vi', 'zh'])).toBe('CN'));
  it('defaults to EN', () => expect(chooseLanguage(offered, null, ['fr'])).toBe('EN'));
  it('falls back to the first offered when EN is not offered', () =>
    expect(chooseLanguage(['VI', 'TH'], null, [])).toBe('VI'));
});

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
