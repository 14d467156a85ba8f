/** S4 / S8 / S9: the push prompt's day, the token's 7 days, the error texts. */
import { describe, it, expect } from 'vitest';
import {
  PUSH_TOKEN_REFRESH_MS,
  PUSH_TOPIC_ALL,
  PUSH_ERRORS,
  localDay,
  promptDue,
  tokenDue,
  pushErrorKey,
} from './push.ts';

describe('push', () => {
  it('pins the spec values', () => {
    expect(PUSH_TOKEN_REFRESH_MS).toBe(604_800_000);
    expect(PUSH_TOPIC_ALL).toBe('ALL');
    expect(PUSH_ERRORS).toEqual([
      'permission-blocked',
      'unsupported-browser',
      'token-subscribe-failed',
      'token-update-failed',
      'app-offline',
      'not-registered',
      'installation-not-found',
    ]);
  });
  it('shows the prompt unless permission is granted or it was closed today (the local day)', () => {
    const evening = new Date(2026, 10, 24, 23, 59);
    const nextMorning = new Date(2026, 10, 25, 0, 1);
    expect(localDay(evening)).toBe('2026-11-24');
    expect(promptDue('default', null, evening)).toBe(true);
    expect(promptDue('denied', null, evening)).toBe(true);
    expect(promptDue('granted', null, evening)).toBe(false);
    expect(promptDue('default', '2026-11-24', evening)).toBe(false);
    expect(promptDue('default', '2026-11-24', nextMorning)).toBe(true);
  });
  it('a bound token is renewed once 7 days have passed', () => {
    expect(tokenDue(null, 0)).toBe(true);
    expect(tokenDue({ token: 't', at: 1000 }, 1000 + 604_800_000 - 1)).toBe(false);
    expect(tokenDue({ token: 't', at: 1000 }, 1000 + 604_800_000)).toBe(true);
  });
  it("maps the library's codes to the S8 texts; unknown failures by what was being done", () => {
    expect(pushErrorKey('messaging/permission-blocked', false)).toBe('push.error.permission-blocked');
    expect(pushErrorKey('messaging/unsupported-browser', false)).toBe('push.error.unsupported-browser');
    expect(pushErrorKey('installations/app-offline', true)).toBe('push.error.app-offline');
    expect(pushErrorKey('installations/installation-not-found', false)).toBe('push.error.installation-not-found');
    expect(pushErrorKey('messaging/token-update-failed', false)).toBe('push.error.token-update-failed');
    expect(pushErrorKey('messaging/failed-service-worker-registration', false)).toBe(
      'push.error.token-subscribe-failed',
    );
    expect(pushErrorKey(undefined, true)).toBe('push.error.token-update-failed');
  });
});
