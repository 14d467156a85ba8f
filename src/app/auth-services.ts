/** The access flows, gathered in one lazily loaded chunk (see action-services.ts). */
export { login, verifySecondStep } from '../services/auth/login.ts';
export { register } from '../services/auth/register.ts';
export { sendSmsCode, changePassword, logout } from '../services/auth/sms-and-password.ts';
export { runCaptcha, reportCaptcha } from '../services/auth/common.ts';
export { startSocial, resumeSignIn } from '../services/auth/social/start.ts';
export { chooseForIdentity } from '../services/auth/social/identity.ts';
export { identityProviderSignIn, sendProviderCode } from '../services/auth/idp/identity-provider.ts';
