/** Content the screens show: games, announcements, download links, country info (dialling codes). */
import { proxy } from 'valtio';
import { wps } from './http/instance.ts';
import type { CountryInfo } from './http/calls.ts';
import { DEFAULT_LANGUAGE } from '../core/spec-constants.ts';

export interface Game {
  id: string;
  name: string;
  vendor: string;
  category: string;
  image: string;
  hot: boolean;
  trial: boolean;
}
export interface Announcement {
  id: string;
  type: string;
  category: string;
  texts: { codes: string[]; text: string }[];
}

export const loadGames = async (q: {
  category?: string | undefined;
  vendor?: string | undefined;
  pageSize?: number | undefined;
}) => (await wps().relay('GCSGAME_gameList', { ...q }, { quiet: true })).list;

/** S7: announcements are requested with types PR, platform M (cached). */
export const loadAnnouncements = () =>
  wps().relay('MCSFE_getListAnnouncements', { types: 'PR', platform: 'M' }, { cache: true, quiet: true });

/** S3: "Announcement text items: codes (language codes) and text; language falls back to EN." */
export function announcementText(a: Announcement, language: string): string {
  return (
    (
      a.texts.find((t) => t.codes.includes(language)) ??
      a.texts.find((t) => t.codes.includes(DEFAULT_LANGUAGE)) ??
      a.texts[0]
    )?.text ?? ''
  );
}

export const countryStore = proxy<{ info: CountryInfo | null; failed: boolean }>({ info: null, failed: false });
let countryLoad: Promise<void> | undefined;
/** A7: GET /wps/system/country (cached); loaded once, shared by every phone field. */
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
