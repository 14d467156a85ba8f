/** Member-centre data the pages load when they open (our contract, docs/contract.md). */
import { wps } from '../http/instance.ts';
import type { ReferralInfo } from '../../core/relays.ts';
import { memberStore } from '../../state/app.ts';

export const loadReferralInfo = (): Promise<ReferralInfo> => wps().relay('MCSFE_getReferralInfo');

/** The invite link: registration with the code (A2 "r or referralCode"). */
export const inviteLink = (origin: string, code: string): string =>
  `${origin}/m/register?r=${encodeURIComponent(code)}`;

/** Saves the member's profile icon (our contract, S3 PROFILE_ICON_COUNT); the head shows it at once. */
export async function chooseProfileIcon(icon: number): Promise<void> {
  const { profileIcon } = await wps().member.profileIcon(icon);
  if (memberStore.info) memberStore.info = { ...memberStore.info, profileIcon };
}
