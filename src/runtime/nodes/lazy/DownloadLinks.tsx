/** S5: iOS gets the IOS link (unless hidden) or the MOBILECONFIG profile; elsewhere the Android link. */
import { Type } from '@sinclair/typebox';
import { useSnapshot } from 'valtio';
import { Text, described } from '../../../core/schema/common.ts';
import { Heading } from '../../../components/layout.tsx';
import { AppLink } from '../../../components/controls.tsx';
import { detectPlatform } from '../../../services/platform.ts';
import { tenantStore } from '../../../state/app.ts';
import { useText } from '../../text.ts';
import { defineNode } from '../define.ts';
import { track } from '../../../services/tracking/track.ts';

export const DownloadLinks = defineNode(
  {
    props: Type.Object(
      {
        title: Type.Optional(
          described(Text, 'A heading above the links (default: none; download.title names the list).'),
        ),
      },
      {
        additionalProperties: false,
        description:
          "The merchant's download links (merchant config resources) for this platform: on iOS the IOS link (unless settings.hideIosApp) and MOBILECONFIG, elsewhere Android (S5).",
      },
    ),
    example: { id: 'downloads', title: 'download.title' },
    keys: ['download.title', 'download.<resourceType>', 'download.none'],
  },
  function DownloadLinksNode({ node }) {
    const t = useText();
    const { merchant } = useSnapshot(tenantStore);
    const os = detectPlatform().os;
    const resources = merchant?.resources ?? [];
    const wanted = os === 'ios' ? [...(merchant?.settings.hideIosApp ? [] : ['IOS']), 'MOBILECONFIG'] : ['Android'];
    const links = resources.filter((r) => wanted.includes(r.resourceType));
    return (
      <section aria-label={node.title ? t(node.title) : t('download.title')}>
        {node.title ? <Heading level={2}>{t(node.title)}</Heading> : null}
        {links.length ? (
          <ul className="text-list">
            {links.map((l) => (
              <li key={l.resourceType}>
                <AppLink to={l.url} onClick={() => track('downloadApp', { content_id: l.resourceType })}>
                  {t(`download.${l.resourceType}`)}
                </AppLink>
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
