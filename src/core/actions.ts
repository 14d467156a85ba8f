/**
 * The named actions a tenant's JSON may trigger, each with the schema of its arguments. JSON names
 * an action and gives data; it never carries code. Pure data: the schema generator and the CLI read
 * this; the runtime's action registry (actions/registry.ts) must implement exactly these names.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Link, InternalRoute } from './schema/common.ts';
import { ACCEPTED_LANGUAGES, CUSTOMER_SERVICE_TYPES } from './spec-constants.ts';

export const DIALOG_IDS = ['login', 'register', 'language', 'verification', 'socialBind', 'downloadPopup'] as const;

export const ACTION_ARGS = {
  navigate: Type.Object(
    { to: { ...Link, description: 'Where to go: an internal /m/... route or an http(s) URL (opened as a link).' } },
    { additionalProperties: false, description: 'Go to an internal route or open an http(s) URL.' },
  ),
  'dialog.open': Type.Object(
    {
      dialog: Type.Union(
        DIALOG_IDS.map((d) => Type.Literal(d)),
        {
          description:
            'login, register, language (the language picker), verification (the second login step), socialBind (the choice for a third-party account no member has yet) or downloadPopup (the app download popup, S2).',
        },
      ),
    },
    { additionalProperties: false, description: 'Open a dialog over the current page.' },
  ),
  'dialog.close': Type.Object({}, { additionalProperties: false, description: 'Close the open dialog.' }),
  'auth.login': Type.Object(
    {
      channel: Type.Optional(
        Type.Union([Type.Literal('username'), Type.Literal('sms')], {
          description: 'username + password (default) or mobile + SMS code.',
        }),
      ),
    },
    { additionalProperties: false, description: 'Submit the enclosing form as a login.' },
  ),
  'auth.register': Type.Object(
    {
      channel: Type.Optional(
        Type.Union([Type.Literal('username'), Type.Literal('mobile')], {
          description: 'username (default) or mobile number with SMS code.',
        }),
      ),
      agent: Type.Optional(
        Type.Boolean({
          description:
            "An agent registers a member (/m/agentRegister): the agent's referral code goes with it, no login follows, the agent stays logged in.",
        }),
      ),
    },
    { additionalProperties: false, description: 'Submit the enclosing form as a registration.' },
  ),
  'chat.open': Type.Object(
    {
      csType: Type.Optional(
        Type.Union(
          CUSTOMER_SERVICE_TYPES.map((t) => Type.Literal(t)),
          { description: "The desk to open (default: the player's first customer-service entry)." },
        ),
      ),
    },
    { additionalProperties: false, description: 'Open the customer-service chat (S3 SERVICE).' },
  ),
  'referral.open': Type.Object(
    {},
    {
      additionalProperties: false,
      description:
        'Referral (A6, S5): an agent goes to /m/agentRegister, a member or anyone while the REFERRAL promotion is on to /m/inviteFriends, else "coming soon".',
    },
  ),
  'promo.redeem': Type.Object(
    {},
    { additionalProperties: false, description: 'Submit the enclosing form (field "code") as a promo code.' },
  ),
  'auth.social': Type.Object(
    {
      provider: Type.Union([Type.Literal('telegram'), Type.Literal('line')], {
        description: 'telegram: the messaging app (TELEGRAMLOGIN3); line: the line app (LINELOGIN3).',
      }),
    },
    {
      additionalProperties: false,
      description:
        'Sign in with a third-party account (A4): a member it is bound to is logged in; one nobody has yet is registered (auto-register) or the player chooses (the socialBind dialog).',
    },
  ),
  'auth.idp': Type.Object(
    {
      provider: Type.Union(
        [Type.Literal('phone'), Type.Literal('google'), Type.Literal('facebook'), Type.Literal('twitter')],
        {
          description:
            "phone: submit the enclosing form (mobileNum, smsCode) with the code the identity provider sent; google, facebook, twitter: the provider's sign-in.",
        },
      ),
    },
    {
      additionalProperties: false,
      description:
        'Sign in through the identity provider (A4); an account no member has is registered or the player chooses.',
    },
  ),
  'auth.idpSendCode': Type.Object(
    {},
    {
      additionalProperties: false,
      description: 'Have the identity provider send an SMS code to the phone field (mobileNum) of the enclosing form.',
    },
  ),
  'auth.socialChoice': Type.Object(
    {
      choice: Type.Union([Type.Literal('login'), Type.Literal('register')], {
        description:
          'login: log in with an existing account, which the third-party account is then linked to; register: a new account with it.',
      }),
    },
    {
      additionalProperties: false,
      description: "The socialBind dialog's answer for the third-party account waiting to be linked (A4).",
    },
  ),
  'auth.verify': Type.Object(
    {},
    { additionalProperties: false, description: 'Submit the second-step verification code of a pending login.' },
  ),
  'auth.changePassword': Type.Object(
    {},
    { additionalProperties: false, description: 'Submit the enclosing form as a password change.' },
  ),
  'auth.logout': Type.Object(
    { to: Type.Optional({ ...InternalRoute, description: 'Where to go after logging out (default /m/home).' }) },
    { additionalProperties: false, description: 'Log the member out, after the player confirms.' },
  ),
  'sms.send': Type.Object(
    { field: Type.String({ description: 'Name of the phone field whose number gets the code.' }) },
    {
      additionalProperties: false,
      description:
        'Send an SMS code to the number in a phone field of the enclosing form (SmsCodeField does it itself).',
    },
  ),
  'captcha.verify': Type.Object(
    {},
    {
      additionalProperties: false,
      description: 'Open the captcha now for the enclosing form (it also opens by itself on submit when needed).',
    },
  ),
  'cashier.open': Type.Object(
    {
      kind: Type.Union([Type.Literal('deposit'), Type.Literal('withdraw')], {
        description:
          'deposit (settings.depositUrl, fires depositSubmit) or withdraw (settings.withdrawUrl, fires withdraw).',
      }),
    },
    {
      additionalProperties: false,
      description:
        "Hand the member over to the merchant's cashier (S3 depositSubmit, withdraw): the page the merchant config names, with the session as redirectUrl carries it, and back to the member centre.",
    },
  ),
  'language.set': Type.Object(
    {
      language: Type.Union(
        ACCEPTED_LANGUAGES.map((l) => Type.Literal(l)),
        { description: 'A language code (A5), e.g. EN, VI; one the tenant does not offer is ignored.' },
      ),
    },
    {
      additionalProperties: false,
      description: "Switch the site's language (remembered; sent to the server for members).",
    },
  ),
} as const;

export type ActionName = keyof typeof ACTION_ARGS;
/** The arguments of an action, as its schema says. */
export type ActionArgs<K extends ActionName> = Static<(typeof ACTION_ARGS)[K]>;
/** The dialogs an action may open (the one list: the UI store and the auth flows use it too). */
export type DialogId = (typeof DIALOG_IDS)[number];

/**
 * The form fields a submitting action sends whatever the switches say, by channel: a `visible` rule
 * that can hide one of them lets the form go out without it (tenant validate reports it). Fields
 * that only some switches ask for (the SMS code with REGMOBVERF3, a mobile password with
 * MOBILENUMPASSREG3) are not listed: their rules decide both.
 */
export const FIELDS_SENT: Partial<Record<ActionName, Record<string, readonly string[]>>> = {
  'auth.login': { username: ['username', 'password'], sms: ['mobileNum', 'smsCode'] },
  'auth.register': { username: ['username', 'password'], mobile: ['mobileNum'] },
  'auth.verify': { default: ['code'] },
  'auth.idp': { phone: ['mobileNum', 'smsCode'] },
  'auth.changePassword': { default: ['oldPassword', 'newPassword'] },
  'promo.redeem': { default: ['code'] },
};

/** The fields an action of a form sends; [] for actions that send none. */
export function fieldsSent(action: { name: string; channel?: unknown }): readonly string[] {
  const byChannel = FIELDS_SENT[action.name as ActionName];
  if (!byChannel) return [];
  const channel = typeof action.channel === 'string' ? action.channel : Object.keys(byChannel)[0]!;
  return byChannel[channel] ?? [];
}
