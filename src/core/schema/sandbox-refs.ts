/**
 * What sandbox.json's schema cannot say: references inside the file, and the secrets a switched-on
 * sign-in needs. Pure; tenant validate reports these with file:line:col, the sandbox refuses to
 * start on them.
 */
import type { Sandbox } from './sandbox.ts';

export function sandboxReferenceProblems(s: Sandbox): { pointer: string; message: string }[] {
  const out: { pointer: string; message: string }[] = [];
  const accounts = new Set(s.accounts.map((a) => a.username.toLowerCase()));
  (s.identities ?? []).forEach((i, n) => {
    if (i.boundTo && ['google', 'facebook', 'twitter'].includes(i.provider))
      out.push({
        pointer: `/identities/${n}/boundTo`,
        message: `a ${i.provider} test user cannot start bound: the identity provider's emulator gives its id at sign-in`,
      });
    else if (i.boundTo && !accounts.has(i.boundTo.toLowerCase()))
      out.push({ pointer: `/identities/${n}/boundTo`, message: `"${i.boundTo}" is not one of this tenant's accounts` });
  });
  const flags = s.merchantConfig.whitelabelVal ?? {};
  if (flags.TELEGRAMLOGIN3 === true && !s.secrets.telegramBotToken)
    out.push({
      pointer: '/secrets',
      message: 'TELEGRAMLOGIN3 is on: secrets.telegramBotToken (the bot token, "<botId>:<secret>") is required',
    });
  if (flags.LINELOGIN3 === true && !s.merchantConfig.gw?.LINE_CLIENT_ID)
    out.push({ pointer: '/merchantConfig/gw', message: 'LINELOGIN3 is on: gw.LINE_CLIENT_ID is required' });
  return out;
}
