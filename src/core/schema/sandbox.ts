/** tenants/<id>/sandbox.json: what the sandbox back end serves for a tenant. */
import { Type, type Static } from '@sinclair/typebox';
import { MerchantConfig } from './merchant-config.ts';
import { KeyedObject } from './common.ts';
import { BANNER_LINKAGE_TYPES, PROMOTION_KEYS, DEFAULT_BANNER_GROUP } from '../spec-constants.ts';

const closed = { additionalProperties: false } as const;
const Str = Type.String();

export const SandboxAccount = Type.Object(
  {
    username: Type.String({ pattern: '^[a-zA-Z0-9_]{4,20}$' }),
    password: Type.String({
      description:
        'Demo password; the sandbox stores only its scrypt hash. Use "$default" for the merchant default password.',
    }),
    mobile: Type.Optional(Type.String({ pattern: '^[0-9]{6,15}$' })),
    countryDialingCode: Type.Optional(Type.String({ pattern: '^[0-9]{1,4}$' })),
    customerType: Type.Integer({ minimum: 0, maximum: 9, description: '1 or 2 = agent; 4 skips language sync.' }),
    firstTimeLogin: Type.Boolean(),
    passwordExpired: Type.Boolean(),
    verify: Type.Object({ email: Type.Boolean(), authenticator: Type.Boolean(), sms: Type.Boolean() }, closed),
    clubLabel: Type.Union([
      Type.Null(),
      Type.Object(
        { labelName: Str, type: Str, rankLevel: Type.Integer({ minimum: 0 }), labelId: Type.Integer() },
        closed,
      ),
    ]),
    favourites: Type.Array(Str, { default: [], description: 'Game ids the demo account starts with as favourites.' }),
    unread: Type.Integer({ minimum: 0, default: 0, description: 'Unread messages (CBS_unreadCount).' }),
    deposits: Type.Integer({ minimum: 0, default: 0, description: 'Successful deposits (PAYFE_getDepositSetting).' }),
    vipProgress: Type.Optional(
      Type.Object(
        {
          completedConditions: Type.Integer({ minimum: 0 }),
          totalExpectedConditions: Type.Integer({ minimum: 1 }),
        },
        { ...closed, description: 'MCSFE_getPlayerRankProgress for a member with a label.' },
      ),
    ),
  },
  closed,
);

export const Sandbox = Type.Object(
  {
    $schema: Type.Optional(Str),
    merchantConfig: MerchantConfig,
    secrets: Type.Object(
      {
        defaultPassword: Type.String({
          minLength: 6,
          description:
            'The merchant default password ({secret} in the spec): given to mobile registrations without their own password; logging in with it forces a change. Server side only: never in the merchant config the site receives.',
        }),
      },
      { ...closed, description: 'What only the back end knows.' },
    ),
    accounts: Type.Array(SandboxAccount),
    content: Type.Object(
      {
        categories: Type.Array(Str, {
          default: [],
          description:
            'The game categories the merchant offers, in the order of the vendor structure (the lobby tabs); empty: all of the catalogue.',
        }),
        vendors: Type.Array(
          Type.Object(
            {
              code: Str,
              name: Str,
              category: Str,
              classify: Type.Optional(
                Type.String({ description: 'gameClassify (S9 ordinals): ELOTTO, SEA_LOTT, ...' }),
              ),
            },
            closed,
          ),
        ),
        games: Type.Array(
          Type.Object(
            {
              id: Str,
              name: Str,
              vendor: Str,
              category: Str,
              image: Str,
              trial: Type.Boolean(),
              nodeId: Type.Optional(Str),
              lotto: Type.Optional(
                Type.Object(
                  {
                    area: Type.Union([Type.Literal('VN'), Type.Literal('SEA')]),
                    prizeMode: Type.Optional(Str),
                  },
                  closed,
                ),
              ),
            },
            closed,
          ),
        ),
        hotGames: Type.Array(Str, { default: [], description: 'Ids of the games GCSGAME_hotGamesV2 lists, in order.' }),
        banners: Type.Array(
          Type.Object(
            {
              id: Str,
              title: Str,
              linkageType: Type.Union(BANNER_LINKAGE_TYPES.map((t) => Type.Literal(t))),
              linkage: Type.String({ description: 'P: the promotion id; URL: the link; G: the game id.' }),
              url: Str,
              groupName: Type.String({ default: DEFAULT_BANNER_GROUP }),
              image: Str,
              vendor: Type.Optional(Str),
              gameType: Type.Optional(Str),
              nodeId: Type.Optional(Str),
              roomId: Type.Optional(Str),
            },
            closed,
          ),
          { default: [] },
        ),
        announcements: Type.Array(
          Type.Object(
            {
              id: Str,
              type: Type.String({ description: 'MARQUEE, POPUP, PR (a promotion) or NEWS.' }),
              category: Str,
              key: Type.Optional(
                Type.String({ description: 'For a promotion: its kind (PROMOTION_KEYS), e.g. MISSION.' }),
              ),
              image: Type.Optional(Str),
              texts: Type.Array(
                Type.Object(
                  { codes: Type.Array(Str), title: Type.Optional(Str), text: Str, terms: Type.Optional(Str) },
                  closed,
                ),
                { minItems: 1 },
              ),
            },
            closed,
          ),
          { default: [] },
        ),
        matches: Type.Array(
          Type.Object(
            {
              id: Str,
              league: Str,
              home: Str,
              away: Str,
              startTime: Str,
              gameId: Str,
              vendor: Str,
              odds: Type.Object({ home: Type.Number(), draw: Type.Number(), away: Type.Number() }, closed),
            },
            closed,
          ),
          { default: [] },
        ),
        country: Type.Object(
          {
            countryCode: Type.String({ pattern: '^[A-Z]{2}$' }),
            countryDialingCode: Type.String({ pattern: '^[0-9]{1,4}$' }),
            currency: Type.String({ pattern: '^[A-Z]{3}$' }),
            currencySymbol: Str,
            currencyPosition: Type.Union([Type.Literal('before'), Type.Literal('after')]),
            countries: Type.Array(
              Type.Object(
                {
                  countryCode: Type.String({ pattern: '^[A-Z]{2}$' }),
                  countryDialingCode: Type.String({ pattern: '^[0-9]{1,4}$' }),
                  name: Str,
                },
                closed,
              ),
              { minItems: 1 },
            ),
          },
          { ...closed, description: 'GET /wps/system/country: the merchant country and the dialling codes offered.' },
        ),
        promotions: KeyedObject(
          PROMOTION_KEYS,
          Type.Object({ enabled: Type.Boolean(), count: Type.Integer({ minimum: 0 }) }, closed),
        ),
        promoCodes: Type.Array(
          Type.Object(
            {
              code: Type.String({ pattern: '^[A-Z0-9]{4,16}$' }),
              bonus: Type.Number({ exclusiveMinimum: 0 }),
              expired: Type.Boolean({ default: false }),
            },
            closed,
          ),
          { default: [], description: 'Codes PROMOFE_redeemPromoCode accepts, each once per member.' },
        ),
      },
      closed,
    ),
  },
  { ...closed, title: 'sandbox' },
);

export type Sandbox = Static<typeof Sandbox>;
export type SandboxAccount = Static<typeof SandboxAccount>;
