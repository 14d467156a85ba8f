/** Boot wiring of the WPS client: headers from the live state, and the error catalogue's effects. */
import { configureWps, deviceAgentHeader } from '../services/http/instance.ts';
import { applyErrorPolicy } from '../services/http/error-policy.ts';
import { catalogueEffects, followErrorCode } from '../services/http/error-effects.ts';
import { tenantStore, sessionStore } from '../state/app.ts';

export function setupWps(merchantCode: string) {
  const agent = deviceAgentHeader(navigator.userAgent); // read per call, made once
  return configureWps({
    baseUrl: '',
    headers: () => ({
      Merchant: merchantCode,
      Language: tenantStore.language,
      'X-Real-UA': agent,
    }),
    token: () => sessionStore.token,
    secure: () => location.protocol === 'https:',
    onError: (kind, error) => applyErrorPolicy(kind, error, catalogueEffects()),
    onAnyError: followErrorCode,
  });
}
