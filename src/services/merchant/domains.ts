/**
 * The merchant's domains (S7 "GET /wps/system/domainRoute | device | cached; returns domainList"):
 * asked when a redirect target is to be checked against them or a domain is not available, once a
 * page load (the client's cache). Its answer is the list; when the call fails, the copy the
 * merchant config carries (S3 domainRoute) stands in.
 */
import { wps } from '../http/instance.ts';
import type { MerchantConfig } from '../../core/schema/merchant-config.ts';

export async function merchantDomains(merchant: Pick<MerchantConfig, 'domainRoute'> | null): Promise<string[]> {
  const copy = () => merchant?.domainRoute.domainList.map((d) => d.domainName) ?? [];
  try {
    const { domainList } = await wps().system.domainRoute();
    if (!Array.isArray(domainList)) return copy();
    return domainList.flatMap((d) => (typeof d?.domainName === 'string' && d.domainName ? [d.domainName] : []));
  } catch {
    return copy();
  }
}
