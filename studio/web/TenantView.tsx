/**
 * One tenant open: its files (tabs), the editor, `tenant validate`'s problems, explain and diff,
 * the preview, and Publish / Discard for its draft.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { call, tenantPath, type Outcome, type Problem, type TenantInfo } from './api.ts';
import { Editor } from './Editor.tsx';
import { Problems } from './Problems.tsx';
import { Preview } from './Preview.tsx';
import { Inspect } from './Inspect.tsx';

/** How long the cursor rests before `tenant explain` is asked about it. */
const EXPLAIN_DELAY_MS = 500;

export function TenantView({ id, onDraftChange }: { id: string; onDraftChange: () => void }) {
  const [info, setInfo] = useState<TenantInfo | null>(null);
  const [error, setError] = useState('');
  const [file, setFile] = useState('tenant.json');
  const [problems, setProblems] = useState<Problem[] | null>(null);
  const [print, setPrint] = useState('');
  const [draft, setDraft] = useState(false);
  const [stalePreview, setStalePreview] = useState(false);
  const [checked, setChecked] = useState(0);
  const [cursor, setCursor] = useState<{ path: string; offset: number } | null>(null);
  const [jump, setJump] = useState<{ line: number; col: number; at: number } | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const hadDraft = useRef<boolean | null>(null);

  const loadInfo = useCallback(
    () => call<TenantInfo>('GET', tenantPath(id)).then(setInfo, (e: Error) => setError(e.message)),
    [id],
  );
  const check = useCallback(
    () =>
      call<{ problems: Problem[]; draft: boolean; print: string; stalePreview: boolean }>(
        'GET',
        tenantPath(id, '/problems'),
      ).then((r) => {
        setProblems(r.problems);
        setStalePreview(r.stalePreview);
        setPrint(r.print);
        setDraft(r.draft);
        // The tenant list marks drafts: told when this one's appears or goes.
        if (hadDraft.current !== null && hadDraft.current !== r.draft) onDraftChange();
        hadDraft.current = r.draft;
        setChecked((n) => n + 1);
      }),
    [id, onDraftChange],
  );
  useEffect(() => {
    void loadInfo();
    check().catch((e: Error) => setError(e.message));
  }, [loadInfo, check]);

  const onCursor = useCallback(
    (offset: number) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCursor({ path: file, offset }), EXPLAIN_DELAY_MS);
    },
    [file],
  );

  const publish = async () => {
    setBusy(true);
    setOutcome({ ok: true, output: 'Publishing: validating with every tenant, then tenant publish…' });
    try {
      setOutcome(await call<Outcome>('POST', tenantPath(id, '/publish'), { print }));
    } catch (e) {
      setOutcome({ ok: false, output: (e as Error).message });
    }
    setBusy(false);
    await check();
    void loadInfo();
  };
  const discard = async () => {
    if (!confirm(`Discard the draft of ${id}? Its edits are lost.`)) return;
    await call('DELETE', tenantPath(id, '/draft'));
    setOutcome(null);
    await check();
    // The editor reads the tenant's own files again.
    setInfo(null);
    void loadInfo();
  };

  if (error)
    return (
      <p role="alert">
        Could not open {id}: {error}
      </p>
    );
  if (!info) return <p role="status">Opening {id}…</p>;
  const mine = (problems ?? []).filter((p) => p.file === file);
  return (
    <div className="tenant">
      <header className="tenant-bar">
        <h2>{id}</h2>
        <span className="badge" role="status">
          {draft ? 'Draft: not published' : 'No draft: as published'}
        </span>
        <button type="button" className="primary" disabled={!draft || busy} onClick={() => void publish()}>
          Publish {id}
        </button>
        <button type="button" disabled={!draft || busy} onClick={() => void discard()}>
          Discard draft
        </button>
      </header>
      {outcome && (
        <section aria-label="Publish result" className={outcome.ok ? 'outcome ok' : 'outcome failed'}>
          <p role="status">{outcome.ok ? (busy ? 'Publishing…' : 'Published') : 'Not published'}</p>
          <pre>{outcome.output}</pre>
        </section>
      )}
      <div className="workspace">
        <div className="left">
          <div role="tablist" aria-label="Files" className="files">
            {info.files.map((f) => (
              <button
                key={f.path}
                type="button"
                role="tab"
                aria-selected={f.path === file}
                onClick={() => setFile(f.path)}
              >
                {f.path}
                {(problems ?? []).some((p) => p.file === f.path) && <span aria-label=" has problems"> ●</span>}
              </button>
            ))}
          </div>
          <div role="tabpanel" aria-label={file}>
            <Editor
              key={file}
              id={id}
              path={file}
              kind={info.files.find((f) => f.path === file)?.kind ?? 'tenant'}
              problems={mine}
              jump={jump}
              onSaved={() => {
                // A refused publish's problems are old news once the draft changed.
                setOutcome((o) => (o && !o.ok ? null : o));
                void check();
              }}
              onCursor={onCursor}
            />
          </div>
          <Problems
            problems={problems}
            onOpen={(p) => {
              if (!p.file) return;
              setFile(p.file);
              setJump({ line: p.line, col: p.col, at: Date.now() });
            }}
          />
          <Inspect id={id} cursor={cursor?.path === file ? cursor : null} checked={checked} />
        </div>
        <Preview info={info} reloadKey={checked} stale={stalePreview} />
      </div>
    </div>
  );
}
