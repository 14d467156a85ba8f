/**
 * The sandbox's third-party stand-ins driven as a browser goes through them (the messaging app's
 * auth page, the line app's authorize page): the proofs the site then sends. Shared by the
 * sign-in tests and the contract tests.
 */
import { expect } from 'vitest';
import { createHash } from 'node:crypto';
import type { sandbox } from './sandbox.ts';

export const SITE = { lotus: 'http://lotus.localhost:8790', dragon: 'http://dragon.localhost:8790' };
export const form = (fields: Record<string, string>) => ({
  method: 'POST',
  body: new URLSearchParams(fields).toString(),
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
});
export const on = (host: string) => ({ headers: { Host: host } });

/** The messaging app's auth page, confirmed for one test user: the signed login data it hands back. */
export async function telegramLogin(sb: ReturnType<typeof sandbox>, user: string, returnTo = `${SITE.lotus}/m/login`) {
  sb.clock.advance(1000); // the signed data holds auth_date in seconds: each login is a new proof
  const q = { bot_id: '6100000042', origin: SITE.lotus, return_to: returnTo };
  const page = await sb.app.request(
    `http://telegram.localhost:8790/auth?${new URLSearchParams(q)}`,
    on('telegram.localhost:8790'),
  );
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('Somchai Wong');
  const done = await sb.app.request('http://telegram.localhost:8790/auth/confirm', {
    ...form({ ...q, user }),
    headers: { ...form({}).headers, Host: 'telegram.localhost:8790' },
  });
  const html = await done.text();
  const back = /back=("[^"]+")/.exec(html)![1]!;
  const hash = JSON.parse(back).split('#tgAuthResult=')[1] as string;
  return JSON.parse(Buffer.from(hash, 'base64url').toString()) as Record<string, unknown>;
}

export const verifier = 'v'.repeat(20) + 'erifier-0123456789-abcdefghijklmnop';
const challenge = createHash('sha256').update(verifier).digest('base64url');
export const authorize = {
  response_type: 'code',
  client_id: '2000000101',
  redirect_uri: `${SITE.dragon}/m/home`,
  scope: 'profile openid',
  state: 'state-123',
  nonce: 'nonce-456',
  code_challenge: challenge,
  code_challenge_method: 'S256',
};

export async function lineCode(sb: ReturnType<typeof sandbox>, user: string, q = authorize) {
  const res = await sb.app.request('http://line.localhost:8790/oauth2/v2.1/authorize/confirm', {
    ...form({ ...q, user }),
    headers: { ...form({}).headers, Host: 'line.localhost:8790' },
  });
  expect(res.status).toBe(302);
  const to = new URL(res.headers.get('Location')!);
  expect(`${to.origin}${to.pathname}`).toBe(`${SITE.dragon}/m/home`);
  expect(to.searchParams.get('state')).toBe(q.state);
  return to.searchParams.get('code')!;
}

/** What a native app's line SDK does with a code: trades it at the token endpoint for an access token. */
export async function lineAccessToken(sb: ReturnType<typeof sandbox>, user: string, q = authorize) {
  const code = await lineCode(sb, user, q);
  const res = await sb.app.request('http://line.localhost:8790/oauth2/v2.1/token', {
    ...form({
      grant_type: 'authorization_code',
      code,
      redirect_uri: q.redirect_uri,
      client_id: q.client_id,
      code_verifier: verifier,
    }),
    headers: { ...form({}).headers, Host: 'line.localhost:8790' },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}
