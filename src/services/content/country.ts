/**
 * The visitor's country (A7: GET /wps/system/country): its own module, so that a phone field or an
 * amount loads it without the lobby's readers (the login page's first load).
 */
import { proxy } from 'valtio';
import { wps } from '../http/instance.ts';
import type { CountryInfo } from '../http/calls.ts';

export const countryStore = proxy<{ info: CountryInfo | null; failed: boolean }>({ info: null, failed: false });
let countryLoad: Promise<void> | undefined;
/** A7: GET /wps/system/country (cached); loaded once, shared by every phone field and amount. */
export function loadCountry(): Promise<void> {
  countryLoad ??= wps()
    .system.country()
    .then(
      (info) => {
        countryStore.info = info;
        countryStore.failed = false;
      },
      () => {
        countryStore.failed = true;
        countryLoad = undefined;
      },
    );
  return countryLoad;
}
