/** News (announcements of type NEWS), newest first, in the player's language (EN fallback). */
import { Type } from '@sinclair/typebox';
import { useSnapshot } from 'valtio';
import { useT } from '../../i18n.tsx';
import { useText } from '../../text.ts';
import { useLoad } from '../../use-load.ts';
import { useBlockLabels } from '../../lobby.ts';
import { Text, described } from '../../../core/schema/common.ts';
import { tenantStore } from '../../../state/app.ts';
import { loadAnnouncements, announcementText } from '../../../services/content/content.ts';
import { Block } from '../../../components/lobby/Block.tsx';
import { defineNode } from '../define.ts';

export const NewsList = defineNode(
  {
    props: Type.Object(
      { title: Type.Optional(described(Text, 'A title above the list.')) },
      {
        additionalProperties: false,
        description: "The merchant's news and promotion announcements (NEWS, then PR), in the player's language.",
      },
    ),
    example: { id: 'news', title: 'menu.news' },
    keys: ['content.noNews'],
  },
  function NewsListNode({ node }) {
    const { t } = useT();
    const text = useText();
    const labels = useBlockLabels();
    const { language } = useSnapshot(tenantStore);
    const r = useLoad(async () => [...(await loadAnnouncements('NEWS')), ...(await loadAnnouncements('PR'))], 'news');
    const list = r.data ?? [];
    return (
      <Block
        title={node.title ? text(node.title) : undefined}
        titleId="news-title"
        state={r.status}
        onRetry={r.retry}
        empty={r.data && !list.length ? t('content.noNews') : null}
        labels={labels}
        skeleton={
          <ul className="news" aria-hidden="true">
            <li className="news-item promo-skeleton" />
          </ul>
        }
      >
        <ul className="news">
          {list.map((a) => {
            const x = announcementText(a, language);
            return (
              <li key={a.id} className="news-item">
                {x.title ? <h2 className="news-title">{x.title}</h2> : null}
                <p className="paragraph">{x.text}</p>
              </li>
            );
          })}
        </ul>
      </Block>
    );
  },
);
