/**
 * The services behind the actions that need the back end. The access flows load on first use
 * (their own chunk), so a page that never submits a form never downloads them.
 */
import type { ActionServices } from '../runtime/actions/registry.ts';
import { referralTarget } from '../core/referral.ts';
import { appPort } from '../services/app-port/port.ts';
import { loadChunk } from '../services/scheduling/chunks.ts';
import { promotionsSettled } from '../services/content/promotions.ts';
import { promotionsStore } from '../state/app.ts';

const auth = () => loadChunk(() => import('./auth-services.ts'));

export const actionServices: ActionServices = {
  'auth.login': async ({ channel }, env) => (await auth()).login(env.form ?? {}, channel ?? 'username'),
  'auth.register': async ({ channel, agent }, env) =>
    (await auth()).register(env.form ?? {}, channel ?? 'username', {
      setFormValue: env.setFormValue,
      resetForm: env.resetForm,
      agent,
    }),
  'auth.verify': async (_a, env) => (await auth()).verifySecondStep(env.form ?? {}),
  'auth.social': async ({ provider }) => (await auth()).startSocial(provider),
  'auth.idp': async ({ provider }, env) => (await auth()).identityProviderSignIn(provider, env.form ?? {}),
  'auth.idpSendCode': async (_a, env) => (await auth()).sendProviderCode(env.form ?? {}),
  'auth.socialChoice': async ({ choice }) => (await auth()).chooseForIdentity(choice),
  'auth.changePassword': async (_a, env) => (await auth()).changePassword(env.form ?? {}),
  'auth.logout': async ({ to }) => (await auth()).logout(to),
  'sms.send': async ({ field }, env) => (await auth()).sendSmsCode(env.form ?? {}, field),
  'captcha.verify': async (_a, env) => {
    const flows = await auth();
    env.setFormValue?.('captcha', await flows.runCaptcha().catch(flows.reportCaptcha));
  },
  'referral.open': async (_a, env) => {
    // A visitor who taps before the promotions arrived must not be told "coming soon" by mistake.
    await promotionsSettled();
    const REFERRAL = promotionsStore.byKey.REFERRAL ?? env.rules.promotions.REFERRAL;
    const to = referralTarget({
      ...env.rules,
      promotions: { ...env.rules.promotions, ...(REFERRAL ? { REFERRAL } : {}) },
    });
    if (to) env.navigate(to);
    else env.notify(appPort().t('coming_soon'));
  },
  'chat.open': async ({ csType }, env) => {
    try {
      const { chat } = await loadChunk(() => import('../services/chat/chat.ts'));
      if (!(await chat.open(csType).catch(() => false))) env.notify(appPort().t('chat.unavailable'));
    } catch (e) {
      env.notify((e as Error).message); // the chat's code did not load: the catalogue's text
    }
  },
  'cashier.open': async ({ kind }, env) =>
    (await loadChunk(() => import('../services/member/cashier.ts'))).handOver(kind, env.notify),
  'promo.redeem': async (_a, env) =>
    (await loadChunk(() => import('../services/member/promo-code.ts'))).redeemPromoCode(env.form ?? {}, env.resetForm),
};
