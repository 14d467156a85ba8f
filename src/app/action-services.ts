/**
 * The services behind the actions that need the back end. The access flows load on first use
 * (their own chunk), so a page that never submits a form never downloads them.
 */
import type { ActionServices } from '../runtime/actions/registry.ts';

const auth = () => import('./auth-services.ts');

export const actionServices: ActionServices = {
  'auth.login': async ({ channel }, env) => (await auth()).login(env.form ?? {}, channel ?? 'username'),
  'auth.register': async ({ channel }, env) =>
    (await auth()).register(env.form ?? {}, channel ?? 'username', env.setFormValue),
  'auth.verify': async (_a, env) => (await auth()).verifySecondStep(env.form ?? {}),
  'auth.changePassword': async (_a, env) => (await auth()).changePassword(env.form ?? {}),
  'auth.logout': async ({ to }) => (await auth()).logout(to),
  'sms.send': async ({ field }, env) => (await auth()).sendSmsCode(env.form ?? {}, field),
  'captcha.verify': async (_a, env) => {
    const flows = await auth();
    env.setFormValue?.('captcha', await flows.runCaptcha().catch(flows.reportCaptcha));
  },
};
