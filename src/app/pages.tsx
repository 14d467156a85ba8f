/**
 * Whole-page states: boot failure (with the reason and a retry); the closed site's pages are in
 * closed-site.tsx (loaded only when a site is closed), the domain modal in modals.tsx.
 */
import type { ReactNode } from 'react';

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
