/**
 * The announcement popups (type POPUP): paged; closed, not shown again that day (as the push
 * prompt). They are the first of the first-visit prompts and open on their turn (a pause of the
 * player's, no other prompt open: services/scheduling/prompt-turns.ts).
 */
import { useEffect, useState } from 'react';
import { Type } from '@sinclair/typebox';
import { useSnapshot } from 'valtio';
import { useT } from '../../i18n.tsx';
import { useLoad } from '../../use-load.ts';
import { tenantStore } from '../../../state/app.ts';
import { local } from '../../../services/session/storage.ts';
import { localDay } from '../../../core/push.ts';
import { POPUPS_CLOSED_KEY } from '../../../core/spec-constants.ts';
import { prompts } from '../../../services/scheduling/prompt-turns.ts';
import { loadAnnouncements, announcementText } from '../../../services/content/content.ts';
import { PopupPager } from '../../../components/lobby/PopupPager.tsx';
import { defineNode } from '../define.ts';
import { decided } from '../../../services/app-port/decided.ts';

const closedToday = () => local.get(POPUPS_CLOSED_KEY) === localDay(new Date());

export const PopupList = defineNode(
  {
    props: Type.Object(
      {},
      {
        additionalProperties: false,
        description:
          'Announcement popups (type POPUP) with pagination, opened on their turn among the first-visit prompts; once closed, not shown again that day.',
      },
    ),
    example: { id: 'popups' },
    keys: ['popup.counter', 'popup.next', 'popup.previous', 'common.close'],
  },
  function PopupListNode() {
    const { t } = useT();
    const { language } = useSnapshot(tenantStore);
    const [closed, setClosed] = useState(closedToday);
    const r = useLoad(() => (closed ? Promise.resolve([]) : loadAnnouncements('POPUP')), `popups|${closed}`);
    const items = (r.data ?? []).map((a) => {
      const x = announcementText(a, language);
      return { id: a.id, title: x.title ?? '', text: x.text };
    });
    const outcome = closed
      ? 'closed'
      : r.data
        ? items.length
          ? 'shown'
          : 'none'
        : r.status === 'error'
          ? 'none'
          : null;
    // Their turn: the prompts after them wait while they may come; none to show, they step aside.
    const [done, setDone] = useState<(() => void) | null>(null);
    useEffect(() => {
      if (closed) return;
      const queue = prompts();
      queue.expect('popups');
      return () => queue.withdraw('popups');
    }, [closed]);
    useEffect(() => {
      if (outcome !== 'shown') {
        if (outcome) prompts().withdraw('popups');
        return;
      }
      let gone = false;
      void prompts()
        .turn('popups')
        .then((finish) => (gone ? finish() : setDone(() => finish)));
      return () => {
        gone = true;
      };
    }, [outcome]);
    useEffect(() => {
      if (outcome && (outcome !== 'shown' || done)) decided('popups', outcome);
    }, [outcome, done]);
    useEffect(() => () => done?.(), [done]);
    if (closed || !items.length || !done) return null;
    const close = () => {
      local.set(POPUPS_CLOSED_KEY, localDay(new Date()));
      setClosed(true);
      done();
      setDone(null);
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
