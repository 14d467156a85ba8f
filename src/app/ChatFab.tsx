/**
 * S3 csPosition "float": a customer-service entry placed as a floating button on every page,
 * above the tab bar, once the chat has loaded the merchant's entries (S9: 500 ms after the first
 * paint). Entries at other positions are opened from the menus (SERVICE).
 */
import { useSnapshot } from 'valtio';
import { useState } from 'react';
import { chatStore } from '../state/chat.ts';
import { memberStore } from '../state/app.ts';
import { entriesFor } from '../core/customer-service.ts';
import { Icon } from '../components/lobby/icons.tsx';
import { pushAlert } from '../services/app-port/notify.ts';
import { useT } from '../runtime/i18n.tsx';
import { loadChunk } from '../services/scheduling/chunks.ts';

export function ChatFab() {
  const { entries } = useSnapshot(chatStore);
  const { info } = useSnapshot(memberStore);
  const { t } = useT();
  const [busy, setBusy] = useState(false);
  const floating = entriesFor(entries, info?.clubLabel?.labelId ?? null).filter((e) => e.csPosition === 'float');
  if (!floating.length) return null;
  const open = async (csType: string) => {
    if (busy) return;
    setBusy(true);
    try {
      const { chat } = await loadChunk(() => import('../services/chat/chat.ts'));
      if (!(await chat.open(csType).catch(() => false))) pushAlert(t('chat.unavailable'));
    } catch (e) {
      pushAlert((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="chat-fab">
      {floating.map((e) => (
        <button
          key={e.csType}
          type="button"
          className="chat-fab-button"
          aria-label={t('menu.service')}
          aria-busy={busy || undefined}
          onClick={() => void open(e.csType)}
        >
          <Icon name="chat" size={26} />
        </button>
      ))}
    </div>
  );
}
