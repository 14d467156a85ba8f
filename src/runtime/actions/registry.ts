/**
 * The runtime's named actions. TypeScript makes this object have exactly the names of the
 * catalogue (core/actions.ts), each handler typed by its argument schema. JSON names an action; an
 * unknown name or a bad link is refused here too, even if it slipped past validation.
 */
import type { ActionArgs, ActionName } from '../../core/actions.ts';
import { isSafeLink } from '../../core/links.ts';
import type { Language } from '../../core/spec-constants.ts';
import type { RuleContext } from '../../core/schema/rule-context.ts';

export interface ActionEnv {
  /** The rule context the action was triggered in (who the player is, which promotions are on). */
  rules: RuleContext;
  navigate(to: string): void;
  openExternal(url: string): void;
  setLanguage(language: Language): Promise<void>;
  /** The submitted form's values, for actions a form triggers. */
  form?: Record<string, unknown>;
  /** Lets a service put a value into the submitting form (the captcha result). */
  setFormValue?: (name: string, value: unknown) => void;
  /** Empties the submitting form (after a promo code or an agent's registration went through). */
  resetForm?: () => void;
  /** Shows a message to the player (the alert host). */
  notify(message: string): void;
  /** The services the app plugs in (auth, sms, dialogs), each typed by its action's arguments. */
  services: ActionServices;
}

export type ActionService<K extends ActionName> = (args: ActionArgs<K>, env: ActionEnv) => unknown;
export type ActionServices = { [K in ActionName]?: ActionService<K> };
type Handlers = { [K in ActionName]: ActionService<K> };

/** Actions whose work belongs to a service: run it if the app registered one, else say so. */
const delegated =
  <K extends ActionName>(name: K) =>
  (args: ActionArgs<K>, env: ActionEnv) => {
    const service = env.services[name] as ActionService<K> | undefined;
    if (!service) {
      env.notify(`"${name}" is not available on this site yet.`);
      return;
    }
    return service(args, env);
  };

export const ACTIONS: Handlers = {
  navigate: ({ to }, env) => {
    if (!isSafeLink(to)) return;
    if (to.startsWith('/m')) env.navigate(to);
    else env.openExternal(to);
  },
  'language.set': ({ language }, env) => env.setLanguage(language),
  'dialog.open': delegated('dialog.open'),
  'dialog.close': delegated('dialog.close'),
  'auth.login': delegated('auth.login'),
  'auth.register': delegated('auth.register'),
  'auth.changePassword': delegated('auth.changePassword'),
  'auth.verify': delegated('auth.verify'),
  'auth.social': delegated('auth.social'),
  'auth.idp': delegated('auth.idp'),
  'auth.idpSendCode': delegated('auth.idpSendCode'),
  'auth.socialChoice': delegated('auth.socialChoice'),
  'auth.logout': delegated('auth.logout'),
  'sms.send': delegated('sms.send'),
  'captcha.verify': delegated('captcha.verify'),
  'chat.open': delegated('chat.open'),
  'referral.open': delegated('referral.open'),
  'promo.redeem': delegated('promo.redeem'),
  'cashier.open': delegated('cashier.open'),
};

export interface ActionCall {
  name: string;
  [arg: string]: unknown;
}

/** Runs a named action; resolves to what its service returned (the SMS cooldown, say). Unknown names are ignored. */
export async function runAction(call: ActionCall, env: ActionEnv): Promise<unknown> {
  if (!Object.hasOwn(ACTIONS, call.name)) {
    console.warn(`[runtime] unknown action "${call.name}" ignored`);
    return undefined;
  }
  const { name, ...args } = call;
  return (ACTIONS[name as ActionName] as (a: unknown, e: ActionEnv) => unknown)(args, env);
}
