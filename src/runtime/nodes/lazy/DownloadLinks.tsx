/**
 * S5: iOS gets the IOS link (unless hidden) and the MOBILECONFIG profile; elsewhere the Android
 * link (core/download.ts). A file link downloads; on iOS 17 and later the profile gets its tip (S4).
 */
import { Type } from '@sinclair/typebox';
import { useSnapshot } from 'valtio';
import { Text, described } from '../../../core/schema/common.ts';
import { Heading } from '../../../components/layout.tsx';
import '../../../components/download/download.css';
import { useState } from 'react';
import { detectPlatform } from '../../../services/session/platform.ts';
import { tenantStore } from '../../../state/app.ts';
import { useText } from '../../text.ts';
import { defineNode } from '../define.ts';
import { PAGE_PLATFORM, usePageSnapshot } from '../../page-snapshot.ts';
import { platformLinks, offersHomeScreen, profileTipAfter, type Resource } from '../../../core/download.ts';
import { startDownload } from '../../../services/install/download.ts';

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
    keys: ['download.title', 'download.<resourceType>', 'download.none', 'download.homeScreen', 'download.profileTip'],
  },
  function DownloadLinksNode({ node }) {
    const t = useText();
    const { merchant } = useSnapshot(tenantStore);
    const [tip, setTip] = useState(false);
    // A pre-rendered page lists a browser tab's links; an iPhone's replace them right after hydration.
    const platform = usePageSnapshot(detectPlatform, PAGE_PLATFORM);
    const links = merchant ? platformLinks(platform, merchant) : [];
    const homeScreen = merchant ? offersHomeScreen(platform, merchant) : false;
    const go = (r: Resource) => {
      startDownload(r);
      setTip(profileTipAfter(platform, r));
    };
    return (
      <section aria-label={node.title ? t(node.title) : t('download.title')}>
        {node.title ? <Heading level={2}>{t(node.title)}</Heading> : null}
        {links.length ? (
          <ul className="download-links">
            {links.map((l) => (
              <li key={l.resourceType}>
                <button type="button" className="btn btn-primary" onClick={() => go(l)}>
                  {t(`download.${l.resourceType}`)}
                </button>
              </li>
            ))}
          </ul>
        ) : homeScreen ? (
          <p>{t('download.homeScreen')}</p>
        ) : (
          <p className="muted">{t('download.none')}</p>
        )}
        <div role="status">{tip ? <p className="download-tip">{t('download.profileTip')}</p> : null}</div>
      </section>
    );
  },
);
