/** The banners of a group (default m_top), routed as S2 says: P a promotion, URL a link, G a game. */
import { Type } from '@sinclair/typebox';
import { useT } from '../../i18n.tsx';
import { useLoad } from '../../use-load.ts';
import { useRuntime } from '../../context.ts';
import { loadBanners, loadGames } from '../../../services/content/content.ts';
import { bannerTarget } from '../../../services/games/banners.ts';
import { openGame } from '../../../services/games/launch-flow.ts';
import { DEFAULT_BANNER_GROUP } from '../../../core/spec-constants.ts';
import type { Banner } from '../../../core/content-types.ts';
import { BannerCarousel as Carousel } from '../../../components/lobby/BannerCarousel.tsx';
import { defineNode } from '../define.ts';

/**
 * G: the banner names the game (the real banners by its node, gameLinkageMapping.nodeId, as the
 * favourites do; else by its id); its kind (lottery or vendor) decides how it launches.
 */
async function launchBannerGame(t: { gameId: string; vendor?: string; nodeId?: string }) {
  const list = t.vendor ? (await loadGames({ vendor: t.vendor, pageSize: 100 }).catch(() => null))?.list : undefined;
  const found =
    (t.nodeId ? list?.find((g) => g.nodeId === t.nodeId) : undefined) ?? list?.find((g) => g.id === t.gameId);
  openGame(found ?? { id: t.gameId, vendor: t.vendor ?? '', ...(t.nodeId ? { nodeId: t.nodeId } : {}) });
}

export const BannerCarousel = defineNode(
  {
    props: Type.Object(
      {
        group: Type.Optional(
          Type.String({
            default: DEFAULT_BANNER_GROUP,
            description: `The banner group to show (S3 groupName, default ${DEFAULT_BANNER_GROUP}).`,
          }),
        ),
        interval: Type.Optional(
          Type.Integer({
            minimum: 0,
            maximum: 60_000,
            default: 5000,
            description: 'Auto-advance every this many milliseconds (default 5000; 0: never).',
          }),
        ),
      },
      {
        additionalProperties: false,
        description:
          "Swipeable banners of one group with dots; a tap opens the banner's promotion, link or game (S2 linkage routing).",
      },
    ),
    example: { id: 'banners', group: 'm_top', interval: 6000 },
    keys: ['lobby.loadFailed', 'app.retry', 'banner.label', 'banner.item', 'banner.show'],
  },
  function BannerCarouselNode({ node }) {
    const { t } = useT();
    const { actions } = useRuntime();
    const group = node.group ?? DEFAULT_BANNER_GROUP;
    // The pre-rendered home carries the banners (its largest paint); the live list replaces them.
    const r = useLoad(() => loadBanners(group), `banners|${group}`, { page: true });
    const open = (b: Banner) => {
      const target = bannerTarget(b);
      if (target.kind === 'route') actions.navigate(target.path);
      else if (target.kind === 'external') actions.openExternal(target.url);
      else if (target.kind === 'game') void launchBannerGame(target);
    };
    // The frame of the loaded carousel (full-bleed 16:7 track and the dots' row): nothing below moves.
    if (r.status === 'loading')
      return (
        <div className="banners" aria-hidden="true">
          <div className="banner-track">
            <div className="banner">
              <span className="banner-skeleton" />
            </div>
          </div>
          <div className="banner-dots" />
        </div>
      );
    if (r.status === 'error')
      return (
        <p className="block-error" role="alert">
          {t('lobby.loadFailed')}{' '}
          <button type="button" className="btn btn-secondary" onClick={r.retry}>
            {t('app.retry')}
          </button>
        </p>
      );
    const banners = r.data ?? [];
    if (!banners.length) return null;
    return (
      <Carousel
        banners={banners}
        label={t('banner.label')}
        interval={node.interval ?? 5000}
        onSelect={(b) => open(b as Banner)}
        slideLabel={(b, i) => t('banner.item', { n: i + 1, count: banners.length, title: b.title })}
        dotLabel={(b, i) => t('banner.show', { n: i + 1, count: banners.length, title: b.title })}
      />
    );
  },
);
