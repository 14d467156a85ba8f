/** Test helpers: a sandbox in memory with a controllable clock, and the front end's own client talking to it. */
import { createSandbox, type SandboxOptions } from '../../server/app.ts';
import { createWpsClient } from '../../src/services/http/client.ts';
import { askStatus } from '../../src/core/status-request.ts';
import { readStatus } from '../../src/services/merchant/status-call.ts';
import type { MerchantConfig } from '../../src/core/schema/merchant-config.ts';
import { wpsCalls } from '../../src/services/http/calls.ts';
import type { WpsError } from '../../src/services/http/wps-error.ts';
import { generateKeyPair } from '../../server/crypto.ts';

const sharedKey = generateKeyPair(); // RSA generation is slow-ish: one key for the test files that share it

export function sandbox(opts: Partial<SandboxOptions> = {}) {
  let t = Date.parse('2026-11-21T12:00:00Z');
  const clock = {
    now: () => t,
    advance: (ms: number) => {
      t += ms;
    },
  };
  const sb = createSandbox({ controls: true, memory: true, keyPair: sharedKey, now: clock.now, ...opts });
  const fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
    sb.app.fetch(input instanceof Request ? input : new Request(input, init))) as typeof globalThis.fetch;
  function client(merchant: string, token: () => string | null = () => null) {
    return wpsCalls(
      createWpsClient({
        baseUrl: 'http://sandbox.test',
        headers: () => ({ Merchant: merchant, Language: 'EN' }),
        token,
        secure: () => false,
        fetch,
      }),
    );
  }
  /** The merchant config as boot asks for it (core/status-request.ts) and reads it (services/merchant/status-call.ts). */
  const status = async (merchant: string, host: string): Promise<MerchantConfig> =>
    readStatus(
      await askStatus(merchant, 'EN', `http://${host}/m/home`, { origin: 'http://sandbox.test', fetch }),
    ) as MerchantConfig;
  const control = async (path: string, init?: RequestInit) =>
    (await sb.app.request(`/__sandbox${path}`, init)).json() as Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** A captcha solved as a person would: the slider put `offset` pixels from the sandbox's target. */
  async function solveCaptcha(merchant: string, offset = 0): Promise<{ challenge: string; token: string }> {
    const { challenge } = await client(merchant).captcha.geetest();
    const { target } = (await (
      await sb.app.request(`/captcha/sandbox/challenge?merchant=${merchant}&challenge=${challenge}`)
    ).json()) as { target: number };
    const { token } = (await (
      await sb.app.request('/captcha/sandbox/verify', {
        method: 'POST',
        body: JSON.stringify({ merchant, challenge, position: target + offset }),
        headers: { 'Content-Type': 'application/json' },
      })
    ).json()) as { token: string };
    return { challenge, token };
  }
  return { ...sb, clock, client, status, control, fetch, solveCaptcha };
}

/** The WpsError a call fails with (a call that succeeds fails the test). */
export const failure = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (x: unknown) => x as WpsError,
  );
export const LOGIN = { type: 'username' as const, loginDeviceId: 'd'.repeat(36), isOfficialAppLogin: false };
