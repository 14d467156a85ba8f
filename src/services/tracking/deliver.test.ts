// @vitest-environment happy-dom
/** S4 delivery with fake timers: 3 uploads with backoff, then 5 pings with base 0; nothing removed unless delivered. */
import { describe, it, expect, vi, beforeEach, afterEach } from 'vitest';
import { deliverAll, deliverBatch, UPLOAD_BATCH, type DeliverDeps } from './deliver.ts';
import {
  putEvent,
  allEvents,
  updateEvent,
  removeEvents,
  droppedReport,
  ackDropped,
  enforceBound,
  type DropReport,
} from './event-queue.ts';

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

function queued(n: number) {
  for (let i = 0; i < n; i++) {
    const key = putEvent('login', 'DRAGON', { customerId: i }, 1000 + i);
    updateEvent(key, { ...allEvents().find((e) => e.key === key)!.event, eventID: `id-${i}` });
  }
}

function deps(
  upload: () => Promise<unknown>,
  ping: () => Promise<unknown>,
  random = () => 0,
): DeliverDeps & { log: string[] } {
  const log: string[] = [];
  return {
    log,
    transport: {
      upload: (events) => {
        log.push(`${Date.now()} upload ${events.length}`);
        return upload();
      },
      ping: (e) => {
        log.push(`${Date.now()} ping ${e.eventID}`);
        return ping();
      },
    },
    ready: allEvents,
    remove: removeEvents,
    dropped: droppedReport,
    ackDropped,
    sleep: (ms) => new Promise((r) => setTimeout(r, ms)),
    random,
  };
}
const down = () => Promise.reject(new Error('502'));
const up = () => Promise.resolve(null);

describe('delivery (S4)', () => {
  it('uploads at 0, +1000 ms, +2000 ms (random 0), then pings 5 times with no wait', async () => {
    vi.setSystemTime(0);
    queued(1);
    const d = deps(down, down);
    const done = deliverBatch(d);
    await vi.runAllTimersAsync();
    expect(await done).toBe(false);
    expect(d.log).toEqual([
      '0 upload 1',
      '1000 upload 1',
      '3000 upload 1',
      '3000 ping id-0',
      '3000 ping id-0',
      '3000 ping id-0',
      '3000 ping id-0',
      '3000 ping id-0',
    ]);
    expect(allEvents()).toHaveLength(1); // not delivered: kept
  });
  it('the jitter adds up to 500 ms to each wait, the fallback waits the jitter alone', async () => {
    vi.setSystemTime(0);
    queued(1);
    const d = deps(down, down, () => 0.999);
    const done = deliverBatch(d);
    await vi.runAllTimersAsync();
    await done;
    expect(d.log.map((l) => Number(l.split(' ')[0]))).toEqual([0, 1499, 3998, 3998, 4497, 4996, 5495, 5994]);
  });
  it('a successful upload removes the batch; the fallback removes each event it delivered', async () => {
    queued(3);
    let uploads = 0;
    const d = deps(() => (++uploads === 1 ? down() : up()), up);
    const p = deliverAll(d);
    await vi.runAllTimersAsync();
    expect(await p).toBe(true);
    expect(allEvents()).toHaveLength(0);
    expect(d.log.filter((l) => l.includes('ping'))).toHaveLength(0);

    queued(2);
    let pings = 0;
    const e = deps(down, () => (++pings === 2 ? down() : up()));
    const q = deliverAll(e);
    await vi.runAllTimersAsync();
    expect(await q).toBe(true);
    expect(e.log.filter((l) => l.includes('ping'))).toEqual([
      expect.stringContaining('ping id-0'),
      expect.stringContaining('ping id-1'),
      expect.stringContaining('ping id-1'),
    ]);
    expect(allEvents()).toHaveLength(0);
  });
  it('a batch carries at most 50 events, and the queue drains batch by batch', async () => {
    queued(120);
    const d = deps(up, up);
    const p = deliverAll(d);
    await vi.runAllTimersAsync();
    await p;
    expect(UPLOAD_BATCH).toBe(50);
    expect(d.log.map((l) => l.split(' ').slice(1).join(' '))).toEqual(['upload 50', 'upload 50', 'upload 20']);
  });
  it('a full queue drops the oldest and counts them; the count goes with the next upload, then resets', async () => {
    queued(5);
    expect(enforceBound(3)).toBe(2);
    expect(allEvents().map((e) => e.event.eventID)).toEqual(['id-2', 'id-3', 'id-4']);
    expect(droppedReport().count).toBe(2);
    const sent: DropReport[] = [];
    const d = deps(up, up);
    d.transport.upload = (_e, dropped) => {
      sent.push(dropped);
      return up();
    };
    const p = deliverAll(d);
    await vi.runAllTimersAsync();
    await p;
    expect(sent).toEqual([{ count: 2, id: expect.stringMatching(/^[0-9a-f-]{36}$/) }]);
    expect(droppedReport().count).toBe(0);
  });
  it('a retried upload carries the same drop report id; drops after an acknowledged report get a new id', async () => {
    queued(6);
    enforceBound(4);
    const sent: DropReport[] = [];
    let calls = 0;
    const d = deps(up, up);
    d.transport.upload = (_e, dropped) => {
      sent.push(dropped);
      return ++calls === 1 ? down() : up(); // the first answer is lost: the same report goes again
    };
    const p = deliverAll(d);
    await vi.runAllTimersAsync();
    await p;
    expect(sent.map((s) => s.count)).toEqual([2, 2]);
    expect(sent[1]!.id).toBe(sent[0]!.id);
    queued(6);
    enforceBound(5);
    expect(droppedReport().count).toBe(1);
    expect(droppedReport().id).not.toBe(sent[0]!.id);
  });
  it('a back end without the upload (404): the events go by ping at once, and the next pass asks no upload', async () => {
    vi.setSystemTime(0);
    queued(2);
    let missing = false;
    const d = deps(() => {
      missing = true; // the transport saw the 404
      return down();
    }, up);
    d.transport.uploadMissing = () => missing;
    const p = deliverAll(d);
    await vi.runAllTimersAsync();
    expect(await p).toBe(true);
    expect(d.log).toEqual(['0 upload 2', '0 ping id-0', '0 ping id-1']);
    expect(allEvents()).toHaveLength(0);
    queued(1);
    d.log.length = 0;
    await deliverAll(d);
    expect(d.log.map((l) => l.split(' ')[1])).toEqual(['ping']);
  });
});
