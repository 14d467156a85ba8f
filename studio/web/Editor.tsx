/**
 * One tenant file in CodeMirror 6 with the project's editor schema (completion with the i18n keys
 * and rule paths, hover text from the descriptions: codemirror-json-schema), saved as a draft a
 * moment after each edit. Its problems are `tenant validate`'s, put at their line and column; the
 * schema library's own linter is not used, so what is shown is what the CLI says.
 */
import { useEffect, useRef, useState } from 'react';
import { basicSetup } from 'codemirror';
import { EditorView, hoverTooltip } from '@codemirror/view';
import { EditorState, type Text } from '@codemirror/state';
import { json, jsonLanguage } from '@codemirror/lang-json';
import { lintGutter, setDiagnostics, type Diagnostic } from '@codemirror/lint';
import { jsonCompletion, jsonSchemaHover, stateExtensions } from 'codemirror-json-schema';
import { call, tenantPath, type FileText, type Problem } from './api.ts';

/** How long after the last keystroke the draft is saved (and checked). */
const SAVE_DELAY_MS = 400;

const schemas = new Map<string, Promise<Record<string, unknown>>>();
const schemaFor = (kind: string) => {
  let s = schemas.get(kind);
  if (!s) {
    s = call<Record<string, unknown>>('GET', `/api/schemas/${kind}`);
    schemas.set(kind, s);
  }
  return s;
};

/** The hover as text (the schema's words), never as HTML. */
function formatHover({ message, typeInfo }: { message: string; typeInfo: string }): HTMLElement {
  const box = document.createElement('div');
  box.className = 'hover';
  if (message) box.append(Object.assign(document.createElement('p'), { textContent: message }));
  box.append(Object.assign(document.createElement('code'), { textContent: typeInfo }));
  return box;
}

/** The range a problem underlines: from its line and column to the end of the JSON token there. */
function rangeOf(doc: Text, p: Problem): { from: number; to: number } {
  const line = doc.line(Math.min(Math.max(p.line, 1), doc.lines));
  const from = Math.min(line.from + Math.max(p.col - 1, 0), line.to);
  const rest = doc.sliceString(from, line.to);
  const token = rest.startsWith('"') ? /^"(?:[^"\\]|\\.)*"?/.exec(rest) : /^[^,\s}\]]+/.exec(rest);
  return { from, to: from + (token?.[0].length ?? 0) };
}

export interface EditorProps {
  id: string;
  path: string;
  kind: string;
  problems: Problem[];
  /** A line to show (a problem clicked in the list). */
  jump: { line: number; col: number; at: number } | null;
  onSaved: () => void;
  onCursor: (offset: number) => void;
}

type Status = 'loading' | 'opened' | 'saved' | 'editing' | 'saving' | 'conflict' | 'error';

export function Editor({ id, path, kind, problems, jump, onSaved, onCursor }: EditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const revision = useRef('');
  const [status, setStatus] = useState<Status>('loading');
  const [message, setMessage] = useState('');
  const [theirs, setTheirs] = useState<FileText | null>(null);
  const callbacks = useRef({ onSaved, onCursor });
  useEffect(() => {
    callbacks.current = { onSaved, onCursor };
  });
  const saveRef = useRef<() => Promise<void>>(async () => {});

  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const save = async () => {
      const v = view.current;
      if (!v) return;
      timer = undefined;
      setStatus('saving');
      try {
        const r = await call<{ ok: boolean; revision?: string; current?: FileText }>('PUT', tenantPath(id, '/file'), {
          path,
          text: v.state.doc.toString(),
          base: revision.current,
        });
        if (r.ok && r.revision) {
          revision.current = r.revision;
          if (!cancelled) setStatus(timer ? 'editing' : 'saved');
          callbacks.current.onSaved();
        } else if (r.current && !cancelled) {
          setTheirs(r.current);
          setStatus('conflict');
        }
      } catch (e) {
        if (!cancelled) {
          setMessage((e as Error).message);
          setStatus('error');
        }
      }
    };
    saveRef.current = save;
    Promise.all([call<FileText>('GET', tenantPath(id, `/file?path=${encodeURIComponent(path)}`)), schemaFor(kind)])
      .then(([file, schema]) => {
        if (cancelled || !host.current) return;
        revision.current = file.revision;
        view.current = new EditorView({
          parent: host.current,
          state: EditorState.create({
            doc: file.text,
            extensions: [
              basicSetup,
              json(),
              jsonLanguage.data.of({ autocomplete: jsonCompletion() }),
              hoverTooltip(jsonSchemaHover({ formatHover })),
              stateExtensions(schema),
              lintGutter(),
              EditorView.contentAttributes.of({ 'aria-label': `${path} of ${id}` }),
              EditorView.updateListener.of((u) => {
                if (u.docChanged) {
                  clearTimeout(timer);
                  setStatus('editing');
                  timer = setTimeout(() => void save(), SAVE_DELAY_MS);
                }
                if (u.selectionSet || u.docChanged) callbacks.current.onCursor(u.state.selection.main.head);
              }),
            ],
          }),
        });
        setStatus('opened'); // nothing saved yet: "Draft saved" only once an edit is
      })
      .catch((e: Error) => {
        if (cancelled) return;
        setMessage(e.message);
        setStatus('error');
      });
    return () => {
      cancelled = true;
      // An edit not saved yet is saved now (switching files loses nothing).
      if (timer) void save();
      view.current?.destroy();
      view.current = null;
    };
  }, [id, path, kind]);

  useEffect(() => {
    const v = view.current;
    if (!v) return;
    const diagnostics: Diagnostic[] = problems.map((p) => ({
      ...rangeOf(v.state.doc, p),
      severity: 'error',
      message: p.text,
      source: 'tenant validate',
    }));
    v.dispatch(setDiagnostics(v.state, diagnostics));
  }, [problems, status]);

  useEffect(() => {
    const v = view.current;
    if (!v || !jump) return;
    const { from } = rangeOf(v.state.doc, { ...jump, file: path, pointer: '', message: '', text: '' });
    v.dispatch({ selection: { anchor: from }, scrollIntoView: true });
    v.focus();
  }, [jump, path, status]);

  const resolve = (keep: 'mine' | 'theirs') => {
    const v = view.current;
    if (!v || !theirs) return;
    revision.current = theirs.revision;
    if (keep === 'theirs') v.dispatch({ changes: { from: 0, to: v.state.doc.length, insert: theirs.text } });
    else void saveRef.current();
    setTheirs(null);
  };

  return (
    <div className="editor">
      <p className="file-status" role="status">
        {status === 'loading' && `Loading ${path}…`}
        {status === 'opened' && 'An edit is saved as a draft as you type.'}
        {status === 'saved' && 'Draft saved'}
        {status === 'editing' && 'Editing…'}
        {status === 'saving' && 'Saving the draft…'}
        {status === 'error' && `Could not load or save ${path}: ${message}`}
      </p>
      {status === 'conflict' && (
        <div role="alert" className="conflict">
          <p>
            {path} was changed elsewhere (another studio tab) after you opened it. Your edit is not saved and theirs is
            not lost: choose one.
          </p>
          <button type="button" onClick={() => resolve('theirs')}>
            Load their version
          </button>
          <button type="button" onClick={() => resolve('mine')}>
            Keep mine (replace theirs)
          </button>
        </div>
      )}
      <div ref={host} className="cm-host" />
    </div>
  );
}
