import { describe, it, expect } from 'vitest';
import { currencyCode, formatAmount } from './currency.ts';
import { CURRENCY_ALIASES, CURRENCY_CODE_LENGTH } from '../../core/spec-constants.ts';

describe('currency (S5)', () => {
  it('TLB maps to PHP; otherwise the first 3 letters', () => {
    expect(CURRENCY_ALIASES).toEqual({ TLB: 'PHP' });
    expect(CURRENCY_CODE_LENGTH).toBe(3);
    expect(currencyCode('TLB')).toBe('PHP');
    expect(currencyCode('VNDK')).toBe('VND');
    expect(currencyCode('thb')).toBe('THB');
    expect(currencyCode('')).toBe('');
    expect(currencyCode(null)).toBe('');
  });
  it('puts the symbol where the country info says', () => {
    expect(formatAmount(12500, { currency: 'VND', currencySymbol: '₫', currencyPosition: 'after' })).toBe('12,500 ₫');
    expect(formatAmount(1234.5, { currency: 'THB', currencySymbol: '฿', currencyPosition: 'before' })).toBe('฿1,234.5');
    expect(formatAmount(10, { currency: 'TLB', currencySymbol: '', currencyPosition: 'before' })).toBe('PHP10');
  });
});
