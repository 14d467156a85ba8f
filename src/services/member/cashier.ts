/**
 * The hand-over to the merchant's cashier (lazy chunk): the member centre's Deposit and Withdraw
 * entries open the page the merchant config names (settings.depositUrl, settings.withdrawUrl) with
 * the session the way a login's redirectUrl carries it (token, language, headerColor, b2c, title:
 * only to the site's own origin, a tenant host or a listed domain over https) and backUrl, the
 * member centre. The marketing event (S3 depositSubmit, withdraw) is written before the page is
 * left: the queue keeps it and the beacon or the next visit delivers it. The amount is chosen in the
 * cashier, so these carry the merchant's currency and no value; the deposit that follows carries
 * its value (tracking/deposits.ts).
 */
import { tenantStore, sessionStore, reportRuntimeIssue } from '../../state/app.ts';
import { appPort } from '../app-port/port.ts';
import { merchantDomains } from '../merchant/domains.ts';
import { redirectTarget } from '../auth/destinations.ts';
import { track } from '../tracking/track.ts';
import { merchantCurrency, moneyFields } from '../tracking/money.ts';

/** Where the cashier sends the player back to: the member centre, where the entries are. */
export const CASHIER_BACK = '/m/member/home';

export async function handOver(kind: 'deposit' | 'withdraw', notify: (message: string) => void): Promise<void> {
  const { tenant, merchant } = tenantStore;
  const token = sessionStore.token;
  const url = kind === 'deposit' ? merchant?.settings.depositUrl : merchant?.settings.withdrawUrl;
  const unavailable = () => notify(appPort().t('cashier.unavailable'));
  if (!tenant || !merchant || !url || !token) return unavailable();
  const [domainList, currency] = await Promise.all([merchantDomains(merchant), merchantCurrency()]);
  const target = redirectTarget(
    new URL(url, location.origin).href,
    { current: location.origin, tenantHosts: tenant.hosts, domainList },
    { token, language: tenantStore.language, headerColor: tenant.theme.colors.primary, title: tenant.brand.appName },
    (reason) => reportRuntimeIssue('cashier', `${kind}: ${reason}`),
  );
  if (!target) return unavailable();
  const to = new URL(target);
  to.searchParams.set('backUrl', CASHIER_BACK);
  track(kind === 'deposit' ? 'depositSubmit' : 'withdraw', { content_id: kind, ...moneyFields(undefined, currency) });
  appPort().assign(to.href);
}
