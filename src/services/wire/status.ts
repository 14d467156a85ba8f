/**
 * The status answer (S7 GET /wps/v2/system/status) as the real back end sends it (status-nested;
 * the real client's CommonStore getStatus and TcgCommon setStatus): the merchant config under
 * `value.info` (customerService, domainRoute, mobileTemplate, register, resources, whitelabelVal,
 * gw, sms, analytics, imageCDNs, merchantCode, ...), and `value.location`, `value.maintenance`,
 * `value.maintenanceEnd`, `value.regionRestriction` beside it. Read into the site's flat merchant
 * config, which the precompiled validator then checks (merchant/check.ts). The flat form (an
 * earlier back end's, and this project's before it spoke the real dialect) is read too.
 *
 * A tolerant reader: settings the real client keeps as text ("9", "1") or 0/1 become numbers and
 * booleans; nulls are left out (the defaults apply); list entries of a kind the site does not know
 * (a WHATSAPP download link, a chat desk it has no opener for) are left out and reported once,
 * never a reason to refuse the whole config.
 */
import { flag, num, text, epochMs, isObject, listOf } from './primitives.ts';
import { CUSTOMER_SERVICE_TYPES, RESOURCE_TYPES } from '../../core/spec-constants.ts';

/** Fields of the value itself, beside `info`; ours (the pages' texts) sit there too. */
const VALUE_LEVEL = [
  'maintenance',
  'maintenanceEnd',
  'maintenanceMessage',
  'regionRestriction',
  'regionRestrictionMessage',
];
/**
 * Fields of the real answer the site knows and has no use for (the real client's TcgCommon reads
 * them): left out without a report, which is kept for what nobody expected.
 */
const KNOWN_UNREAD = [
  'whitelabel',
  'mainDomain',
  'paths',
  'launchGameCDNs',
  'geetestSdkVersion',
  'language',
  'appInfo',
];
const TEMPLATE_UNREAD = ['mem_cen', 'dep_func'];
const reported = new Set<string>();
const report = (what: string) => {
  if (reported.has(what)) return;
  reported.add(what);
  console.warn(`merchant config: ${what}`);
};

/** An object without its null fields (so the validator fills their defaults). */
const withoutNulls = (o: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null && v !== undefined));

function switches(v: unknown): unknown {
  if (!isObject(v)) return v;
  return Object.fromEntries(
    Object.entries(v).flatMap(([k, x]) => {
      const on = flag(x);
      // A switch the spec names is kept as on or off; the back end's many others pass to the validator's drop.
      return on === undefined ? [] : [[k, on]];
    }),
  );
}

function gateway(v: unknown): unknown {
  if (!isObject(v)) return v;
  const g = withoutNulls(v);
  const count = num(g.PROFILE_ICON_COUNT);
  if (count !== undefined) g.PROFILE_ICON_COUNT = count;
  if (typeof g.GEETEST_VERSION === 'string') g.GEETEST_VERSION = g.GEETEST_VERSION.toLowerCase();
  return g;
}

function template(v: unknown): unknown {
  if (!isObject(v)) return v;
  const t = withoutNulls(v);
  for (const k of TEMPLATE_UNREAD) delete t[k];
  const desktop = num(t.desktop_app_feature);
  if (desktop !== undefined) t.desktop_app_feature = desktop === 1 ? 1 : 0;
  return t;
}

function known<T extends Record<string, unknown>>(
  list: unknown,
  field: string,
  allowed: readonly string[],
  what: string,
) {
  return listOf(list)
    .filter(isObject)
    .filter((e) => {
      const ok = typeof e[field] === 'string' && allowed.includes(e[field] as string);
      if (!ok) report(`left out a ${what} of ${field} ${JSON.stringify(e[field])}`);
      return ok;
    })
    .map((e) => withoutNulls(e) as T);
}

function analytics(v: unknown): unknown {
  if (!isObject(v)) return v;
  // Ours (the sandbox's) as it is; the real client's ids (BZtf loadAnalytics) become our lists.
  if ('facebookPixelIds' in v || 'gtagIds' in v || 'scripts' in v) return v;
  const ids = (...xs: unknown[]) => [
    ...new Set(
      xs
        .flatMap((x) => (typeof x === 'string' ? x.split(',') : []))
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
  const host = typeof location === 'undefined' ? '' : location.hostname;
  const mine = listOf(v.domains)
    .filter(isObject)
    .filter((d) => text(d.domain) === host);
  const of = (k: string) => mine.map((d) => d[k]);
  return {
    facebookPixelIds: ids(v.FB_PIXEL_ID, ...of('fbPixelId')),
    tiktokPixelIds: ids(v.TIKTOK_PIXEL_ID, ...of('tiktokPixelId')),
    gtagIds: ids(v.gtagId, ...of('gtagId')),
    gtmIds: ids(v.gtmId, ...of('gtmId')),
  };
}

/** The merchant config of a status answer's value, flat; `merchantCode` stands in when the answer names none. */
export function merchantConfigOf(value: unknown, merchantCode?: string): unknown {
  if (!isObject(value)) return value;
  const nested = isObject(value.info);
  const info = withoutNulls(nested ? (value.info as Record<string, unknown>) : value);
  const out: Record<string, unknown> = { ...info };
  for (const k of KNOWN_UNREAD) delete out[k];
  if (nested) {
    delete out.info;
    for (const k of VALUE_LEVEL) if (value[k] !== undefined && value[k] !== null) out[k] = value[k];
  }
  if (out.merchantCode === undefined && merchantCode) out.merchantCode = merchantCode;
  if ('whitelabelVal' in out) out.whitelabelVal = switches(out.whitelabelVal);
  if ('gw' in out) out.gw = gateway(out.gw);
  if ('mobileTemplate' in out) out.mobileTemplate = template(out.mobileTemplate);
  if ('sms' in out && isObject(out.sms)) {
    const sms = withoutNulls(out.sms);
    if (flag(sms.firebase) !== undefined) sms.firebase = flag(sms.firebase);
    out.sms = sms;
  }
  if ('analytics' in out) out.analytics = analytics(out.analytics);
  // domainRoute: the real status answer lists the domains ([{ domainName }]); ours wraps them.
  if (Array.isArray(out.domainRoute)) out.domainRoute = { domainList: out.domainRoute };
  if ('customerService' in out)
    out.customerService = known(out.customerService, 'csType', CUSTOMER_SERVICE_TYPES, 'customer-service entry');
  if ('resources' in out) out.resources = known(out.resources, 'resourceType', RESOURCE_TYPES, 'download link');
  if (Array.isArray(out.imageCDNs))
    out.imageCDNs = out.imageCDNs.filter((u) => typeof u === 'string' && u.startsWith('https://'));
  for (const k of ['maintenance', 'regionRestriction'] as const)
    if (k in out && flag(out[k]) !== undefined) out[k] = flag(out[k]);
  // maintenanceEnd: epoch milliseconds (the real dialect's dates) or ISO text.
  if (out.maintenanceEnd !== undefined && out.maintenanceEnd !== null && typeof out.maintenanceEnd !== 'string') {
    const at = epochMs(out.maintenanceEnd);
    out.maintenanceEnd = at === undefined ? null : new Date(at).toISOString();
  }
  if (isObject(out.register) && isObject(out.register.captcha)) {
    const enabled = flag(out.register.captcha.enabled);
    out.register = {
      ...out.register,
      captcha: { ...out.register.captcha, ...(enabled !== undefined ? { enabled } : {}) },
    };
  }
  return out;
}
