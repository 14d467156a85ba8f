/**
 * Whole-page states: boot failure (with the reason and a retry); the closed site's pages are in
 * closed-site.tsx (loaded only when a site is closed), the domain modal in modals.tsx.
 */
import type { ReactNode } from 'react';
import { startLanguage } from '../services/i18n/start-language.ts';
import type { PackageErrorTexts, BootErrorTexts } from './package-error-texts.ts';

export function Page({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="shell">
      <div className="page-state">
        <h1>{title}</h1>
        {children}
      </div>
    </main>
  );
}

/** The boot error page's English, for when its texts' chunk cannot load (the network that failed the boot). */
export const BOOT_ERROR_ENGLISH: BootErrorTexts = {
  title: 'Something went wrong',
  text: 'The site could not start. Check your connection and try again; if it keeps happening, contact customer service and quote the details below.',
  retry: 'Retry',
  details: 'Details',
};

/**
 * The site could not start: a sentence in the player's language and a retry; the program's reason
 * (a call, a field) only below it in small text, for support.
 */
export function BootErrorPage({
  texts = BOOT_ERROR_ENGLISH,
  reason,
  onRetry,
}: {
  texts?: BootErrorTexts;
  reason: string;
  onRetry: () => void;
}) {
  return (
    <Page title={texts.title}>
      <div role="alert">
        <p>{texts.text}</p>
        <p className="muted">
          {texts.details}: <span className="error-reason">{reason}</span>
        </p>
      </div>
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        {texts.retry}
      </button>
    </Page>
  );
}

/** In the player's language among those the page offers that have texts (else any of them, else English). */
export function packageErrorTexts<T = PackageErrorTexts>(
  table: Record<string, T>,
  offered: readonly string[] | undefined,
): T {
  const known = Object.keys(table);
  const both = (offered ?? []).filter((l) => known.includes(l));
  return table[startLanguage(both.length ? both : known)] ?? table.EN!;
}

/**
 * A package the browser cannot use (core/package-check.ts): a sentence in the player's language,
 * a retry and the code to quote to customer service; never the program's words (the console has them).
 */
export function PackageErrorPage({
  texts,
  code,
  onRetry,
}: {
  texts: PackageErrorTexts;
  code: string;
  onRetry: () => void;
}) {
  return (
    <Page title={texts.title}>
      <p role="alert">{texts.text}</p>
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        {texts.retry}
      </button>
      <p className="muted">
        {texts.code}: <code>{code}</code>
      </p>
    </Page>
  );
}
