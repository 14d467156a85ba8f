/**
 * Third-party sign-in against the sandbox's stand-ins, as a browser goes through them: the
 * stand-in page, the signed result, then the site's calls. Proofs are checked on the server.
 */
import { describe, it, expect } from 'vitest';
import { sandbox, failure } from '../../tests/support/sandbox.ts';
import {
  SITE,
  form,
  on,
  telegramLogin,
  lineCode,
  lineAccessToken,
  authorize,
  verifier,
} from '../../tests/support/stand-ins.ts';

describe('messaging app (TELEGRAMLOGIN3)', () => {
  it('the setting names the bot id and the stand-in auth host; the token itself never leaves', async () => {
    const sb = sandbox();
    const s = await sb.client('LOTUS').relay('WPSCORE_getTelegramLoginSetting', {});
    expect(s.botId).toBe('6100000042');
    expect(s.authDomain).toMatch(/^telegram\.localhost/);
    expect(JSON.stringify(await sb.status('LOTUS', 'lotus.localhost'))).not.toContain('AAHsandbox');
    expect((await failure(sb.client('DRAGON').relay('WPSCORE_getTelegramLoginSetting', {}))).code).toBe(
      'telegram.not.configured',
    );
  });
  it('a bound user signs in once with the signed data; a replay, a tampered or a foreign proof fails', async () => {
    const sb = sandbox();
    const anon = sb.client('LOTUS');
    const auth = await telegramLogin(sb, '8100000001');
    expect(auth).toMatchObject({
      id: 8100000001,
      first_name: 'Somchai',
      hash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect((await failure(anon.session.telegram({ telegramAuth: { ...auth, id: 8100000002 } }))).code).toBe(
      'telegram_validate_failed',
    );
    expect(await anon.session.telegram({ telegramAuth: auth })).toMatchObject({ userName: 'lotusplayer' });
    expect((await failure(anon.session.telegram({ telegramAuth: auth }))).code).toBe('telegram_validate_failed');
    // Another merchant's bot did not sign it.
    const again = await telegramLogin(sb, '8100000001');
    expect((await failure(sb.client('DRAGON').session.telegram({ telegramAuth: again }))).code).toBe(
      'telegram_validate_failed',
    );
  });
  it('a day-old proof is refused', async () => {
    const sb = sandbox();
    const auth = await telegramLogin(sb, '8100000001');
    sb.clock.advance(86_401_000);
    expect((await failure(sb.client('LOTUS').session.telegram({ telegramAuth: auth }))).code).toBe(
      'telegram_validate_failed',
    );
  });
  it('an unbound user gets bind_customer_required, then registers with the proof alone and is logged in', async () => {
    const sb = sandbox();
    const anon = sb.client('LOTUS');
    const auth = await telegramLogin(sb, '8100000002');
    expect((await failure(anon.session.telegram({ telegramAuth: auth }))).code).toBe('bind_customer_required');
    const v = await anon.member.register({ telegramAuth: auth, login: true, smsTemplate: '' });
    expect(v).toMatchObject({ token: expect.any(String), userName: expect.stringMatching(/^lotus/) });
    const next = await telegramLogin(sb, '8100000002');
    expect(await anon.session.telegram({ telegramAuth: next })).toMatchObject({ userName: v.userName });
    const third = await telegramLogin(sb, '8100000002');
    expect((await failure(anon.member.register({ telegramAuth: third, login: true }))).code).toBe(
      'register.identity.exists',
    );
  });
  it('or binds to the account the player logs in with', async () => {
    const sb = sandbox();
    const anon = sb.client('LOTUS');
    const auth = await telegramLogin(sb, '8100000002');
    const { token } = await anon.session.login({
      type: 'username',
      username: 'lotusagent',
      password: 'agent123',
      loginDeviceId: 'd'.repeat(36),
      isOfficialAppLogin: false,
    });
    const member = sb.client('LOTUS', () => token);
    expect(await member.member.bindIdentity({ telegramAuth: auth })).toEqual({ provider: 'telegram', bound: true });
    expect(await anon.session.telegram({ telegramAuth: await telegramLogin(sb, '8100000002') })).toMatchObject({
      userName: 'lotusagent',
    });
  });
  it('the stand-in refuses an unknown bot, a foreign origin or a return_to elsewhere', async () => {
    const sb = sandbox();
    const get = async (q: Record<string, string>) =>
      (await sb.app.request(`http://telegram.localhost/auth?${new URLSearchParams(q)}`, on('telegram.localhost')))
        .status;
    expect(await get({ bot_id: '1', origin: SITE.lotus })).toBe(400);
    expect(await get({ bot_id: '6100000042', origin: SITE.dragon })).toBe(400);
    expect(await get({ bot_id: '6100000042', origin: SITE.lotus, return_to: 'https://evil.example/x' })).toBe(400);
    expect(await get({ bot_id: '6100000042', origin: SITE.lotus, return_to: `${SITE.lotus}/m/login` })).toBe(200);
  });
});

describe('line app (LINELOGIN3)', () => {
  it('the authorize stand-in checks client id, redirect, scope, state, nonce and PKCE', async () => {
    const sb = sandbox();
    const status = async (patch: Record<string, string>) =>
      (
        await sb.app.request(
          `http://line.localhost/oauth2/v2.1/authorize?${new URLSearchParams({ ...authorize, ...patch })}`,
          on('line.localhost'),
        )
      ).status;
    expect(await status({})).toBe(200);
    expect(await status({ client_id: '999' })).toBe(400);
    expect(await status({ redirect_uri: 'https://evil.example/m/home' })).toBe(400);
    expect(await status({ redirect_uri: `${SITE.dragon}/m/login` })).toBe(400);
    expect(await status({ scope: 'profile' })).toBe(400);
    expect(await status({ state: '' })).toBe(400);
    expect(await status({ nonce: '' })).toBe(400);
    expect(await status({ code_challenge_method: 'plain' })).toBe(400);
  });
  it('code -> line session token (once, with the verifier and nonce) -> logged in; unbound -> not.exists.user', async () => {
    const sb = sandbox();
    const anon = sb.client('DRAGON');
    const exchange = (code: string, patch: Record<string, string> = {}) =>
      anon.relay('WPS3RD_verifyLineCode', {
        code,
        redirectUri: authorize.redirect_uri,
        codeVerifier: verifier,
        nonce: authorize.nonce,
        ...patch,
      });
    const code = await lineCode(sb, 'U4af4980629a1b2c3d4e5f60718293a4b');
    expect((await failure(exchange(code, { codeVerifier: 'x'.repeat(43) }))).code).toBe('line.code.invalid');
    expect((await failure(exchange(code))).code).toBe('line.code.invalid'); // spent by the failed try: codes are single use
    const good = await lineCode(sb, 'U4af4980629a1b2c3d4e5f60718293a4b');
    expect((await failure(exchange(good, { nonce: 'other' }))).code).toBe('line.code.invalid');
    const v = await exchange(await lineCode(sb, 'U4af4980629a1b2c3d4e5f60718293a4b'));
    expect(v).toMatchObject({ lineSessionToken: expect.any(String), name: 'Minh Anh' });
    expect(await anon.session.line(v.lineSessionToken)).toMatchObject({ userName: 'dragonplayer' });
    expect((await failure(anon.session.line(v.lineSessionToken))).code).toBe('line_invalid_token');
    const other = await exchange(await lineCode(sb, 'U9c0d1e2f3a4b5c6d7e8f90a1b2c3d4e5'));
    expect((await failure(anon.session.line(other.lineSessionToken))).code).toBe('not.exists.user');
    expect(await anon.member.register({ lineSessionToken: other.lineSessionToken, login: true })).toMatchObject({
      token: expect.any(String),
    });
    expect((await failure(anon.session.line('made-up'))).code).toBe('line_invalid_token');
  });
  it('A7 line session exchange by accessToken: the token endpoint checks the code, redirect and verifier; the exchange spends the token, for its channel only', async () => {
    const sb = sandbox();
    const token = (fields: Record<string, string>) =>
      sb.app.request('http://line.localhost:8790/oauth2/v2.1/token', {
        ...form(fields),
        headers: { ...form({}).headers, Host: 'line.localhost:8790' },
      });
    const grant = (code: string, patch: Record<string, string> = {}) => ({
      grant_type: 'authorization_code',
      code,
      redirect_uri: authorize.redirect_uri,
      client_id: authorize.client_id,
      code_verifier: verifier,
      ...patch,
    });
    const user = 'U4af4980629a1b2c3d4e5f60718293a4b';
    const refused = async (fields: Record<string, string>) => {
      const res = await token(fields);
      expect(res.status).toBe(400);
      return ((await res.json()) as { error: string }).error;
    };
    expect(await refused(grant(await lineCode(sb, user), { grant_type: 'password' }))).toBe('unsupported_grant_type');
    expect(await refused(grant(await lineCode(sb, user), { client_id: '999' }))).toBe('invalid_client');
    expect(await refused(grant(await lineCode(sb, user), { code_verifier: 'x'.repeat(43) }))).toBe('invalid_grant');
    expect(await refused(grant(await lineCode(sb, user), { redirect_uri: `${SITE.dragon}/m/login` }))).toBe(
      'invalid_grant',
    );
    const code = await lineCode(sb, user);
    const ok = await token(grant(code));
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({
      token_type: 'Bearer',
      expires_in: 2_592_000,
      access_token: expect.any(String),
    });
    expect(await refused(grant(code))).toBe('invalid_grant'); // the code is spent

    const anon = sb.client('DRAGON');
    // line-code: the access token goes to the same relay as the code.
    const exchange = (accessToken: string) => anon.relay('WPS3RD_verifyLineCode', { accessToken });
    // Another merchant cannot use dragon's channel's token, and that try does not spend it.
    const accessToken = await lineAccessToken(sb, user);
    expect((await failure(sb.client('LOTUS').relay('WPS3RD_verifyLineCode', { accessToken }))).code).toBe(
      'line.token.invalid',
    );
    const v = await exchange(accessToken);
    expect(v).toMatchObject({ lineSessionToken: expect.any(String), name: 'Minh Anh' });
    expect((await failure(exchange(accessToken))).code).toBe('line.token.invalid'); // once
    expect((await failure(exchange('made-up'))).code).toBe('line.token.invalid');
    expect(await anon.session.line(v.lineSessionToken)).toMatchObject({ userName: 'dragonplayer' });
    const stale = await lineAccessToken(sb, user);
    sb.clock.advance(30 * 24 * 3_600_000); // the line app's 30 days
    expect((await failure(exchange(stale))).code).toBe('line.token.invalid');
  });
});

describe('Maya', () => {
  it('the stand-in opens /m/home with a one-time session id; a new Maya user becomes a member', async () => {
    const sb = sandbox();
    const anon = sb.client('DRAGON');
    const launch = async (user: string) => {
      const res = await sb.app.request('http://maya.localhost/launch/confirm', {
        ...form({ site: SITE.dragon, user }),
        headers: { ...form({}).headers, Host: 'maya.localhost' },
      });
      const to = new URL(res.headers.get('Location')!);
      expect(to.pathname).toBe('/m/home');
      expect(to.searchParams.get('mayaEnv')).toBe('sandbox');
      return to.searchParams.get('mayaSessionId')!;
    };
    const body = (sessionId: string) => ({
      sessionId,
      env: 'sandbox',
      registerUrl: `${SITE.dragon}/m/home`,
      affiliateCode: 'www',
      domain: 'dragon.localhost',
    });
    const id = await launch('maya-7731');
    expect(await anon.session.maya(body(id))).toMatchObject({ userName: 'dragonplayer' });
    expect((await failure(anon.session.maya(body(id)))).code).toBe('maya.session.invalid');
    expect(await anon.session.maya(body(await launch('maya-7732')))).toMatchObject({
      userName: expect.stringMatching(/^dragon/),
    });
  });
});

describe('the Facebook SDK stand-in (facebook.localhost)', () => {
  const dialog = (q: Record<string, string>, version = 'v23.0') =>
    `http://facebook.localhost:8790/${version}/dialog/oauth?${new URLSearchParams(q)}`;
  it('serves the SDK as connect.facebook.net does (loadable with crossorigin=anonymous)', async () => {
    const res = await sandbox().app.request(
      'http://facebook.localhost:8790/en_US/sdk.js',
      on('facebook.localhost:8790'),
    );
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
    const js = await res.text();
    expect(js).toContain('fbAsyncInit');
    expect(js).toContain('"http://facebook.localhost:8790"');
  });
  it("the login dialog lists the tenant's Facebook users only for the merchant's app id and one of its sites", async () => {
    const sb = sandbox();
    const get = async (url: string) => {
      const r = await sb.app.request(url, on('facebook.localhost:8790'));
      return { status: r.status, text: await r.text() };
    };
    const ok = await get(dialog({ client_id: '100000000000701', origin: SITE.dragon }));
    expect(ok.status).toBe(200);
    expect(ok.text).toContain('Quang Le');
    expect((await get(dialog({ client_id: '999', origin: SITE.dragon }))).status).toBe(400);
    expect((await get(dialog({ client_id: '100000000000701', origin: SITE.lotus }))).status).toBe(400);
    expect((await get(dialog({ client_id: '100000000000701', origin: 'http://evil.example' }))).status).toBe(400);
    expect((await get(dialog({ client_id: '100000000000701', origin: SITE.dragon }, 'latest'))).status).toBe(400);
  });
  it('the status answer points the site at the stand-in', async () => {
    const s = await sandbox().status('DRAGON', 'dragon.localhost');
    expect(s.sms.facebookSdkUrl).toMatch(/^http:\/\/facebook\.localhost(:\d+)?\/en_US\/sdk\.js$/);
    expect(s.sms.facebookAppId).toBe('100000000000701');
  });
});
