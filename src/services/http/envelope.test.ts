import { describe, it, expect } from 'vitest';
import { unwrapEnvelope } from './envelope.ts';
import { WpsError } from './wps-error.ts';

const err = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return e as WpsError;
  }
  throw new Error('did not throw');
};

describe('unwrapEnvelope', () => {
  it('gives the value of a successful answer', () =>
    expect(unwrapEnvelope({ success: true, value: { a: 1 } }, 200, '/wps/x')).toEqual({ a: 1 }));
  it('turns a failure into a WpsError with code, message, status and path', () => {
    const e = err(() =>
      unwrapEnvelope({ success: false, code: 'login.cred.err', message: 'Wrong' }, 200, '/wps/session/login'),
    );
    expect(e).toBeInstanceOf(WpsError);
    expect([e.code, e.message, e.status, e.path]).toEqual(['login.cred.err', 'Wrong', 200, '/wps/session/login']);
  });
  it('accepts errorCode and msg spellings', () => {
    const e = err(() => unwrapEnvelope({ success: false, errorCode: 'X', msg: 'm' }, 400, '/p'));
    expect([e.code, e.message]).toEqual(['X', 'm']);
  });
  it.each([[null], ['text'], [[1]], [{ value: 1 }]])('a malformed answer %j is a WpsError, not a crash', (body) => {
    const e = err(() => unwrapEnvelope(body, 200, '/wps/x'));
    expect(e.code).toBe('malformed_answer');
    expect(e.message).toContain('/wps/x');
  });
});
