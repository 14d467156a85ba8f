/**
 * The sandbox under abuse: codes cannot be guessed, bodies cannot be huge or endlessly deep (every
 * refusal answered with a reason, over a real socket too), captcha results are their merchant's,
 * relay names are own entries.
 */
import { describe, it, expect, afterEach } from 'vitest';
import { Agent, request } from 'node:http';
import { sandbox, failure, LOGIN } from '../tests/support/sandbox.ts';
import { serve } from './main.ts';
import { BODY_MAX_BYTES } from './body-guard.ts';
import { jsonDepth, JSON_MAX_DEPTH } from './json-guard.ts';
import { CODE_MAX_WRONG } from './store/codes.ts';

/** An SMS login code sent to dragon's player, and a login with whatever code is typed. */
async function smsLoginCode() {
  const { client, control } = sandbox();
  const c = client('DRAGON');
  await c.verification.smsNoLogin('84', '912345670');
  const [sent] = (await control('/outbox?mobile=912345670')) as { code: string }[];
  const sms = (smsCode: string) =>
    c.session.login({
      ...LOGIN,
      type: 'sms',
      isSms: true,
      countryDialingCode: '84',
      mobileNum: '912345670',
      smsCode,
    });
  return { sent: sent!, sms };
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('codes cannot be guessed', () => {
  it('an SMS login code is void after 5 wrong tries: the 6th try fails even with the right code', async () => {
    const { sent, sms } = await smsLoginCode();
    for (let i = 0; i < CODE_MAX_WRONG; i++) expect((await failure(sms(wrong(sent.code)))).code).toBe('login.cred.err');
    expect((await failure(sms(sent.code))).code).toBe('login.cred.err');
    expect(CODE_MAX_WRONG).toBe(5);
  });
  it('four wrong tries leave the code usable', async () => {
    const { sent, sms } = await smsLoginCode();
    for (let i = 0; i < CODE_MAX_WRONG - 1; i++) await failure(sms(wrong(sent.code)));
    expect(await sms(sent.code)).toMatchObject({ userName: 'dragonplayer' });
  });
  it('a second-step code is void after 5 wrong tries', async () => {
    const { client, control } = sandbox();
    const c = client('DRAGON');
    const pending = await failure(c.session.login({ ...LOGIN, username: 'dragonverify', password: 'verify123' }));
    const ticket = (pending.data as { ticket: string }).ticket;
    const [sent] = await control('/outbox?merchant=DRAGON');
    for (let i = 0; i < CODE_MAX_WRONG; i++)
      expect((await failure(c.session.verification({ ticket, code: wrong(sent.code) }))).code).toBe(
        'verification.code.invalid',
      );
    expect((await failure(c.session.verification({ ticket, code: sent.code }))).code).toBe('verification.code.invalid');
  });
});

describe('bodies', () => {
  it('over 1 MB: 413', async () => {
    const { app } = sandbox();
    const big = JSON.stringify({ merchant: 'DRAGON', value: 'x'.repeat(10 * 1024 * 1024) });
    const res = await app.request('/wps/system/collect', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Merchant: 'DRAGON' },
      body: big,
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ success: false, errorCode: 'request.too.large' });
    expect(BODY_MAX_BYTES).toBe(1024 * 1024);
  });
  it('JSON nested 100,000 deep: 400, without a stack overflow', async () => {
    const { app } = sandbox();
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    for (const path of ['/wps/system/collect', '/wps/relay/CSP_fcmBind', '/wps/session/login']) {
      const res = await app.request(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Merchant: 'DRAGON' },
        body: deep,
      });
      expect(res.status, path).toBe(400);
      expect(await res.json()).toMatchObject({ errorCode: 'request.too.deep' });
    }
  });
  it('a 5,000-deep array inside an encrypted registration field: 400 request.too.deep, not a 500 (the limit holds for what a body decrypts to)', async () => {
    const { client } = sandbox();
    const deep: unknown = JSON.parse('['.repeat(5000) + ']'.repeat(5000));
    const err = await failure(
      client('LOTUS').member.register({ username: 'deepuser1', password: 'player123', pixelTrack: deep, login: true }),
    );
    expect(err.code).toBe('request.too.deep');
    expect(err.status).toBe(400);
  });
  it('a 1,000,000-deep body on one line (1 MB, under the size limit) to the Maya login: 400 request.too.deep', async () => {
    const { app } = sandbox();
    const res = await app.request('/wps/session/login/maya', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Merchant: 'LOTUS' },
      body: '['.repeat(1_000_000),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ errorCode: 'request.too.deep' });
  });
  it("a body that is not JSON under a JSON content type: 400 request.json.invalid with the parser's reason", async () => {
    const { app } = sandbox();
    const res = await app.request('/wps/session/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Merchant: 'LOTUS' },
      body: '{"username": ',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      errorCode: 'request.json.invalid',
      message: /^The JSON body is not JSON: /,
    });
  });
  it('JSON text in a query passes the same guard: a 5,000-deep trial-launch captcha result is 400 request.too.deep', async () => {
    const { app } = sandbox();
    const deep = encodeURIComponent('['.repeat(5000) + ']'.repeat(5000));
    const res = await app.request(`/wps/relay/GCS_gameTrialLaunch?gameId=pg-mahjong-ways&geetestValidateV4=${deep}`, {
      headers: { Merchant: 'DRAGON' },
    });
    // DRAGON asks no captcha for trial games until GEETESTTEST3: turn it on so the result is read.
    expect(res.status).toBe(200);
    await app.request('/__sandbox/tenants/dragon/config', {
      method: 'POST',
      body: JSON.stringify({ switches: { GEETESTTEST3: true } }),
      headers: { 'Content-Type': 'application/json' },
    });
    const refused = await app.request(
      `/wps/relay/GCS_gameTrialLaunch?gameId=pg-mahjong-ways&geetestValidateV4=${deep}`,
      { headers: { Merchant: 'DRAGON' } },
    );
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      errorCode: 'request.too.deep',
      message: /^geetestValidateV4 is nested/,
    });
  });
  it('counts depth outside strings only', () => {
    expect(jsonDepth('{"a":[1,{"b":"[[[["}]}')).toBe(3);
    expect(jsonDepth('"\\"[[["')).toBe(0);
    expect(jsonDepth('[[]]')).toBe(2);
    expect(JSON_MAX_DEPTH).toBe(64);
  });
});

const servers: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

/**
 * A POST over a real socket, sent whole (Content-Length) or in chunks as it is produced: what
 * answer the client reads, and whether the server closes the connection after it.
 */
function post(port: number, agent: Agent, body: string, chunked: boolean) {
  return new Promise<{
    status: number;
    connection: string | undefined;
    body: { errorCode?: string; message?: string };
  }>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        agent,
        path: '/wps/session/login/maya',
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Merchant: 'LOTUS',
          ...(chunked ? {} : { 'Content-Length': Buffer.byteLength(body) }),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (d: Buffer) => (text += d));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body: JSON.parse(text) }),
        );
      },
    );
    req.on('error', reject);
    if (chunked) for (let i = 0; i < body.length; i += 64 * 1024) req.write(body.slice(i, i + 64 * 1024));
    req.end(chunked ? undefined : body);
  });
}

describe('bodies over a real socket (issue 37: the connection was dropped instead of a 413)', () => {
  const deep = '['.repeat(1_000_000) + ']'.repeat(1_000_000); // 2 MB, 1,000,000 deep
  it.each([
    ['in chunks', true],
    ['with a Content-Length', false],
  ])(
    'a 1,000,000-deep body to the Maya login, %s, twice on a kept-alive connection: 413 with the reason each time',
    async (_how, chunked) => {
      const s = await serve({ port: 0, controls: false, quiet: true, memory: true });
      servers.push(s);
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      try {
        for (let i = 0; i < 2; i++) {
          const answer = await post(s.port, agent, deep, chunked);
          expect(answer.status, `request ${i + 1}`).toBe(413);
          expect(answer.body).toMatchObject({
            errorCode: 'request.too.large',
            message: expect.stringMatching(/over 1048576 bytes/),
          });
          // The rest of the body was thrown away: no one may send the next request on this connection.
          expect(answer.connection).toBe('close');
        }
      } finally {
        agent.destroy();
      }
    },
  );
  it('the same body through fetch (undici and its connection pool), twice: 413 both times', async () => {
    const s = await serve({ port: 0, controls: false, quiet: true, memory: true });
    servers.push(s);
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`http://127.0.0.1:${s.port}/wps/session/login/maya`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Merchant: 'LOTUS' },
        body: deep,
      });
      expect(res.status, `request ${i + 1}`).toBe(413);
      expect(await res.json()).toMatchObject({ errorCode: 'request.too.large' });
    }
  });
});

describe("captcha results are their merchant's (issue 37)", () => {
  /** DRAGON with a captcha on every call that takes one: login, registration, SMS send, trial launch. */
  async function dragonAsksEverywhere() {
    const sb = sandbox();
    await sb.control('/tenants/dragon/config', {
      method: 'POST',
      body: JSON.stringify({ switches: { GEETESTTEST3: true, GEETESTVCODE3: true }, settings: { loginCaptcha: true } }),
    });
    return sb;
  }
  type Proof = { challenge: string; token: string };
  const v4 = ({ challenge, token }: Proof) => ({
    geetestValidateV4: { lot_number: challenge, pass_token: token, captcha_output: token, gen_time: '1' },
  });
  const v3 = ({ challenge, token }: Proof) => ({ geetestChallenge: challenge, geetestSeccode: `${token}|jordan` });
  type Client = ReturnType<ReturnType<typeof sandbox>['client']>;
  const calls: [string, (c: Client, proof: Record<string, unknown>) => Promise<unknown>][] = [
    ['login', (c, proof) => c.session.login({ ...LOGIN, username: 'dragonplayer', password: 'player123', ...proof })],
    [
      'registration',
      (c, proof) =>
        c.member.register({ username: 'crossmerchant1', password: 'player123', login: false, ...proof } as never),
    ],
    ['SMS send', (c, proof) => c.verification.smsNoLogin('84', '912345670', proof)],
    [
      'trial launch',
      (c, proof) =>
        c.relay('GCS_gameTrialLaunch', {
          gameId: 'pg-mahjong-ways',
          ...(proof.geetestValidateV4 ? { geetestValidateV4: JSON.stringify(proof.geetestValidateV4) } : proof),
        } as never),
    ],
  ];
  describe.each([
    ['v4', v4],
    ['v3', v3],
  ])('%s results', (_version, shape) => {
    it.each(calls)(
      "%s: a captcha solved for LOTUS is refused at DRAGON (403 captcha.merchant.mismatch), DRAGON's own passes",
      async (_name, call) => {
        const { client, solveCaptcha } = await dragonAsksEverywhere();
        const dragon = client('DRAGON');
        const err = await failure(call(dragon, shape(await solveCaptcha('LOTUS'))));
        expect([err.status, err.code, err.message]).toEqual([
          403,
          'captcha.merchant.mismatch',
          'This captcha was solved for another merchant. Please try again.',
        ]);
        await expect(call(dragon, shape(await solveCaptcha('DRAGON')))).resolves.toBeDefined();
      },
    );
  });
  it('a captcha result refused or missing is a 4xx with its reason', async () => {
    const { client, solveCaptcha } = await dragonAsksEverywhere();
    const login = calls[0]![1];
    const dragon = client('DRAGON');
    const missing = await failure(login(dragon, {}));
    expect([missing.status, missing.code]).toEqual([400, 'captcha.required']);
    const proof = v4(await solveCaptcha('DRAGON'));
    await login(dragon, proof);
    const again = await failure(login(dragon, proof));
    expect([again.status, again.code]).toEqual([403, 'captcha.invalid']);
  });
  it('a risk token issued for DRAGON is refused at LOTUS (403 risk.merchant.mismatch)', async () => {
    const sb = sandbox();
    await sb.control('/tenants/lotus/config', {
      method: 'POST',
      body: JSON.stringify({ merchantConfig: { settings: { riskControl: true } } }),
    });
    const res = await sb.app.request('/captcha/sandbox/risk/token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ merchant: 'DRAGON', appId: 'sandbox-risk-dragon', scene: 'login' }),
    });
    const { token } = (await res.json()) as { token: string };
    const err = await failure(
      sb.client('LOTUS').session.login({
        ...LOGIN,
        username: 'lotusplayer',
        password: 'player123',
        geetestRisk: { geeToken: token, scene: 'login' },
      }),
    );
    expect([err.status, err.code]).toEqual([403, 'risk.merchant.mismatch']);
  });
});

describe('relay names', () => {
  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'])(
    '/wps/relay/%s is unknown',
    async (name) => {
      const { app } = sandbox();
      const res = await app.request(`/wps/relay/${name}`, { headers: { Merchant: 'DRAGON' } });
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ errorCode: 'relay.not.found' });
    },
  );
});
