/** tenants/<id>/sandbox.json: what the sandbox back end serves for a tenant. */
import { Type, type Static } from '@sinclair/typebox';
import { MerchantConfig } from './merchant-config.ts';
import { KeyedObject } from './common.ts';
import { BANNER_LINKAGE_TYPES, PROMOTION_KEYS } from '../spec-constants.ts';

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
  },
  closed,
);

export const Sandbox = Type.Object(
  {
    $schema: Type.Optional(Str),
    merchantConfig: MerchantConfig,
    accounts: Type.Array(SandboxAccount),
    content: Type.Object(
      {
        vendors: Type.Array(Type.Object({ code: Str, name: Str, category: Str }, closed)),
        games: Type.Array(
          Type.Object(
            {
              id: Str,
              name: Str,
              vendor: Str,
              category: Str,
              image: Str,
              hot: Type.Boolean(),
              trial: Type.Boolean(),
            },
            closed,
          ),
        ),
        banners: Type.Array(
          Type.Object(
            {
              id: Str,
              linkageType: Type.Union(BANNER_LINKAGE_TYPES.map((t) => Type.Literal(t))),
              linkage: Str,
              url: Str,
              groupName: Type.String({ default: 'm_top' }),
              image: Str,
            },
            closed,
          ),
        ),
        announcements: Type.Array(
          Type.Object(
            {
              id: Str,
              type: Str,
              category: Str,
              texts: Type.Array(Type.Object({ codes: Type.Array(Str), text: Str }, closed), { minItems: 1 }),
            },
            closed,
          ),
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
      },
      closed,
    ),
  },
  { ...closed, title: 'sandbox' },
);

export type Sandbox = Static<typeof Sandbox>;
export type SandboxAccount = Static<typeof SandboxAccount>;
