/** A7 session calls: RSA key, login (username or SMS), second-step verification, Maya, line and messaging-app login. */
import { captchaPolicy } from '../../src/core/captcha-policy.ts';
import type { Hono } from 'hono';
import { ok, fail, decrypted, clientIp, str, jsonBody, type Deps, type Env, type Ctx } from '../context.ts';
import { consumeCaptcha, captchaFail } from '../captcha-result.ts';
import { RULES } from '../limits.ts';
import type { Member } from '../store/members.ts';
import type { Provider } from '../store/identities.ts';
import { verifyTelegram } from '../third-party/telegram.ts';
import type { IdentityCheck } from '../third-party/types.ts';
import { verifyLineSession } from '../third-party/line.ts';
import { verifyMaya } from '../third-party/maya.ts';
import { verifyFirebase } from '../third-party/firebase.ts';
import { memberOfIdentity, createIdentityMember } from '../third-party/identity-members.ts';
import {
  LINE_INVALID_TOKEN,
  NOT_EXISTS_USER,
  BIND_CUSTOMER_REQUIRED,
  TELEGRAM_VALIDATE_FAILED,
  LOGIN_BLOCKED_BY_SELF_EXCLUSION,
} from '../../src/core/spec-constants.ts';
import { accountOf } from '../member-centre.ts';

export function loginValue(deps: Deps, m: Member) {
  const token = deps.members.openSession(m);
  deps.members.markLoggedIn(m.id);
  return {
    token,
    id: m.id,
    customerId: m.id,
    userName: m.username,
    customerType: m.customerType,
    firstTimeLogin: m.firstTimeLogin,
    passwordExpired: m.passwordExpired,
    usesDefaultPassword: m.usesDefaultPassword,
  };
}

/** Finishes a login: the second step when the account needs one, else a session. */
function finish(c: Ctx, deps: Deps, m: Member) {
  const v = m.verify;
  if (v.email || v.authenticator || v.sms) {
    const { ticket } = deps.codes.openVerification(m.merchant, m.id, v, {
      dialingCode: m.dialingCode ?? '0',
      mobile: m.mobile ?? `member-${m.id}`,
    });
    return fail(c, 'login_verify_required', 'Please verify this login.', 200, {
      ticket,
      email: v.email,
      ga: v.authenticator,
      sms: v.sms,
    });
  }
  return ok(c, loginValue(deps, m));
}

export function sessionRoutes(app: Hono<Env>, deps: Deps) {
  // A7: the public key, as the real back end answers it (wire case rsa-key-hex-modulus): the bare
  // hex modulus as text (exponent 10001), never cached.
  app.get('/wps/session/key/rsa', (c) => c.text(deps.keyPair.modulusHex));

  /**
   * Third-party sign-in: the proof is checked here (the messaging app's signature, the line
   * session from the code exchange, the one-time Maya session), then the identity must be bound
   * to a member of this merchant. A proof is spent only when it signs someone in.
   */
  const social = (
    c: Ctx,
    provider: Provider,
    check: IdentityCheck,
    invalid: [string, string],
    unbound: [string, string],
  ) => {
    if (deps.limits.hit(RULES.loginPerIp, clientIp(c)))
      return fail(c, RULES.loginPerIp.code, 'Too many login attempts. Please wait a minute.', 429);
    if (!check.ok) return fail(c, invalid[0], `${invalid[1]} (${check.reason})`);
    const m = memberOfIdentity(deps, c.get('tenant').merchantCode, provider, check.subject);
    if (!m) return fail(c, unbound[0], unbound[1]);
    check.spend();
    return finish(c, deps, m);
  };
  app.post('/wps/session/login', async (c) => {
    const d = await decrypted(c, deps.keyPair);
    if (!d.ok) return d.res;
    const p = d.payload;
    const logged = c.get('logged');
    if (logged && typeof p.loginDeviceId === 'string') logged.loginDeviceId = p.loginDeviceId;
    const t = c.get('tenant');
    const settings = deps.tenants.merchantConfig(t).settings;
    if (deps.limits.hit(RULES.loginPerIp, clientIp(c)))
      return fail(c, RULES.loginPerIp.code, 'Too many login attempts. Please wait a minute.', 429);

    if (p.type === 'sms' || p.isSms === true) {
      const dialing = str(p.countryDialingCode);
      const mobile = str(p.mobileNum);
      const code = str(p.smsCode);
      if (!dialing || !mobile || !code)
        return fail(c, 'login.params.invalid', 'Mobile number and SMS code are required.');
      const numberKey = `${t.merchantCode}|${dialing}|${mobile}`;
      if (deps.limits.over(RULES.codeFailuresPerNumber, numberKey))
        return fail(c, RULES.codeFailuresPerNumber.code, 'Too many wrong codes. Please try again later.', 429);
      const m = deps.codes.useSms(t.merchantCode, dialing, mobile, code)
        ? deps.members.byMobile(t.merchantCode, dialing, mobile)
        : undefined;
      if (!m) {
        deps.limits.hit(RULES.codeFailuresPerNumber, numberKey);
        return fail(c, 'login.cred.err', 'The mobile number or SMS code is incorrect.');
      }
      return finish(c, deps, m);
    }
    // A5: no captcha for identity-provider logins; the ID token is the proof.
    if (p.type === 'firebase')
      return social(
        c,
        'firebase',
        await verifyFirebase(deps, t, p.firebaseIdToken),
        ['firebase.token.invalid', 'The identity-provider sign-in could not be verified. Please sign in again.'],
        [BIND_CUSTOMER_REQUIRED, 'This account is not bound to a member yet.'],
      );
    if (p.type && p.type !== 'username')
      return fail(c, 'login.type.invalid', `Unknown login type "${String(p.type)}".`);

    const username = str(p.username);
    const password = typeof p.password === 'string' ? p.password : undefined;
    if (!username || !password) return fail(c, 'login.params.invalid', 'Username and password are required.');
    if (captchaPolicy(deps.tenants.merchantConfig(t)).login) {
      const check = consumeCaptcha(deps.codes, t.merchantCode, p);
      if (check !== 'ok') return captchaFail(c, check);
    }
    // A5: with risk control on, a login needs a risk token for the login scene, spent once.
    if (settings.riskControl) {
      const r = p.geetestRisk as { geeToken?: unknown; scene?: unknown } | undefined;
      if (!r || typeof r.geeToken !== 'string' || typeof r.scene !== 'string')
        return fail(c, 'risk.required', 'This login needs a risk check.', 400);
      const use = r.scene === 'login' ? deps.codes.useRiskToken(t.merchantCode, r.geeToken, r.scene) : 'invalid';
      if (use === 'otherMerchant')
        return fail(
          c,
          'risk.merchant.mismatch',
          'This risk check was passed for another merchant. Please try again.',
          403,
        );
      if (use !== 'ok') return fail(c, 'risk.invalid', 'The risk check did not pass. Please try again.', 403);
    }
    const accountKey = `${t.merchantCode}|${username.toLowerCase()}`;
    if (deps.limits.over(RULES.failuresPerAccount, accountKey))
      return fail(c, RULES.failuresPerAccount.code, 'Too many failed attempts. Please try again later.', 429);
    const m = deps.members.authenticate(t.merchantCode, username, password);
    // One answer for a wrong username or a wrong password: no account enumeration.
    if (!m) {
      deps.limits.hit(RULES.failuresPerAccount, accountKey);
      return fail(c, 'login.cred.err', 'The username or password is incorrect.');
    }
    deps.limits.clear(RULES.failuresPerAccount, accountKey);
    // self-exclusion-500: the member chose to stay away until then (the demo account's setting).
    const until = accountOf(t.data.accounts, m)?.selfExcludedUntil;
    if (until && Date.parse(until) > deps.now())
      return fail(c, LOGIN_BLOCKED_BY_SELF_EXCLUSION, 'This account has excluded itself from play for now.', 500, {
        until: Date.parse(until),
      });
    return finish(c, deps, m);
  });

  app.post('/wps/session/login/verification', async (c) => {
    const d = await decrypted(c, deps.keyPair);
    if (!d.ok) return d.res;
    const ticket = str(d.payload.ticket);
    const code = str(d.payload.code);
    if (!ticket || !code) return fail(c, 'verification.params.invalid', 'The verification code is required.');
    const id = deps.codes.useVerification(c.get('tenant').merchantCode, ticket, code);
    const m = id === undefined ? undefined : deps.members.byId(id);
    if (!m) return fail(c, 'verification.code.invalid', 'The verification code is not valid or has expired.');
    return ok(c, loginValue(deps, m));
  });

  app.post('/wps/session/login/maya', async (c) => {
    const p = await jsonBody(c);
    const t = c.get('tenant');
    const check = verifyMaya(deps, t, p.sessionId);
    // Maya's login carries the registration fields: a Maya user new to the merchant becomes a member.
    if (check.ok && !memberOfIdentity(deps, t.merchantCode, 'maya', check.subject))
      createIdentityMember(deps, t.merchantCode, 'maya', check.subject, {
        registerMethod: 'MAYA',
        ...Object.fromEntries(
          ['registerUrl', 'affiliateCode', 'domain', 'env'].filter((k) => k in p).map((k) => [k, p[k]]),
        ),
      });
    return social(
      c,
      'maya',
      check,
      ['maya.session.invalid', 'The Maya session is not valid. Please open the site from Maya again.'],
      ['maya.session.invalid', 'The Maya session is not valid.'],
    );
  });
  app.post('/wps/session/login/line', async (c) => {
    const p = await jsonBody(c);
    return social(
      c,
      'line',
      verifyLineSession(deps, c.get('tenant'), p.lineSessionToken),
      [LINE_INVALID_TOKEN, 'The line session is not valid. Please sign in with line again.'],
      [NOT_EXISTS_USER, 'No member is bound to this line account.'],
    );
  });
  app.post('/wps/session/login/telegram', async (c) => {
    const p = await jsonBody(c);
    return social(
      c,
      'telegram',
      verifyTelegram(deps, c.get('tenant'), p.telegramAuth),
      [TELEGRAM_VALIDATE_FAILED, 'The messaging-app sign-in could not be validated.'],
      [BIND_CUSTOMER_REQUIRED, 'This messaging-app account is not bound to a member yet.'],
    );
  });
}
