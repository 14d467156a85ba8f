/** The studio page: the tenants on the left, the open one (or the new-merchant form) beside them. */
import { useCallback, useEffect, useState } from 'react';
import { call } from './api.ts';
import { TenantView } from './TenantView.tsx';
import { NewTenant } from './NewTenant.tsx';

interface Info {
  /** site: the merchant's published home page (tenant studio --site); build: the published build on the studio's sandbox. */
  tenants: { id: string; draft: boolean; site: string | null; build: string }[];
  languages: string[];
}

/** What the address names: #<tenant id>, or #new for the form. */
const fromHash = () => decodeURIComponent(location.hash.slice(1));

export function App() {
  const [info, setInfo] = useState<Info | null>(null);
  const [error, setError] = useState('');
  const [open, setOpen] = useState(fromHash);
  const load = useCallback(() => {
    call<Info>('GET', '/api/info').then(setInfo, (e: Error) => setError(e.message));
  }, []);
  useEffect(load, [load]);
  useEffect(() => {
    const onHash = () => setOpen(fromHash());
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);
  const go = (to: string) => {
    history.pushState(null, '', `#${encodeURIComponent(to)}`);
    setOpen(to);
  };

  const shown = info?.tenants.find((t) => t.id === open);
  return (
    <div className="studio">
      <nav className="tenants" aria-label="Tenants">
        <h1>Tenant studio</h1>
        {error && <p role="alert">The studio could not list the tenants: {error}</p>}
        {!info && !error && <p role="status">Loading the tenants…</p>}
        {info && !info.tenants.length && <p>No tenants yet: make one.</p>}
        <ul>
          {info?.tenants.map((t) => (
            <li key={t.id}>
              <button type="button" aria-current={open === t.id ? 'page' : undefined} onClick={() => go(t.id)}>
                {t.id}
                {t.draft && <span className="badge"> draft</span>}
              </button>
            </li>
          ))}
        </ul>
        <button type="button" className="primary" onClick={() => go('new')}>
          New merchant
        </button>
        {shown && (
          <p className="hint">
            {shown.site ? 'Published site: ' : "Published build, on the studio's sandbox (the preview's switches): "}
            <a className="mono" href={shown.site ?? shown.build} target="_blank" rel="noreferrer">
              {shown.site ?? shown.build}
            </a>
          </p>
        )}
      </nav>
      <main>
        {open === 'new' && info ? (
          <NewTenant
            tenants={info.tenants.map((t) => t.id)}
            languages={info.languages}
            onCreated={(id) => {
              load();
              go(id);
            }}
          />
        ) : open && info?.tenants.some((t) => t.id === open) ? (
          <TenantView key={open} id={open} onDraftChange={load} />
        ) : (
          <p className="empty">Open a tenant to edit it, or make a new merchant.</p>
        )}
      </main>
    </div>
  );
}
