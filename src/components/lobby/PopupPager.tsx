/** Announcement popups, one at a time with next, previous and "n of m"; closing closes them all. */
import { useState } from 'react';
import { Modal } from '../Modal.tsx';

export interface PopupItem {
  id: string;
  title: string;
  text: string;
}

export function PopupPager({
  items,
  onClose,
  labels,
}: {
  items: PopupItem[];
  onClose: () => void;
  labels: { counter: (n: number, m: number) => string; next: string; previous: string; close: string };
}) {
  const [i, setI] = useState(0);
  const item = items[i];
  if (!item) return null;
  return (
    <Modal labelledBy="popup-title" onClose={onClose} className="popup">
      <h2 id="popup-title">{item.title}</h2>
      <p>{item.text}</p>
      <div className="popup-nav">
        <button type="button" className="btn btn-secondary" disabled={i === 0} onClick={() => setI(i - 1)}>
          {labels.previous}
        </button>
        <span className="popup-count" aria-live="polite">
          {labels.counter(i + 1, items.length)}
        </span>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={i === items.length - 1}
          onClick={() => setI(i + 1)}
        >
          {labels.next}
        </button>
      </div>
      <button type="button" className="btn btn-primary" onClick={onClose}>
        {labels.close}
      </button>
    </Modal>
  );
}
