/** Tests only: the runtime a screen renders in, with no switches on and every action a mock. */
import { vi } from 'vitest';
import { buildRuleContext } from '../core/rule-context.ts';
import type { RuntimeValue } from './context.ts';
import type { MerchantConfig } from '../core/schema/merchant-config.ts';

export function testRuntime(): RuntimeValue {
  const rules = buildRuleContext({ merchant: { whitelabelVal: {}, settings: {} as MerchantConfig['settings'] } });
  return {
    rules,
    logo: { src: '/logo.svg', alt: 'Brand' },
    actions: { rules, navigate: vi.fn(), openExternal: vi.fn(), setLanguage: vi.fn(), notify: vi.fn(), services: {} },
  };
}
