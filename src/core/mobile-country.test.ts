import { describe, it, expect } from 'vitest';
import { dialingCodeAllowed, dialingOptions } from './mobile-country.ts';

const country = {
  countryDialingCode: '66',
  countries: [
    { countryDialingCode: '84', name: 'Vietnam' },
    { countryDialingCode: '66', name: 'Thailand' },
    { countryDialingCode: '63', name: 'Philippines' },
  ],
};

describe('UPDATEMOBILEICC3 (docs/decisions.md)', () => {
  it('off: only the merchant calling code is offered and allowed', () => {
    expect(dialingOptions({}, country)).toEqual([{ countryDialingCode: '66', name: 'Thailand' }]);
    expect(dialingCodeAllowed({ UPDATEMOBILEICC3: false }, country, '66')).toBe(true);
    expect(dialingCodeAllowed({ UPDATEMOBILEICC3: false }, country, '84')).toBe(false);
  });
  it('on: every code of the list, the merchant one first', () => {
    expect(dialingOptions({ UPDATEMOBILEICC3: true }, country).map((c) => c.countryDialingCode)).toEqual([
      '66',
      '84',
      '63',
    ]);
    expect(dialingCodeAllowed({ UPDATEMOBILEICC3: true }, country, '84')).toBe(true);
  });
  it('a merchant code missing from the list is still offered, without a name', () => {
    expect(dialingOptions({}, { countryDialingCode: '1', countries: country.countries })).toEqual([
      { countryDialingCode: '1', name: '' },
    ]);
  });
});
