/**
 * Whole-page states: boot failure (with the reason and a retry); the closed site's pages are in
 * closed-site.tsx (loaded only when a site is closed), the domain modal in modals.tsx.
 */
import type { ReactNode } from 'react';
import { startLanguage } from '../services/i18n/start-language.ts';
import type { PackageErrorTexts } from './package-error-texts.ts';

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

export function BootErrorPage({ reason, onRetry }: { reason: string; onRetry: () => void }) {
  return (
    <Page title="Something went wrong">
      <p role="alert">The site could not start: {reason}</p>
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        Retry
      </button>
    </Page>
  );
}

/** In the player's language among those the page offers that have texts (else any of them, else English). */
export function packageErrorTexts(
  table: Record<string, PackageErrorTexts>,
  offered: readonly string[] | undefined,
): PackageErrorTexts {
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
