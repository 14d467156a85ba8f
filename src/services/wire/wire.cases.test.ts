// @vitest-environment happy-dom
/**
 * The site's side of the shared wire cases (tests/cases/wire.json, from the evidence of how the
 * real WPS back end talks): each case's call is made the way the site makes it (its services and
 * typed calls), against a back end that answers the case's answer; the request must be the case's
 * (method, path, parameters and body, but what `client.omits` names), and what the site reads
 * from the answer must be `client.expected` (or the error: its code, status and catalogue row).
 * The sandbox's side of the same cases is server/wire.cases.test.ts.
 */
import { describe, it, expect, beforeEach } from 'vitest';
import { WIRE, wireCase, isHighConfidence, type WireCase } from '../../../tests/cases/wire.ts';
import { configureWps, wps } from '../http/instance.ts';
import { createWpsClient } from '../http/client.ts';
import { wpsCalls } from '../http/calls.ts';
import { classifyError } from '../http/error-policy.ts';
import { WpsError } from '../http/wps-error.ts';
import { followErrorCode } from '../http/error-effects.ts';
import { sendCollectBeacon } from '../http/beacon.ts';
import { tenantStore } from '../../state/app.ts';
import { loadGames, loadHotGames, loadRankList, loadAnnouncements, loadBanners } from '../content/content.ts';
import { loadNewVendors } from '../games/new-vendors.ts';
import { readVendorLanes, readLaunchUrl } from './games.ts';
import { readUnread } from './member.ts';
import { launchParams, trialParams } from '../games/launch-call.ts';
import { readStatus } from '../merchant/status-call.ts';
import { askStatus } from '../../core/status-request.ts';
import { checkMerchantConfig } from '../merchant/check.ts';
import { readPublicKey } from '../crypto/encrypt.ts';
import { autoLoginDisabled } from '../session/remember.ts';
import { SESSION_STORAGE_KEY } from '../../core/spec-constants.ts';
import type { TenantPackage } from '../../core/schema/tenant.ts';

interface Seen {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: string | null;
}
const KEY_TEXT = wireCase('rsa-key-hex-modulus').answer.body_text!;

/** A back end that answers `c`'s answer (and the key call its modulus), recording what it was asked. */
function backEnd(c: WireCase) {
  const seen: Seen[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(input, init);
    const u = new URL(req.url);
    seen.push({
      method: req.method,
      path: u.pathname,
      query: Object.fromEntries(u.searchParams),
      headers: Object.fromEntries([...req.headers.entries()].map(([k, v]) => [k.toLowerCase(), v])),
      body: req.method === 'GET' ? null : await req.text(),
    });
    if (u.pathname === '/wps/session/key/rsa')
      return new Response(KEY_TEXT, { headers: { 'Content-Type': 'text/plain' } });
    const body = c.answer.body_text ?? JSON.stringify(c.answer.body ?? null);
    return new Response(body, {
      status: c.answer.status,
      headers: { 'Content-Type': 'application/json', ...c.answer.headers },
    });
  };
  const cfg = {
    baseUrl: 'https://www.example.com',
    headers: () => ({ Merchant: 'EVIDENCE', Language: 'EN', 'X-Real-UA': 'dWE=' }),
    token: () => 'a-token',
    secure: () => true,
    fetch: fetch as typeof globalThis.fetch,
    onAnyError: followErrorCode,
  };
  configureWps(cfg);
  const calls = wpsCalls(createWpsClient(cfg));
  /** The one call of the case (the key call aside). */
  const asked = () => {
    const own = seen.filter((s) => s.path !== '/wps/session/key/rsa');
    expect(own, 'one call').toHaveLength(1);
    return own[0]!;
  };
  return { seen, calls, asked, fetch };
}

const placeholder = (v: unknown) => typeof v === 'string' && /^<.*>$/.test(v);
/** The request is the case's: method, path, and each parameter (a placeholder's value aside) but the omitted. */
function expectRequest(s: Seen, c: WireCase, { query, body }: { query?: unknown; body?: unknown } = c.request) {
  const omits = (c.client?.omits ?? {}) as Record<string, string>;
  expect(s.method).toBe(c.request.method);
  expect(s.path).toBe(c.request.path.split('?')[0]);
  for (const [k, v] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    if (k in omits) continue;
    expect(s.query, `query ${k}`).toHaveProperty(k);
    if (!placeholder(v)) expect(s.query[k], `query ${k}`).toBe(String(v));
  }
  if (body !== undefined) {
    const sent = s.body ? (JSON.parse(s.body) as Record<string, unknown>) : null;
    if (body === null) expect(s.body ?? '').toBe('');
    else
      for (const [k, v] of Object.entries(body as Record<string, unknown>)) {
        expect(sent, `body ${k}`).toHaveProperty(k);
        if (!placeholder(v)) expect(sent![k], `body ${k}`).toEqual(v);
      }
  }
}

const failureOf = async (p: Promise<unknown>): Promise<WpsError> => {
  try {
    await p;
  } catch (e) {
    if (e instanceof WpsError) return e;
    throw e;
  }
  throw new Error('the call did not fail');
};
/** The error a case's answer is, as the site's client reads it and its catalogue classifies it. */
async function expectError(c: WireCase, call: Promise<unknown>) {
  const want = c.client!.error as { code: string; status: number; kind: string; data?: unknown };
  const e = await failureOf(call);
  expect({ code: e.code, status: e.status, kind: classifyError(e, true) }).toEqual({
    code: want.code,
    status: want.status,
    kind: want.kind,
  });
  if (want.data !== undefined) expect(e.data).toEqual(want.data);
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  Object.assign(tenantStore, { tenant: { merchantCode: 'EVIDENCE' } as TenantPackage, language: 'EN' });
});

const RUN: Record<string, (c: WireCase) => Promise<void>> = {
  'rsa-key-hex-modulus': async (c) => {
    const b = backEnd(wireCase('login-success-session'));
    await b.calls.session.login({ type: 'username', loginDeviceId: 'd', isOfficialAppLogin: false });
    const key = b.seen.find((s) => s.path === '/wps/session/key/rsa')!;
    expect(key.method).toBe('GET');
    expect(key.query._).toMatch(/^\d+$/);
    expect(key.headers['cache-control']).toBe(c.request.headers!['Cache-Control']);
    expect(await readPublicKey(c.answer.body_text!)).toEqual({ n: c.answer.body_text, e: '10001' });
  },
  'encrypted-login-wire': async (c) => {
    const b = backEnd(wireCase('login-success-session'));
    await b.calls.session.login(JSON.parse(c.request.payload_json as string));
    const s = b.asked();
    expect([s.method, s.path]).toEqual([c.request.method, c.request.path]);
    expect(s.headers['content-type']).toBe(c.request.headers!['Content-Type']);
    expect(s.headers.encryption).toMatch(/^[0-9a-f]+$/);
    expect(s.headers['x-rsa']).toBe(c.request.headers!['X-RSA']);
    const body = JSON.parse(s.body!) as { value: string };
    expect(Object.keys(body)).toEqual(['value']);
    expect(s.headers['x-digest']).toBe(body.value);
  },
  'login-success-session': async (c) => {
    const b = backEnd(c);
    const v = await b.calls.session.login({ type: 'username', loginDeviceId: 'd', isOfficialAppLogin: false });
    expect(v).toEqual(c.client!.expected);
    expect(SESSION_STORAGE_KEY).toBe('MC_SESSION_INFO');
  },
  'customer-not-login-in-message': async (c) => expectError(c, backEnd(c).calls.member.info()),
  '401-login-not-session': async (c) => expectError(c, backEnd(c).calls.member.info()),
  'errorcode-non-2xx': async (c) =>
    expectError(c, backEnd(c).calls.session.login({ type: 'username', loginDeviceId: 'd', isOfficialAppLogin: false })),
  'self-exclusion-500': async (c) =>
    expectError(c, backEnd(c).calls.session.login({ type: 'username', loginDeviceId: 'd', isOfficialAppLogin: false })),
  'token-ip-different': async (c) => {
    expect(autoLoginDisabled()).toBe(false);
    await expectError(c, backEnd(c).calls.member.info());
    expect(autoLoginDisabled()).toBe(true);
  },
  'register-put': async (c) => {
    const b = backEnd(c);
    await b.calls.member.registerMobile({ countryDialingCode: '84', mobileNum: '912345678', login: true });
    const s = b.asked();
    expectRequest(s, c, {});
    expect(s.headers.moduleid).toBe(c.request.headers!.ModuleId);
    expect(s.headers['content-type']).toBe('application/json');
    expect(s.headers['x-rsa']).toBe(KEY_TEXT);
    expect(s.headers.encryption).toMatch(/^[0-9a-f]+$/);
  },
  'autoUsername-is-one-click-register': async (c) => {
    const b = backEnd(c);
    const v = await b.calls.member.registerWithIdentity(c.request.body as Record<string, unknown>);
    expectRequest(b.asked(), c);
    expect(b.asked().headers.encryption).toBeUndefined(); // not encrypted
    expect(v).toMatchObject(c.client!.expected as object);
  },
  'member-language-put': async (c) => {
    const b = backEnd(c);
    await b.calls.member.language('EN');
    const s = b.asked();
    expectRequest(s, c);
    expect(JSON.parse(s.body!)).toEqual(c.request.body); // { language } only
    expect(s.headers.merchant).toBe('EVIDENCE');
  },
  'fcm-unsubscribe-delete': async (c) => {
    const b = backEnd(c);
    await b.calls.relay('CSP_fcmUnsubscribe', { registrationToken: 'rt', unsubscribeAll: true });
    expectRequest(b.asked(), c);
  },
  'save-authkey-returns-key': async (c) => {
    const b = backEnd(c);
    expect(await b.calls.relay('WPSCORE_saveMemberInfoByAuthKey', {})).toBe(c.client!.expected);
    expectRequest(b.asked(), c);
  },
  'line-code': async (c) => {
    const b = backEnd(c);
    const v = await b.calls.relay('WPS3RD_verifyLineCode', { code: 'c0de', redirectUri: 'https://site/m/home' });
    expect(v).toMatchObject(c.client!.expected as object);
    expectRequest(b.seen[0]!, c);
    await b.calls.relay('WPS3RD_verifyLineCode', { accessToken: 'at' });
    expectRequest(b.seen[1]!, c, { body: c.request.alt_body });
  },
  'vendor-launch-content-game-url': async (c) => {
    const b = backEnd(c);
    const q = c.request.query as Record<string, string>;
    const query = launchParams(
      { kind: 'vendor', vendor: q.vassalage!, code: 'g1', nodeId: 'n1', backUrl: '/m/rng' },
      { language: 'EN', merchantCode: 'EVIDENCE', title: 'T', labelName: '' },
    );
    expect(readLaunchUrl(await b.calls.game.launch(query))).toBe(c.client!.expected);
    expectRequest(b.asked(), c);
  },
  'trial-launch': async (c) => {
    const b = backEnd(c);
    expect(readLaunchUrl(await b.calls.relay('GCS_gameTrialLaunch', trialParams({ gameId: 'g', nodeId: 'n' })))).toBe(
      c.client!.expected,
    );
    expectRequest(b.asked(), c);
  },
  'lotto-launch': async (c) => {
    const b = backEnd(c);
    const query = launchParams(
      { kind: 'lotto', area: 'VN', prizeMode: 'M1', code: 'vn1', view: 'lobby', backUrl: '/m/elott' },
      { language: 'VI', merchantCode: 'EVIDENCE', title: 'T', labelName: 'Gold' },
    );
    expect(readLaunchUrl(await b.calls.game.launch(query))).toBe(c.client!.expected);
    expectRequest(b.asked(), c);
  },
  'game-list': async (c) => {
    const b = backEnd(c);
    expect(await loadGames({ category: 'RNG', pageSize: 20 })).toEqual(c.client!.expected);
    expectRequest(b.asked(), c);
  },
  'hot-games': async (c) => {
    const b = backEnd(c);
    expect(await loadHotGames()).toEqual(c.client!.expected);
    expectRequest(b.asked(), c);
    expect(b.asked().query.merchantCode).toBe('EVIDENCE');
  },
  'rank-list': async (c) => {
    const b = backEnd(c);
    expect(await loadRankList(50)).toEqual(c.client!.expected);
    expectRequest(b.asked(), c);
  },
  'vendor-lanes': async (c) => {
    const b = backEnd(c);
    expect([...(await loadNewVendors())]).toEqual(['JL']);
    expectRequest(b.asked(), c);
    expect(readVendorLanes((c.answer.body as { value: unknown }).value)).toEqual(c.client!.expected);
  },
  'announcements-object': async (c) => {
    const b = backEnd(c);
    const want = c.client!.expected as { notice: Record<string, unknown>; banner: Record<string, unknown> };
    const [notice] = await loadAnnouncements('MARQUEE');
    expect(notice).toEqual(want.notice);
    expect(await loadBanners('w_home')).toEqual([want.banner]);
    // one answer for both (cached): the real client's call, as the case's note says
    expect(b.seen.map((s) => s.path)).toEqual(['/wps/relay/CCSFE_getListAnnouncements']);
  },
  'status-nested': async (c) => {
    const b = backEnd(c);
    const answer = await askStatus('EVIDENCE', 'EN', 'https://www.example.com/m/home?token=t', {
      origin: 'https://www.example.com',
      fetch: b.fetch as typeof fetch,
    });
    const s = b.asked();
    expectRequest(s, c);
    expect(s.headers['cache-control']).toBe(c.request.headers!['cache-control']);
    const checked = checkMerchantConfig(readStatus(answer, 'EVIDENCE'));
    expect(checked).toMatchObject({ ok: true, value: c.client!.expected });
  },
  'domain-not-available': async (c) => {
    const b = backEnd(c);
    const answer = await askStatus('EVIDENCE', 'EN', 'https://www.example.com/m/home', {
      fetch: b.fetch as typeof fetch,
    });
    await expectError(
      c,
      Promise.resolve().then(() => readStatus(answer, 'EVIDENCE')),
    );
  },
  'domainroute-param-err': async (c) => {
    const b = backEnd(c);
    await expectError(c, wps().system.domainRoute());
    expectRequest(b.asked(), c);
  },
  'duplicate-merchant-header': async (c) => {
    const b = backEnd(c);
    await b.calls
      .relay('GCSGAME_gameList', { platform: 'html5', language: 'EN', pageNo: 1, pageSize: 20 })
      .catch(() => {});
    const names = Object.keys(b.asked().headers).filter((h) => h.toLowerCase() === 'merchant');
    expect(names).toHaveLength(1);
  },
  'chat-unread': async (c) => {
    const b = backEnd(c);
    expect(readUnread(await b.calls.relay('CBS_unreadCount'))).toBe(c.client!.expected);
    expectRequest(b.asked(), c);
  },
  'inbox-unread': async (c) => {
    const b = backEnd(c);
    expect(readUnread(await b.calls.relay('EMFE_getInboxUnreadCount'))).toBe(c.client!.expected);
    expectRequest(b.asked(), c);
  },
  'collect-beacon': async (c) => {
    const sent: [string, Blob][] = [];
    const body = c.request.body as { merchant: string; value: string };
    sendCollectBeacon(body.merchant, body.value, { os: 'android', osVersion: 13 }, (u, d) => sent.push([u, d]) > 0);
    expect(sent[0]![0]).toBe(c.request.path);
    expect(sent[0]![1].type).toBe(c.request.content_type);
    expect(JSON.parse(await sent[0]![1].text())).toEqual(body);
  },
};

describe('the site speaks the real dialect (tests/cases/wire.json)', () => {
  it('every case the site takes part in has its check here, and only those', () => {
    const own = WIRE.cases.filter((c) => c.client?.use !== 'none').map((c) => c.id);
    expect(Object.keys(RUN).sort()).toEqual(own.sort());
  });
  it('every high-confidence case is one the site checks, or says why it does not take part', () => {
    for (const c of WIRE.cases.filter(isHighConfidence))
      expect(c.client?.use === 'none' ? typeof c.client.does : c.id in RUN, c.id).toBe(
        c.client?.use === 'none' ? 'string' : true,
      );
  });
  it.each(WIRE.cases.filter((c) => c.id in RUN).map((c) => [c.id, c] as const))('%s', async (_id, c) => {
    await RUN[c.id]!(c);
  });
});

describe('the wallet answer (memberCenter.e9332f00.js WalletStore)', () => {
  it('reads sumBalance, the symbol and its place (F before, B after); one wallet or a list; to the cent, down', async () => {
    const { readWallet } = await import('./member.ts');
    expect(
      readWallet({
        sumBalance: 0.25,
        balance: [{ accountName: 'MAIN', accountTypeId: 2, availBalance: 0.25, status: 'ACTIVE' }],
        currency: 'BDT',
        currencySymbol: '৳',
        currencyPosition: 'F',
      }),
    ).toEqual({ total: 0.25, currency: 'BDT', currencySymbol: '৳', currencyPosition: 'before' });
    expect(readWallet({ balance: { availBalance: 10.129 }, currencyPosition: 'B' })).toEqual({
      total: 10.12,
      currency: '',
      currencySymbol: '',
      currencyPosition: 'after',
    });
    expect(readWallet({ balance: [{ availBalance: 1 }, { availBalance: 2.5 }, 'x'] }).total).toBe(3.5);
    expect(readWallet(null).total).toBe(0);
  });
});
