/** The error catalogue's effects (A8, S8): which effects each row has, in which order. */
import { describe, it, expect, vi } from 'vitest';
import { WpsError } from './wps-error.ts';
import { applyErrorPolicy, classifyError, type ErrorEffects } from './error-policy.ts';
import { OFFLINE_NOTICE_MS } from '../../core/spec-constants.ts';

describe('error catalogue effects', () => {
  const fx = () =>
    ({
      clearSession: vi.fn(),
      alert: vi.fn(),
      toast: vi.fn(),
      navigate: vi.fn(),
      domainModal: vi.fn(),
      text: { loginRequired: 'Please log in to continue', unknownError: 'An unknown error occurred' },
    }) satisfies ErrorEffects;
  const err = (code: string, status = 200, message = '', data?: unknown) =>
    new WpsError(code, message, status, '/wps/x', data);
  it('logout rows: clear the session, alert asking to log in, go to /m/login, in that order', () => {
    const f = fx();
    const order: string[] = [];
    f.clearSession.mockImplementation(() => order.push('clear'));
    f.alert.mockImplementation(() => order.push('alert'));
    f.navigate.mockImplementation(() => order.push('navigate'));
    applyErrorPolicy(classifyError(err('http_401', 401), true), err('http_401', 401), f);
    expect(order).toEqual(['clear', 'alert', 'navigate']);
    expect(f.alert).toHaveBeenCalledWith('Please log in to continue');
    expect(f.navigate).toHaveBeenCalledWith('/m/login');
  });
  it('offline: the text and the network_offline notice for 1.5 s; CORS: its text', () => {
    const f = fx();
    applyErrorPolicy('offline', err('network_error', 0), f);
    expect(f.alert).toHaveBeenCalledWith('Internet lost, please refresh the page');
    expect(f.toast).toHaveBeenCalledWith('network_offline', OFFLINE_NOTICE_MS);
    const g = fx();
    applyErrorPolicy('cors', err('network_error', 0), g);
    expect(g.alert).toHaveBeenCalledWith('Network Error / CORS Errors');
  });
  it('502 and TOO_MANY_REQUEST show nothing; domain_not_available opens the modal with the data', () => {
    for (const e of [err('http_502', 502), err('TOO_MANY_REQUEST_X')]) {
      const f = fx();
      applyErrorPolicy(classifyError(e, true), e, f);
      expect(
        [f.alert, f.toast, f.navigate, f.domainModal, f.clearSession].every((m) => m.mock.calls.length === 0),
      ).toBe(true);
    }
    const f = fx();
    applyErrorPolicy('domain', err('domain_not_available', 200, '', { domain: 'a.example' }), f);
    expect(f.domainModal).toHaveBeenCalledWith({ domain: 'a.example' });
  });
  it("other errors: the server's words, else the unknown-error text with our code (and reason) small below", () => {
    const f = fx();
    applyErrorPolicy('alert', new WpsError('x', 'Server says no', 200, '/wps/x', undefined, true), f);
    applyErrorPolicy('alert', err('x', 200, ''), f);
    // Our own text (a path, a reason) is never the sentence: it is what support reads.
    applyErrorPolicy('alert', err('x', 200, 'The server refused /wps/x without saying why (x).'), f);
    applyErrorPolicy('alert', err('malformed_answer', 200, 'The answer is incomplete: no token.'), f);
    expect(f.alert.mock.calls).toEqual([
      ['Server says no'],
      ['An unknown error occurred', 'x: '],
      ['An unknown error occurred', 'x: The server refused /wps/x without saying why (x).'],
      ['An unknown error occurred', 'malformed_answer: The answer is incomplete: no token.'],
    ]);
  });
});
