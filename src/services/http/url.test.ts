/** The spec's traffic-shaping numbers, each proved with fake timers. */
import { describe, it, expect, vi, afterEach } from 'vitest';
import { stripTokenParams } from './url.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('stripTokenParams', () => {
  it.each([
    ['/wps/member/info?token=abc', '/wps/member/info'],
    ['/wps/x?a=1&Authorization=t&b=2&TOKEN=z', '/wps/x?a=1&b=2'],
    ['https://api.example/wps/x?token=1#h', 'https://api.example/wps/x#h'],
    ['/wps/x?tokens=keep', '/wps/x?tokens=keep'],
  ])('%s -> %s', (a, b) => expect(stripTokenParams(a)).toBe(b));
});
