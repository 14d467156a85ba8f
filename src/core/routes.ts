/** Which screen answers a path: its own route, or the screen of the route it is an alias of (S2). */
import { ROUTE_ALIASES, PUBLIC_ROUTES } from './spec-constants.ts';

export function screenForPath<S extends { route?: string }>(screens: Record<string, S>, path: string): S | undefined {
  const route = ROUTE_ALIASES[path] ?? path;
  return Object.values(screens).find((s) => s.route === route);
}

/**
 * A2 / S2: who may open a screen. A screen declares its access, but only the spec's public routes
 * (PUBLIC_ROUTES) may be public: a screen elsewhere that says "public" is treated as a member page
 * (and `tenant validate` refuses it).
 */
export function screenAccess(screen: { route?: string; access: 'public' | 'member' | 'memberElseHome' }) {
  if (screen.access === 'public' && !isPublicRoute(screen.route)) return 'member' as const;
  return screen.access;
}
export const isPublicRoute = (route: string | undefined): boolean =>
  route === undefined || (PUBLIC_ROUTES as readonly string[]).includes(route);
