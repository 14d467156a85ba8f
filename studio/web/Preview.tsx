/**
 * The draft running in the real app at a phone's size: the preview host of the studio
 * (<id>.localhost on the studio's port) with the chosen language, route and visitor or demo member;
 * the switches the tenant reads are set in the sandbox (the overlay `tenant matrix` writes).
 */
import { useState } from 'react';
import { call, tenantPath, type TenantInfo } from './api.ts';

const SIZES = [
  { label: '360 × 800', width: 360, height: 800 },
  { label: '390 × 844', width: 390, height: 844 },
];

export function Preview({ info, reloadKey }: { info: TenantInfo; reloadKey: number }) {
  const [size, setSize] = useState(1);
  const [lang, setLang] = useState(info.languages[0] ?? 'EN');
  const [route, setRoute] = useState(info.routes.includes('/m/home') ? '/m/home' : (info.routes[0] ?? '/m/home'));
  const [member, setMember] = useState(false);
  const [switches, setSwitches] = useState(info.switches);
  const [switchError, setSwitchError] = useState('');
  const [manual, setManual] = useState(0);
  const { width, height } = SIZES[size]!;
  const query = new URLSearchParams({ lang, route, member: member ? '1' : '0' });
  const src = `${location.protocol}//${info.id}.localhost:${location.port}/__preview/start?${query}`;

  const toggle = async (name: string, on: boolean) => {
    setSwitchError('');
    try {
      await call('POST', tenantPath(info.id, '/switches'), { [name]: on });
      setSwitches((all) => all.map((s) => (s.name === name ? { ...s, on } : s)));
      setManual((n) => n + 1);
    } catch (e) {
      setSwitchError((e as Error).message);
    }
  };

  return (
    <section className="preview" aria-label="Preview">
      <div className="preview-controls">
        <label>
          Size{' '}
          <select value={size} onChange={(e) => setSize(Number(e.target.value))}>
            {SIZES.map((s, i) => (
              <option key={s.label} value={i}>
                {s.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          Language{' '}
          <select value={lang} onChange={(e) => setLang(e.target.value)}>
            {info.languages.map((l) => (
              <option key={l}>{l}</option>
            ))}
          </select>
        </label>
        <label>
          Route{' '}
          <select value={route} onChange={(e) => setRoute(e.target.value)}>
            {info.routes.map((r) => (
              <option key={r}>{r}</option>
            ))}
          </select>
        </label>
        <label>
          <input
            type="checkbox"
            checked={member}
            disabled={!info.demoAccounts.length}
            onChange={(e) => setMember(e.target.checked)}
          />{' '}
          As demo member{info.demoAccounts[0] ? ` (${info.demoAccounts[0]})` : ''}
        </label>
        <button type="button" onClick={() => setManual((n) => n + 1)}>
          Reload preview
        </button>
      </div>
      {switches.length > 0 && (
        <fieldset className="switches">
          <legend>Switches this tenant reads</legend>
          {switches.map((s) => (
            <label key={s.name}>
              <input type="checkbox" checked={s.on} onChange={(e) => void toggle(s.name, e.target.checked)} /> {s.name}
            </label>
          ))}
          {switchError && <p role="alert">{switchError}</p>}
        </fieldset>
      )}
      <iframe
        key={`${reloadKey}-${manual}-${src}`}
        title={`Preview of ${info.id}`}
        src={src}
        width={width}
        height={height}
      />
    </section>
  );
}
