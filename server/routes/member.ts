/**
 * A7 member calls as the real back end takes them: registration (PUT, register-put: username,
 * mobile; autoUsername: a registration with a generated name, of a third-party identity or none),
 * member info, the language (PUT, member-language-put), the password change.
 */
import { USERNAME_RULE, PASSWORD_RULE, keepsRule } from '../../src/core/account-rules.ts';
import { dialingCodeAllowed } from '../../src/core/mobile-country.ts';
import { foreignNumber } from '../mobile-country.ts';
import { captchaPolicy } from '../../src/core/captcha-policy.ts';
import type { Hono } from 'hono';
import { randomBytes } from 'node:crypto';
import { autoUsername } from '../usernames.ts';
import { ok, fail, decrypted, clientIp, memberOf, str, jsonBody, type Deps, type Env, type Ctx } from '../context.ts';
import { consumeCaptcha, captchaFail } from '../captcha-result.ts';
import { loginValue } from './session.ts';
import { RULES } from '../limits.ts';
import { verifyTelegram } from '../third-party/telegram.ts';
import { verifyLineSession } from '../third-party/line.ts';
import { verifyFirebase } from '../third-party/firebase.ts';
import { memberOfIdentity, createIdentityMember } from '../third-party/identity-members.ts';
import { LINE_INVALID_TOKEN, TELEGRAM_VALIDATE_FAILED } from '../../src/core/spec-constants.ts';
import { ACCEPTED_LANGUAGES, WALLET_BALANCE_PATH, WALLET_TYPE_ALL } from '../../src/core/spec-constants.ts';
import { balanceOf, accountOf } from '../member-centre.ts';

const USERNAME_PROBLEM = `The username must be ${USERNAME_RULE.minLength} to ${USERNAME_RULE.maxLength} letters, digits or _.`;
const passwordProblem = (p: unknown) =>
  keepsRule(PASSWORD_RULE, p)
    ? undefined
    : `The password must be ${PASSWORD_RULE.minLength} to ${PASSWORD_RULE.maxLength} characters.`;

/** What a registration carried (A3), kept on the member so tests and operators can see it. */
function regInfo(p: Record<string, unknown>) {
  const keys = [
    'registerMethod',
    'registerUrl',
    'loginDeviceId',
    'isOfficialAppLogin',
    'linkId',
    'affiliateCode',
    'domain',
    'referralCode',
    'pixelTrack',
    'login',
    'smsTemplate',
  ];
  return Object.fromEntries(keys.filter((k) => k in p).map((k) => [k, p[k]]));
}

export function memberRoutes(app: Hono<Env>, deps: Deps) {
  const guard = (c: Ctx, p: Record<string, unknown>) => {
    const t = c.get('tenant');
    if (deps.limits.hit(RULES.registerPerIp, clientIp(c)))
      return fail(c, RULES.registerPerIp.code, 'Too many registrations from this network. Please try later.', 429);
    if (captchaPolicy(deps.tenants.merchantConfig(t)).register) {
      const check = consumeCaptcha(deps.codes, t.merchantCode, p);
      if (check !== 'ok') return captchaFail(c, check);
    }
    return undefined;
  };
  const answer = (c: Ctx, p: Record<string, unknown>, m: NonNullable<ReturnType<Deps['members']['byId']>>) =>
    ok(c, p.login === true ? loginValue(deps, m) : { id: m.id, customerId: m.id, userName: m.username });

  /** The identity a registration or binding carries, checked: the identity provider's, the messaging app's or the line app's. */
  const identityOf = async (c: Ctx, p: Record<string, unknown>) => {
    const token = p.firebaseIdToken2 ?? p.firebaseIdToken;
    if (token !== undefined)
      return {
        provider: 'firebase' as const,
        check: await verifyFirebase(deps, c.get('tenant'), token),
        invalid: [
          'firebase.token.invalid',
          'The identity-provider sign-in could not be verified. Please sign in again.',
        ] as const,
      };
    return p.telegramAuth !== undefined
      ? {
          provider: 'telegram' as const,
          check: verifyTelegram(deps, c.get('tenant'), p.telegramAuth),
          invalid: [TELEGRAM_VALIDATE_FAILED, 'The messaging-app sign-in could not be validated.'] as const,
        }
      : {
          provider: 'line' as const,
          check: verifyLineSession(deps, c.get('tenant'), p.lineSessionToken),
          invalid: [LINE_INVALID_TOKEN, 'The line session is not valid. Please sign in with line again.'] as const,
        };
  };

  /** A4: registration through a third-party identity: the identity instead of a form. */
  const identityRegister = async (c: Ctx, p: Record<string, unknown>) => {
    const t = c.get('tenant');
    if (deps.limits.hit(RULES.registerPerIp, clientIp(c)))
      return fail(c, RULES.registerPerIp.code, 'Too many registrations from this network. Please try later.', 429);
    // A1 FIREBASECREATEACC3: account creation through the identity provider is allowed only when on.
    if (
      (p.firebaseIdToken2 ?? p.firebaseIdToken) !== undefined &&
      deps.tenants.merchantConfig(t).whitelabelVal.FIREBASECREATEACC3 !== true
    )
      return fail(
        c,
        'register.firebase.disabled',
        'Accounts cannot be created with this sign-in here. Please register with the form.',
      );
    const { provider, check, invalid } = await identityOf(c, p);
    if (!check.ok) return fail(c, invalid[0], `${invalid[1]} (${check.reason})`);
    if (memberOfIdentity(deps, t.merchantCode, provider, check.subject))
      return fail(c, 'register.identity.exists', 'This account is registered already: log in with it.');
    const m = createIdentityMember(deps, t.merchantCode, provider, check.subject, regInfo(p));
    check.spend();
    return answer(c, p, m);
  };

  app.put('/wps/member/register', async (c) => {
    const d = await decrypted(c, deps.keyPair);
    if (!d.ok) return d.res;
    const p = d.payload;
    const t = c.get('tenant');
    if (p.telegramAuth !== undefined || p.lineSessionToken !== undefined || p.firebaseIdToken2 !== undefined)
      return identityRegister(c, p);
    const username = str(p.username);
    if (!keepsRule(USERNAME_RULE, username)) return fail(c, 'register.username.invalid', USERNAME_PROBLEM);
    const pw = passwordProblem(p.password);
    if (pw) return fail(c, 'register.password.invalid', pw);
    const blocked = guard(c, p);
    if (blocked) return blocked;
    if (deps.members.usernameTaken(t.merchantCode, username))
      return fail(c, 'register.username.exists', 'This username is already taken.');
    const m = deps.members.create(t.merchantCode, { username, password: p.password as string, regInfo: regInfo(p) });
    return answer(c, p, m);
  });

  app.put('/wps/member/register/mobile', async (c) => {
    const d = await decrypted(c, deps.keyPair);
    if (!d.ok) return d.res;
    const p = d.payload;
    const t = c.get('tenant');
    const mc = deps.tenants.merchantConfig(t);
    const dialing = str(p.countryDialingCode);
    const mobile = str(p.mobileNum);
    if (!dialing || !/^\d{1,4}$/.test(dialing) || !mobile || !/^\d{6,15}$/.test(mobile))
      return fail(c, 'register.mobile.invalid', 'Enter a valid mobile number.');
    if (!dialingCodeAllowed(mc.whitelabelVal, t.data.content.country, dialing)) return foreignNumber(c, t);
    const ownPassword = mc.whitelabelVal.MOBILENUMPASSREG3 === true;
    if (ownPassword) {
      const pw = passwordProblem(p.password);
      if (pw) return fail(c, 'register.password.invalid', pw);
    }
    const blocked = guard(c, p);
    if (blocked) return blocked;
    if (mc.whitelabelVal.REGMOBVERF3 === true) {
      const code = str(p.smsCode);
      if (!code || !deps.codes.useSms(t.merchantCode, dialing, mobile, code))
        return fail(c, 'sms.code.invalid', 'The SMS code is not valid or has expired.');
    }
    if (deps.members.byMobile(t.merchantCode, dialing, mobile))
      return fail(c, 'register.mobile.exists', 'This mobile number is already registered.');
    const username = str(p.username) ?? autoUsername(deps, t.merchantCode);
    if (!keepsRule(USERNAME_RULE, username)) return fail(c, 'register.username.invalid', USERNAME_PROBLEM);
    if (deps.members.usernameTaken(t.merchantCode, username))
      return fail(c, 'register.username.exists', 'This username is already taken.');
    const m = deps.members.create(t.merchantCode, {
      username,
      dialingCode: dialing,
      mobile,
      // A5: "The mobile registration default password is {secret} when the mobile-number password option is off."
      password: ownPassword ? (p.password as string) : t.data.secrets.defaultPassword,
      usesDefaultPassword: !ownPassword,
      regInfo: regInfo(p),
    });
    return answer(c, p, m);
  });

  /**
   * autoUsername-is-one-click-register: PUT, not encrypted; a third-party identity's proof
   * registers that identity, and a payload with none is the one-click registration: a member
   * with a generated name (and a password no one knows: the session is the way in), logged in
   * when asked.
   */
  app.put('/wps/member/register/autoUsername', async (c) => {
    const p = await jsonBody(c);
    if (
      p.telegramAuth !== undefined ||
      p.lineSessionToken !== undefined ||
      p.firebaseIdToken2 !== undefined ||
      p.firebaseIdToken !== undefined
    )
      return identityRegister(c, p);
    const t = c.get('tenant');
    if (deps.limits.hit(RULES.registerPerIp, clientIp(c)))
      return fail(c, RULES.registerPerIp.code, 'Too many registrations from this network. Please try later.', 429);
    const m = deps.members.create(t.merchantCode, {
      username: autoUsername(deps, t.merchantCode),
      password: randomBytes(18).toString('base64url'),
      regInfo: regInfo(p),
    });
    return answer(c, p, m);
  });

  /** Our contract (A4 "log in with existing account", then bind): the identity joins the member logged in. */
  app.post('/wps/member/identity/bind', async (c) => {
    const r = memberOf(c, deps);
    if ('res' in r) return r.res;
    const p = await jsonBody(c);
    const { provider, check, invalid } = await identityOf(c, p);
    if (!check.ok) return fail(c, invalid[0], `${invalid[1]} (${check.reason})`);
    const t = c.get('tenant');
    const owner = memberOfIdentity(deps, t.merchantCode, provider, check.subject);
    if (owner && owner.id !== r.member.id)
      return fail(c, 'identity.bound.other', 'This account is already linked to another member.');
    if (!owner) deps.identities.bind(t.merchantCode, provider, check.subject, r.member.id);
    check.spend();
    return ok(c, { provider, bound: true });
  });

  app.get('/wps/member/info', (c) => {
    const r = memberOf(c, deps);
    if ('res' in r) return r.res;
    const m = r.member;
    return ok(c, {
      id: m.id,
      account: m.username,
      type: m.customerType,
      language: m.language ?? 'EN',
      clubLabel: m.clubLabel,
      profileIcon: m.profileIcon,
    });
  });

  /**
   * The wallets as the real member centre reads them (WalletStore; constants/wire.ts): the total
   * (sumBalance), each wallet (here the main one, accountTypeId 2), the currency and where its
   * symbol goes (F before the digits, B after). typeId 0 asks for all wallets, the only kind here.
   */
  app.get(WALLET_BALANCE_PATH, (c) => {
    const r = memberOf(c, deps);
    if ('res' in r) return r.res;
    const t = c.get('tenant');
    const typeId = c.req.query('typeId');
    if (typeId !== undefined && typeId !== String(WALLET_TYPE_ALL))
      return fail(c, 'wallet.type.invalid', `No wallet type ${typeId} here: ask for typeId ${WALLET_TYPE_ALL} (all).`);
    const total = balanceOf(deps.db, accountOf(t.data.accounts, r.member), r.member);
    const country = deps.tenants.content(t).country;
    return ok(c, {
      sumBalance: total,
      balance: [{ accountName: 'MAIN', accountTypeId: 2, availBalance: total, status: 'ACTIVE', displayName: 'Main' }],
      currency: country.currency,
      currencySymbol: country.currencySymbol,
      currencyPosition: country.currencyPosition === 'after' ? 'B' : 'F',
    });
  });

  /** Our contract (S3 PROFILE_ICON_COUNT): the member's profile icon, 1..PROFILE_ICON_COUNT. */
  app.post('/wps/member/profileIcon', async (c) => {
    const r = memberOf(c, deps);
    if ('res' in r) return r.res;
    const p = await jsonBody(c);
    const count = deps.tenants.merchantConfig(c.get('tenant')).gw.PROFILE_ICON_COUNT;
    const icon = p.icon;
    if (typeof icon !== 'number' || !Number.isInteger(icon) || icon < 1 || icon > count)
      return fail(c, 'profile.icon.invalid', `The profile icon must be a number from 1 to ${count}.`);
    deps.members.setProfileIcon(r.member.id, icon);
    return ok(c, { profileIcon: icon });
  });

  /** member-language-put: PUT { language }, answered with no value. */
  app.put('/wps/member/language', async (c) => {
    const r = memberOf(c, deps);
    if ('res' in r) return r.res;
    const p = await jsonBody(c);
    const language = str(p.language);
    if (!language || !(ACCEPTED_LANGUAGES as readonly string[]).includes(language))
      return fail(c, 'language.invalid', `"${String(p.language)}" is not an accepted language.`);
    deps.members.setLanguage(r.member.id, language);
    return ok(c, null);
  });

  /** Forced password change (/m/changePsw): our contract, encrypted like the other credential calls. */
  app.post('/wps/member/password', async (c) => {
    const r = memberOf(c, deps);
    if ('res' in r) return r.res;
    const d = await decrypted(c, deps.keyPair);
    if (!d.ok) return d.res;
    const { oldPassword, newPassword } = d.payload;
    if (typeof oldPassword !== 'string' || !deps.members.checkPassword(r.member.id, oldPassword))
      return fail(c, 'password.old.wrong', 'The current password is incorrect.');
    const pw = passwordProblem(newPassword);
    if (pw) return fail(c, 'password.new.invalid', pw);
    if (newPassword === oldPassword)
      return fail(c, 'password.same', 'The new password must differ from the current one.');
    if (newPassword === c.get('tenant').data.secrets.defaultPassword)
      return fail(c, 'password.default', 'Choose a password of your own.');
    deps.members.setPassword(r.member.id, newPassword as string);
    return ok(c, { changed: true });
  });
}
