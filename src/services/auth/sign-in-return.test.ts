import { describe, it, expect } from 'vitest';
import { takeSignInReturn } from './sign-in-return.ts';

const at = (path: string) => takeSignInReturn(`http://dragon.localhost:8790${path}`);

describe('sign-in results in the address (A2), taken out at boot', () => {
  it('the messaging app: tgAuthResult in the hash, other hash parts kept', () => {
    expect(at('/m/login?go=/m/vip&tgs=n1#tgAuthResult=eyJpZCI6MX0')).toEqual({
      found: { kind: 'telegram', payload: 'eyJpZCI6MX0', nonce: 'n1' },
      cleaned: '/m/login?go=%2Fm%2Fvip', // the same query, re-encoded
    });
    expect(at('/m/login#x=1&tgAuthResult=abc').cleaned).toBe('/m/login#x=1');
  });
  it('the line app: code and state on /m/home only', () => {
    expect(at('/m/home?code=c1&state=s1&r=ref')).toEqual({
      found: { kind: 'line', code: 'c1', state: 's1' },
      cleaned: '/m/home?r=ref',
    });
    expect(at('/m/vip?code=c1&state=s1')).toEqual({ found: null, cleaned: '/m/vip?code=c1&state=s1' });
    expect(at('/m/home?code=c1')).toEqual({ found: null, cleaned: '/m/home?code=c1' });
  });
  it('Maya: the session id and environment, on any page', () => {
    expect(at('/m/home?mayaSessionId=m1&mayaEnv=sandbox')).toEqual({
      found: { kind: 'maya', sessionId: 'm1', env: 'sandbox' },
      cleaned: '/m/home',
    });
  });
  it('nothing to take: the address as it was', () => {
    expect(at('/m/home?r=x#top')).toEqual({ found: null, cleaned: '/m/home?r=x#top' });
  });
});
