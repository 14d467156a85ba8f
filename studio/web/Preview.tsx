/**
 * The draft running in the real app at a phone's size: the preview host of the studio
 * (<id>.localhost on the studio's port) with the chosen language, route and visitor or demo member;
 * the switches the tenant reads are set in the sandbox (the overlay `tenant matrix` writes).
 */
import { useEffect, useRef, useState } from 'react';
import { call, tenantPath, type TenantInfo } from './api.ts';

const SIZES = [
  { label: '360 × 800', width: 360, height: 800 },
  { label: '390 × 844', width: 390, height: 844 },
];

export function Preview({ info, reloadKey, stale }: { info: TenantInfo; reloadKey: number; stale: boolean }) {
  const [size, setSize] = useState(1);
  const [lang, setLang] = useState(info.languages[0] ?? 'EN');
  const [route, setRoute] = useState(info.routes.includes('/m/home') ? '/m/home' : (info.routes[0] ?? '/m/home'));
  const [member, setMember] = useState(false);
  const [popups, setPopups] = useState(false);
  const [switches, setSwitches] = useState(info.switches);
  const [switchError, setSwitchError] = useState('');
  const [manual, setManual] = useState(0);
  const frame = useKeepFocus();
  const { width, height } = SIZES[size]!;
  const query = new URLSearchParams({ lang, route, member: member ? '1' : '0', popups: popups ? '1' : '0' });
  const src = `${location.protocol}//${info.id}.localhost:${location.port}/__preview/start?${query}`;

  const toggle = async (name: string, on: boolean) => {
    setSwitchError('');
    const set = (value: boolean) => setSwitches((all) => all.map((s) => (s.name === name ? { ...s, on: value } : s)));
    // Shown at once; taken back if the sandbox refuses it.
    set(on);
    try {
      await call('POST', tenantPath(info.id, '/switches'), { [name]: on });
      setManual((n) => n + 1);
    } catch (e) {
      set(!on);
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
        <label>
          <input type="checkbox" checked={popups} onChange={(e) => setPopups(e.target.checked)} /> Announcement popups
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
      {stale && (
        <p role="status" className="note">
          tenant.json cannot be read (see the problems): the preview shows the last draft that could be.
        </p>
      )}
      <iframe
        ref={frame}
        key={`${reloadKey}-${manual}-${src}`}
        title={`Preview of ${info.id}`}
        src={src}
        width={width}
        height={height}
      />
    </section>
  );
}

/**
 * The previewed app may move the focus into its page (a dialog that opens, a form's first field):
 * at a reload of the preview that would take the keyboard from the editor. Focus that moves into
 * the frame while the pointer is not over it and Tab was not pressed goes back where it was.
 * (The frame's `inert` would be simpler, but Chrome lets a cross-site frame focus itself anyway.)
 */
function useKeepFocus() {
  const frame = useRef<HTMLIFrameElement>(null);
  // Kept across renders (the listeners are attached again to each new frame element).
  const last = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const el = frame.current;
    let pointerInside = false;
    let tabbed = false;
    const onFocusIn = (e: FocusEvent) => {
      if (e.target instanceof HTMLElement && e.target !== el) last.current = e.target;
    };
    const onKey = (e: KeyboardEvent) => {
      tabbed = e.key === 'Tab';
    };
    const onBlur = () =>
      setTimeout(() => {
        if (document.activeElement === el && !pointerInside && !tabbed && last.current?.isConnected)
          last.current.focus();
      });
    const enter = () => (pointerInside = true);
    const leave = () => (pointerInside = false);
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('keydown', onKey, true);
    window.addEventListener('blur', onBlur);
    el?.addEventListener('pointerenter', enter);
    el?.addEventListener('pointerleave', leave);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('keydown', onKey, true);
      window.removeEventListener('blur', onBlur);
      el?.removeEventListener('pointerenter', enter);
      el?.removeEventListener('pointerleave', leave);
    };
  });
  return frame;
}
