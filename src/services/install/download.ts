/**
 * The download bar's and links' actions (S4): closing the bar for the session, and starting a
 * download (a file link downloads, a store link opens), which is the downloadApp event (S3).
 */
import { DOWNLOAD_BAR_CLOSED_KEY } from '../../core/spec-constants.ts';
import { isFileDownload, type Resource } from '../../core/download.ts';
import { uiStore } from '../../state/ui.ts';
import { session } from '../session/storage.ts';
import { track } from '../tracking/track.ts';

/** Closed earlier in this tab session, before this page (uiStore says so after a close on this page). */
export const closedEarlier = () => session.get(DOWNLOAD_BAR_CLOSED_KEY) !== null;

/** S4: "Closing stores a session flag, hides the bar and sets the app window state." */
export function closeDownloadBar(): void {
  session.set(DOWNLOAD_BAR_CLOSED_KEY, '1');
  uiStore.downloadBarClosed = true;
}

/** Starts the download of one link; the caller shows the iOS profile tip when core/download.ts says so. */
export function startDownload(r: Resource): void {
  track('downloadApp', { content_id: r.resourceType });
  if (isFileDownload(r.url)) {
    // S4: a file link downloads (no new tab to leave open).
    const a = document.createElement('a');
    a.href = r.url;
    a.download = '';
    a.rel = 'noopener';
    document.body.appendChild(a);
    a.click();
    a.remove();
  } else window.open(r.url, '_blank', 'noopener,noreferrer');
}
