/**
 * One part of the lobby with its own states: loading (a skeleton that keeps the layout), failed
 * (what failed, and a retry that reloads this part only), empty (a sentence), or its content.
 */
import './lobby.css';
import type { ReactNode } from 'react';

export function Block({
  title,
  titleId,
  icon,
  state,
  onRetry,
  empty,
  labels,
  skeleton,
  action,
  children,
}: {
  title?: string;
  titleId?: string;
  icon?: ReactNode;
  state: 'loading' | 'error' | 'ready';
  onRetry: () => void;
  empty: string | null;
  labels: { failed: string; retry: string; loading: string };
  skeleton: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      className="block"
      aria-labelledby={title ? titleId : undefined}
      aria-busy={state === 'loading' || undefined}
    >
      {title ? (
        <div className="block-head">
          <h2 id={titleId} className="block-title">
            {icon}
            {title}
          </h2>
          {action}
        </div>
      ) : null}
      {state === 'loading' ? (
        <>
          <span className="visually-hidden" role="status">
            {labels.loading}
          </span>
          {skeleton}
        </>
      ) : state === 'error' ? (
        <p className="block-error" role="alert">
          {labels.failed}{' '}
          <button type="button" className="btn btn-secondary" onClick={onRetry}>
            {labels.retry}
          </button>
        </p>
      ) : empty ? (
        <p className="block-empty">{empty}</p>
      ) : (
        children
      )}
    </section>
  );
}
