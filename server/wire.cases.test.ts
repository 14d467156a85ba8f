/**
 * The sandbox's side of the shared wire cases (tests/cases/wire.json): each case's request is sent
 * to the sandbox as the real client sends it (raw HTTP, the demo data's ids in place of the
 * evidence's), and the sandbox must take it and answer what the real back end answers: the
 * case's status (unless `sandbox.status` or `sandbox.omitsStatus` say otherwise) and an answer
 * with every field of the case's answer, of the same JSON type (placeholders `<...>` and elided
 * `...` values stand for any text or number; `sandbox.omits` and `sandbox.mayBeEmpty` name, with
 * their reasons, what the sandbox leaves out or may have none of). The site's side is
 * src/services/wire/wire.cases.test.ts.
 */
import { describe, it, expect } from 'vitest';
import { WIRE, wireCase, isHighConfidence, type WireCase } from '../tests/cases/wire.ts';
import { sandbox, LOGIN } from '../tests/support/sandbox.ts';
import { lineCode, lineAccessToken, authorize, verifier } from '../tests/support/stand-ins.ts';
import { encryptPayload } from '../src/services/crypto/encrypt.ts';
import type { KeyPair } from './crypto.ts';

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}
type Sb = ReturnType<typeof sandbox>;
const V = WIRE.crypto;
const VECTOR_KEY: KeyPair = { modulusHex: V.modulus_hex, privateExponentHex: V.private_exponent_hex };

/** A raw request to the sandbox, as the real client sends it (Merchant LOTUS unless given). */
async function ask(
  sb: Sb,
  method: string,
  path: string,
  o: { query?: Record<string, unknown>; headers?: Record<string, string>; body?: string; token?: string } = {},
): Promise<Answer> {
  const q = o.query ? `?${new URLSearchParams(Object.entries(o.query).map(([k, v]) => [k, String(v)]))}` : '';
  const res = await sb.app.request(`http://lotus.localhost${path}${q}`, {
    method,
    headers: {
      Merchant: 'LOTUS',
      ...(o.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...(o.token ? { Authorization: o.token } : {}),
      ...o.headers,
    },
    ...(o.body !== undefined ? { body: o.body } : {}),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* a text answer (the key) */
  }
  return { status: res.status, headers: Object.fromEntries(res.headers), body };
}
const memberToken = async (sb: Sb, merchant = 'LOTUS', username = 'lotusplayer', password = 'player123') =>
  (await sb.client(merchant).session.login({ ...LOGIN, username, password })).token;
/** An encrypted write as the real client makes it: the body { value } and its three headers. */
async function encrypted(sb: Sb, method: string, path: string, payload: unknown, headers: Record<string, string> = {}) {
  const key = (await ask(sb, 'GET', '/wps/session/key/rsa', { query: { _: 1 } })).body as string;
  const e = await encryptPayload(payload, key);
  return ask(sb, method, path, { body: JSON.stringify(e.body), headers: { ...e.headers, ...headers } });
}
/** A sandbox whose key is the crypto vector's, with the vector's player. */
function vectorSandbox() {
  const sb = sandbox({ keyPair: VECTOR_KEY });
  sb.deps.members.create('LOTUS', { username: 'demo01', password: 'abc123', regInfo: {} });
  return sb;
}

const SCENARIOS: Record<string, (c: WireCase) => Promise<Answer>> = {
  'rsa-key-hex-modulus': async (c) => {
    const a = await ask(sandbox(), 'GET', '/wps/session/key/rsa', {
      query: { _: Date.now() },
      headers: c.request.headers!,
    });
    expect(a.body).toMatch(/^[0-9a-f]{256}$/); // a bare hex modulus, 1024 bits as the real one
    expect(a.headers['content-type']).toMatch(/^text\/plain/);
    return a;
  },
  'encrypted-login-wire': async (c) =>
    ask(vectorSandbox(), 'POST', c.request.path, { headers: c.request.headers!, body: JSON.stringify(c.request.body) }),
  'login-success-session': async () => {
    const a = await encrypted(sandbox(), 'POST', '/wps/session/login', {
      ...LOGIN,
      username: 'lotusplayer',
      password: 'player123',
    });
    expect(a.headers['x-app-trace-id']).toMatch(/^[0-9a-f]{16}$/);
    return a;
  },
  'customer-not-login-in-message': async (c) => {
    const a = await ask(sandbox(), 'GET', c.request.path);
    expect(a.body).toEqual(c.answer.body); // the code in the message, nothing else
    return a;
  },
  '401-login-not-session': async (c) => ask(sandbox(), 'GET', c.request.path, { token: 'dead-token' }),
  'errorcode-non-2xx': async () =>
    encrypted(sandbox(), 'POST', '/wps/session/login', { ...LOGIN, username: 'lotusplayer', password: 'wrong-one' }),
  'self-exclusion-500': async () => {
    const sb = sandbox();
    const key = (await ask(sb, 'GET', '/wps/session/key/rsa')).body as string;
    const e = await encryptPayload({ ...LOGIN, username: 'dragonpaused', password: 'paused123' }, key);
    return ask(sb, 'POST', '/wps/session/login', {
      body: JSON.stringify(e.body),
      headers: { ...e.headers, Merchant: 'DRAGON' },
    });
  },
  'token-ip-different': async (c) => {
    const sb = sandbox();
    await sb.control('/faults', {
      method: 'POST',
      body: JSON.stringify({ path: c.request.path, kind: 'code', code: 'token_ip_different', status: 401, count: 1 }),
    });
    return ask(sb, 'GET', c.request.path, { token: await memberToken(sb) });
  },
  'register-put': async (c) => {
    const sb = sandbox();
    const payload = {
      countryDialingCode: '66',
      mobileNum: '812345670',
      password: 'secret12',
      registerMethod: 'H5',
      registerUrl: 'http://lotus.localhost/m/register',
      loginDeviceId: 'd'.repeat(36),
      isOfficialAppLogin: false,
      linkId: null,
      affiliateCode: 'lotus',
      domain: 'lotus.localhost',
      login: true,
    };
    const a = await encrypted(sb, 'PUT', c.request.path, payload, { ModuleId: 'MOBILENUMREG3' });
    const post = await encrypted(sb, 'POST', c.request.path, { ...payload, mobileNum: '812345671' });
    expect(post.status).toBe(404); // the real method is PUT
    return a;
  },
  'autoUsername-is-one-click-register': async (c) =>
    ask(sandbox(), 'PUT', c.request.path, { body: JSON.stringify(c.request.body) }),
  'member-language-put': async (c) => {
    const sb = sandbox();
    return ask(sb, 'PUT', c.request.path, { token: await memberToken(sb), body: JSON.stringify(c.request.body) });
  },
  'fcm-unsubscribe-delete': async (c) => {
    const sb = sandbox();
    const token = await memberToken(sb);
    await ask(sb, 'POST', '/wps/relay/CSP_fcmBind', { token, body: JSON.stringify({ registrationToken: 't1' }) });
    return ask(sb, 'DELETE', c.request.path, {
      token,
      body: JSON.stringify({ ...(c.request.body as object), registrationToken: 't1' }),
    });
  },
  'save-authkey-returns-key': async (c) => {
    const sb = sandbox();
    const a = await ask(sb, 'POST', c.request.path, { token: await memberToken(sb) });
    expect((a.body as { value: unknown }).value).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    return a;
  },
  'line-code': async (c) => {
    const sb = sandbox();
    const user = 'U4af4980629a1b2c3d4e5f60718293a4b';
    const code = await lineCode(sb, user);
    const body = { code, redirectUri: authorize.redirect_uri, codeVerifier: verifier, nonce: authorize.nonce };
    const a = await ask(sb, 'POST', c.request.path, { headers: { Merchant: 'DRAGON' }, body: JSON.stringify(body) });
    // alt_body: the access token to the same relay
    const alt = await ask(sb, 'POST', c.request.path, {
      headers: { Merchant: 'DRAGON' },
      body: JSON.stringify({ accessToken: await lineAccessToken(sb, user) }),
    });
    expect(alt).toMatchObject({
      status: 200,
      body: { success: true, value: { lineSessionToken: expect.any(String) } },
    });
    return a;
  },
  'vendor-launch-content-game-url': async (c) => {
    const sb = sandbox();
    const q = {
      ...(c.request.query as object),
      gameId: 'evo-live-baccarat',
      nodeId: '1',
      vassalage: 'EVO',
      merchantCode: 'LOTUS',
    };
    return ask(sb, 'GET', c.request.path, { query: q, token: await memberToken(sb) });
  },
  'trial-launch': async (c) =>
    ask(sandbox(), 'GET', c.request.path, { query: { gameId: 'pg-mahjong-ways', nodeId: '1', platform: 'html5' } }),
  'lotto-launch': async (c) => {
    const sb = sandbox();
    const q = {
      ...(c.request.query as object),
      lottoPrizeMode: 'M1',
      lottoGameCode: 'vnlott-north-lotto-1-min',
      backUrl: '/m/elott',
      title: 'Lotus',
      labelName: '',
    };
    return ask(sb, 'GET', c.request.path, { query: q, token: await memberToken(sb) });
  },
  'game-list': async (c) => {
    const a = await ask(sandbox(), 'GET', c.request.path, { query: c.request.query! });
    expect(((a.body as { value: { games: unknown[] } }).value.games as unknown[]).length).toBe(20);
    return a;
  },
  'hot-games': async (c) =>
    ask(sandbox(), 'GET', c.request.path, { query: { ...c.request.query!, merchantCode: 'LOTUS' } }),
  'rank-list': async (c) => ask(sandbox(), 'GET', c.request.path, { query: c.request.query! }),
  'vendor-lanes': async (c) =>
    ask(sandbox(), 'GET', c.request.path, { query: c.request.query!, headers: { Merchant: 'DRAGON' } }),
  'vass-game-type': async (c) =>
    ask(sandbox(), 'GET', c.request.path, { query: { ...c.request.query!, merchant_code: 'LOTUS' } }),
  'announcements-object': async () =>
    ask(sandbox(), 'GET', '/wps/relay/CCSFE_getListAnnouncements', {
      query: { types: 'B,PL,PU,PR,H', platform: 'M' },
      headers: { Merchant: 'DRAGON' },
    }),
  'status-nested': async (c) =>
    ask(sandbox(), 'GET', c.request.path, { query: c.request.query!, headers: c.request.headers! }),
  'domain-not-available': async (c) => {
    const sb = sandbox();
    await sb.control('/faults', {
      method: 'POST',
      body: JSON.stringify({
        path: c.request.path,
        kind: 'code',
        code: 'domain_not_available',
        status: 400,
        value: {},
        count: 1,
      }),
    });
    return ask(sb, 'GET', c.request.path, { query: { device: 'MOBILE', url: 'nowhere.example' } });
  },
  'domainroute-param-err': async (c) => ask(sandbox(), 'GET', c.request.path),
  'chat-unread': async (c) => {
    const sb = sandbox();
    return ask(sb, 'GET', c.request.path, { token: await memberToken(sb) });
  },
  'inbox-unread': async (c) => {
    const sb = sandbox();
    return ask(sb, 'GET', c.request.path, { token: await memberToken(sb) });
  },
  'collect-beacon': async (c) => {
    const sb = sandbox();
    // As navigator.sendBeacon sends it: no Merchant header at all.
    const res = await sb.app.request(`http://lotus.localhost${c.request.path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify({ ...(c.request.body as object), merchant: 'LOTUS' }),
    });
    expect(await sb.control('/metrics?merchant=LOTUS')).toEqual([
      { merchant: 'LOTUS', value: 'api:status,elapsed:412' },
    ]);
    return { status: res.status, headers: {}, body: await res.json() };
  },
  'legacy-raw-des-body': async (c) =>
    ask(vectorSandbox(), 'POST', c.request.path, {
      headers: { Encryption: V.expected_Encryption, ModuleId: c.request.headers!.ModuleId! },
      body: JSON.stringify(V.expected_DES_value),
    }),
};

const stands = (v: unknown) => typeof v === 'string' && (/^<.*>$/.test(v) || v.includes('...'));
/** Where `actual` lacks a field of `real`, or has it of another JSON type (pointers from the answer's root). */
function shapeProblems(real: unknown, actual: unknown, at: string, c: WireCase): string[] {
  const omits = (c.sandbox?.omits ?? {}) as Record<string, string>;
  const mayBeEmpty = (c.sandbox?.mayBeEmpty ?? {}) as Record<string, string>;
  const records = (c.sandbox?.records ?? {}) as Record<string, string>;
  if (real === null) return [];
  // A record keyed by the data (category -> vendor): its first entry's value against the real one's first.
  if (at in records && typeof real === 'object' && !Array.isArray(real)) {
    if (typeof actual !== 'object' || actual === null || Array.isArray(actual)) return [`${at}: not an object`];
    const [k, v] = Object.entries(real)[0] ?? [];
    const [ak, av] = Object.entries(actual)[0] ?? [];
    if (k === undefined) return [];
    if (ak === undefined) return at in mayBeEmpty ? [] : [`${at}: empty where the real answer has entries`];
    return shapeProblems(v, av, `${at}/*`, c);
  }
  if (stands(real))
    return typeof actual === 'string' || typeof actual === 'number'
      ? []
      : [`${at}: ${JSON.stringify(actual)} for a value`];
  if (Array.isArray(real)) {
    if (!Array.isArray(actual)) return [`${at}: not a list`];
    if (!real.length) return [];
    if (!actual.length) return at in mayBeEmpty ? [] : [`${at}: empty where the real answer has items`];
    return shapeProblems(real[0], actual[0], `${at}/0`, c);
  }
  if (typeof real === 'object') {
    if (typeof actual !== 'object' || actual === null || Array.isArray(actual)) return [`${at}: not an object`];
    return Object.entries(real).flatMap(([k, v]) => {
      const p = `${at}/${k}`;
      if (p in omits) return [];
      if (!(k in actual)) return [`${p}: missing`];
      return shapeProblems(v, (actual as Record<string, unknown>)[k], p, c);
    });
  }
  return typeof actual === typeof real ? [] : [`${at}: ${typeof actual} where the real answer has a ${typeof real}`];
}

describe('the sandbox speaks the real dialect (tests/cases/wire.json)', () => {
  it('every case the sandbox takes part in has its scenario here, and only those', () => {
    const own = WIRE.cases.filter((c) => c.sandbox?.use !== 'none').map((c) => c.id);
    expect(Object.keys(SCENARIOS).sort()).toEqual(own.sort());
    for (const c of WIRE.cases.filter(isHighConfidence)) expect(c.sandbox?.use, c.id).not.toBe('none');
  });
  it.each(WIRE.cases.filter((c) => c.id in SCENARIOS).map((c) => [c.id, c] as const))('%s', async (_id, c) => {
    const a = await SCENARIOS[c.id]!(c);
    const want = (c.sandbox?.status as number | undefined) ?? c.answer.status;
    if (!c.sandbox?.omitsStatus) expect(a.status, 'status').toBe(want);
    if (c.answer.body_text !== undefined) expect(typeof a.body).toBe('string');
    else expect(shapeProblems(c.answer.body, a.body, '', c)).toEqual([]);
  });
  it('the shape check can fail', () => {
    const c = wireCase('chat-unread');
    expect(shapeProblems(c.answer.body, { success: true, value: { count: 3 } }, '', c)).toEqual([
      '/value/unReadCount: missing',
    ]);
    expect(shapeProblems(c.answer.body, { success: true, value: { unReadCount: '3' } }, '', c)).toEqual([
      '/value/unReadCount: string where the real answer has a number',
    ]);
  });
});
