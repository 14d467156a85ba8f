/**
 * The services behind the actions that need the back end. The access flows load on first use
 * (their own chunk), so a page that never submits a form never downloads them.
 */
import type { RuntimeValue } from '../runtime/context.ts';
import type { ActionEnv } from '../runtime/actions/registry.ts';

const auth = () => import('./auth-services.ts');
type Args<T = Record<string, never>> = T;

export const actionServices: RuntimeValue['actions']['services'] = {
  'auth.login': (async ({ channel }: Args<{ channel?: 'username' | 'sms' }>, env: ActionEnv) =>
    (await auth()).login(env.form ?? {}, channel ?? 'username')) as never,
  'auth.register': (async ({ channel }: Args<{ channel?: 'username' | 'mobile' }>, env: ActionEnv) =>
    (await auth()).register(env.form ?? {}, channel ?? 'username', env.setFormValue)) as never,
  'auth.verify': (async (_a: Args, env: ActionEnv) => (await auth()).verifySecondStep(env.form ?? {})) as never,
  'auth.changePassword': (async (_a: Args, env: ActionEnv) => (await auth()).changePassword(env.form ?? {})) as never,
  'auth.logout': (async ({ to }: Args<{ to?: string }>) => (await auth()).logout(to)) as never,
  'sms.send': (async ({ field }: Args<{ field: string }>, env: ActionEnv) =>
    (await auth()).sendSmsCode(env.form ?? {}, field)) as never,
  'captcha.verify': (async (_a: Args, env: ActionEnv) => {
    const fields = await (await auth()).runCaptcha().catch((await auth()).reportCaptcha);
    env.setFormValue?.('captcha', fields);
  }) as never,
};
