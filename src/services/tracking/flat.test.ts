/** The ping fallback's query (S7 "GET /wps/system/test/ping?{params}"): what goes in a URL and what does not. */
import { describe, it, expect, vi } from 'vitest';

vi.mock('../http/instance.ts', () => ({ wps: () => ({}) }));
const { flat } = await import('./dispatcher.ts');

describe('ping query', () => {
  it("carries the payload's plain fields and the event's own, never the member's name or the ad ids", () => {
    expect(
      flat({
        eventID: '0192f0c1-aaaa-4bbb-8ccc-000000000001',
        name: 'deposit',
        merchant: 'DRAGON',
        at: 42,
        payload: {
          customerId: 7,
          customerName: 'player7',
          value: 10,
          s2s_info: { gpsAdid: 'G1' },
          event: 'login', // a payload field cannot pass for the event's name
          eventID: 'x',
        },
      }),
    ).toEqual({ customerId: 7, value: 10, event: 'deposit', eventID: '0192f0c1-aaaa-4bbb-8ccc-000000000001', at: 42 });
  });
});
