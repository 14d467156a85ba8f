/**
 * Dialogs from tenant screens (login, register) or built in (language), one at a time: modal,
 * labelled by its title, Escape and the close button close it, focus moves in and back.
 */
import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { useT } from '../runtime/i18n.tsx';
import { uiStore } from '../state/ui.ts';
import { tenantStore } from '../state/app.ts';
import { RuntimeContext } from '../runtime/context.ts';
import { RenderNode } from '../runtime/Renderer.tsx';
import { LanguageSelect } from '../runtime/nodes/lazy/LanguagePicker.tsx';
import { useRuntimeValue } from './runtime-value.ts';

export function DialogHost() {
  const { dialog } = useSnapshot(uiStore);
  const { tenant } = useSnapshot(tenantStore);
  const runtime = useRuntimeValue();
  const { t } = useT();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!dialog) return;
    const opener = document.activeElement as HTMLElement | null;
    const el = box.current;
    // Focus goes into the dialog at once, and to its first field when that arrives (forms load lazily).
    const firstField = () => el?.querySelector<HTMLElement>('input, select, textarea');
    const field = firstField();
    if (field) field.focus();
    else el?.focus();
    const watch = new MutationObserver(() => {
      const f = firstField();
      if (f && document.activeElement === el) {
        f.focus();
        watch.disconnect();
      }
    });
    if (!field && el) watch.observe(el, { childList: true, subtree: true });
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') uiStore.dialog = null;
    };
    window.addEventListener('keydown', onKey);
    return () => {
      watch.disconnect();
      window.removeEventListener('keydown', onKey);
      opener?.focus?.();
    };
  }, [dialog]);
  if (!dialog || !tenant) return null;
  const screen = dialog === 'language' ? undefined : tenant.screens[dialog];
  const title =
    dialog === 'language'
      ? t('language.label')
      : screen
        ? typeof screen.title === 'string'
          ? t(screen.title)
          : screen.title.text
        : dialog;
  return (
    <div
      className="overlay"
      onClick={(e) => {
        if (e.target === e.currentTarget) uiStore.dialog = null;
      }}
    >
      <div ref={box} role="dialog" aria-modal="true" aria-label={title} className="dialog dialog-screen" tabIndex={-1}>
        <button
          type="button"
          className="btn btn-text dialog-close"
          onClick={() => {
            uiStore.dialog = null;
          }}
        >
          {t('common.close')}
        </button>
        <RuntimeContext.Provider value={runtime}>
          {dialog === 'language' ? <LanguageSelect /> : screen ? <RenderNode node={screen.body} /> : null}
        </RuntimeContext.Provider>
      </div>
    </div>
  );
}
