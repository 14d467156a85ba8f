/**
 * Member-centre data the pages load when they open, through the calls the real member centre
 * makes (its bundle; docs/contract.md): the referral details and list, the profile icon (avatar).
 * A back end without one of them leaves that part out (the call is quiet where it can be).
 */
import { wps } from '../http/instance.ts';
import type { ReferralInfo } from '../../core/content-types.ts';
import { memberStore } from '../../state/app.ts';
import { readReferral, readAvatar } from '../wire/member.ts';

export async function loadReferralInfo(): Promise<ReferralInfo> {
  const [details, list] = await Promise.all([
    wps().relay('MCSFE_getReferralDetails'),
    wps()
      .relay('MCSFE_getReferralList', { pageNo: 1, pageSize: 100 }, { quiet: true })
      .catch(() => null), // the code still shows without the list
  ]);
  return readReferral(details, list);
}

/** The invite link: registration with the code (A2 "r or referralCode"). */
export const inviteLink = (origin: string, code: string): string =>
  `${origin}/m/register?r=${encodeURIComponent(code)}`;

/** The member's profile icon (MCSFE_getPlayerAvatar); a back end without it keeps the first icon. */
export async function loadProfileIcon(): Promise<void> {
  const icon = readAvatar(
    await wps()
      .relay('MCSFE_getPlayerAvatar', {}, { quiet: true })
      .catch(() => null),
  );
  if (icon !== null && memberStore.info) memberStore.info = { ...memberStore.info, profileIcon: icon };
}

/** Saves the member's profile icon (S3 PROFILE_ICON_COUNT; MCSFE_uploadPlayerAvatar, its number from 0); the head shows it at once. */
export async function chooseProfileIcon(icon: number): Promise<void> {
  await wps().relay('MCSFE_uploadPlayerAvatar', { avatar: icon - 1, avatarType: 'STATIC' });
  if (memberStore.info) memberStore.info = { ...memberStore.info, profileIcon: icon };
}
