import { describe, expect, it } from 'vitest';
import { mayOpen, promptTurns } from './prompt-turns.ts';
import { PROMPT_ORDER, PROMPT_PAUSE_MS, POPUPS_CLOSED_KEY } from '../../core/spec-constants.ts';

/** A clock the test moves: scheduled calls run when their time comes. */
function fakeClock() {
  let t = 0;
  const due: { at: number; fn: () => void }[] = [];
  return {
    now: () => t,
    schedule: (fn: () => void, ms: number) => void due.push({ at: t + ms, fn }),
    advance(ms: number) {
      const end = t + ms;
      for (;;) {
        due.sort((a, b) => a.at - b.at);
        const next = due[0];
        if (!next || next.at > end) break;
        due.shift();
        t = next.at;
        next.fn();
      }
      t = end;
    },
  };
}
const flush = () => new Promise((r) => setTimeout(r, 0));

describe('the first-visit prompts, one at a time (issue 52, docs/decisions.md)', () => {
  it('the order is the popups, the install offer, the push opt-in; the pause is 1 s; closing lasts the local day', () => {
    expect(PROMPT_ORDER).toEqual(['popups', 'install', 'push']);
    expect(PROMPT_PAUSE_MS).toBe(1000);
    expect(POPUPS_CLOSED_KEY).toBe('popupsClosed');
  });

  it('a prompt waits for one open and for those before it that may still come', () => {
    expect(mayOpen('push', new Set(['install']), null)).toBe(false);
    expect(mayOpen('install', new Set(['push']), null)).toBe(true);
    expect(mayOpen('popups', new Set(), 'push')).toBe(false);
    expect(mayOpen('popups', new Set(['install', 'push']), null)).toBe(true);
  });

  it('opens after the player has paused 1 s, not under a tap', async () => {
    const clock = fakeClock();
    const q = promptTurns(clock);
    const opened: string[] = [];
    void q.turn('popups').then(() => opened.push('popups'));
    clock.advance(PROMPT_PAUSE_MS - 1);
    await flush();
    expect(opened).toEqual([]);
    q.input(true); // a finger lands
    clock.advance(PROMPT_PAUSE_MS * 2);
    await flush();
    expect(opened).toEqual([]); // held: the finger is still down
    q.input(false);
    clock.advance(PROMPT_PAUSE_MS - 1);
    await flush();
    expect(opened).toEqual([]);
    clock.advance(1);
    await flush();
    expect(opened).toEqual(['popups']);
  });

  it('a press whose release never came holds the prompts five pauses at most', async () => {
    const clock = fakeClock();
    const q = promptTurns(clock);
    let open = false;
    q.input(true);
    void q.turn('push').then(() => (open = true));
    clock.advance(PROMPT_PAUSE_MS * 5 - 1);
    await flush();
    expect(open).toBe(false);
    clock.advance(1);
    await flush();
    expect(open).toBe(true);
  });

  it('the install offer and the push opt-in wait for the popups, then go one after the other in order', async () => {
    const clock = fakeClock();
    const q = promptTurns(clock);
    const log: string[] = [];
    const dones: Record<string, () => void> = {};
    q.expect('popups');
    q.expect('install');
    for (const kind of ['push', 'install'] as const)
      void q.turn(kind).then((done) => {
        log.push(kind);
        dones[kind] = done;
      });
    clock.advance(PROMPT_PAUSE_MS * 3);
    await flush();
    expect(log).toEqual([]); // the popups may still come
    void q.turn('popups').then((done) => {
      log.push('popups');
      dones.popups = done;
    });
    await flush();
    expect(log).toEqual(['popups']);
    dones.popups!();
    await flush();
    expect(log).toEqual(['popups', 'install']);
    dones.install!();
    dones.install!(); // done twice is done once
    await flush();
    expect(log).toEqual(['popups', 'install', 'push']);
  });

  it('a prompt that withdraws lets the next go; a withdrawn wait never opens', async () => {
    const clock = fakeClock();
    const q = promptTurns(clock);
    clock.advance(PROMPT_PAUSE_MS);
    const log: string[] = [];
    q.expect('install');
    void q.turn('popups').then(() => log.push('popups'));
    await flush();
    expect(log).toEqual(['popups']);
    const q2 = promptTurns(clock);
    clock.advance(PROMPT_PAUSE_MS);
    q2.expect('install');
    void q2.turn('push').then(() => log.push('push'));
    await flush();
    expect(log).toEqual(['popups']);
    q2.withdraw('install');
    await flush();
    expect(log).toEqual(['popups', 'push']);
    // A wait withdrawn (its page went) never opens, even when its turn would have come.
    const q3 = promptTurns(clock);
    clock.advance(PROMPT_PAUSE_MS);
    q3.input(null);
    void q3.turn('install').then(() => log.push('install'));
    q3.withdraw('install');
    clock.advance(PROMPT_PAUSE_MS * 2);
    await flush();
    expect(log).toEqual(['popups', 'push']);
  });
});
