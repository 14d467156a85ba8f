/** `tenant init`'s options as a form; the new tenant opens in the editor once it is made. */
import { useState, type FormEvent } from 'react';
import { call, type Outcome } from './api.ts';

export function NewTenant({
  tenants,
  languages,
  onCreated,
}: {
  tenants: string[];
  languages: string[];
  onCreated: (id: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [chosen, setChosen] = useState<string[]>(['EN']);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const field = (k: string) => String(f.get(k) ?? '').trim();
    setBusy(true);
    setOutcome(null);
    try {
      const r = await call<Outcome>('POST', '/api/tenants', {
        id: field('id'),
        from: field('from'),
        name: field('name'),
        hosts: field('hosts')
          .split(/[\s,]+/)
          .filter(Boolean),
        languages: chosen.join(','),
        primary: field('primary'),
      });
      setOutcome(r);
      if (r.ok && r.id) onCreated(r.id);
    } catch (err) {
      setOutcome({ ok: false, output: (err as Error).message });
    }
    setBusy(false);
  };

  return (
    <form className="new-tenant" onSubmit={(e) => void submit(e)} aria-labelledby="new-title">
      <h2 id="new-title">New merchant</h2>
      <p>Made by tenant init: it validates with every tenant before it appears.</p>
      <label>
        Id (a-z, 0-9, -)
        <input name="id" required pattern="[a-z0-9-]+" autoComplete="off" />
      </label>
      <label>
        Start from
        <select name="from" defaultValue="_base">
          {['_base', ...tenants].map((t) => (
            <option key={t}>{t}</option>
          ))}
        </select>
      </label>
      <label>
        Name
        <input name="name" autoComplete="off" />
      </label>
      <label>
        Extra hosts (besides &lt;id&gt;.localhost; space or comma between)
        <input name="hosts" autoComplete="off" />
      </label>
      <fieldset>
        <legend>Languages</legend>
        {languages.map((l) => (
          <label key={l} className="inline">
            <input
              type="checkbox"
              checked={chosen.includes(l)}
              onChange={(e) => setChosen((c) => (e.target.checked ? [...c, l] : c.filter((x) => x !== l)))}
            />{' '}
            {l}
          </label>
        ))}
      </fieldset>
      <label>
        Primary colour (#rrggbb)
        <input name="primary" placeholder="#00796b" autoComplete="off" />
      </label>
      <button type="submit" className="primary" disabled={busy}>
        {busy ? 'Making it…' : 'Create merchant'}
      </button>
      {outcome && !outcome.ok && (
        <div role="alert">
          <p>Not created:</p>
          <pre>{outcome.output}</pre>
        </div>
      )}
    </form>
  );
}
