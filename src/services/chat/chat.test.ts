import { describe, it, expect, vi, beforeEach } from 'vitest';
import { encodeCsPath } from '../../core/cs-path.ts';
import { memberStore, tenantStore } from '../../state/app.ts';
import type { CsEntry } from '../../core/customer-service.ts';

const relay = vi.fn();
vi.mock('../http/instance.ts', () => ({ wps: () => ({ relay }) }));
const { createChat, scriptSources } = await import('./chat.ts');

const LIVE = { path: encodeCsPath('/__chat/?desk=LIVECHAT', 'Abcd1234'), csType: 'LIVECHAT', csPosition: 'menu' };
const VIP = {
  path: encodeCsPath('/__chat/?desk=VIP', 'Abcd1234'),
  csType: 'COMM100VIP',
  csPosition: 'menu',
  labelIds: [3],
};
const SCRIPTS = '<script src="/__chat/loader.js" async></script><script>alert(1)</script>';

/** A chat with a hand-driven clock, script loader and widget. */
function setUp(entries: readonly CsEntry[] = [LIVE, VIP]) {
  const timers: { at: number; fn: () => void }[] = [];
  let now = 0;
  const scripts: { src: string; done: (ok: boolean) => void }[] = [];
  const pages: string[] = [];
  const widget = { open: vi.fn(), identify: vi.fn(), logout: vi.fn() };
  let installed: typeof widget | undefined;
  const chat = createChat({
    schedule: (fn, ms) => timers.push({ at: now + ms, fn }),
    loadScript: (src, done) => scripts.push({ src, done }),
    widget: () => installed,
    entries: () => entries,
    here: () => '/m/member/home',
    openPage: (url) => pages.push(url),
  });
  const advance = async (to: number) => {
    for (;;) {
      const next = timers.filter((t) => t.at <= to).sort((a, b) => a.at - b.at)[0];
      if (!next) break;
      timers.splice(timers.indexOf(next), 1);
      now = next.at;
      next.fn();
      await Promise.resolve();
      await Promise.resolve();
    }
    now = to;
  };
  return {
    chat,
    scripts,
    pages,
    widget,
    advance,
    install: () => (installed = widget),
    get now() {
      return now;
    },
    timers,
  };
}

beforeEach(() => {
  relay.mockReset();
  relay.mockImplementation(async (name: string, params: Record<string, string>) => {
    if (name === 'WPSCORE_getCustomerServiceScript') return { scripts: SCRIPTS };
    if (name === 'CBS_launchChat') return { chatUrl: `/__chat/?desk=${params.b2c}` };
    if (name === 'WPSCORE_saveMemberInfoByAuthKey') return 'key-1';
    throw new Error(`unexpected ${name}`);
  });
  memberStore.info = null;
  tenantStore.language = 'EN';
});

describe("the vendors' scripts (WPSCORE_getCustomerServiceScript)", () => {
  it('only the https or site script sources of the HTML load: no inline code, no plain http', () => {
    expect(
      scriptSources(
        `<script src="/a.js"></script><script src='https://cdn.example/b.js?x=1&amp;y=2'></script>` +
          `<script>evil()</script><script src=http://evil.example/c.js></script><script src="//evil.example/d.js"></script>` +
          `<SCRIPT type="text/javascript" src="/a.js"></SCRIPT>`,
      ),
    ).toEqual(['/a.js', 'https://cdn.example/b.js?x=1&y=2']);
  });
});

describe('chat timings (S9)', () => {
  it('loads the scripts 500 ms after start, not before', async () => {
    const s = setUp();
    s.chat.start();
    await s.advance(499);
    expect(s.scripts).toEqual([]);
    await s.advance(500);
    await Promise.resolve();
    expect(s.scripts.map((x) => x.src)).toEqual(['/__chat/loader.js']);
  });
  it('rebinds the openers when a script has loaded and at 1 s and 3 s after', async () => {
    const s = setUp();
    s.chat.start();
    await s.advance(500);
    await Promise.resolve();
    const loadedAt = s.now;
    s.scripts[0]!.done(true);
    expect(s.timers.map((t) => t.at - loadedAt).sort((a, b) => a - b)).toEqual([1000, 3000]);
    // the widget appears late (a vendor stub swapped for the real one): the 1 s rebind finds it
    await s.chat.identify('alice');
    expect(s.widget.identify).not.toHaveBeenCalled();
    s.install();
    await s.advance(loadedAt + 999);
    expect(s.widget.identify).not.toHaveBeenCalled();
    await s.advance(loadedAt + 1000);
    expect(s.widget.identify).toHaveBeenCalledWith({ authKey: 'key-1', name: 'alice' });
    await s.advance(loadedAt + 3000);
    expect(s.widget.identify).toHaveBeenCalledTimes(1); // the same widget is not told twice
  });
});

describe('chat follows the token (A4)', () => {
  it('on set the server makes the auth key (no body), handed over with the name; on clear the user is logged out', async () => {
    const s = setUp();
    s.install();
    await s.chat.identify('bob');
    expect(relay).toHaveBeenCalledWith('WPSCORE_saveMemberInfoByAuthKey', {}, { quiet: true });
    await s.chat.open();
    expect(s.widget.identify).toHaveBeenCalledWith({ authKey: 'key-1', name: 'bob' });
    s.chat.logout();
    expect(s.widget.logout).toHaveBeenCalledTimes(1);
  });
  it('a back end that answers no key: the chat knows no one, nothing breaks', async () => {
    const s = setUp();
    s.install();
    relay.mockImplementation(async (name: string) =>
      name === 'WPSCORE_saveMemberInfoByAuthKey' ? null : { scripts: '' },
    );
    await s.chat.identify('bob');
    expect(s.widget.identify).not.toHaveBeenCalled();
  });
});

describe('opening (S3)', () => {
  it('asks CBS_launchChat for the desk of the entry the member gets, then opens the widget', async () => {
    const s = setUp();
    s.install();
    memberStore.info = { account: 'v', type: 0, clubLabel: { labelName: 'Gold', labelId: 3 }, profileIcon: null };
    expect(await s.chat.open()).toBe(true);
    expect(relay).toHaveBeenCalledWith(
      'CBS_launchChat',
      expect.objectContaining({ b2c: 'COMM100VIP', language: 'EN', backUrl: '/m/member/home' }),
    );
    expect(s.widget.open).toHaveBeenCalledWith(
      expect.objectContaining({ url: '/__chat/?desk=COMM100VIP', desk: 'COMM100VIP' }),
    );
  });
  it('opens the widget the vendor has swapped in while the chat page was asked for, not its stub', async () => {
    const s = setUp();
    const stub = { open: vi.fn(), identify: vi.fn(), logout: vi.fn() };
    let installed: typeof stub = stub;
    const chat = createChat({
      schedule: () => {},
      loadScript: (_src, done) => done(true),
      widget: () => installed,
      entries: () => [LIVE],
      here: () => '/m/home',
      openPage: () => {},
    });
    relay.mockImplementation(async (name: string) => {
      if (name === 'WPSCORE_getCustomerServiceScript') return { scripts: SCRIPTS };
      installed = s.widget; // the loader's real widget replaces its stub meanwhile
      return { chatUrl: '/__chat/?desk=LIVECHAT' };
    });
    expect(await chat.open()).toBe(true);
    expect(stub.open).not.toHaveBeenCalled();
    expect(s.widget.open).toHaveBeenCalledWith(expect.objectContaining({ desk: 'LIVECHAT' }));
  });
  it('a double tap opens once', async () => {
    const s = setUp();
    s.install();
    await Promise.all([s.chat.open(), s.chat.open()]);
    expect(s.widget.open).toHaveBeenCalledTimes(1);
  });
  it('says false when the merchant has no chat for the player', async () => {
    const s = setUp([VIP]);
    expect(await s.chat.open()).toBe(false);
  });
  it("without a widget (the script failed, or a vendor's own), the desk's page opens, as the real client opens an entry", async () => {
    const t = setUp([LIVE]);
    const opening = t.chat.open();
    await Promise.resolve();
    await Promise.resolve();
    t.scripts[0]!.done(false);
    expect(await opening).toBe(true);
    expect(t.pages).toEqual(['/__chat/?desk=LIVECHAT']);
    const u = setUp([{ ...LIVE, path: 'https://chat.example/desk' }]);
    relay.mockImplementation(async () => ({ scripts: '' }));
    expect(await u.chat.open()).toBe(true);
    expect(u.pages).toEqual(['https://chat.example/desk']);
  });
  it('never opens a foreign plain-http page', async () => {
    const s = setUp([{ ...LIVE, path: encodeCsPath('http://evil.example/x', 'Abcd1234') }]);
    relay.mockImplementation(async () => ({ scripts: '' }));
    expect(await s.chat.open()).toBe(false);
    expect(s.pages).toEqual([]);
  });
});

describe('a logout while the auth key is being saved', () => {
  it('wins: the chat is not given the old identity afterwards', async () => {
    const s = setUp();
    s.install();
    let answer!: () => void;
    relay.mockImplementation(
      (name: string) =>
        new Promise((resolve) => {
          if (name === 'WPSCORE_saveMemberInfoByAuthKey') answer = () => resolve('key-1');
          else if (name === 'CBS_launchChat') resolve({ chatUrl: '/__chat/' });
          else resolve({ scripts: SCRIPTS });
        }),
    );
    const identifying = s.chat.identify('carol');
    s.chat.logout();
    answer();
    await identifying;
    await s.chat.open().catch(() => false);
    expect(s.widget.identify).not.toHaveBeenCalled();
  });
});
