/**
 * Throttling like a careful back end: per client IP and per account, fixed windows. Over the
 * limit the answer is a TOO_MANY_REQUEST... code (the front end shows no popup for those).
 */
export interface Rule {
  limit: number;
  windowMs: number;
  code: string;
}

export const RULES = {
  /** Login attempts from one IP. */
  loginPerIp: { limit: 30, windowMs: 60_000, code: 'TOO_MANY_REQUEST_IP' },
  /** Failed logins of one account before it is held for the window. */
  failuresPerAccount: { limit: 5, windowMs: 15 * 60_000, code: 'TOO_MANY_REQUEST_ACCOUNT' },
  /** Registrations from one IP. */
  registerPerIp: { limit: 10, windowMs: 60 * 60_000, code: 'TOO_MANY_REQUEST_REGISTER' },
  /** Wrong SMS login codes for one mobile number, across its codes. */
  codeFailuresPerNumber: { limit: 10, windowMs: 60 * 60_000, code: 'TOO_MANY_REQUEST_ACCOUNT' },
  /** SMS sends from one IP (the per-number cooldown is separate). */
  smsPerIp: { limit: 10, windowMs: 60 * 60_000, code: 'TOO_MANY_REQUEST_SMS' },
} satisfies Record<string, Rule>;

export class Limits {
  private counters = new Map<string, { count: number; resetAt: number }>();
  constructor(private now: () => number = Date.now) {}

  /** Counts one hit; true when it is over the limit. */
  hit(rule: Rule, key: string): boolean {
    const c = this.current(rule, key);
    c.count++;
    return c.count > rule.limit;
  }
  /** Over the limit already (without counting)? */
  over(rule: Rule, key: string): boolean {
    return this.current(rule, key).count >= rule.limit;
  }
  clear(rule: Rule, key: string): void {
    this.counters.delete(`${rule.code}|${key}`);
  }
  reset(): void {
    this.counters.clear();
  }

  private current(rule: Rule, key: string) {
    const k = `${rule.code}|${key}`;
    let c = this.counters.get(k);
    if (!c || c.resetAt <= this.now()) {
      c = { count: 0, resetAt: this.now() + rule.windowMs };
      this.counters.set(k, c);
    }
    return c;
  }
}
