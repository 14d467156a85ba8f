/**
 * Whether a tenant package (tenant.json as the build wrote it) holds what boot and the shell read
 * before anything else can check it: a package cut short, edited by hand on the host or from an
 * older build would otherwise stop the site with a program error. Not the schema (that is the
 * CLI's, before a package is written): the shape the code relies on, small enough for the entry.
 */
import { isObject } from './guards.ts';

const texts = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

/** Why the package cannot be used, or null when it can. */
export function packageProblem(v: unknown, id: string): string | null {
  if (!isObject(v)) return 'tenant.json is not an object';
  if (v.id !== id) return `tenant.json is for "${String(v.id)}", the page for "${id}"`;
  if (typeof v.merchantCode !== 'string' || !v.merchantCode) return 'tenant.json has no merchantCode';
  if (!texts(v.languages) || !v.languages.length) return 'tenant.json has no list of languages';
  if (!texts(v.hosts)) return 'tenant.json has no list of hosts';
  if (!isObject(v.brand) || typeof v.brand.appName !== 'string') return 'tenant.json has no brand';
  if (!isObject(v.theme) || !isObject(v.theme.colors)) return 'tenant.json has no theme';
  if (!isObject(v.menus) || !Object.values(v.menus).every(Array.isArray)) return 'tenant.json has no menus';
  if (!isObject(v.screens)) return 'tenant.json has no screens';
  for (const [name, s] of Object.entries(v.screens))
    if (!isObject(s) || !isObject(s.body)) return `tenant.json: screen "${name}" has no body`;
  return null;
}

/** A package the browser cannot use: the player is told so in their language, the reason goes to the console. */
export class PackageUnusable extends Error {
  readonly code = 'package_unusable';
  constructor(readonly reason: string) {
    super(`the site package cannot be used: ${reason}`);
    this.name = 'PackageUnusable';
  }
}
