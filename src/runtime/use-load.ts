/**
 * Loads data for a node: loading, error (with retry) and ready states; ignores answers for an
 * unmounted node or an old request. With `page`, the first render starts from what the
 * pre-rendered page holds for this key (core/page-data.ts) and the live call refreshes it; a
 * refresh that fails keeps what is shown (the page's data is the back end's, only older).
 */
import { startTransition, useCallback, useEffect, useState } from 'react';
import { keepPageData, pageDataFor } from '../core/page-data.ts';

interface Result<T> {
  request: string;
  status: 'error' | 'ready';
  data: T | undefined;
  /** The page's data, not yet refreshed. */
  fromPage?: boolean;
}

export function useLoad<T>(load: () => Promise<T>, key: string, opts: { page?: boolean } = {}) {
  const [attempt, setAttempt] = useState(0);
  const request = `${key}#${attempt}`;
  const [result, setResult] = useState<Result<T> | null>(() => {
    const held = opts.page ? pageDataFor(key, load) : undefined;
    return held ? { request, status: 'ready', data: held.value as T, fromPage: true } : null;
  });
  useEffect(() => {
    let live = true;
    load().then(
      (data) => {
        if (!live) return;
        if (opts.page) keepPageData(key, data);
        // As a transition: a lobby's answers arrive together; React renders each in slices and
        // lets a tap or a frame in between (the skeleton or the page's data is on screen meanwhile).
        startTransition(() =>
          setResult((r) =>
            r?.request === request && r.fromPage && JSON.stringify(r.data) === JSON.stringify(data)
              ? r // what the page held is what the back end says: nothing changes on screen
              : { request, status: 'ready', data },
          ),
        );
      },
      () => {
        if (live)
          startTransition(() =>
            setResult((r) =>
              r?.request === request && r.fromPage ? r : { request, status: 'error', data: undefined },
            ),
          );
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
