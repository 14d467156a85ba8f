/**
 * The answers of the real WPS back end's relay calls, as the platform's own client reads them
 * (../shared/wire-evidence/, tests/cases/wire.json: each names its case), in JSON Schema
 * (TypeBox). The relay catalogue (relays.ts) types its answers with these, the sandbox answers
 * them, and the site's readers (src/services/wire/) turn them into what it shows. Objects are open:
 * a real answer carries many fields the site never reads, and a back end that adds one breaks
 * nothing. Fields the evidence does not show are marked "ours": the sandbox sends them, and the
 * site does without them when a back end does not.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';

const S = Type.String();
const N = Type.Number();
const B = Type.Boolean();
const Opt = <T extends TSchema>(t: T) => Type.Optional(t);
const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);
/** An id the back end sends as a number or as text. */
const Id = Type.Union([S, N]);
/** A flag the back end sends as 0/1 or as a boolean. */
const Flag = Type.Union([N, B]);

/** game-list: a game of the real lists (the game list, hot games, favourites, recent games). */
export const WireGame = Type.Object({
  nodeId: Id,
  /** The vendor's game id (what a launch sends as gameId). */
  roomId: Opt(Id),
  gameId: Opt(Id),
  vassalage: Opt(S),
  gameType: Opt(S),
  gameName: Opt(S),
  nodeName: Opt(S),
  showIcon: Opt(Nullable(S)),
  defaultIcon: Opt(Nullable(S)),
  supportPlay: Opt(Flag),
  /** Trial play is offered (hot-games' freeplay; the vendor cards' too). */
  freeplay: Opt(Flag),
  /** A lottery game: its mode (VN or SEA_Tradition_Mobile), code and prize mode (lotto-launch). */
  lottoMode: Opt(S),
  gameCode: Opt(S),
  lottoPrizeMode: Opt(S),
});
export type WireGame = Static<typeof WireGame>;

export const WireGameList = Type.Object({
  games: Type.Array(WireGame),
  pageNum: N,
  totalPages: N,
  totalCount: Opt(N),
});
/** hot-games: value.list. */
export const WireGames = Type.Object({ list: Type.Array(WireGame) });
/** GCS_recentGame: value.list with the page (membercentre: { list, page, total, totalPages }). */
export const WireRecentGames = Type.Object({
  list: Type.Array(WireGame),
  page: Opt(N),
  total: Opt(N),
  totalPages: Opt(N),
});
/** MCSFE_getFavoriteGamesList: value.content with the page. */
export const WireFavouriteGames = Type.Object({ content: Type.Array(WireGame), pageNum: Opt(N), totalPages: Opt(N) });

/** rank-list: the winner board, value.list[].vo. */
export const WireRankList = Type.Object({
  list: Type.Array(
    Type.Object({
      vo: Type.Object({
        gameName: S,
        customerName: Opt(S),
        winAmount: N,
        nodeId: Opt(Id),
        gameId: Opt(Id),
        gameType: Opt(S),
        vendor: Opt(S),
        iconUrl: Opt(Nullable(S)),
      }),
    }),
  ),
});

/** vendor-lanes: value.data.lanes[] of { title, cards, gameClassify[{ vendors }], gameCount }. */
export const WireLanes = Type.Object({
  data: Type.Object({
    lanes: Type.Array(
      Type.Object({
        title: S,
        gameCount: Opt(N),
        /** Each classification's vendors; ours: its name beside them (the S9 ordinals' aliases). */
        gameClassify: Opt(Type.Array(Type.Object({ vendors: Type.Array(S), gameClassify: Opt(S) }))),
        cards: Type.Array(
          Type.Object({
            accountTypeName: S,
            displayName: Opt(S),
            freeplay: Opt(Flag),
            smallIcon: Opt(Nullable(S)),
            /** Ours: the vendor's own game count. */
            gameCount: Opt(N),
          }),
        ),
      }),
    ),
  }),
});

/** vass-game-type: value.content, category -> vendor -> (its game types). */
export const WireVassGameType = Type.Object({
  content: Type.Record(S, Type.Record(S, Type.Array(Type.Unknown()))),
});

/** vendor-launch-content-game-url and trial-launch: value.content.game_url (or game_url2). */
export const WireLaunchContent = Type.Object({
  content: Type.Object({ game_url: Opt(S), game_url2: Opt(S) }),
});

/** announcements-object: an announcement's text in one language. */
export const WireContent = Type.Object({
  language: S,
  isDefault: Opt(B),
  title: Opt(Nullable(S)),
  content: Opt(Nullable(S)),
  mobileImageUrl: Opt(Nullable(S)),
  mobileImageWebpUrl: Opt(Nullable(S)),
  mobileImageAvifUrl: Opt(Nullable(S)),
  sequence: Opt(N),
});
export const WireAnnouncement = Type.Object({
  id: Id,
  type: Opt(S),
  title: Opt(Nullable(S)),
  content: Opt(Nullable(S)),
  category: Opt(Nullable(S)),
  /** Which of the merchant's promotions it is (LOGIN, MISSION, ...). */
  promotionType: Opt(Nullable(S)),
  promoAnnouncementCategoryIds: Opt(Nullable(Type.Array(Id))),
  announcementImages: Opt(Nullable(Type.Array(Type.Object({ sequence: Opt(N), url: S })))),
  contents: Type.Array(WireContent),
  merchantCode: Opt(S),
  status: Opt(S),
  platform: Opt(S),
  priority: Opt(N),
  read: Opt(B),
  sequence: Opt(N),
  announcementDisplaySpeed: Opt(S),
  startDate: Opt(Nullable(N)),
  endDate: Opt(Nullable(N)),
  utcStartDateTime: Opt(Nullable(N)),
  utcEndDateTime: Opt(Nullable(N)),
  noExpiry: Opt(Flag),
});
export type WireAnnouncement = Static<typeof WireAnnouncement>;
/** announcements-object: a banner, inside the announcements answer. `url` is its picture. */
export const WireBanner = Type.Object({
  announcementId: Opt(Nullable(Id)),
  bannerId: Opt(Nullable(Id)),
  title: Opt(Nullable(S)),
  url: S,
  linkage: Opt(Nullable(S)),
  linkageType: Opt(Nullable(S)),
  groupName: Opt(Nullable(S)),
  vendor: Opt(Nullable(S)),
  gameType: Opt(Nullable(S)),
  nodeId: Opt(Nullable(Id)),
  roomId: Opt(Nullable(Id)),
  platform: Opt(Nullable(S)),
  noExpiry: Opt(Flag),
  startDate: Opt(Nullable(N)),
  endDate: Opt(Nullable(N)),
  redirect: Opt(Nullable(S)),
  externalLink: Opt(Nullable(S)),
  redirectPromotionId: Opt(Nullable(Id)),
  gameLinkageMapping: Opt(
    Nullable(
      Type.Object({
        gameType: Opt(Nullable(S)),
        vendor: Opt(Nullable(S)),
        roomId: Opt(Nullable(Id)),
        nodeId: Opt(Nullable(Id)),
      }),
    ),
  ),
});
export type WireBanner = Static<typeof WireBanner>;
/** announcements-object: one object, the kinds the `types` asked for. */
export const WireAnnouncements = Type.Object({
  promotion: Opt(Type.Array(WireAnnouncement)),
  banners: Opt(Type.Array(WireBanner)),
  player: Opt(Type.Array(WireAnnouncement)),
  popup: Opt(Type.Array(WireAnnouncement)),
  hot: Opt(Type.Array(WireAnnouncement)),
});
export type WireAnnouncements = Static<typeof WireAnnouncements>;

/** MCSFE_getMerchantAvailablePromotions: a map of the merchant's promotions, each enabled and counted. */
export const WirePromotions = Type.Record(S, Type.Object({ enabled: Flag, count: N }));
/** MCSFE_getPlayerRankProgress: the progress and the member's label (bundle CommonStore). */
export const WireRankProgress = Type.Object({
  currentProgress: Type.Object({ completedConditions: N, totalExpectedConditions: N }),
  playerRankProgress: Type.Object({ labelId: Nullable(N) }),
});
/** PROMOFE_getPromotionAnnouncementCategory: value.categories[]. */
export const WirePromotionCategories = Type.Object({
  categories: Type.Array(Type.Object({ id: Id, title: S, iconImageUrl: Opt(Nullable(S)) })),
});
/** GCSGAME_getGameMatchV2: groups with their matchList. */
export const WireMatchGroups = Type.Array(
  Type.Object({
    matchList: Type.Array(
      Type.Object({
        matchId: Id,
        league: S,
        homeTeam: S,
        awayTeam: S,
        matchTime: Type.Union([N, S]),
        vendor: S,
        gameId: Opt(Id),
        nodeId: Opt(Id),
        homeTeamImageUrl: Opt(Nullable(S)),
        awayTeamImageUrl: Opt(Nullable(S)),
        moneyLine: Opt(Type.Object({ homeTeamOdds: N, awayTeamOdds: N, drawOdds: Opt(N) })),
      }),
    ),
  }),
);
/** WPSCORE_getDownloadSetting: each text a list of { codes, text } picked by language (EN fallback). */
const Texts = Type.Object({ value: Type.Array(Type.Object({ codes: Type.Array(S), text: S })) });
export const WireDownloadSetting = Type.Object({ app_desc: Texts, login_prompt_text: Texts });
/** WPSCORE_getCustomerServiceScript: HTML the merchant's chat vendors give (the site loads only its https scripts). */
export const WireCustomerServiceScript = Type.Object({ scripts: S });
/** CBS_launchChat: the chat page (the legacy layer reads chatUrl). */
export const WireLaunchChat = Type.Object({ chatUrl: S });
/** chat-unread: value.unReadCount. */
export const WireChatUnread = Type.Object({ unReadCount: N });
/** line-code: the line session (name and picture: A3). */
export const WireLineSession = Type.Object({ lineSessionToken: S, name: Opt(S), picture: Opt(S) });
/** MCSFE_getReferralDetails: the member's codes and the domains a link may use. */
export const WireReferralDetails = Type.Object({
  referralCode: S,
  affiliateCode: Opt(Nullable(S)),
  promotionDomains: Opt(Nullable(Type.Array(S))),
});
/** MCSFE_getReferralList: the members the referral brought in (ours: the fields). */
export const WireReferralList = Type.Object({
  content: Type.Array(Type.Object({ account: S, registerDate: Opt(N) })),
  totalCount: Opt(N),
});
/** MCSFE_getDepositSettings: the member's deposit facts (ours: the fields; the real client reads totalDepositSuccessCount). */
export const WireDepositSettings = Type.Object({
  totalDepositSuccessCount: N,
  totalDepositSuccessAmount: Opt(N),
});
/** MCSFE_getPlayerAvatar: the icon (avatarType STATIC: its number, from 0) or a picture (CUSTOM: its address). */
export const WireAvatar = Type.Object({ avatar: Type.Union([N, S]), avatarType: S });
