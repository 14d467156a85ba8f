/** Member-centre data the pages load when they open (our contract, docs/contract.md). */
import { wps } from './http/instance.ts';
import type { ReferralInfo } from '../core/relays.ts';

export const loadReferralInfo = (): Promise<ReferralInfo> => wps().relay('MCSFE_getReferralInfo');

/** The invite link: registration with the code (A2 "r or referralCode"). */
export const inviteLink = (origin: string, code: string): string =>
  `${origin}/m/register?r=${encodeURIComponent(code)}`;
