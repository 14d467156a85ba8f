/** tenants/<id>/sandbox.json: what the sandbox back end serves for a tenant. */
import { USERNAME_RULE, PROMO_CODE_RULE } from '../account-rules.ts';
import { Type, type Static } from '@sinclair/typebox';
import { MerchantConfig } from './merchant-config.ts';
import { AvailablePromotions } from './rule-context.ts';
import { BANNER_LINKAGE_TYPES, DEFAULT_BANNER_GROUP } from '../spec-constants.ts';

const closed = { additionalProperties: false } as const;
const Str = (description: string) => Type.String({ description });
const Flag = (description: string) => Type.Boolean({ description });

export const SandboxAccount = Type.Object(
  {
    username: Type.String({
      ...USERNAME_RULE,
      description: `Login name: ${USERNAME_RULE.minLength} to ${USERNAME_RULE.maxLength} letters, digits or underscores.`,
    }),
    password: Type.String({
      description:
        'Demo password; the sandbox stores only its scrypt hash. Use "$default" for the merchant default password.',
    }),
    mobile: Type.Optional(
      Type.String({ pattern: '^[0-9]{6,15}$', description: 'Mobile number for SMS login: 6 to 15 digits, no +.' }),
    ),
    countryDialingCode: Type.Optional(
      Type.String({
        pattern: '^[0-9]{1,4}$',
        description: 'Dialling code of the mobile number, digits only (e.g. 84).',
      }),
    ),
    customerType: Type.Integer({ minimum: 0, maximum: 9, description: '1 or 2 = agent; 4 skips language sync.' }),
    firstTimeLogin: Flag('The login answer says firstTimeLogin: the site shows the first-time notice (A4).'),
    passwordExpired: Flag(
      'The password has expired: with settings.forceChangeExpiredPassword, login leads to /m/changePsw.',
    ),
    selfExcludedUntil: Type.Optional(
      Type.String({
        pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?(Z|[+-]\\d{2}:\\d{2})$',
        description:
          'The player excluded themself from play until then (ISO 8601): a login before it is refused with login_blocked_by_self_exclusion (HTTP 500, the end in epoch milliseconds).',
      }),
    ),
    verify: Type.Object(
      {
        email: Flag('Login asks for an email code as a second step.'),
        authenticator: Flag('Login asks for an authenticator code as a second step.'),
        sms: Flag('Login asks for an SMS code as a second step.'),
      },
      { ...closed, description: 'The second verification step the login asks for (A4 login_verify_required).' },
    ),
    clubLabel: Type.Union(
      [
        Type.Null(),
        Type.Object(
          {
            labelName: Str('The VIP label name, e.g. Gold.'),
            type: Str('The label type; AUTO shows the VIP benefit (A3).'),
            rankLevel: Type.Integer({ minimum: 0, description: 'The VIP rank level, 0 or more.' }),
            labelId: Type.Integer({ description: 'The label id; customer-service labelIds refer to it.' }),
          },
          closed,
        ),
      ],
      { description: 'The VIP label (A3 clubLabel), or null for none.' },
    ),
    favourites: Type.Array(Str('A game id of content.games.'), {
      default: [],
      description: 'Game ids the demo account starts with as favourites.',
    }),
    unread: Type.Integer({
      minimum: 0,
      default: 0,
      description: 'Unread messages (EMFE_getInboxUnreadCount, and the chat CBS_unreadCount).',
    }),
    deposits: Type.Integer({ minimum: 0, default: 0, description: 'Successful deposits (MCSFE_getDepositSettings).' }),
    depositAmount: Type.Number({
      minimum: 0,
      default: 0,
      description:
        "The sum of those deposits in the merchant's currency (MCSFE_getDepositSettings); the sandbox cashier's deposits add to both.",
    }),
    balance: Type.Number({
      minimum: 0,
      default: 0,
      description:
        "The main wallet's balance in the merchant's currency (/wps/v2/wallets/balance); the sandbox cashier's deposits add to it and its withdrawals take from it.",
    }),
    vipProgress: Type.Optional(
      Type.Object(
        {
          completedConditions: Type.Integer({ minimum: 0, description: 'Conditions met towards the next rank.' }),
          totalExpectedConditions: Type.Integer({ minimum: 1, description: 'Conditions the next rank needs.' }),
        },
        { ...closed, description: 'MCSFE_getPlayerRankProgress for a member with a label.' },
      ),
    ),
  },
  { ...closed, description: 'A demo account the sandbox creates.' },
);

export const IDENTITY_PROVIDERS = ['telegram', 'line', 'maya', 'google', 'facebook', 'twitter'] as const;
export const SandboxIdentity = Type.Object(
  {
    provider: Type.Union(
      IDENTITY_PROVIDERS.map((p) => Type.Literal(p)),
      {
        description:
          "telegram (the messaging app), line (the line app), maya, or google, facebook, twitter (the identity provider's test users on its emulator: never bound beforehand, the emulator gives their ids).",
      },
    ),
    id: Type.String({
      pattern: '^[A-Za-z0-9_-]{1,64}$',
      description: "The user's id at the provider (a number for telegram, U + hex for line).",
    }),
    firstName: Str('The first name the provider gives (line: the display name).'),
    lastName: Type.Optional(Str('The last name (telegram).')),
    username: Type.Optional(Str('The handle at the provider (telegram).')),
    email: Type.Optional(Str('The e-mail address the provider gives (google, facebook, twitter).')),
    boundTo: Type.Optional(
      Type.String({
        description: 'The username of a demo account this identity is already bound to; omitted: an unbound identity.',
      }),
    ),
  },
  { ...closed, description: 'A test user of a third-party sign-in stand-in.' },
);
export type SandboxIdentity = Static<typeof SandboxIdentity>;

export const Sandbox = Type.Object(
  {
    $schema: Type.Optional(Str('The JSON Schema of this file, for editors.')),
    merchantConfig: { ...MerchantConfig, description: 'The merchant config GET /wps/v2/system/status answers (S3).' },
    secrets: Type.Object(
      {
        defaultPassword: Type.String({
          minLength: 6,
          description:
            'The merchant default password ({secret} in the spec): given to mobile registrations without their own password; logging in with it forces a change. Server side only: never in the merchant config the site receives.',
        }),
        telegramBotToken: Type.Optional(
          Type.String({
            pattern: '^[0-9]{5,15}:[A-Za-z0-9_-]{30,}$',
            description:
              'The messaging-app bot token ("<botId>:<secret>"), as the messaging app issues it. The sandbox answers the bot id to the site and signs and checks login data with the token (TELEGRAMLOGIN3); the token never leaves the back end.',
          }),
        ),
      },
      { ...closed, description: 'What only the back end knows.' },
    ),
    accounts: Type.Array(SandboxAccount, { description: 'Demo accounts, printed when the sandbox starts.' }),
    identities: Type.Array(SandboxIdentity, {
      default: [],
      description:
        "Test users of the third-party sign-in stand-ins (messaging app, line app, Maya): the sandbox's stand-in pages let a tester pick one.",
    }),
    content: Type.Object(
      {
        categories: Type.Array(Str('A game category code, e.g. LOTT.'), {
          default: [],
          description:
            'The game categories the merchant offers, in the order of the vendor structure (the lobby tabs); empty: all of the catalogue.',
        }),
        vendors: Type.Array(
          Type.Object(
            {
              code: Str('The vendor code games refer to.'),
              name: Str('The vendor name players see.'),
              category: Str('The game category the vendor belongs to.'),
              classify: Type.Optional(
                Type.String({ description: 'gameClassify (S9 ordinals): ELOTTO, SEA_LOTT, ...' }),
              ),
              new: Type.Optional(
                Flag('The merchant added it lately: GCSGAME_newGameVendor lists it and the lobby marks it New.'),
              ),
            },
            { ...closed, description: 'A game vendor.' },
          ),
          { description: 'The game vendors of the vendor structure (GCSGAME_gameVendor).' },
        ),
        games: Type.Array(
          Type.Object(
            {
              id: Str('The game id.'),
              name: Str('The game name players see.'),
              vendor: Str('The code of its vendor.'),
              category: Str('Its game category code.'),
              image: Str('Its artwork: a URL or a site-relative path.'),
              trial: Flag('Trial play is offered (GCS_gameTrialLaunch).'),
              nodeId: Type.Optional(Str('The node id a trial launch sends.')),
              lotto: Type.Optional(
                Type.Object(
                  {
                    area: Type.Union([Type.Literal('VN'), Type.Literal('SEA')], {
                      description: 'VN: Vietnam lottery; SEA: South-East Asia lottery (S7 launch).',
                    }),
                    prizeMode: Type.Optional(Str('The lottoPrizeMode the launch sends.')),
                  },
                  { ...closed, description: 'For a lottery game: how it launches.' },
                ),
              ),
            },
            { ...closed, description: 'A game.' },
          ),
          { description: 'The game catalogue (GCSGAME_gameList).' },
        ),
        hotGames: Type.Array(Str('A game id of content.games.'), {
          default: [],
          description: 'Ids of the games GCSGAME_hotGamesV2 lists, in order.',
        }),
        banners: Type.Array(
          Type.Object(
            {
              id: Str('The banner id.'),
              title: Str('The banner title (its accessible name).'),
              linkageType: Type.Union(
                BANNER_LINKAGE_TYPES.map((t) => Type.Literal(t)),
                { description: 'What a tap opens: P a promotion, URL a link, G a game (S2).' },
              ),
              linkage: Type.String({ description: 'P: the promotion id; URL: the link; G: the game id.' }),
              url: Str('The link of a URL banner: /m/... is an internal route, anything else external (S2).'),
              groupName: Type.String({
                default: DEFAULT_BANNER_GROUP,
                description: `The banner group (default ${DEFAULT_BANNER_GROUP}); a carousel shows one group.`,
              }),
              image: Str('The banner image: a URL or a site-relative path.'),
              vendor: Type.Optional(Str('G: the vendor code of the game.')),
              gameType: Type.Optional(Str('G: the game type.')),
              nodeId: Type.Optional(Str('G: the node id of the game.')),
              roomId: Type.Optional(Str('G: the room id of the game.')),
            },
            { ...closed, description: 'A banner (S3).' },
          ),
          { default: [], description: 'Banners the carousels show.' },
        ),
        announcements: Type.Array(
          Type.Object(
            {
              id: Str('The announcement id.'),
              type: Type.String({ description: 'MARQUEE, POPUP, PR (a promotion) or NEWS.' }),
              category: Str('The category: for PR, the promotion category the promotion list filters by.'),
              key: Type.Optional(
                Type.String({ description: 'For a promotion: its kind (PROMOTION_KEYS), e.g. MISSION.' }),
              ),
              image: Type.Optional(Str('An image: a URL or a site-relative path.')),
              texts: Type.Array(
                Type.Object(
                  {
                    codes: Type.Array(Str('A language code, e.g. EN.'), {
                      description: 'The languages this text is for; EN is the fallback (S3).',
                    }),
                    title: Type.Optional(Str('The title.')),
                    text: Str('The text, shown as text (never HTML).'),
                    terms: Type.Optional(Str('Terms and conditions (promotions).')),
                  },
                  { ...closed, description: 'The text in some languages.' },
                ),
                { minItems: 1, description: 'The texts, by language.' },
              ),
            },
            { ...closed, description: 'An announcement, a news item or a promotion.' },
          ),
          { default: [], description: 'Announcements (marquee, popups, news) and promotions.' },
        ),
        matches: Type.Array(
          Type.Object(
            {
              id: Str('The match id.'),
              league: Str('The league name.'),
              home: Str('The home team.'),
              away: Str('The away team.'),
              startTime: Str('When it starts (ISO 8601).'),
              gameId: Str('The game a tap on the match launches.'),
              vendor: Str('The vendor code of that game.'),
              odds: Type.Object(
                {
                  home: Type.Number({ description: 'Odds of a home win.' }),
                  draw: Type.Number({ description: 'Odds of a draw.' }),
                  away: Type.Number({ description: 'Odds of an away win.' }),
                },
                { ...closed, description: 'The odds shown.' },
              ),
            },
            { ...closed, description: 'A sports match (GCSGAME_getGameMatchV2).' },
          ),
          { default: [], description: 'The sports matches the match list shows.' },
        ),
        country: Type.Object(
          {
            countryCode: Type.String({
              pattern: '^[A-Z]{2}$',
              description: 'The merchant country: two capitals, e.g. VN.',
            }),
            countryDialingCode: Type.String({
              pattern: '^[0-9]{1,4}$',
              description: 'Its dialling code, digits only; the phone fields start with it.',
            }),
            currency: Type.String({ pattern: '^[A-Z]{3}$', description: 'The currency: three capitals, e.g. VND.' }),
            currencySymbol: Str('The currency symbol amounts are shown with.'),
            currencyPosition: Type.Union([Type.Literal('before'), Type.Literal('after')], {
              description: 'Whether the symbol goes before or after the amount.',
            }),
            countries: Type.Array(
              Type.Object(
                {
                  countryCode: Type.String({ pattern: '^[A-Z]{2}$', description: 'Two capitals, e.g. TH.' }),
                  countryDialingCode: Type.String({ pattern: '^[0-9]{1,4}$', description: 'Digits only, e.g. 66.' }),
                  name: Str('The country name the dialling-code list shows.'),
                },
                { ...closed, description: 'A country players may register from.' },
              ),
              { minItems: 1, description: 'The dialling codes the phone fields offer.' },
            ),
          },
          { ...closed, description: 'GET /wps/system/country: the merchant country and the dialling codes offered.' },
        ),
        promotions: AvailablePromotions('MCSFE_getMerchantAvailablePromotions: each promotion on or off.'),
        promoCodes: Type.Array(
          Type.Object(
            {
              code: Type.String({
                ...PROMO_CODE_RULE,
                description: `The code: ${PROMO_CODE_RULE.minLength} to ${PROMO_CODE_RULE.maxLength} letters or digits (a player may type it in any case).`,
              }),
              bonus: Type.Number({ exclusiveMinimum: 0, description: 'The bonus it gives, more than 0.' }),
              expired: Type.Boolean({ default: false, description: 'true: redeeming it fails as expired.' }),
            },
            { ...closed, description: 'A promo code.' },
          ),
          { default: [], description: 'Codes PROMOFE_redeemPromoCode accepts, each once per member.' },
        ),
      },
      { ...closed, description: 'The lobby content the sandbox serves (docs/contract.md).' },
    ),
  },
  { ...closed, title: 'sandbox' },
);

export type Sandbox = Static<typeof Sandbox>;
export type SandboxAccount = Static<typeof SandboxAccount>;
