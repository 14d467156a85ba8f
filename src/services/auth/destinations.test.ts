// @vitest-environment happy-dom

import { describe, it, expect, vi, beforeEach, afterEach } from 'vitest';
import { safeGo, redirectTarget } from './destinations.ts';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('go (A2)', () => {
  it.each([
    ['/m/sports', '/m/sports'],
    ['/m/activity?id=3', '/m/activity?id=3'],
    ['https://evil.example', undefined],
    ['//evil.example', undefined],
    ['/m/../admin', undefined],
    ['/admin', undefined],
    ['/m/\\evil', undefined],
    ['javascript:alert(1)', undefined],
    [null, undefined],
  ])('%s -> %s', (go, want) => expect(safeGo(go)).toBe(want));
});

describe("redirectUrl (A2): only to the tenant's own origins", () => {
  const origins = {
    current: 'https://www.dragon.example',
    tenantHosts: ['dragon.localhost', 'www.dragon.example', '.dragonlotto.example'],
    domainList: ['partner.example'],
  };
  const dev = { ...origins, current: 'http://dragon.localhost:8787' };
  const p = { token: 'T0K', language: 'EN', headerColor: '#b71c1c', title: 'Dragon Lotto' };
  it("goes to the tenant's origins with token, language, headerColor, b2c=1 and title", () => {
    const u = new URL(redirectTarget('https://games.dragonlotto.example/play?x=1', origins, p)!);
    expect(Object.fromEntries(u.searchParams)).toEqual({
      x: '1',
      token: 'T0K',
      language: 'EN',
      headerColor: '#b71c1c',
      b2c: '1',
      title: 'Dragon Lotto',
    });
    for (const ok of [
      'https://partner.example/',
      'https://www.dragon.example/m/sports',
      'https://dragonlotto.example/',
      'https://WWW.Dragon.Example/m/home',
      'https://www.dragon.example:443/m/home', // the default port is the same origin
    ])
      expect(redirectTarget(ok, origins, p), ok).toContain('token=T0K');
    // development: the page's own http://*.localhost origin, port included
    expect(redirectTarget('http://dragon.localhost:8787/m/sports', dev, p)).toContain('token=T0K');
  });
  // The corpus: each must be refused (the token would leave the tenant's origins).
  const refused = [
    // other hosts and lookalikes
    'https://evil.example/',
    'https://dragonlotto.example.evil.com/',
    'https://evildragonlotto.example/',
    'https://www.dragon.example.evil.com/',
    'https://partner.example.evil.com/',
    'https://evil.com/?https://www.dragon.example',
    'https://evil.com#https://www.dragon.example',
    'https://xn--dragn-wta.example/',
    'https://www.drag0n.example/',
    'https://www.dragon.example.',
    'https://www.dragon.examp1e/',
    'https://dragon.localhost.evil.com/',
    'https://localhost.evil.com/',
    // other ports on allowed hosts
    'https://www.dragon.example:8443/',
    'https://www.dragon.example:9/m/home',
    'https://partner.example:444/',
    'https://games.dragonlotto.example:8080/',
    'http://dragon.localhost:9/m/home',
    'http://dragon.localhost/m/home',
    // http downgrade
    'http://www.dragon.example/',
    'http://partner.example/',
    'http://games.dragonlotto.example/',
    'http://www.dragon.example:443/',
    // userinfo
    'https://user@www.dragon.example/',
    'https://user:pass@www.dragon.example/',
    'https://www.dragon.example@evil.com/',
    'https://partner.example%40evil.com/',
    'https://evil.com\\@www.dragon.example/',
    'https://www.dragon.example:@evil.com/',
    // schemes and shapes
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'ftp://partner.example/',
    'file:///etc/passwd',
    'ws://www.dragon.example/',
    'wss://www.dragon.example/',
    'blob:https://www.dragon.example/x',
    '//evil.com',
    '/\\evil.com',
    '/m/home',
    'www.dragon.example',
    '',
    ' ',
    'https://',
    'https:evil.com',
    'https:/evil.com',
    'https:\\\\evil.com',
    // encodings
    'https://evil%2Ecom/',
    'https://www.dragon.example%2F@evil.com/',
    'https://%77ww.evil.com/',
    'https://evil.com%23.www.dragon.example/',
    'https://evil.com%00.www.dragon.example/',
    'https://evil.com?.www.dragon.example/',
    'https://\u0435vil.com/',
    'https://www.dragon.ex\u0430mple/',
    'https://evil.com\u3002www.dragon.example',
    'https://evil.com/\u2215\u2215www.dragon.example',
    'https://[::1]/',
    'https://127.0.0.1/',
    'https://0x7f000001/',
  ];
  it(`refuses all ${refused.length} payloads of the corpus, and reports them`, () => {
    expect(refused.length).toBeGreaterThanOrEqual(60);
    const reports: string[] = [];
    for (const u of refused) {
      expect(
        redirectTarget(u, origins, p, (r) => reports.push(r)),
        u,
      ).toBeUndefined();
      expect(redirectTarget(u, dev, p), `${u} (development)`).toBeUndefined();
    }
    expect(reports.length).toBe(refused.filter((u) => u !== '').length);
  });
  it('the same corpus as go= never leaves the site', () => {
    for (const u of refused) {
      const go = safeGo(u);
      if (go !== undefined) expect(go.startsWith('/m/')).toBe(true);
    }
  });
});
