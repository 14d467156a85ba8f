/** Which screen answers a path: its own route, or the screen of the route it is an alias of (S2). */
import { ROUTE_ALIASES } from './spec-constants.ts';

export function screenForPath<S extends { route?: string }>(screens: Record<string, S>, path: string): S | undefined {
  const route = ROUTE_ALIASES[path] ?? path;
  return Object.values(screens).find((s) => s.route === route);
}
