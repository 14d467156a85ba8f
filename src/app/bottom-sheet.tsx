/**
 * A bottom sheet that asks one question (cancel, agree) and slides up in 250 ms (S4), in its own
 * small React root (it lives outside the page's screens): the add-to-home-screen offer and the
 * push opt-in. Focus goes to agree; Escape is cancel.
 */
import { createRoot } from 'react-dom/client';
import { useEffect, useRef, useState } from 'react';
import { A2HS_POPUP_ANIMATION_MS } from '../core/spec-constants.ts';

export interface SheetTexts {
  /** Prefix of the element ids (title and text). */
  id: string;
  title: string;
  text: string;
  cancel: string;
  agree: string;
}

function Sheet({ texts, onAnswer }: { texts: SheetTexts; onAnswer: (agree: boolean) => void }) {
  const [open, setOpen] = useState(false);
  const agree = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const id = requestAnimationFrame(() => setOpen(true));
    agree.current?.focus();
    return () => cancelAnimationFrame(id);
  }, []);
  return (
    <div
      className={`a2hs-sheet${open ? ' a2hs-open' : ''}`}
      role="dialog"
      aria-labelledby={`${texts.id}-title`}
      aria-describedby={`${texts.id}-text`}
      style={{ transitionDuration: `${A2HS_POPUP_ANIMATION_MS}ms` }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onAnswer(false);
      }}
    >
      <h2 id={`${texts.id}-title`}>{texts.title}</h2>
      <p id={`${texts.id}-text`}>{texts.text}</p>
      <div className="a2hs-actions">
        <button type="button" className="btn btn-secondary" onClick={() => onAnswer(false)}>
          {texts.cancel}
        </button>
        <button type="button" className="btn btn-primary" ref={agree} onClick={() => onAnswer(true)}>
          {texts.agree}
        </button>
      </div>
    </div>
  );
}

/** Shows the sheet; resolves true for agree, false for cancel or Escape. */
export function askInSheet(texts: SheetTexts): Promise<boolean> {
  return new Promise((resolve) => {
    const host = document.createElement('div');
    document.body.appendChild(host);
    const root = createRoot(host);
    root.render(
      <Sheet
        texts={texts}
        onAnswer={(agree) => {
          root.unmount();
          host.remove();
          resolve(agree);
        }}
      />,
    );
  });
}
