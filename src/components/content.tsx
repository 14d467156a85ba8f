/** Content lists with their loading, empty and error states. */
import type { ReactNode } from 'react';

export function LoadState({
  state,
  loadingText,
  errorText,
  retryText,
  onRetry,
  emptyText,
  empty,
  children,
}: {
  state: 'loading' | 'error' | 'ready';
  loadingText: string;
  errorText: string;
  retryText: string;
  onRetry: () => void;
  emptyText: string;
  empty: boolean;
  children: ReactNode;
}) {
  if (state === 'loading')
    return (
      <p className="muted" role="status" aria-live="polite">
        {loadingText}
      </p>
    );
  if (state === 'error')
    return (
      <p className="muted" role="alert">
        {errorText}{' '}
        <button type="button" className="btn btn-text" onClick={onRetry}>
          {retryText}
        </button>
      </p>
    );
  if (empty) return <p className="muted">{emptyText}</p>;
  return <>{children}</>;
}

export function GameCards({
  games,
}: {
  games: { id: string; name: string; vendor: string; hot: boolean; image: string }[];
}) {
  return (
    <ul className="cards">
      {games.map((g) => (
        <li key={g.id} className="card">
          <div className="card-art" aria-hidden="true">
            {g.image ? <img src={g.image} alt="" loading="lazy" width={64} height={64} /> : g.name.slice(0, 1)}
          </div>
          <div>
            <strong>{g.name}</strong>
            <br />
            <span className="muted">{g.vendor}</span>
            {g.hot ? <span className="badge">HOT</span> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

export function TextList({ items }: { items: { key: string; text: string }[] }) {
  return (
    <ul className="text-list">
      {items.map((i) => (
        <li key={i.key}>{i.text}</li>
      ))}
    </ul>
  );
}
