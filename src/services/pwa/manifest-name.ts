/**
 * S7 "GET web manifest | Merchant header | reads short_name": the server manifest's short name.
 * The manifest answers plain JSON (no WPS envelope), so it is asked with fetch, with the Merchant
 * header as every WPS call carries it; null when it cannot be read (the page then sets no title).
 */
export async function serverShortName(href: string, merchantCode: string): Promise<string | null> {
  try {
    const r = await fetch(href, { headers: { Merchant: merchantCode }, cache: 'no-cache' });
    const m = (await r.json()) as { short_name?: unknown };
    return r.ok && typeof m.short_name === 'string' && m.short_name.trim() ? m.short_name.trim() : null;
  } catch {
    return null;
  }
}
