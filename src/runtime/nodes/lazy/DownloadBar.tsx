/**
 * The download bar (S2, S4, S5): app icon, title, the store rating shown as 5.0, a gift when the
 * app-download promotion runs, Download and Close. Shown per core/download.ts; Download opens the
 * download popup, unless the node says the button downloads at once or redirects to the invite page.
 */
import '../../../components/download/download.css';
import { Type } from '@sinclair/typebox';
import { useSnapshot } from 'valtio';
import { Icon } from '../../../components/lobby/icons.tsx';
import { downloadBarShown, platformLinks } from '../../../core/download.ts';
import { APP_RATING_SHOWN } from '../../../core/spec-constants.ts';
import { memberVip } from '../../../state/vip.ts';
import { tenantStore, memberStore, sessionStore, promotionsStore } from '../../../state/app.ts';
import { uiStore } from '../../../state/ui.ts';
import { detectPlatform, platformFromUserAgent } from '../../../services/session/platform.ts';
import { closeDownloadBar, closedEarlier, startDownload } from '../../../services/install/download.ts';
import { PAGE_PLATFORM, usePageSnapshot } from '../../page-snapshot.ts';
import { appPort } from '../../../services/app-port/port.ts';
import { useT } from '../../i18n.tsx';
import { defineNode } from '../define.ts';

const IOS = platformFromUserAgent('iPhone OS 17_0', false);

export const DownloadBar = defineNode(
  {
    props: Type.Object(
      {
        onDownload: Type.Optional(
          Type.Union([Type.Literal('popup'), Type.Literal('direct'), Type.Literal('invite')], {
            description:
              "What Download does (S4): popup (default: the download popup), direct (the device's first link downloads at once) or invite (an invite redirect: /m/inviteFriends).",
          }),
        ),
      },
      {
        additionalProperties: false,
        description:
          'The app download bar (S4): hidden when closed this session, in an installed home-screen app, in the native app, without a link for the device, and for players below settings.vipDownloadBarRank when that is set.',
      },
    ),
    example: { id: 'downloadBar', onDownload: 'popup' },
    keys: ['downloadBar.label', 'downloadBar.rating', 'downloadBar.gift', 'downloadBar.download', 'downloadBar.close'],
  },
  function DownloadBarNode({ node }) {
    const { t } = useT();
    const { tenant, merchant } = useSnapshot(tenantStore);
    const member = useSnapshot(memberStore);
    const { token } = useSnapshot(sessionStore);
    const { byKey } = useSnapshot(promotionsStore);
    const ui = useSnapshot(uiStore);
    // A pre-rendered page shows the bar as a browser tab sees it; the page's script hides it before
    // the first paint where this device will not show it (prerendered.ts), so dropping it after
    // hydration moves nothing.
    const platform = usePageSnapshot(detectPlatform, PAGE_PLATFORM);
    const closed = usePageSnapshot(closedEarlier, false);
    if (!tenant || !merchant) return null;
    const vip = memberVip(member);
    const barMember = {
      loggedIn: !!token,
      hasVip: vip.hasVip,
      rankLevel: member.info?.clubLabel?.rankLevel ?? null,
    };
    const shownTo = (p: typeof platform) =>
      downloadBarShown({ platform: p, merchant, closedThisSession: closed || ui.downloadBarClosed, member: barMember });
    if (!shownTo(platform)) return null;
    const notOnIos = !shownTo(IOS);
    const icon = merchant.resources.find((r) => r.resourceType === 'AppDownloadIcon')?.url || tenant.brand.favicon;
    const download = () => {
      const first = platformLinks(platform, merchant)[0];
      if (node.onDownload === 'direct' && first) startDownload(first);
      else if (node.onDownload === 'invite') appPort().navigate('/m/inviteFriends');
      else appPort().openDialog('downloadPopup');
    };
    return (
      <aside className={`download-bar${notOnIos ? ' download-bar-not-ios' : ''}`} aria-label={t('downloadBar.label')}>
        <img className="download-bar-icon" src={icon} alt="" width={36} height={36} />
        <div className="download-bar-text">
          <strong>{tenant.brand.appName}</strong>
          <span className="download-bar-rating">
            <Icon name="star" size={14} /> {t('downloadBar.rating', { rating: APP_RATING_SHOWN })}
          </span>
        </div>
        {byKey.APP_DOWNLOAD?.enabled ? (
          <span className="download-bar-gift" role="img" aria-label={t('downloadBar.gift')}>
            <Icon name="gift" size={20} />
          </span>
        ) : null}
        <button type="button" className="btn btn-primary download-bar-go" onClick={download}>
          {t('downloadBar.download')}
        </button>
        <button
          type="button"
          className="btn btn-text download-bar-close"
          onClick={closeDownloadBar}
          aria-label={t('downloadBar.close')}
        >
          <Icon name="close" size={18} />
        </button>
      </aside>
    );
  },
);
