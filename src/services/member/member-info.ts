/** The member's info (A7 "stored as memberInfo") and the member's language sent to the server (A7). */
import { wps } from '../http/instance.ts';
import { sessionStore, memberStore, tenantStore } from '../../state/app.ts';
import { completeSession } from '../session/session.ts';
import { decided } from '../app-port/decided.ts';

export async function loadMemberInfo(): Promise<void> {
  const info = await wps().member.info();
  memberStore.info = {
    account: info.account,
    type: info.type,
    clubLabel: info.clubLabel,
    // The icon comes from its own call (MCSFE_getPlayerAvatar): a reload of the info keeps it.
    profileIcon: info.profileIcon ?? (memberStore.info?.account === info.account ? memberStore.info.profileIcon : null),
  };
  // A token that came in the URL has no stored session yet: complete it from the member info.
  completeSession(info);
}

/** A7: the member's language goes to the server (not for type 4). */
export function syncLanguage(): void {
  const m = memberStore.info;
  if (!sessionStore.token || !m) return;
  if (m.type === 4) return decided('language-sync', 'not-for-type-4');
  decided('language-sync', 'sent');
  void wps()
    .member.language(tenantStore.language)
    .catch(() => {});
}
