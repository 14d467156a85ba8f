/**
 * What the download popup says about the app (S2, S3, S7): the merchant's app description and
 * login prompt (WPSCORE_getDownloadSetting), and the app-download announcements
 * (MCSFE_getListAnnouncements, category app_download, no authorisation). Server text is text.
 */
import '../../../components/download/download.css';
import { Type } from '@sinclair/typebox';
import { useSnapshot } from 'valtio';
import { useT } from '../../i18n.tsx';
import { useLoad } from '../../use-load.ts';
import { useBlockLabels } from '../../lobby.ts';
import { Block } from '../../../components/lobby/Block.tsx';
import { loadDownloadInfo, announcementText } from '../../../services/content/content.ts';
import { tenantStore } from '../../../state/app.ts';
import { appDescStyle } from '../../../core/download.ts';
import { defineNode } from '../define.ts';

export const AppDownloadInfo = defineNode(
  {
    props: Type.Object(
      {},
      {
        additionalProperties: false,
        description:
          "The app's description and login prompt from the merchant's download setting, then the app-download announcements (S3).",
      },
    ),
    example: { id: 'appInfo' },
    keys: [],
  },
  function AppDownloadInfoNode() {
    useT();
    const labels = useBlockLabels();
    const { language, merchant } = useSnapshot(tenantStore);
    const r = useLoad(loadDownloadInfo, 'download-info');
    const info = r.data;
    const look = merchant ? appDescStyle(merchant.mobileTemplate) : { box: {}, text: {} };
    const styled = Object.keys(look.box).length > 0;
    return (
      <Block
        state={r.status}
        onRetry={r.retry}
        empty={null}
        labels={labels}
        skeleton={<div className="download-info" aria-hidden="true" />}
      >
        {info ? (
          <div className="download-info">
            {info.setting.app_desc ? (
              <p
                className={styled ? 'download-app-desc styled' : 'download-app-desc'}
                style={{ ...look.box, ...look.text }}
              >
                {info.setting.app_desc}
              </p>
            ) : null}
            {info.setting.login_prompt_text ? <p className="muted">{info.setting.login_prompt_text}</p> : null}
            {info.announcements.map((a) => {
              const text = announcementText(a, language);
              return (
                <p key={a.id}>
                  {text.title ? <strong>{text.title}: </strong> : null}
                  {text.text}
                </p>
              );
            })}
          </div>
        ) : null}
      </Block>
    );
  },
);
