/** `tenant explain` for the place under the cursor, and `tenant diff` of the draft against the published tenant. */
import { useEffect, useState } from 'react';
import { call, tenantPath, type Diff, type DiffRow, type Explained } from './api.ts';

const show = (v: unknown) => (v === undefined ? '(none)' : JSON.stringify(v).slice(0, 120));

export function Inspect({
  id,
  cursor,
  checked,
}: {
  id: string;
  cursor: { path: string; offset: number } | null;
  checked: number;
}) {
  const [tab, setTab] = useState<'explain' | 'diff'>('explain');
  const [explained, setExplained] = useState<Explained | null>(null);
  const [diff, setDiff] = useState<Diff | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    if (tab !== 'explain' || !cursor) return;
    call<Explained>('POST', tenantPath(id, '/explain'), cursor).then(
      (e) => {
        setExplained(e);
        setError('');
      },
      (e: Error) => setError(e.message),
    );
  }, [tab, cursor, id]);
  useEffect(() => {
    if (tab !== 'diff') return;
    call<Diff>('GET', tenantPath(id, '/diff')).then(
      (d) => {
        setDiff(d);
        setError('');
      },
      (e: Error) => setError(e.message),
    );
  }, [tab, checked, id]);

  const rows = (list: DiffRow[]) =>
    list.map((r) => (
      <tr key={r.pointer}>
        <th scope="row" className="mono">
          {r.pointer}
        </th>
        <td title={r.aFrom}>{show(r.a)}</td>
        <td title={r.bFrom}>{show(r.b)}</td>
      </tr>
    ));

  return (
    <section className="inspect" aria-label="Explain and diff">
      <div role="tablist" aria-label="Inspect">
        <button type="button" role="tab" aria-selected={tab === 'explain'} onClick={() => setTab('explain')}>
          Explain
        </button>
        <button type="button" role="tab" aria-selected={tab === 'diff'} onClick={() => setTab('diff')}>
          Diff with published
        </button>
      </div>
      <div role="tabpanel" aria-label={tab === 'explain' ? 'Explain' : 'Diff with published'}>
        {error && <p role="alert">{error}</p>}
        {tab === 'explain' &&
          (!explained ? (
            <p>Put the cursor on a value or node: which layer and which patch set it shows here.</p>
          ) : (
            <>
              <p className="mono">{explained.pointer || '/'}</p>
              <table>
                <thead>
                  <tr>
                    <th scope="col">Set by</th>
                    <th scope="col">Pointer</th>
                    <th scope="col">Where</th>
                  </tr>
                </thead>
                <tbody>
                  {explained.rows.map((r) => (
                    <tr key={`${r.pointer}${r.at}`}>
                      <td>{r.layer}</td>
                      <td className="mono">{r.pointer || '/'}</td>
                      <td className="mono">{r.at}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          ))}
        {tab === 'diff' &&
          (!diff ? (
            <p role="status">Comparing…</p>
          ) : !diff.values.length && !diff.screens.length && !diff.switches.length ? (
            <p>The draft is the same as the published tenant.</p>
          ) : (
            <table>
              <thead>
                <tr>
                  <th scope="col">Pointer</th>
                  <th scope="col">Published</th>
                  <th scope="col">Draft</th>
                </tr>
              </thead>
              <tbody>
                {rows(diff.values)}
                {diff.screens.flatMap((s) =>
                  s.only ? (
                    <tr key={s.id}>
                      <th scope="row">screen {s.id}</th>
                      <td colSpan={2}>only in {s.only}</td>
                    </tr>
                  ) : (
                    rows(s.rows)
                  ),
                )}
                {diff.switches.map((s) => (
                  <tr key={s.name}>
                    <th scope="row">switch {s.name}</th>
                    <td>{s.a ? 'on' : 'off'}</td>
                    <td>{s.b ? 'on' : 'off'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ))}
      </div>
    </section>
  );
}
