/** Sandbox calls of A7 through the front end's own client: keys, login, second step, registration, SMS, captcha. */
import { describe, it, expect } from 'vitest';
import { sandbox, failure, LOGIN } from '../tests/support/sandbox.ts';

describe('login', () => {
  it("accepts a login encrypted by the front end's own client", async () => {
    const { client } = sandbox();
    const v = await client('DRAGON').session.login({ ...LOGIN, username: 'dragonplayer', password: 'player123' });
    expect(v).toMatchObject({
      userName: 'dragonplayer',
      customerType: 0,
      firstTimeLogin: false,
      passwordExpired: false,
    });
    expect(v.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });
  it('answers a wrong password and an unknown user the same way', async () => {
    const c = sandbox().client('DRAGON');
    const a = await failure(c.session.login({ ...LOGIN, username: 'dragonplayer', password: 'wrong-one' }));
    const b = await failure(c.session.login({ ...LOGIN, username: 'nobody-here', password: 'wrong-one' }));
    expect([a.code, a.message]).toEqual(['login.cred.err', 'The username or password is incorrect.']);
    expect([b.code, b.message]).toEqual([a.code, a.message]);
  });
  it('holds an account after 5 failures (TOO_MANY_REQUEST_ACCOUNT), and per IP after 30 attempts', async () => {
    const c = sandbox().client('DRAGON');
    for (let i = 0; i < 5; i++)
      expect((await failure(c.session.login({ ...LOGIN, username: 'dragonagent', password: 'bad' }))).code).toBe(
        'login.cred.err',
      );
    expect((await failure(c.session.login({ ...LOGIN, username: 'dragonagent', password: 'agent123' }))).code).toBe(
      'TOO_MANY_REQUEST_ACCOUNT',
    );
    for (let i = 0; i < 24; i++) await c.session.login({ ...LOGIN, username: 'dragonplayer', password: 'player123' });
    expect((await failure(c.session.login({ ...LOGIN, username: 'dragonplayer', password: 'player123' }))).code).toBe(
      'TOO_MANY_REQUEST_IP',
    );
  });
  it('flags first-time login and expired passwords; the merchant default password works', async () => {
    const c = sandbox().client('DRAGON');
    expect(await c.session.login({ ...LOGIN, username: 'dragonnewbie', password: 'dragon888' })).toMatchObject({
      firstTimeLogin: true,
      usesDefaultPassword: true, // the login answer says so: the client never learns the password itself
    });
    expect(await c.session.login({ ...LOGIN, username: 'dragonexpired', password: 'expired123' })).toMatchObject({
      usesDefaultPassword: false,
    });
    expect(await c.session.login({ ...LOGIN, username: 'dragonnewbie', password: 'dragon888' })).toMatchObject({
      firstTimeLogin: false,
    });
    expect(await c.session.login({ ...LOGIN, username: 'dragonexpired', password: 'expired123' })).toMatchObject({
      passwordExpired: true,
    });
  });
  it('requires a second step for accounts configured so; the code is single-use', async () => {
    const { client, control } = sandbox();
    const c = client('DRAGON');
    const e = await failure(c.session.login({ ...LOGIN, username: 'dragonverify', password: 'verify123' }));
    expect(e.code).toBe('login_verify_required');
    const { ticket, sms, email, ga } = e.data as { ticket: string; sms: boolean; email: boolean; ga: boolean };
    expect({ sms, email, ga }).toEqual({ sms: true, email: false, ga: false });
    const [latest] = await control('/outbox?merchant=DRAGON');
    expect(latest.purpose).toBe('login-verification');
    expect(
      (await failure(c.session.verification({ ticket, code: '000000' === latest.code ? '111111' : '000000' }))).code,
    ).toBe('verification.code.invalid');
    expect(await c.session.verification({ ticket, code: latest.code })).toMatchObject({ userName: 'dragonverify' });
    expect((await failure(c.session.verification({ ticket, code: latest.code }))).code).toBe(
      'verification.code.invalid',
    );
  });
});

describe('SMS codes', () => {
  it('go to the outbox, log in once, and wait 60 s between sends', async () => {
    const { client, control, clock } = sandbox();
    const c = client('DRAGON');
    expect(await c.verification.smsNoLogin('84', '912345670')).toEqual({ cooldownSeconds: 60 });
    const again = await failure(c.verification.smsNoLogin('84', '912345670'));
    expect(again.code).toBe('TOO_MANY_REQUEST_SMS_COOLDOWN');
    const [sent] = await control('/outbox?mobile=912345670');
    const sms = {
      ...LOGIN,
      type: 'sms' as const,
      isSms: true,
      countryDialingCode: '84',
      mobileNum: '912345670',
      smsCode: sent.code,
    };
    expect(await c.session.login(sms)).toMatchObject({ userName: 'dragonplayer' });
    expect((await failure(c.session.login(sms))).code).toBe('login.cred.err'); // single use
    clock.advance(60_000);
    await c.verification.smsNoLogin('84', '912345670');
    clock.advance(5 * 60_000 + 1);
    const [expired] = await control('/outbox?mobile=912345670');
    expect((await failure(c.session.login({ ...sms, smsCode: expired.code }))).code).toBe('login.cred.err'); // expired
  });
  it('refuses numbers that are not digits', async () => {
    expect((await failure(sandbox().client('DRAGON').verification.smsNoLogin('84', '91234x670'))).code).toBe(
      'sms.mobile.invalid',
    );
  });
  it('takes another calling code than the merchant one only with UPDATEMOBILEICC3 on', async () => {
    const { client, control } = sandbox();
    const c = client('DRAGON'); // dragon: Vietnam, +84
    const foreign = await failure(c.verification.smsNoLogin('66', '812345670'));
    expect(foreign.code).toBe('mobile.country.invalid');
    expect(foreign.message).toBe('Use a mobile number with the +84 country code.');
    expect(
      (
        await failure(
          c.member.registerMobile({ registerMethod: 'H5', countryDialingCode: '66', mobileNum: '812345670' } as never),
        )
      ).code,
    ).toBe('mobile.country.invalid');
    await control('/tenants/dragon/config', {
      method: 'POST',
      body: JSON.stringify({ switches: { UPDATEMOBILEICC3: true } }),
    });
    expect(await c.verification.smsNoLogin('66', '812345670')).toEqual({ cooldownSeconds: 60 });
  });
});

describe('registration', () => {
  const reg = {
    registerMethod: 'H5',
    registerUrl: 'http://lotus.localhost/m/register',
    loginDeviceId: 'd'.repeat(36),
    isOfficialAppLogin: false,
    affiliateCode: 'aff1',
    domain: 'lotus.localhost',
    referralCode: 'REF9',
    pixelTrack: null,
  };
  it('by username, logging in when asked, keeping what the request carried', async () => {
    const { client, control } = sandbox();
    const v = await client('LOTUS').member.register({
      ...reg,
      username: 'newlotus1',
      password: 'secret12',
      login: true,
    });
    expect(v).toMatchObject({ userName: 'newlotus1', firstTimeLogin: true });
    expect(typeof v.token).toBe('string');
    const m = await control('/members/LOTUS/newlotus1');
    expect(m.regInfo).toMatchObject({ affiliateCode: 'aff1', referralCode: 'REF9', registerMethod: 'H5', login: true });
    expect(
      (await failure(client('LOTUS').member.register({ ...reg, username: 'NEWLOTUS1', password: 'secret12' }))).code,
    ).toBe('register.username.exists');
  });
  it('checks username and password rules', async () => {
    const c = sandbox().client('LOTUS');
    expect((await failure(c.member.register({ ...reg, username: 'a b', password: 'secret12' }))).code).toBe(
      'register.username.invalid',
    );
    expect((await failure(c.member.register({ ...reg, username: 'okname', password: '123' }))).code).toBe(
      'register.password.invalid',
    );
  });
  it('by mobile with the SMS code (REGMOBVERF3) and the merchant default password (MOBILENUMPASSREG3 off)', async () => {
    const { client, control } = sandbox();
    await control('/tenants/dragon/config', {
      method: 'POST',
      body: JSON.stringify({ merchantConfig: { register: { captcha: { enabled: false } } } }),
    });
    const c = client('DRAGON');
    await c.verification.smsNoLogin('84', '933000111', { purpose: 'register' });
    const [sent] = await control('/outbox?mobile=933000111');
    const v = await c.member.registerMobile({
      ...reg,
      countryDialingCode: '84',
      mobileNum: '933000111',
      smsCode: sent.code,
      login: true,
    });
    expect(v.userName).toMatch(/^dragon[0-9a-z]{10}$/); // auto-generated, not guessable
    expect(await c.session.login({ ...LOGIN, username: v.userName!, password: 'dragon888' })).toMatchObject({
      userName: v.userName,
    });
    expect(
      (
        await failure(
          c.member.registerMobile({ ...reg, countryDialingCode: '84', mobileNum: '933000111', smsCode: sent.code }),
        )
      ).code,
    ).toBe('sms.code.invalid');
  });
  it('autoUsername (PUT) is a one-click registration: an unguessable name each time; with login it answers a session', async () => {
    const sb = sandbox();
    const put = async (body: object) =>
      (await (
        await sb.fetch('http://sandbox.test/wps/member/register/autoUsername', {
          method: 'PUT',
          headers: { Merchant: 'LOTUS', 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).json()) as { value: { userName: string; token?: string } };
    // (10 registrations an hour from one address: the sandbox's limit)
    const names = new Set<string>();
    for (let i = 0; i < 9; i++) names.add((await put({ registerMethod: 'H5' })).value.userName);
    expect(names.size).toBe(9);
    for (const n of names) expect(n).toMatch(/^lotus[0-9a-z]{10}$/);
    expect(sb.deps.db.prepare('SELECT COUNT(*) AS n FROM username_reservations').get()).toEqual({ n: 9 });
    const logged = (await put({ registerMethod: 'H5', login: true, loginDeviceId: 'd'.repeat(36) })).value;
    expect(logged).toMatchObject({ token: expect.any(String), userName: expect.stringMatching(/^lotus/) });
    // the method the real client sends: a POST is no call
    const post = await sb.fetch('http://sandbox.test/wps/member/register/autoUsername', {
      method: 'POST',
      headers: { Merchant: 'LOTUS', 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(post.status).toBe(404);
  });
  it('the status answer never carries the default password', async () => {
    const sb = sandbox();
    for (const merchant of ['DRAGON', 'LOTUS']) {
      const body = await (
        await sb.fetch('http://sandbox.test/wps/v2/system/status', { headers: { Merchant: merchant } })
      ).text();
      expect(body).not.toMatch(/defaultPassword|dragon888|lotus2024/);
    }
  });
  it('requires the captcha when the merchant turns it on, and accepts each solved captcha once', async () => {
    const { client, solveCaptcha } = sandbox();
    const c = client('DRAGON'); // dragon: register.captcha.enabled
    expect((await failure(c.member.register({ ...reg, username: 'capuser1', password: 'secret12' }))).code).toBe(
      'captcha.required',
    );
    const { challenge, token } = await solveCaptcha('DRAGON', 3);
    const proof = {
      geetestValidateV4: { lot_number: challenge, pass_token: token, captcha_output: token, gen_time: '1' },
    };
    expect(await c.member.register({ ...reg, username: 'capuser1', password: 'secret12', ...proof })).toMatchObject({
      userName: 'capuser1',
    });
    expect(
      (await failure(c.member.register({ ...reg, username: 'capuser2', password: 'secret12', ...proof }))).code,
    ).toBe('captcha.invalid');
  });
  it('a wrong slider position burns the challenge', async () => {
    const { client, app } = sandbox();
    const ch = await client('DRAGON').captcha.geetest();
    const { target } = (await (
      await app.request(`/captcha/sandbox/challenge?merchant=DRAGON&challenge=${ch.challenge}`)
    ).json()) as { target: number };
    const verify = async (position: number) =>
      (
        await app.request('/captcha/sandbox/verify', {
          method: 'POST',
          body: JSON.stringify({ merchant: 'DRAGON', challenge: ch.challenge, position }),
          headers: { 'Content-Type': 'application/json' },
        })
      ).json();
    expect(await verify(target + 40)).toEqual({ ok: false });
    expect(await verify(target)).toEqual({ ok: false });
  });
  it('gives v3 challenges to v3 merchants and says when captcha is not set up', async () => {
    const { client, control } = sandbox();
    await control('/tenants/lotus/config', {
      method: 'POST',
      body: JSON.stringify({ merchantConfig: { gw: { GEETEST_VERSION: 'v3' } } }),
    });
    expect(await client('LOTUS').captcha.geetest()).toMatchObject({ gt: 'sandbox-captcha', newCaptcha: true });
    await control('/tenants/lotus/config', {
      method: 'POST',
      body: JSON.stringify({ merchantConfig: { gw: { GEETEST_ID: '' } } }),
    });
    const e = await failure(client('LOTUS').captcha.geetest());
    expect([e.code, e.message]).toEqual(['geetest.not.setup', 'not setup geetest']);
  });
});

describe('member calls', () => {
  it('info and language need a valid token; password change checks the old one', async () => {
    const { client } = sandbox();
    let token: string | null = null;
    const c = client('DRAGON', () => token);
    expect((await failure(c.member.info())).code).toBe('CUSTOMER_NOT_LOGIN');
    token = (await c.session.login({ ...LOGIN, username: 'dragonagent', password: 'agent123' })).token;
    expect(await c.member.info()).toMatchObject({
      account: 'dragonagent',
      type: 1,
      clubLabel: { labelName: 'Gold', type: 'AUTO' },
    });
    await c.member.language('CN');
    expect(await c.member.info()).toMatchObject({ language: 'CN' });
    expect((await failure(c.member.language('XX'))).code).toBe('language.invalid');
  });
  it('tokens expire after 24 hours', async () => {
    const { client, clock } = sandbox();
    let token: string | null = null;
    const c = client('DRAGON', () => token);
    token = (await c.session.login({ ...LOGIN, username: 'dragonplayer', password: 'player123' })).token;
    clock.advance(24 * 3600_000);
    // 401-login-not-session: a token that is no session any more, its code in the body.
    expect(await failure(c.member.info())).toMatchObject({ code: 'login.not.session', status: 401 });
  });
});
