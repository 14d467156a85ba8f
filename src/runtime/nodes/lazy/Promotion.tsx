/** One promotion (/m/activity?id=): its picture, title and text (terms included); without an id, all of them. */
import { Type } from '@sinclair/typebox';
import { useSnapshot } from 'valtio';
import { useT } from '../../i18n.tsx';
import { useLoad } from '../../use-load.ts';
import { useRuntime } from '../../context.ts';
import { useBlockLabels } from '../../lobby.ts';
import { tenantStore, promotionsStore } from '../../../state/app.ts';
import { loadAnnouncements, announcementText } from '../../../services/content/content.ts';
import { Block } from '../../../components/lobby/Block.tsx';
import { defineNode } from '../define.ts';
import { promotionShown } from './PromotionList.tsx';

export const Promotion = defineNode(
  {
    props: Type.Object(
      {
        key: Type.Optional(
          Type.String({ description: 'Show the promotion of this kind (MISSION, LOGIN, RESCUE...) instead of ?id=.' }),
        ),
        level: Type.Optional(
          Type.Union([Type.Literal(1), Type.Literal(2)], {
            description: "The heading level of the promotion's title: 1 (default) on its own page, 2 inside another.",
          }),
        ),
      },
      {
        additionalProperties: false,
        description:
          'One promotion (picture, title, text with its terms): the one the address names (?id=), or the one of a kind; a notice when it is off or gone.',
      },
    ),
    example: { id: 'promotion', key: 'REFERRAL', level: 2, visible: { var: 'promotions.REFERRAL.enabled' } },
    keys: ['promo.notFound', 'common.backHome'],
  },
  function PromotionNode({ node }) {
    const { t } = useT();
    const labels = useBlockLabels();
    const { rules, actions } = useRuntime();
    const { language } = useSnapshot(tenantStore);
    const { byKey } = useSnapshot(promotionsStore);
    const id = rules.route.query.id;
    const r = useLoad(() => loadAnnouncements('PR'), 'promotions-pr');
    const all = (r.data ?? []).filter((a) => promotionShown(a, byKey));
    const promo = node.key ? all.find((a) => a.key === node.key) : all.find((a) => a.id === id);
    const x = promo ? announcementText(promo, language) : null;
    const level = node.level ?? 1;
    const Title = level === 2 ? 'h2' : 'h1';
    return (
      <Block
        state={r.status}
        onRetry={r.retry}
        empty={null}
        labels={labels}
        skeleton={<div className="promo-detail promo-skeleton" aria-hidden="true" />}
      >
        {promo && x ? (
          <article className="promo-detail" aria-labelledby="promo-title">
            {promo.image ? <img src={promo.image} alt="" width={800} height={400} decoding="async" /> : null}
            <Title id="promo-title" className={`heading heading-${level}`}>
              {x.title ?? ''}
            </Title>
            {/* The back end's content is one body (its terms a titled part of it): a paragraph a line. */}
            {x.text
              .split('\n')
              .filter((line) => line.trim())
              .map((line, i) => (
                <p key={i} className="paragraph">
                  {line}
                </p>
              ))}
          </article>
        ) : null}
        {!promo && r.data ? (
          <div className="promo-missing">
            {/* the page still has its heading when the promotion is off or gone */}
            <Title className={`heading heading-${level}`}>{t('promo.notFound')}</Title>
            <button type="button" className="btn btn-secondary" onClick={() => actions.navigate('/m/home')}>
              {t('common.backHome')}
            </button>
          </div>
        ) : null}
      </Block>
    );
  },
);
