/** A formatter as data: a page and its Intl worker make the same one from it (intl-formatters.ts). */

export interface FormatterOptions {
  NumberFormat: Intl.NumberFormatOptions;
  DateTimeFormat: Intl.DateTimeFormatOptions;
}
export interface Formatters {
  NumberFormat: Intl.NumberFormat;
  DateTimeFormat: Intl.DateTimeFormat;
}
export type FormatterKind = keyof Formatters;

export interface FormatterRequest<K extends FormatterKind = FormatterKind> {
  id: number;
  kind: K;
  /** None: the browser's own. */
  locale: string | undefined;
  options: FormatterOptions[K];
}

export function makeFormatter<K extends FormatterKind>(r: Omit<FormatterRequest<K>, 'id'>): Formatters[K] {
  // Only these two: the worker never indexes Intl with whatever a message names.
  if (r.kind === 'NumberFormat') return new Intl.NumberFormat(r.locale, r.options) as Formatters[K];
  if (r.kind === 'DateTimeFormat')
    return new Intl.DateTimeFormat(r.locale, r.options as Intl.DateTimeFormatOptions) as Formatters[K];
  throw new TypeError(`not an Intl formatter kind: ${String(r.kind)}`);
}
