/** Loads data for a node: loading, error (with retry) and ready states; ignores answers for an unmounted node or an old request. */
import { useCallback, useEffect, useState } from 'react';

export function useLoad<T>(load: () => Promise<T>, key: string) {
  const [attempt, setAttempt] = useState(0);
  const request = `${key}#${attempt}`;
  const [result, setResult] = useState<{ request: string; status: 'error' | 'ready'; data: T | undefined } | null>(
    null,
  );
  useEffect(() => {
    let live = true;
    load().then(
      (data) => {
        if (live) setResult({ request, status: 'ready', data });
      },
      () => {
        if (live) setResult({ request, status: 'error', data: undefined });
      },
    );
    return () => {
      live = false;
    };
    // `load` is recreated each render; `request` says when the request really changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request]);
  const current = result?.request === request ? result : null; // an answer to an older request is not this one's
  return {
    status: current?.status ?? ('loading' as const),
    data: current?.data,
    retry: useCallback(() => setAttempt((a) => a + 1), []),
  };
}
