import { describe, it, expect } from 'vitest';
import { mapBrowserLanguage, chooseLanguage } from './language-choice.ts';

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
