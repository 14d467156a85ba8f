/**
 * The language picker: loaded on first use (its table of language names is not needed by a
 * screen without it, such as the login page).
 */
import { Type } from '@sinclair/typebox';
import { useSnapshot } from 'valtio';
import { tenantStore } from '../../../state/app.ts';
import { isAccepted } from '../../../core/language-choice.ts';
import { useRuntime } from '../../context.ts';
import { useT } from '../../i18n.tsx';
import { defineNode } from '../define.ts';
import { htmlLang } from '../../../core/language-tag.ts';

/** Each language named in itself, so a player who cannot read the current one still finds theirs. */
const NATIVE_NAMES: Record<string, string> = {
  EN: 'English',
  CN: '简体中文',
  TW: '繁體中文',
  VI: 'Tiếng Việt',
  TH: 'ไทย',
  ID: 'Bahasa Indonesia',
  JA: '日本語',
  KO: '한국어',
  ES: 'Español',
  PT: 'Português',
  'PT-BR': 'Português (Brasil)',
  HI: 'हिन्दी',
  KM: 'ខ្មែរ',
  MY: 'မြန်မာ',
  TA: 'தமிழ்',
  TY: 'Filipino',
  UR: 'اردو',
  'UR-LA': 'Urdu (Latin)',
  MS: 'Bahasa Melayu',
  BN: 'বাংলা',
  TR: 'Türkçe',
  FR: 'Français',
  NE: 'नेपाली',
  TE: 'తెలుగు',
  RU: 'Русский',
  SW: 'Kiswahili',
  KK: 'Қазақ',
  LO: 'ລາວ',
};

/** The tenant's offered languages, each shown by its own name (also the language dialog's body). */
export function LanguageSelect() {
  const { tenant, language } = useSnapshot(tenantStore);
  const { actions } = useRuntime();
  const { t } = useT();
  const offered = tenant?.languages ?? [];
  if (offered.length < 2) return null;
  return (
    <div className="field">
      <label htmlFor="language-picker">{t('language.label')}</label>
      <select
        id="language-picker"
        value={language}
        onChange={(e) => {
          const l = e.target.value;
          if (isAccepted(l)) void actions.setLanguage(l);
        }}
      >
        {offered.map((l) => (
          <option key={l} value={l} lang={htmlLang(l)}>
            {NATIVE_NAMES[l] ?? l}
          </option>
        ))}
      </select>
    </div>
  );
}

export const LanguagePicker = defineNode(
  {
    props: Type.Object(
      {},
      {
        additionalProperties: false,
        description:
          'A list of the languages the tenant offers, each named in itself; choosing one switches the site (nothing shows with one language).',
      },
    ),
    example: { id: 'language' },
    keys: ['language.label'],
  },
  LanguageSelect,
);
