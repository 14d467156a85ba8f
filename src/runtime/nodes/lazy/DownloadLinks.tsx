/** S5: iOS gets the IOS link (unless hidden) or the MOBILECONFIG profile; elsewhere the Android link. */
import { Type } from '@sinclair/typebox';
import { useSnapshot } from 'valtio';
import { Text } from '../../../core/schema/common.ts';
import { Heading } from '../../../components/layout.tsx';
import { AppLink } from '../../../components/controls.tsx';
import { detectPlatform } from '../../../services/platform.ts';
import { tenantStore } from '../../../state/app.ts';
import { useText } from '../../text.ts';
import { defineNode } from '../define.ts';

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
      <section aria-label={node.title ? t(node.title) : t('download.title')}>
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
