/**
 * A list that formats (amounts, match times) shows its data once its formatter is made: the
 * formatter is asked for while the data loads (services/i18n/intl-formatters.ts), and when the data
 * wins that race the list waits a task or two rather than make it in its render (15-40 ms of main
 * thread at desktop speed when it is the page's first).
 */
import { useEffect, useState } from 'react';

export interface PreparedFormatters {
  prepare(locale: string): Promise<void>;
  ready(locale: string): boolean;
}

/** True once `kind`'s formatter for `locale` is made (or could not be: the list then meets the error itself). */
export function useFormatterReady(kind: PreparedFormatters, locale: string): boolean {
  const [settled, setSettled] = useState<string | null>(null);
  useEffect(() => {
    if (kind.ready(locale)) return;
    let live = true;
    void kind.prepare(locale).then(() => {
      if (live) setSettled(locale);
    });
    return () => {
      live = false;
    };
  }, [kind, locale]);
  return settled === locale || kind.ready(locale);
}
