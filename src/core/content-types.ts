/**
 * What the site shows of the lobby and the content calls: games, announcements, banners,
 * matches, the rank list, the vendor structure, promotions. The real back end's answers
 * (wire/answers.ts) are read into these by the site's readers (src/services/wire/); the sandbox's
 * test data (sandbox.json) is written in them too. React-free, shared.
 */
import type { PROMOTION_KEYS } from './spec-constants.ts';

export interface Game {
  /** The vendor's game id (roomId / gameId): what a launch sends as gameId. */
  id: string;
  name: string;
  vendor: string;
  category: string;
  image: string;
  hot: boolean;
  /** Trial play (GCS_gameTrialLaunch) is offered. */
  trial: boolean;
  /** The game's node (nodeId): a launch and a favourite name it. */
  nodeId?: string;
  /** A lottery game: launched through the lottery call (S7), Vietnam mode or the SEA variant. */
  lotto?: { area: 'VN' | 'SEA'; prizeMode?: string };
}
/** S3 "Announcement text items: codes (language codes) and text"; the title is the real contents' title. */
export interface AnnouncementText {
  codes: string[];
  title?: string;
  text: string;
  /** The back end's text for every language it has none in (announcements-object: isDefault). */
  isDefault?: boolean;
}
export interface Announcement {
  id: string;
  /** MARQUEE, POPUP, PR (a promotion) or NEWS (docs/contract.md). */
  type: string;
  category: string;
  /** For a promotion: which of the merchant's promotions it is (MISSION, LOGIN, RESCUE, ...). */
  key?: string;
  image?: string;
  texts: AnnouncementText[];
}
/** S3 Banner: linkageType (P, URL, G), linkage, roomId, nodeId, gameType, vendor, groupName, url. */
export interface Banner {
  id: string;
  title: string;
  linkageType: 'P' | 'URL' | 'G';
  /** P: the promotion; G: the game (its id). */
  linkage: string;
  /** URL: where the banner goes (S2 banner click routing). */
  url: string;
  groupName: string;
  /** The picture (the real answer's `url`). */
  image: string;
  vendor?: string;
  gameType?: string;
  nodeId?: string;
  roomId?: string;
}
export interface Match {
  id: string;
  league: string;
  home: string;
  away: string;
  startTime: string;
  /** The sportsbook game the match is bet in, and its vendor. */
  gameId: string;
  vendor: string;
  odds: { home: number; draw?: number; away: number };
}
/** A row of the rank list: the winner board (rank-list), a game and a win on it. */
export interface RankEntry {
  rank: number;
  /** The game to open, when the row names one. */
  gameId?: string;
  nodeId?: string;
  vendor: string;
  lotto?: Game['lotto'];
  name: string;
  image: string;
  /** Who won (masked by the back end, e.g. ab***9). */
  winner?: string;
  winAmount: number;
}
export interface VendorCard {
  accountTypeName: string;
  displayName: string;
  freeplay: boolean;
  /** The game classification the vendor is under (S9 ordinals); the lane's title when none is named. */
  gameClassify: string;
  /** How many games it has, when the back end says. */
  gameCount?: number;
}
export interface VendorStructure {
  categories: { title: string; cards: VendorCard[] }[];
}
export type Promotions = Partial<Record<(typeof PROMOTION_KEYS)[number], { enabled: boolean; count: number }>>;
export interface RankProgress {
  completedConditions: number;
  totalExpectedConditions: number;
  labelId: number | null;
}
/** A member's referral code and whom it brought in. */
export interface ReferralInfo {
  referralCode: string;
  invitedCount: number;
  invited: { account: string; registeredAt: number }[];
}
