/** The sandbox under abuse: codes cannot be guessed, bodies cannot be huge or endlessly deep, relay names are own entries. */
import { describe, it, expect } from 'vitest';
import { sandbox, failure, LOGIN } from '../tests/support/sandbox.ts';
import { jsonDepth, BODY_MAX_BYTES, JSON_MAX_DEPTH } from './body-guard.ts';
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
    expect(await res.json()).toMatchObject({ success: false, code: 'request.too.large' });
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
      expect(await res.json()).toMatchObject({ code: 'request.too.deep' });
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
  it('counts depth outside strings only', () => {
    expect(jsonDepth('{"a":[1,{"b":"[[[["}]}')).toBe(3);
    expect(jsonDepth('"\\"[[["')).toBe(0);
    expect(jsonDepth('[[]]')).toBe(2);
    expect(JSON_MAX_DEPTH).toBe(64);
  });
});

describe('relay names', () => {
  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'])(
    '/wps/relay/%s is unknown',
    async (name) => {
      const { app } = sandbox();
      const res = await app.request(`/wps/relay/${name}`, { headers: { Merchant: 'DRAGON' } });
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ code: 'relay.not.found' });
    },
  );
});
