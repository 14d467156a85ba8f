/**
 * Dialogs from tenant screens (login, register) or built in (language), one at a time: modal,
 * labelled by its title, Escape and the close button close it, focus moves in and back.
 */
import { useDeferredValue } from 'react';
import { useSnapshot } from 'valtio';
import { useT } from '../runtime/i18n.tsx';
import { uiStore } from '../state/ui.ts';
import { tenantStore } from '../state/app.ts';
import { RuntimeContext } from '../runtime/context.ts';
import { RenderNode } from '../runtime/Renderer.tsx';
import { LanguageSelect } from '../runtime/nodes/lazy/LanguagePicker.tsx';
import { useRuntimeValue } from './runtime-value.ts';
import { Modal } from '../components/Modal.tsx';

export function DialogHost() {
  const { dialog } = useSnapshot(uiStore);
  const { tenant } = useSnapshot(tenantStore);
  const runtime = useRuntimeValue();
  const { t } = useT();
  // The frame answers the tap at once; the screen in it (forms, buttons) renders behind it as a
  // transition, so the tap's next paint does not wait for it (issue 39 INP). The frame keeps a
  // form's height meanwhile; the focus follows the first field when it arrives (Modal).
  const shown = useDeferredValue(dialog, null);
  if (!dialog || !tenant) return null;
  const close = () => {
    uiStore.dialog = null;
  };
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
    // keyed by the dialog: another dialog is another modal (focus taken and given back again)
    <Modal key={dialog} label={title} onClose={close} className="dialog-screen">
      <button type="button" className="btn btn-text dialog-close" onClick={close}>
        {t('common.close')}
      </button>
      <RuntimeContext.Provider value={runtime}>
        {shown !== dialog ? (
          <div className="pending dialog-pending" aria-busy="true" />
        ) : dialog === 'language' ? (
          <LanguageSelect />
        ) : screen ? (
          <RenderNode node={screen.body} />
        ) : null}
      </RuntimeContext.Provider>
    </Modal>
  );
}
