/** The runtime environment a screen (page or dialog) renders in: rules, logo, and the actions' effects. */
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { tenantStore } from '../state/app.ts';
import { appPort } from '../services/app-port/port.ts';
import { pushAlert } from '../services/app-port/notify.ts';
import { useRuleContext } from '../runtime/rule-context.tsx';
import type { RuntimeValue } from '../runtime/context.ts';
import { brandAssets } from './theme.ts';
import { setLanguage } from './language.ts';
import { actionServices } from './action-services.ts';

export function useRuntimeValue(): RuntimeValue {
  const rules = useRuleContext();
  const { tenant, merchant } = useSnapshot(tenantStore);
  return useMemo<RuntimeValue>(
    () => ({
      rules,
      logo: { src: tenant ? brandAssets(tenant, merchant).logo : '', alt: tenant?.brand.appName ?? '' },
      actions: {
        rules,
        navigate: (to) => appPort().navigate(to),
        openExternal: (url) => {
          window.open(url, '_blank', 'noopener,noreferrer');
        },
        setLanguage,
        notify: (message) => pushAlert(message),
        services: {
          'dialog.open': ({ dialog }) => appPort().openDialog(dialog),
          'dialog.close': () => appPort().closeDialog(),
          ...actionServices,
        },
      },
    }),
    [rules, tenant, merchant],
  );
}
