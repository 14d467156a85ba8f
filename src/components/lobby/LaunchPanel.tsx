/** What a game launch shows: starting (busy), or why it did not start with a retry and a way back. */
import './lobby.css';
export function LaunchPanel({
  status,
  title,
  labels,
  onRetry,
  onBack,
}: {
  status: 'starting' | 'timeout' | 'failed';
  title: string;
  labels: { starting: string; timeout: string; failed: string; retry: string; back: string };
  onRetry: () => void;
  onBack: () => void;
}) {
  if (status === 'starting')
    return (
      <div className="launch" role="status" aria-live="polite">
        <span className="spinner" aria-hidden="true" />
        <p>{labels.starting}</p>
      </div>
    );
  return (
    <div className="launch">
      <p role="alert">{status === 'timeout' ? labels.timeout : labels.failed}</p>
      <p className="muted">{title}</p>
      <div className="launch-actions">
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          {labels.retry}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onBack}>
          {labels.back}
        </button>
      </div>
    </div>
  );
}
