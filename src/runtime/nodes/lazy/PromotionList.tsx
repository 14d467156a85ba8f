/**
 * Promotions: the merchant's promotion announcements (type PR) that its available promotions
 * enable, by category (PROMOFE_getPromotionAnnouncementCategory), each opening /m/activity?id=.
 */
import { useState } from 'react';
import { Type } from '@sinclair/typebox';
import { useSnapshot } from 'valtio';
import { useT } from '../../i18n.tsx';
import { useText } from '../../text.ts';
import { useLoad } from '../../use-load.ts';
import { useRuntime } from '../../context.ts';
import { useBlockLabels } from '../../lobby.ts';
import { Text, described } from '../../../core/schema/common.ts';
import { tenantStore, promotionsStore } from '../../../state/app.ts';
import {
  loadAnnouncements,
  loadPromotionCategories,
  announcementText,
  type Announcement,
} from '../../../services/content/content.ts';
import { Block } from '../../../components/lobby/Block.tsx';
import { Icon } from '../../../components/lobby/icons.tsx';
import { defineNode } from '../define.ts';

/** A promotion shows when its kind is enabled for the merchant (or it names none). */
export const promotionShown = (a: Announcement, enabled: Partial<Record<string, { enabled: boolean }>>) =>
  !a.key || !!enabled[a.key]?.enabled;

export const PromotionList = defineNode(
  {
    props: Type.Object(
      {
        title: described(Text, 'The title of the list.'),
        limit: Type.Optional(
          Type.Integer({ minimum: 1, maximum: 50, description: 'Show at most this many (with a link to all).' }),
        ),
        filter: Type.Optional(
          Type.Boolean({ default: true, description: 'Offer the categories as filters (default true).' }),
        ),
      },
      {
        additionalProperties: false,
        description:
          'Promotion cards (the PR announcements whose kind is on), filterable by category, each opening its page (/m/activity?id=).',
      },
    ),
    example: { id: 'promotions', title: 'activity.title', limit: 3, filter: false },
    keys: ['promo.none', 'promo.all', 'promo.categories', 'promo.allCategories'],
  },
  function PromotionListNode({ node }) {
    const { t } = useT();
    const text = useText();
    const labels = useBlockLabels();
    const { actions } = useRuntime();
    const { language } = useSnapshot(tenantStore);
    const { byKey } = useSnapshot(promotionsStore);
    const [category, setCategory] = useState<string | null>(null);
    const r = useLoad(() => Promise.all([loadAnnouncements('PR'), loadPromotionCategories()]), 'promotions');
    const [promos, categories] = r.data ?? [[], []];
    const shown = promos.filter((a) => promotionShown(a, byKey) && (!category || a.category === category));
    const list = node.limit ? shown.slice(0, node.limit) : shown;
    const usedCategories = categories.filter((c) =>
      promos.some((a) => a.category === c.id && promotionShown(a, byKey)),
    );
    return (
      <Block
        title={text(node.title)}
        titleId={`promos-${node.id ?? 'list'}`}
        icon={<Icon name="gift" />}
        state={r.status}
        onRetry={r.retry}
        empty={r.data && !list.length ? t('promo.none') : null}
        labels={labels}
        skeleton={
          <ul className="promos" aria-hidden="true">
            {Array.from({ length: Math.min(node.limit ?? 3, 3) }, (_, i) => (
              <li key={i} className="promo promo-skeleton" />
            ))}
          </ul>
        }
        action={
          node.limit && shown.length > list.length ? (
            <button type="button" className="link-btn" onClick={() => actions.navigate('/m/activity')}>
              {t('promo.all')}
            </button>
          ) : undefined
        }
      >
        {node.filter !== false && usedCategories.length > 1 ? (
          <div className="vendor-bar" role="group" aria-label={t('promo.categories')}>
            <button type="button" className="chip" aria-pressed={category === null} onClick={() => setCategory(null)}>
              {t('promo.allCategories')}
            </button>
            {/* The category's title is the back end's, in the language the call asked for (shown as text). */}
            {usedCategories.map((c) => (
              <button
                key={c.id}
                type="button"
                className="chip"
                aria-pressed={category === c.id}
                onClick={() => setCategory(c.id)}
              >
                {c.name}
              </button>
            ))}
          </div>
        ) : null}
        <ul className="promos">
          {list.map((a) => {
            const x = announcementText(a, language);
            return (
              <li key={a.id} className="promo">
                <button
                  type="button"
                  className="promo-open"
                  onClick={() => actions.navigate(`/m/activity?id=${encodeURIComponent(a.id)}`)}
                >
                  {a.image ? (
                    <img src={a.image} alt="" width={800} height={400} loading="lazy" decoding="async" />
                  ) : null}
                  <span className="promo-title">{x.title ?? ''}</span>
                  <span className="promo-text">{x.text}</span>
                </button>
              </li>
            );
          })}
        </ul>
      </Block>
    );
  },
);
