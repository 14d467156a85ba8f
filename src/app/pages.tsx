/** Whole-page states: boot failure (with the reason and a retry), maintenance, access denied (the domain modal is in modals.tsx). */
import type { ReactNode } from 'react';

function Page({ title, children }: { title: string; children: ReactNode }) {
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

export function MaintenancePage({
  message,
  end,
  labels,
}: {
  message: string;
  end: string | null;
  labels: { title: string; until: (time: string) => string };
}) {
  return (
    <Page title={labels.title}>
      {message ? <p>{message}</p> : null}
      {end ? (
        <p>
          <time dateTime={end}>{labels.until(new Date(end).toLocaleString())}</time>
        </p>
      ) : null}
    </Page>
  );
}

export function AccessDeniedPage({ title, message }: { title: string; message: string }) {
  return (
    <Page title={title}>
      <p>{message}</p>
    </Page>
  );
}
