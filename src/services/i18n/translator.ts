/**
 * The app's translator: the part of i18next this app used (i18next 26 as services/i18n/i18n.ts
 * configured it: flat keys, English fallback, no escaping), in well under 1 KiB gzip instead of
 * i18next's ~15 KiB in the entry chunk that every first screen downloads.
 *
 * - A key is looked up in the page's language, then in English, then shown as it is (the key).
 *   An empty translation is a translation; a missing key with `defaultValue` gives that instead.
 * - With a numeric `count`, i18next's JSON v4 plural keys come first, per language looked in:
 *   `key_zero` when the count is 0, then `key_<form>` (one, two, few, many, other: the language's
 *   plural rules, core/language-tag.ts), then `key`.
 * - `{{name}}` (and i18next's `{{- name}}`) is the value as text, never HTML-escaped: React
 *   escapes, and tenant text is never HTML. A name not among the values stays as written; one
 *   given as undefined or null is empty. Values are not read again for placeholders.
 *
 * i18next's nesting (`$t(key)`), formats (`{{n, number}}`), contexts and dotted value paths are
 * left out: no text uses them. translator.conformance.test.ts compares this with i18next (a dev
 * dependency only) for every tenant's every key, language and a range of counts, so a tenant text
 * that starts using one of them fails there.
 */
import { pluralRules } from '../../core/language-tag.ts';

export type TranslationTable = Readonly<Record<string, string>>;

/** The placeholders' values; `count` picks the plural key, `defaultValue` stands in for a missing key. */
export interface TranslateValues {
  readonly count?: number;
  readonly defaultValue?: string;
  readonly [name: string]: unknown;
}

export type Translate = (key: string, values?: TranslateValues) => string;

export interface Translator {
  /** The page's language: where keys are looked up first. */
  readonly language: string;
  readonly t: Translate;
  hasTable(language: string): boolean;
  addTable(language: string, table: TranslationTable): void;
  changeLanguage(language: string): void;
  /** `listener` runs on a language change and when a table arrives; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

const PLACEHOLDER = /{{(.+?)}}/g;

function fill(text: string, values: TranslateValues): string {
  return text.replace(PLACEHOLDER, (written, inner: string) => {
    const name = (inner.startsWith('-') ? inner.slice(1) : inner).trim();
    const given = Object.hasOwn(values, name);
    const value = given ? values[name] : undefined;
    if (value === undefined) return given ? '' : written;
    return value === null ? '' : String(value);
  });
}

/** `fallback` is the language every key has (English); tables for others arrive with addTable. */
export function createTranslator(
  language: string,
  fallback: string,
  initial: Readonly<Record<string, TranslationTable>>,
): Translator {
  const tables = new Map(Object.entries(initial));
  const listeners = new Set<() => void>();
  let current = language;
  const changed = () => {
    for (const listener of [...listeners]) listener();
  };

  /** The first translation found, in i18next's order (per language: zero form, plural form, plain). */
  function find(key: string, count: number | undefined): string | undefined {
    for (const code of current === fallback ? [current] : [current, fallback]) {
      const table = tables.get(code);
      if (!table) continue;
      const candidates = [key];
      if (count !== undefined) {
        const rules = pluralRules(code) ?? pluralRules(fallback);
        if (rules) candidates.unshift(`${key}_${rules.select(count)}`);
        if (count === 0) candidates.unshift(`${key}_zero`);
      }
      for (const k of candidates) {
        const text = Object.hasOwn(table, k) ? table[k] : undefined;
        // JSON holds strings; a null (as i18next with returnNull off) is no translation.
        if (text !== undefined && text !== null) return text;
      }
    }
    return undefined;
  }

  const t: Translate = (key, values = {}) => {
    // i18next reads a string count as no count (no plural key).
    const count = typeof values.count === 'string' ? undefined : values.count;
    const text = find(key, count) ?? values.defaultValue ?? key;
    return fill(text, values);
  };

  return {
    get language() {
      return current;
    },
    t,
    hasTable: (l) => tables.has(l),
    addTable(l, table) {
      tables.set(l, table);
      changed();
    },
    changeLanguage(l) {
      current = l;
      changed();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
