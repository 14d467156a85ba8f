/** The app's stores (valtio). Services write them; components read them with useSnapshot. */
import { proxy, ref } from 'valtio';
import type { MerchantConfig } from '../core/schema/merchant-config.ts';
import type { TenantPackage } from '../core/schema/tenant.ts';
import type { Language } from '../core/spec-constants.ts';

export interface SessionState {
  id: string | number | null;
  token: string | null;
  userName: string | null;
  type: number | null;
  firstTimeLogin: boolean;
  /** The login answer's trace id (x-app-trace-id), kept in the stored session as the real client does. */
  spanId?: string | null;
  /** Where a member page goes when its session ends on purpose (the player's logout); else the login page. */
  leaveTo?: string | null;
}
export interface MemberState {
  account: string;
  type: number | null;
  clubLabel: { labelName?: string; type?: string; rankLevel?: number; labelId?: number } | null;
  /** The profile icon the member chose (1..PROFILE_ICON_COUNT), or null: the first. */
  profileIcon: number | null;
}

export const tenantStore = proxy<{ tenant: TenantPackage | null; merchant: MerchantConfig | null; language: Language }>(
  {
    tenant: null,
    merchant: null,
    language: 'EN',
  },
);
/**
 * The tenant package and merchant config are replaced whole, never changed in place: held as
 * refs, so valtio neither wraps every node of the screens in a proxy nor copies them all into
 * the first snapshot (about 90 ms of a cheap phone's main thread on the member home).
 */
export function setTenant(tenant: TenantPackage, merchant: MerchantConfig): void {
  tenantStore.tenant = ref(tenant);
  tenantStore.merchant = ref(merchant);
}
export const sessionStore = proxy<SessionState>({
  id: null,
  token: null,
  userName: null,
  type: null,
  firstTimeLogin: false,
});
export const memberStore = proxy<{
  info: MemberState | null;
  unread: number;
  depositCount: number;
  promoCodeEnabled: boolean;
  vipProgress: { completedConditions: number; totalExpectedConditions: number; labelId: number | null } | null;
  /** MCSFE_getPlayerRankProgress failed: the pages say so and offer a retry instead of "0 of 0". */
  vipProgressFailed: boolean;
  // The wallet's fields are set by its code (services/member/wallet.ts, a member's chunk): absent
  // until then, so a visitor's first load does not carry them.
  /** The wallet's total; absent or null until it first answers. */
  wallet?: { total: number; currency: string; currencySymbol: string; currencyPosition: string } | null;
  /** The wallet is being asked for (a refresh in flight): the amount shown may be about to change. */
  walletLoading?: boolean;
  /** The last ask failed: the amount shown (if any) is the one from before. */
  walletFailed?: boolean;
}>({ info: null, unread: 0, depositCount: 0, promoCodeEnabled: false, vipProgress: null, vipProgressFailed: false });
/** S3: available promotions (APP_DOWNLOAD, REFERRAL, ... each enabled and count), loaded without authorisation. */
export const promotionsStore = proxy<{ byKey: Partial<Record<string, { enabled: boolean; count: number }>> }>({
  byKey: {},
});
/** Problems the runtime met (unrenderable nodes, failing rules): shown in place, collected here. */
export const runtimeIssues = proxy<{ items: { kind: string; detail: string }[] }>({ items: [] });

export function reportRuntimeIssue(kind: string, detail: string): void {
  runtimeIssues.items.push({ kind, detail });
  console.warn(`[runtime] ${kind}: ${detail}`);
}
