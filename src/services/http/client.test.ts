/** The client end to end against a fake fetch: headers, sharing, cache, concurrency, timeouts, errors, encryption. */
import { describe, it, expect, vi, afterEach } from 'vitest';
import { createWpsClient, type ClientConfig } from './client.ts';
import { wpsCalls } from './calls.ts';
import { WpsError } from './wps-error.ts';
import { detectImageExt, forgetImageExt } from './image-ext.ts';
import { sendCollectBeacon } from './beacon.ts';
import { generateKeyPair, decryptBody } from '../../../server/crypto.ts';
import { REQUEST_TIMEOUT_MS, PING_ABORT_MS, CACHE_LIFETIME_MS } from '../../core/spec-constants.ts';
import { safeStorage } from '../session/storage.ts';

afterEach(() => {
  vi.useRealTimers();
  forgetImageExt();
});

type Handler = (req: Request) => Response | Promise<Response>;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const ok = (value: unknown) => json({ success: true, value });
/** A request that never answers until aborted (by ky's timeout). */
const hang = (req: Request) =>
  new Promise<Response>((_, reject) =>
    req.signal.addEventListener('abort', () => reject(req.signal.reason ?? new DOMException('aborted', 'AbortError'))),
  );

function setup(handler: Handler, over: Partial<ClientConfig> = {}) {
  const requests: Request[] = [];
  const onError = vi.fn();
  let token: string | null = 'tok-123';
  const client = createWpsClient({
    baseUrl: 'http://wps.test',
    headers: () => ({ Merchant: 'DRAGON', Language: 'EN', 'X-Real-UA': btoa('TestAgent/1.0') }),
    token: () => token,
    secure: () => true,
    onError,
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const req = input instanceof Request ? input : new Request(input, init);
      requests.push(req);
      return handler(req);
    }) as typeof fetch,
    ...over,
  });
  return {
    client,
    calls: wpsCalls(client),
    requests,
    onError,
    setToken: (t: string | null) => {
      token = t;
    },
  };
}

describe('headers and URLs', () => {
  it('sends Merchant, Language, the device agent and the raw token as Authorization', async () => {
    const { client, requests } = setup(() => ok(1));
    await client.get('/wps/member/info');
    const h = requests[0]!.headers;
    expect([h.get('Merchant'), h.get('Language'), h.get('X-Real-UA'), h.get('Authorization')]).toEqual([
      'DRAGON',
      'EN',
      btoa('TestAgent/1.0'),
      'tok-123',
    ]);
    expect(requests[0]!.credentials).toBe('include');
  });
  it('leaves Authorization out when a call disables it or there is no token', async () => {
    const { client, requests, setToken } = setup(() => ok(1));
    await client.get('/wps/a', { auth: false });
    setToken(null);
    await client.get('/wps/b');
    expect(requests.map((r) => r.headers.get('Authorization'))).toEqual([null, null]);
  });
  it('strips token and authorization query parameters from every URL', async () => {
    const { client, requests } = setup(() => ok(1));
    await client.get('/wps/x?token=leak', { query: { a: 1, authorization: 'leak2' } });
    await client.post('/wps/y?token=leak', { body: {} });
    expect(requests.map((r) => r.url)).toEqual(['http://wps.test/wps/x?a=1', 'http://wps.test/wps/y']);
  });
});

describe('answers', () => {
  it('a success is its value; a failure is one WpsError with code, message, status and path', async () => {
    const { client } = setup((r) =>
      r.url.endsWith('/ok') ? ok({ a: 1 }) : json({ success: false, code: 'some.code', message: 'Nope' }),
    );
    expect(await client.get('/wps/ok')).toEqual({ a: 1 });
    const e = (await client.get('/wps/bad').catch((x: unknown) => x)) as WpsError;
    expect(e).toBeInstanceOf(WpsError);
    expect([e.code, e.message, e.status, e.path]).toEqual(['some.code', 'Nope', 200, '/wps/bad']);
  });
  it.each([
    ['not JSON', () => new Response('<html>oops</html>', { status: 200 })],
    ['no success flag', () => json({ value: 1 })],
    ['an array', () => json([1, 2])],
    ['HTML error page', () => new Response('<h1>500</h1>', { status: 500 })],
  ])('a malformed answer (%s) is a WpsError, never an exception from inside', async (_n, respond) => {
    const { client, onError } = setup(respond);
    const e = await client.get('/wps/x').catch((x: unknown) => x);
    expect(e).toBeInstanceOf(WpsError);
    expect(onError).toHaveBeenCalledWith('alert', e);
  });
});

describe('timeouts', () => {
  it('a call gives up after 30000 ms', async () => {
    vi.useFakeTimers();
    const { client } = setup(hang);
    const p = client.get('/wps/slow').catch((x: unknown) => x);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    let settled = false;
    void p.then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(((await p) as WpsError).code).toBe('timeout');
  });
  it('with turns configured, a request goes out on its turn, and its timeout counts from there', async () => {
    vi.useFakeTimers();
    const turns: (() => void)[] = [];
    const { client, requests } = setup(hang, { turn: () => new Promise<void>((go) => turns.push(go)) });
    const p = client.get('/wps/queued').catch((x: unknown) => x);
    const w = client.post('/wps/written', { body: {} }).catch((x: unknown) => x);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect(requests).toHaveLength(0); // waiting for a turn is not the server being slow
    expect(turns).toHaveLength(2);
    turns[0]!();
    await vi.advanceTimersByTimeAsync(0);
    expect(requests).toHaveLength(1); // one turn, one request
    turns[1]!();
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect(((await p) as WpsError).code).toBe('timeout');
    expect(((await w) as WpsError).code).toBe('timeout');
    expect(requests).toHaveLength(2);
  });

  it('the event ping aborts after 15 s, quietly', async () => {
    vi.useFakeTimers();
    const { calls, onError, requests } = setup(hang);
    const p = calls.system.ping({ event: 'login', id: 7 }).catch((x: unknown) => x);
    await vi.advanceTimersByTimeAsync(PING_ABORT_MS);
    expect(((await p) as WpsError).code).toBe('timeout');
    expect(onError).not.toHaveBeenCalled();
    expect(requests[0]!.url).toBe('http://wps.test/wps/system/test/ping?event=login&id=7');
    expect(requests[0]!.headers.get('Merchant')).toBe('DRAGON');
  });
});

describe('sharing, cache and concurrency', () => {
  it('identical in-flight GETs share one request', async () => {
    let release: () => void = () => {};
    const { client, requests } = setup(
      () =>
        new Promise((r) => {
          release = () => r(ok('v'));
        }),
    );
    const all = Promise.all([client.get('/wps/same'), client.get('/wps/same'), client.get('/wps/same')]);
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    release();
    expect(await all).toEqual(['v', 'v', 'v']);
    expect(requests).toHaveLength(1);
  });
  it('a cached GET is answered from the cache for 180 s, then fetched again', async () => {
    vi.useFakeTimers();
    let n = 0;
    const { client, requests } = setup(() => ok(++n));
    expect(await client.get('/wps/system/country', { cache: true })).toBe(1);
    await vi.advanceTimersByTimeAsync(CACHE_LIFETIME_MS - 1);
    expect(await client.get('/wps/system/country', { cache: true })).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await client.get('/wps/system/country', { cache: true })).toBe(2);
    expect(requests).toHaveLength(2);
    client.internals.cache.clear();
  });
  it('at most 10 calls of one path group run at once; 2 for the game list', async () => {
    const releases: (() => void)[] = [];
    const { calls, client } = setup(
      () =>
        new Promise((r) => {
          releases.push(() => r(ok(1)));
        }),
    );
    const many = Array.from({ length: 14 }, (_, i) => client.get('/wps/member/info', { query: { i } }));
    const games = Array.from({ length: 5 }, (_, i) =>
      calls.relay('GCSGAME_gameList', { platform: 'html5', language: 'EN', pageNo: i, pageSize: 24 }),
    );
    await vi.waitFor(() => expect(releases).toHaveLength(12));
    expect(client.internals.limiter.active('/wps/member/info')).toBe(10);
    expect(client.internals.limiter.pending('/wps/member/info')).toBe(4);
    expect(client.internals.limiter.active('/wps/relay/GCSGAME_gameList')).toBe(2);
    while (releases.length) {
      releases.shift()!();
      await new Promise((r) => setTimeout(r, 0));
    }
    await Promise.all([...many, ...games]);
  });
});

describe('relay calls', () => {
  it('live under /wps/relay/<NAME>; the named ones get ext when the browser decodes it', async () => {
    const { calls, requests } = setup(() => ok([]));
    await detectImageExt(
      { os: 'android', osVersion: 13 },
      async (uri) => uri.startsWith('data:image/webp'),
      safeStorage(() => null),
    );
    await calls.relay('GCSGAME_hotGamesV2', { platform: 'html5', language: 'EN', merchantCode: 'M', isPlatform: 2 });
    await calls.relay('CBS_unreadCount');
    expect(requests.map((r) => r.url)).toEqual([
      'http://wps.test/wps/relay/GCSGAME_hotGamesV2?platform=html5&language=EN&merchantCode=M&isPlatform=2&ext=webp',
      'http://wps.test/wps/relay/CBS_unreadCount',
    ]);
  });
  it('iOS below 14 gets no image format', async () => {
    expect(
      await detectImageExt(
        { os: 'ios', osVersion: 13.6 },
        async () => true,
        safeStorage(() => null),
      ),
    ).toBeNull();
  });
});

describe('encrypted bodies', () => {
  it('fetch the key uncached each time, and the server decrypts the body', async () => {
    const kp = generateKeyPair();
    const seen: unknown[] = [];
    const { calls, requests } = setup(async (req) => {
      if (req.url.includes('/wps/session/key/rsa')) return new Response(kp.modulusHex);
      const body = await req.json();
      seen.push(
        decryptBody(
          kp,
          {
            encryption: req.headers.get('Encryption'),
            digest: req.headers.get('X-Digest'),
            rsa: req.headers.get('X-RSA'),
          },
          body,
        ),
      );
      return ok({ token: 't', id: 1, userName: 'u', customerType: 0, firstTimeLogin: false, passwordExpired: false });
    });
    const payload = {
      username: 'player1',
      password: 'secret',
      type: 'username' as const,
      loginDeviceId: 'd'.repeat(36),
      isOfficialAppLogin: false,
    };
    await calls.session.login(payload, 'PWA');
    await calls.session.login(payload);
    expect(seen).toEqual([payload, payload]);
    const keyCalls = requests.filter((r) => r.url.includes('/key/rsa'));
    expect(keyCalls).toHaveLength(2);
    expect(keyCalls[0]!.url).toMatch(/\/wps\/session\/key\/rsa\?_=\d+$/);
    const login = requests.find((r) => r.url.endsWith('/wps/session/login'))!;
    expect(login.headers.get('Device')).toBe('PWA');
    expect(login.headers.get('Authorization')).toBeNull();
  });
});

describe('error catalogue', () => {
  const rows: [string, () => Response, string][] = [
    ['CUSTOMER_NOT_LOGIN', () => json({ success: false, code: 'CUSTOMER_NOT_LOGIN' }), 'logout'],
    ['customer.not.login', () => json({ success: false, code: 'customer.not.login' }), 'logout'],
    ['user.or.token.invalid', () => json({ success: false, errorCode: 'user.or.token.invalid' }), 'logout'],
    ['login.not.session', () => json({ success: false, code: 'login.not.session' }), 'logout'],
    ['HTTP 401', () => new Response('', { status: 401 }), 'logout'],
    ['HTTP 502', () => new Response('bad gateway', { status: 502 }), 'silent'],
    [
      'TOO_MANY_REQUEST_LOGIN',
      () => json({ success: false, code: 'TOO_MANY_REQUEST_LOGIN', message: 'slow down' }),
      'quiet',
    ],
    [
      'domain_not_available',
      () => json({ success: false, code: 'domain_not_available', value: { domain: 'x' } }),
      'domain',
    ],
    ['other', () => json({ success: false, code: 'x.y', message: 'Server says no' }), 'alert'],
  ];
  it.each(rows)('%s -> %s', async (_name, respond, kind) => {
    const { client, onError } = setup(respond);
    await expect(client.get('/wps/member/info')).rejects.toBeInstanceOf(WpsError);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]![0]).toBe(kind);
  });
  it('no answer: offline over https, CORS over plain http', async () => {
    const down = () => Promise.reject(new TypeError('Failed to fetch'));
    const https = setup(down);
    await https.client.get('/wps/a').catch(() => {});
    expect(https.onError.mock.calls[0]![0]).toBe('offline');
    const http = setup(down, { secure: () => false });
    await http.client.get('/wps/a').catch(() => {});
    expect(http.onError.mock.calls[0]![0]).toBe('cors');
  });
  it('a caller that expects a code gets no catalogue UI for it', async () => {
    const { client, onError } = setup(() => json({ success: false, code: 'login_verify_required' }));
    await client.post('/wps/x', { expected: ['login_verify_required'] }).catch(() => {});
    expect(onError).not.toHaveBeenCalled();
  });
});

describe('event upload beacon', () => {
  it('posts text/plain { merchant, value } to /wps/system/collect (collect-beacon), but not on iOS below 16', async () => {
    const send = vi.fn((_url: string, _data: Blob) => true);
    expect(sendCollectBeacon('DRAGON', 'api:status,elapsed:412', { os: 'android', osVersion: 10 }, send)).toBe(true);
    // The merchant in the body: a beacon cannot send the Merchant header.
    const [url, blob] = send.mock.calls[0]!;
    expect(url).toBe('/wps/system/collect');
    expect(blob.type).toBe('text/plain');
    expect(JSON.parse(await blob.text())).toEqual({ merchant: 'DRAGON', value: 'api:status,elapsed:412' });
    expect(sendCollectBeacon('DRAGON', 'x', { os: 'ios', osVersion: 15.7 }, send)).toBe(false);
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe('answers checked at the boundary', () => {
  it.each([
    [{}, 'no session token'],
    [null, 'the login value is not an object'],
    [{ token: '', id: 1, userName: 'u' }, 'no session token'],
    [{ token: 't', userName: 'u' }, 'no customer id'],
    [{ token: 't', customerId: 9 }, 'no user name'],
  ])('a login value %j is refused: %s', async (value, why) => {
    const { calls } = setup(async (req) =>
      req.url.includes('/key/rsa') ? new Response(generateKeyPair().modulusHex) : ok(value),
    );
    const e = await calls.session
      .login({ type: 'username', loginDeviceId: 'd'.repeat(36), isOfficialAppLogin: false })
      .catch((x: unknown) => x);
    expect(e).toBeInstanceOf(WpsError);
    expect(e).toMatchObject({
      code: 'malformed_answer',
      message: `The server's answer to /wps/session/login is incomplete: ${why}.`,
    });
  });
  it('member info and the country list too; a refusal without a reason names the call', async () => {
    const { calls } = setup(async (req) =>
      req.url.includes('/member/info')
        ? ok({ id: 1 })
        : req.url.includes('/country')
          ? ok({ countries: null })
          : new Response(JSON.stringify({ success: false })),
    );
    await expect(calls.member.info()).rejects.toMatchObject({ message: expect.stringContaining('no account') });
    await expect(calls.system.country()).rejects.toMatchObject({
      message: expect.stringContaining('no list of countries'),
    });
    await expect(calls.system.ping({})).rejects.toMatchObject({
      message: 'The server refused /wps/system/test/ping without saying why (http_error).',
    });
  });
});
