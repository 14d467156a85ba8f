/**
 * The sandbox's view of the tenants: each tenant's sandbox.json layered on _base/sandbox.json,
 * validated with the defaults filled in, keyed by merchant code, with the overrides the test
 * controls set (switches, settings, config patches).
 */
import { join } from 'node:path';
import { generateCatalogue } from './catalogue.ts';
import { listTenantIds, tenantsDir, merge, loadSandbox, loadLayer, BASE_ID } from '../src/core/tooling/tenant-files.ts';
import { clearJsonCache } from '../src/core/tooling/json-file.ts';
import { validators, explainErrors } from '../src/core/tooling/validators.ts';
import type { Sandbox } from '../src/core/schema/sandbox.ts';
import { sandboxReferenceProblems } from '../src/core/schema/sandbox-refs.ts';
import type { MerchantConfig } from '../src/core/schema/merchant-config.ts';

export interface SandboxTenant {
  id: string;
  merchantCode: string;
  data: Sandbox;
  overrides: Record<string, unknown>;
  /** Lists of the content the test controls replaced (a merchant's new banners, say). */
  contentOverrides?: Partial<Sandbox['content']>;
}

export class TenantRegistry {
  private byCode = new Map<string, SandboxTenant>();
  /** `only`: these tenants and no others (a pre-render of one merchant reads one sandbox.json, not a thousand). */
  constructor(
    private root = tenantsDir(),
    private only?: readonly string[],
  ) {
    this.reload();
  }

  /** Reads every tenant again; on a problem it throws and the tenants served stay as they were. */
  reload(): void {
    const byCode = new Map<string, SandboxTenant>();
    clearJsonCache(); // a reload reads the files as they are now
    for (const id of listTenantIds(this.root).filter((t) => !this.only || this.only.includes(t))) {
      const path = join(this.root, id, 'sandbox.json');
      const loaded = loadSandbox(id, this.root);
      if (loaded.problems.length)
        throw new Error(
          `${path}: ${loaded.problems.map((p) => p.message).join('; ')} (run: npm run tenant -- validate ${id})`,
        );
      // A copy: validating fills in the defaults, and the files' parsed content stays as it was.
      const data = structuredClone(loaded.value) as Sandbox;
      const v = validators().sandboxServed;
      if (!v(data))
        throw new Error(
          `${path} is not valid: ${explainErrors(v.errors)
            .map((e) => `${e.pointer} ${e.message}`)
            .join('; ')} (run: npm run tenant -- validate ${id})`,
        );
      const refs = sandboxReferenceProblems(data);
      if (refs.length)
        throw new Error(
          `${path}: ${refs.map((e) => `${e.pointer} ${e.message}`).join('; ')} (run: npm run tenant -- validate ${id})`,
        );
      const taken = byCode.get(data.merchantConfig.merchantCode);
      // One code, one tenant: otherwise the later one would silently hide the earlier.
      if (taken)
        throw new Error(
          `${path}: merchant code "${data.merchantConfig.merchantCode}" is also tenant "${taken.id}"'s (run: npm run tenant -- validate)`,
        );
      byCode.set(data.merchantConfig.merchantCode, {
        id,
        merchantCode: data.merchantConfig.merchantCode,
        data,
        overrides: this.byId(id)?.overrides ?? {},
      });
    }
    this.byCode = byCode;
    this.texts.clear();
  }

  all(): SandboxTenant[] {
    return [...this.byCode.values()];
  }
  byMerchant(code: string | undefined | null): SandboxTenant | undefined {
    return code ? this.byCode.get(code) : undefined;
  }
  byId(id: string): SandboxTenant | undefined {
    return this.all().find((t) => t.id === id);
  }

  /** The merchant config as served: sandbox.json with the test controls' overrides merged in. */
  merchantConfig(t: SandboxTenant): MerchantConfig {
    return merge(t.data.merchantConfig, t.overrides) as MerchantConfig;
  }

  override(t: SandboxTenant, patch: Record<string, unknown>): void {
    t.overrides = merge(t.overrides, patch) as Record<string, unknown>;
  }
  /** The content as served: sandbox.json's, with the lists the test controls replaced. */
  content(t: SandboxTenant): Sandbox['content'] {
    const base = this.catalogueSize ? { ...t.data.content, ...this.catalogue(t, this.catalogueSize) } : t.data.content;
    return t.contentOverrides ? { ...base, ...t.contentOverrides } : base;
  }
  /**
   * Every tenant's catalogue at this many games (`tenant serve --games N`): the shipped games and
   * generated ones (server/catalogue.ts). Undefined: the shipped catalogue. Kept through a reset.
   */
  catalogueSize: number | undefined;
  /** The generated catalogue of a tenant at a size (the same lists each time: the relays' index is kept by list). */
  catalogue(t: SandboxTenant, size: number): ReturnType<typeof generateCatalogue> {
    const key = `${t.id}|${size}`;
    let c = this.catalogues.get(key);
    if (!c) this.catalogues.set(key, (c = generateCatalogue(t.data.content, size)));
    return c;
  }
  private catalogues = new Map<string, ReturnType<typeof generateCatalogue>>();
  overrideContent(t: SandboxTenant, lists: Partial<Sandbox['content']>): void {
    t.contentOverrides = { ...t.contentOverrides, ...lists };
  }
  /**
   * A text of the tenant's translations in a language (English, then the key itself, when it has
   * none): what a real back end answers in the Language the call asked for (promotion categories).
   */
  text(t: SandboxTenant, language: string, key: string): string {
    let tables = this.texts.get(t.id);
    if (!tables) {
      const of = (id: string) =>
        (loadLayer(id, this.root).doc.translations ?? {}) as Record<string, Record<string, string>>;
      tables = merge(of(BASE_ID), of(t.id)) as Record<string, Record<string, string>>;
      this.texts.set(t.id, tables);
    }
    return tables[language]?.[key] ?? tables.EN?.[key] ?? key;
  }
  private texts = new Map<string, Record<string, Record<string, string>>>();
  resetOverrides(): void {
    for (const t of this.all()) {
      t.overrides = {};
      delete t.contentOverrides;
    }
  }
}
