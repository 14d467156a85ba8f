/**
 * The native app's upgrade (S4): the app says its version and the latest (getAppInfo); when the
 * latest is newer (major.minor.patch) the upgrade modal shows. Update asks the app to start
 * (startUpgrade) and polls its installation state (getInstallState) every 100 ms until it is
 * installed or failed.
 */
import { INSTALL_STATE_POLL_MS } from '../../core/spec-constants.ts';
import { compareVersions } from '../../core/version.ts';
import { callNative } from './bridge.ts';

export interface AppInfo {
  version: string;
  latestVersion: string;
  downloadUrl: string;
}

/** The upgrade on offer, or null (up to date, or the app's answer is not an app info). */
export async function availableUpgrade(call = callNative): Promise<AppInfo | null> {
  let info: Partial<AppInfo>;
  try {
    info = JSON.parse(await call('getAppInfo')) as Partial<AppInfo>;
  } catch {
    return null; // an app without the call, or a broken answer: no upgrade offered (the site works as it is)
  }
  if (typeof info.version !== 'string' || typeof info.latestVersion !== 'string') return null;
  return compareVersions(info.latestVersion, info.version) > 0
    ? { version: info.version, latestVersion: info.latestVersion, downloadUrl: String(info.downloadUrl ?? '') }
    : null;
}

/** An installation state as the app reports it: downloading:<percent>, installing, installed. */
export type InstallState = { kind: 'downloading'; percent: number } | { kind: 'installing' } | { kind: 'installed' };

export function parseInstallState(s: string): InstallState {
  const m = /^downloading:(\d{1,3})$/.exec(s);
  if (m) return { kind: 'downloading', percent: Math.min(100, Number(m[1])) };
  if (s === 'installed') return { kind: 'installed' };
  return { kind: 'installing' };
}

/** Starts the upgrade and reports each state until installed; a 'Failure...' answer rejects (the caller alerts). */
export async function runUpgrade(
  info: AppInfo,
  onState: (s: InstallState) => void,
  call = callNative,
  sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms)),
): Promise<void> {
  await call('startUpgrade', { url: info.downloadUrl, version: info.latestVersion });
  for (;;) {
    const state = parseInstallState(await call('getInstallState'));
    onState(state);
    if (state.kind === 'installed') return;
    await sleep(INSTALL_STATE_POLL_MS);
  }
}
