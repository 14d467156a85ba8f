/**
 * UPDATEMOBILEICC3 (S6 feature switch; "ICC" is the international calling code, docs/decisions.md):
 * on, a player may give a mobile number with any calling code the merchant's country list offers;
 * off, only the merchant's own. The phone field offers what this allows and the sandbox refuses the
 * rest, from this one rule.
 */
export interface CountryList {
  countryDialingCode: string;
  countries: readonly { countryDialingCode: string; name: string }[];
}

export function dialingCodeAllowed(
  flags: { UPDATEMOBILEICC3?: boolean | undefined },
  country: Pick<CountryList, 'countryDialingCode'>,
  dialing: string,
): boolean {
  return flags.UPDATEMOBILEICC3 === true || dialing === country.countryDialingCode;
}

/** The calling codes a phone field offers: the merchant's own first. */
export function dialingOptions(
  flags: { UPDATEMOBILEICC3?: boolean | undefined },
  country: CountryList,
): { countryDialingCode: string; name: string }[] {
  const own = country.countries.filter((c) => c.countryDialingCode === country.countryDialingCode);
  const others = country.countries.filter((c) => c.countryDialingCode !== country.countryDialingCode);
  const first = own.length ? own : [{ countryDialingCode: country.countryDialingCode, name: '' }];
  return flags.UPDATEMOBILEICC3 === true ? [...first, ...others] : first;
}
