/**
 * The download bar and links (S4, S5), as pure rules: which links a device gets, whether the bar
 * shows, what a link does. The bar, the popup and the download page all ask here.
 */
import type { MerchantConfig } from './schema/merchant-config.ts';
import type { RuleContext } from './schema/rule-context.ts';
import { DOWNLOAD_FILE_EXTENSIONS, PROFILE_TIP_MIN_IOS } from './spec-constants.ts';

export type Resource = Readonly<MerchantConfig['resources'][number]>;
type Merchant = {
  readonly resources: readonly Resource[];
  readonly settings: Pick<MerchantConfig['settings'], 'hideIosApp' | 'allowAddToHomeScreen' | 'vipDownloadBarRank'>;
};
type Platform = Pick<RuleContext['platform'], 'os' | 'osVersion' | 'nativeApp' | 'installedApp'>;

/** S5: on iOS the IOS link (unless the iOS app is hidden) and the MOBILECONFIG profile; elsewhere the Android link. */
export function platformLinks(platform: Pick<Platform, 'os'>, m: Merchant): Resource[] {
  const wanted = platform.os === 'ios' ? [...(m.settings.hideIosApp ? [] : ['IOS']), 'MOBILECONFIG'] : ['Android'];
  return wanted.flatMap((t) => m.resources.filter((r) => r.resourceType === t && r.url));
}

/** On iOS without a link, the home-screen option (settings.allowAddToHomeScreen) still gives the bar something to offer. */
export const offersHomeScreen = (platform: Pick<Platform, 'os'>, m: Merchant) =>
  platform.os === 'ios' && m.settings.allowAddToHomeScreen;

export interface BarMember {
  loggedIn: boolean;
  hasVip: boolean;
  rankLevel: number | null;
}

/**
 * S4 / S5: shown unless closed this session; never in an installed home-screen app or the native
 * app, nor without a link for the platform; a VIP-gated bar (settings.vipDownloadBarRank) only for
 * VIP members at or above that rank.
 */
export function downloadBarShown(o: {
  platform: Platform;
  merchant: Merchant;
  closedThisSession: boolean;
  member: BarMember;
}): boolean {
  const { platform, merchant: m, member } = o;
  if (o.closedThisSession || platform.installedApp || platform.nativeApp) return false;
  if (!platformLinks(platform, m).length && !offersHomeScreen(platform, m)) return false;
  const rank = m.settings.vipDownloadBarRank;
  if (rank === null) return true;
  return member.loggedIn && member.hasVip && (member.rankLevel ?? -1) >= rank;
}

/** S4: a link ending mobileconfig, apk or ipa is a file the browser downloads. */
export function isFileDownload(url: string): boolean {
  const path = url.split(/[?#]/)[0]!.toLowerCase();
  return DOWNLOAD_FILE_EXTENSIONS.some((ext) => path.endsWith(`.${ext}`));
}

/** S4: "On iOS 17 and later a profile-download tip is shown" (after the profile is downloaded). */
export function profileTipAfter(platform: Pick<Platform, 'os' | 'osVersion'>, r: Resource): boolean {
  return platform.os === 'ios' && platform.osVersion >= PROFILE_TIP_MIN_IOS && r.resourceType === 'MOBILECONFIG';
}

/**
 * A5 registerMethod WEBCLIP: the merchant's configuration profile (MOBILECONFIG) installs a web clip
 * whose start address carries this parameter (`/m/home?webclip=1`: our choice, docs/decisions.md);
 * a page opened with it marks the device (local storage WEBCLIP) and registers as WEBCLIP.
 */
export const WEBCLIP_START_PARAM = 'webclip';
export const webclipStartPath = (): string => `/m/home?${WEBCLIP_START_PARAM}=1`;

const COLOUR = /^#([0-9a-fA-F]{3}){1,2}$/;

/**
 * S3 mobile template: how the app's description looks in the download popup and page. A colour
 * background, or an image that covers the box (the schema allows only https:// or site-relative
 * addresses without quotes, spaces or brackets, so the url() cannot be broken out of); the text in
 * app_desc_font_color. Blank (or a value the schema would refuse): the theme's.
 */
export function appDescStyle(t: { app_background: string; app_desc_font_color: string }): {
  box: Record<string, string>;
  text: Record<string, string>;
} {
  const bg = t.app_background.trim();
  const image = /^(https:\/\/|\/(?!\/))[^\s"'()\\]+$/.test(bg);
  return {
    box: COLOUR.test(bg)
      ? { backgroundColor: bg }
      : image
        ? { backgroundImage: `url("${bg}")`, backgroundSize: 'cover', backgroundPosition: 'center' }
        : {},
    text: COLOUR.test(t.app_desc_font_color) ? { color: t.app_desc_font_color } : {},
  };
}
