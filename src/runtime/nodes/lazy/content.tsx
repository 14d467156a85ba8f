/** Nodes that show back-end content: games, announcements, download links. */
import { Type } from '@sinclair/typebox';
import { useSnapshot } from 'valtio';
import { Text } from '../../../core/schema/common.ts';
import { Heading } from '../../../components/layout.tsx';
import { AppLink } from '../../../components/controls.tsx';
import { LoadState, GameCards, TextList } from '../../../components/content.tsx';
import { loadGames, loadAnnouncements, announcementText } from '../../../services/content.ts';
import { detectPlatform } from '../../../services/platform.ts';
import { tenantStore } from '../../../state/app.ts';
import { useText } from '../../text.ts';
import { useLoad } from '../../use-load.ts';
import { defineNode } from '../define.ts';

function useStates() {
  const t = useText();
  return { loadingText: t('app.loading'), errorText: t('content.loadFailed'), retryText: t('app.retry') };
}

export const GameList = defineNode(
  Type.Object(
    {
      title: Type.Optional(Text),
      category: Type.Optional(Type.String({ description: 'Game category (ELOTT, SPORTS, LIVE, ...).' })),
      vendor: Type.Optional(Type.String()),
      limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
    },
    { additionalProperties: false },
  ),
  function GameListNode({ node }) {
    const t = useText();
    const s = useStates();
    const r = useLoad(
      () => loadGames({ category: node.category, vendor: node.vendor, pageSize: node.limit }),
      `${node.category}|${node.vendor}|${node.limit}`,
    );
    return (
      <section aria-label={node.title ? t(node.title) : (node.category ?? 'games')}>
        {node.title ? <Heading level={2}>{t(node.title)}</Heading> : null}
        <LoadState state={r.status} {...s} onRetry={r.retry} emptyText={t('content.noGames')} empty={!r.data?.length}>
          <GameCards games={r.data ?? []} />
        </LoadState>
      </section>
    );
  },
);

export const AnnouncementList = defineNode(
  Type.Object({ title: Type.Optional(Text) }, { additionalProperties: false }),
  function AnnouncementListNode({ node }) {
    const t = useText();
    const s = useStates();
    const { language } = useSnapshot(tenantStore);
    const r = useLoad(loadAnnouncements, 'announcements');
    return (
      <section aria-label={node.title ? t(node.title) : 'announcements'}>
        {node.title ? <Heading level={2}>{t(node.title)}</Heading> : null}
        <LoadState state={r.status} {...s} onRetry={r.retry} emptyText={t('content.noNews')} empty={!r.data?.length}>
          <TextList items={(r.data ?? []).map((a) => ({ key: a.id, text: announcementText(a, language) }))} />
        </LoadState>
      </section>
    );
  },
);

/** S5: iOS gets the IOS link (unless hidden) or the MOBILECONFIG profile; elsewhere the Android link. */
export const DownloadLinks = defineNode(
  Type.Object(
    { title: Type.Optional(Text) },
    {
      additionalProperties: false,
      description: 'The merchant download links for this platform (IOS, MOBILECONFIG, Android).',
    },
  ),
  function DownloadLinksNode({ node }) {
    const t = useText();
    const { merchant } = useSnapshot(tenantStore);
    const os = detectPlatform().os;
    const resources = merchant?.resources ?? [];
    const wanted = os === 'ios' ? [...(merchant?.settings.hideIosApp ? [] : ['IOS']), 'MOBILECONFIG'] : ['Android'];
    const links = resources.filter((r) => wanted.includes(r.resourceType));
    return (
      <section aria-label={node.title ? t(node.title) : 'downloads'}>
        {node.title ? <Heading level={2}>{t(node.title)}</Heading> : null}
        {links.length ? (
          <ul className="text-list">
            {links.map((l) => (
              <li key={l.resourceType}>
                <AppLink to={l.url}>{t(`download.${l.resourceType}`)}</AppLink>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">{t('download.none')}</p>
        )}
      </section>
    );
  },
);
