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

describe('identity stand-ins (docs/contract.md)', () => {
  it('line, Maya and messaging-app logins bind "<kind>:<username>"; others are unbound', async () => {
    const { anon } = await member();
    expect(await anon.session.line('line:dragonplayer')).toMatchObject({ userName: 'dragonplayer' });
    expect((await failure(anon.session.line('line:nobody'))).code).toBe('not.exists.user');
    expect((await failure(anon.session.telegram({ telegramAuth: { id: 'x' } }))).code).toBe('telegram_validate_failed');
    expect((await failure(anon.session.telegram({ telegramAuth: { id: 'nobody', hash: 'h' } }))).code).toBe(
      'bind_customer_required',
    );
    expect(
      await anon.session.maya({
        sessionId: 'maya:dragonplayer',
        env: 'sandbox',
        registerUrl: '',
        affiliateCode: 'www',
        domain: '',
      }),
    ).toMatchObject({ userName: 'dragonplayer' });
  });
});
