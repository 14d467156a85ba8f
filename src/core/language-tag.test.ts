import { describe, it, expect } from 'vitest';
import { htmlLang, pluralRules } from './language-tag.ts';

describe('the BCP 47 tag of a tenant language code', () => {
  it("is the spec's code map where it names one", () => {
    expect(['EN', 'CN', 'TW', 'TH'].map(htmlLang)).toEqual(['en-US', 'zh-CN', 'zh-HK', 'th']);
  });
  it("is Tagalog for TY (the TL and PH browsers' language), not Tahitian; Urdu in Latin script for UR-LA", () => {
    expect(htmlLang('TY')).toBe('tl');
    expect(htmlLang('UR-LA')).toBe('ur-Latn');
    expect(new Intl.Locale(htmlLang('UR-LA')).script).toBe('Latn');
    // Intl knows it (CLDR's alias: Filipino), with its plural forms.
    expect(pluralRules('TY')?.resolvedOptions().locale).toBe('fil');
    expect(pluralRules('TY')?.resolvedOptions().pluralCategories).toContain('one');
  });
  it('is the code in lower case otherwise (PT-BR, KM, VI)', () => {
    expect(['PT-BR', 'KM', 'VI'].map(htmlLang)).toEqual(['pt-br', 'km', 'vi']);
  });
});
