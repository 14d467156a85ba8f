/** The announcement popups (type POPUP): paged, and not shown again this session once closed. */
import { useEffect, useState } from 'react';
import { Type } from '@sinclair/typebox';
import { useSnapshot } from 'valtio';
import { useT } from '../../i18n.tsx';
import { useLoad } from '../../use-load.ts';
import { tenantStore } from '../../../state/app.ts';
import { session } from '../../../services/session/storage.ts';
import { loadAnnouncements, announcementText } from '../../../services/content/content.ts';
import { PopupPager } from '../../../components/lobby/PopupPager.tsx';
import { defineNode } from '../define.ts';
import { decided } from '../../../services/app-port/decided.ts';

export const POPUPS_CLOSED_KEY = 'popupsClosed';

export const PopupList = defineNode(
  {
    props: Type.Object(
      {},
      {
        additionalProperties: false,
        description: 'Announcement popups (type POPUP) with pagination; once closed, not shown again this session.',
      },
    ),
    example: { id: 'popups' },
    keys: ['popup.counter', 'popup.next', 'popup.previous', 'common.close'],
  },
  function PopupListNode() {
    const { t } = useT();
    const { language } = useSnapshot(tenantStore);
    const [closed, setClosed] = useState(() => session.get(POPUPS_CLOSED_KEY) === '1');
    const r = useLoad(() => (closed ? Promise.resolve([]) : loadAnnouncements('POPUP')), `popups|${closed}`);
    const items = (r.data ?? []).map((a) => {
      const x = announcementText(a, language);
      return { id: a.id, title: x.title ?? '', text: x.text };
    });
    const outcome = closed ? 'closed' : r.data ? (items.length ? 'shown' : 'none') : null;
    useEffect(() => {
      if (outcome) decided('popups', outcome);
    }, [outcome]);
    if (closed || !items.length) return null;
    const close = () => {
      session.set(POPUPS_CLOSED_KEY, '1');
      setClosed(true);
    };
    return (
      <PopupPager
        items={items}
        onClose={close}
        labels={{
          counter: (n, m) => t('popup.counter', { n, m }),
          next: t('popup.next'),
          previous: t('popup.previous'),
          close: t('common.close'),
        }}
      />
    );
  },
);
