/**
 * The sandbox's stand-in for a merchant's cashier (the site hands the player over to it from the
 * member centre, src/services/member/cashier.ts): a page on the tenant's own host that knows the member by
 * the token the hand-over carried, takes an amount, and records a deposit or a withdrawal. A deposit
 * counts in PAYFE_getDepositSetting (member-centre.ts depositsOf) and adds to the wallet's balance
 * (a withdrawal takes from it, never below 0), so the site sees them move when the player comes
 * back, as it would after a real payment.
 */
import type { Hono } from 'hono';
import type { Context } from 'hono';
import type { Deps, Env } from '../context.ts';
import { standInPage, errorPage, esc, hidden, formBody, tenantOfOrigin } from '../third-party/stand-in-page.ts';
import type { SandboxTenant } from '../tenants.ts';
import { depositsOf, accountOf, balanceOf } from '../member-centre.ts';

const KINDS = { deposit: 'Deposit', withdraw: 'Withdraw' } as const;
type Kind = keyof typeof KINDS;
const isKind = (k: string): k is Kind => Object.hasOwn(KINDS, k);
const COLOUR = '#2e7d32';
/** Only a path of the site, as the game page does: the cashier never sends the player to a host it was not given. */
const backPath = (b: string | undefined) => (b && /^\/m\/[^/\\]/.test(b) ? b : '/m/member/home');
/** The token leaves the address bar at once (it would stay in the history and be shared with the link). */
const DROP_TOKEN = "history.replaceState(null,'',location.pathname);";

export function cashierRoutes(app: Hono<Env>, deps: Deps) {
  // The page is on the tenant's own host (the site's origin), which names the merchant.
  const tenantOf = (c: Context<Env>) => tenantOfOrigin(deps, new URL(c.req.url).origin);
  const memberFor = (t: SandboxTenant, token: string | undefined) => deps.members.memberForToken(token, t.merchantCode);
  const currency = (t: SandboxTenant) => deps.tenants.content(t).country.currency;

  app.get('/__cashier/:kind', (c) => {
    const kind = c.req.param('kind');
    if (!isKind(kind)) return c.text('Not found', 404);
    const q = c.req.query();
    const t = tenantOf(c);
    const m = t && memberFor(t, q.token);
    const title = `${KINDS[kind]} (sandbox cashier)`;
    if (!t || !m)
      return errorPage(c, title, COLOUR, 'The session is not valid here: log in on the site and try again.');
    const d = depositsOf(deps.db, accountOf(t.data.accounts, m), m);
    return standInPage(c, {
      title,
      colour: COLOUR,
      script: DROP_TOKEN,
      body: `<h1>${esc(KINDS[kind])}</h1><p class="note">Sandbox cashier of ${esc(q.title ?? '')}: no real money moves; the sandbox balance does.</p><dl class="card"><dt>Account</dt><dd data-field="account">${esc(m.username)}</dd><dt>Balance</dt><dd data-field="balance">${balanceOf(deps.db, accountOf(t.data.accounts, m), m)} ${esc(currency(t))}</dd><dt>Successful deposits</dt><dd data-field="deposits">${d.totalDepositSuccessCount} (${d.totalDepositSuccessAmount} ${esc(currency(t))})</dd></dl><form method="post" class="card">${hidden({ token: q.token!, backUrl: backPath(q.backUrl) })}<label>Amount (${esc(currency(t))}) <input name="amount" type="number" min="1" step="any" required></label><button type="submit">${esc(KINDS[kind])}</button></form>`,
    });
  });

  app.post('/__cashier/:kind', async (c) => {
    const kind = c.req.param('kind');
    if (!isKind(kind)) return c.text('Not found', 404);
    const b = await formBody(c);
    const title = `${KINDS[kind]} (sandbox cashier)`;
    const t = tenantOf(c);
    const m = t && memberFor(t, b.token);
    if (!t || !m)
      return errorPage(c, title, COLOUR, 'The session is not valid here: log in on the site and try again.');
    const amount = Number(b.amount);
    if (!Number.isFinite(amount) || amount <= 0) return errorPage(c, title, COLOUR, 'Give an amount above 0.');
    const balance = balanceOf(deps.db, accountOf(t.data.accounts, m), m);
    if (kind === 'withdraw' && amount > balance)
      return errorPage(c, title, COLOUR, `Not enough balance: ${balance} ${currency(t)} can be withdrawn.`);
    deps.db
      .prepare('INSERT INTO cashier (member_id, kind, amount, at) VALUES (?, ?, ?, ?)')
      .run(m.id, kind, amount, deps.now());
    const done = kind === 'deposit' ? 'Deposit received' : 'Withdrawal requested';
    return standInPage(c, {
      title,
      colour: COLOUR,
      body: `<h1>${esc(done)}</h1><p class="card" data-field="amount">${amount} ${esc(currency(t))}</p><p><a href="${esc(backPath(b.backUrl))}">Back to the site</a></p>`,
    });
  });
}
