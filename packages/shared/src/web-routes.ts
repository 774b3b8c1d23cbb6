// The web app's addresses, for the server: a path matching none of them is answered with HTTP 404 (the app
// still renders its not-found page). Adding a top-level route to apps/web/src/app/router.tsx? Add it here.
// Kept free of zod: the server's HTML answers import it, and the web app may too.

export const WEB_ROUTES = [
  '/',
  '/allcategories',
  '/categories/:id',
  '/search',
  '/browse',
  '/blog',
  '/privacy',
  '/terms',
  '/help',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/books/:id',
  '/sellers/:id',
  '/orders/:id',
  '/dashboard',
  '/dashboard/*',
] as const;

export interface WebRouteMatch {
  route: (typeof WEB_ROUTES)[number];
  params: Record<string, string>;
}

/** The route a path belongs to (`:name` matches one segment, a trailing `*` the rest), or undefined. */
export function matchWebRoute(pathname: string): WebRouteMatch | undefined {
  const segments = pathname.split('/').filter(Boolean);
  for (const route of WEB_ROUTES) {
    const parts = route.split('/').filter(Boolean);
    const params: Record<string, string> = {};
    let matched = true;
    for (let i = 0; i < parts.length; i += 1) {
      const part = parts[i]!;
      const segment = segments[i];
      if (part === '*') {
        if (segment === undefined) matched = false;
        break;
      }
      if (segment === undefined) {
        matched = false;
        break;
      }
      if (part.startsWith(':')) params[part.slice(1)] = safeDecode(segment);
      else if (part !== segment) matched = false;
      if (!matched) break;
    }
    const wildcard = parts[parts.length - 1] === '*';
    if (matched && (wildcard || parts.length === segments.length)) return { route, params };
  }
  return undefined;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
