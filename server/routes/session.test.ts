/** S7 calls: system, game launch, every relay GET and POST, answered from sandbox.json and the database. */
import { describe, it, expect } from 'vitest';
import { sandbox, failure, LOGIN } from '../../tests/support/sandbox.ts';

async function member() {
  const sb = sandbox();
  let token: string | null = null;
  const c = sb.client('DRAGON', () => token);
  token = (await c.session.login({ ...LOGIN, username: 'dragonagent', password: 'agent123' })).token;
  return { ...sb, c, anon: sb.client('DRAGON') };
}

describe('third-party logins without a valid proof', () => {
  it('are refused with the spec codes (round trips: server/third-party/sign-in.test.ts)', async () => {
    const { anon } = await member();
    expect((await failure(anon.session.line('line:dragonplayer'))).code).toBe('line_invalid_token');
    expect((await failure(anon.session.telegram({ telegramAuth: { id: 'x' } }))).code).toBe('telegram_validate_failed');
    expect(
      (await failure(anon.session.telegram({ telegramAuth: { id: 1, auth_date: 1, hash: 'a'.repeat(64) } }))).code,
    ).toBe('telegram_validate_failed');
    const maya = { env: 'sandbox', registerUrl: '', affiliateCode: 'www', domain: '' };
    expect((await failure(anon.session.maya({ ...maya, sessionId: 'maya:dragonplayer' }))).code).toBe(
      'maya.session.invalid',
    );
  });
});
