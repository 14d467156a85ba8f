/** The announcement marquee (CCSFE_getListAnnouncements, type MARQUEE), in the player's language (EN fallback). */
import { Type } from '@sinclair/typebox';
import { useSnapshot } from 'valtio';
import { useT } from '../../i18n.tsx';
import { useLoad } from '../../use-load.ts';
import { tenantStore } from '../../../state/app.ts';
import { loadAnnouncements, announcementText } from '../../../services/content/content.ts';
import { MARQUEE_SPEED_PX_PER_S } from '../../../core/spec-constants.ts';
import { Marquee as Scroller } from '../../../components/lobby/Marquee.tsx';
import { defineNode } from '../define.ts';

export const Marquee = defineNode(
  {
    props: Type.Object(
      {},
      {
        additionalProperties: false,
        description:
          "The announcement marquee (type MARQUEE) in the player's language, scrolling at 60 px per second (S9).",
      },
    ),
    example: { id: 'marquee' },
    keys: ['marquee.label'],
  },
  function MarqueeNode() {
    const { t } = useT();
    const { language } = useSnapshot(tenantStore);
    const r = useLoad(() => loadAnnouncements('MARQUEE'), 'marquee');
    const texts = (r.data ?? []).map((a) => announcementText(a, language).text).filter(Boolean);
    // Quiet on failure: the marquee is a nicety; the box keeps its height so nothing shifts.
    if (!texts.length) return <div className="marquee marquee-empty" aria-hidden="true" />;
    return <Scroller texts={texts} label={t('marquee.label')} speed={MARQUEE_SPEED_PX_PER_S} />;
  },
);
