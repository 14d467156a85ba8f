// @vitest-environment happy-dom
import { describe, it, expect, afterEach, vi } from 'vitest';
import { PACKAGE_ERROR_TEXTS } from './package-error-texts.ts';
import { packageErrorTexts as choose } from './pages.tsx';

const packageErrorTexts = (offered: string[]) => choose(PACKAGE_ERROR_TEXTS, offered);

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});
const browser = (...tags: string[]) => vi.spyOn(navigator, 'languages', 'get').mockReturnValue(tags);

describe('the broken-package page speaks the player’s language', () => {
  it('the browser’s language among the page’s', () => {
    browser('th-TH', 'en');
    expect(packageErrorTexts(['EN', 'VI', 'TH']).title).toBe('ขณะนี้ไม่สามารถเปิดเว็บไซต์ได้');
    browser('zh-HK');
    expect(packageErrorTexts(['EN', 'CN', 'TW']).retry).toBe('重試');
  });
  it('the stored choice first; a page offering none with texts here: the browser’s, else English', () => {
    browser('vi-VN');
    localStorage.setItem('language', 'EN');
    expect(packageErrorTexts(['EN', 'VI']).retry).toBe('Try again');
    localStorage.clear();
    expect(packageErrorTexts(['KM']).retry).toBe('Thử lại');
    browser('km-KH');
    expect(packageErrorTexts(['KM']).title).toBe(PACKAGE_ERROR_TEXTS.EN!.title);
  });
  it('every language has every text', () => {
    for (const t of Object.values(PACKAGE_ERROR_TEXTS))
      expect(Object.keys(t).sort()).toEqual(['code', 'retry', 'text', 'title']);
  });
});
