import type { FastifyInstance } from 'fastify';

/*
 * Issue 15: a method a path does not take is 405 Method Not Allowed with an Allow header (RFC 9110
 * §15.5.6), not the 404 of an unknown path. Fastify routes by method and never answers 405, so the
 * routes are remembered as they are added and the not-found handler asks which methods the path
 * would take.
 */

interface KnownRoute {
  pattern: RegExp;
  methods: string[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A route's URL as a case-insensitive pattern (the router matches paths case-insensitively). */
export function routePattern(url: string): RegExp {
  const segments = url
    .replace(/\/+$/, '')
    .split('/')
    .map((segment) => {
      if (segment === '*') return '.*';
      // ":id", "file-:id" and ":id(^\\d+)" all take one segment.
      return segment
        .split(/(:[A-Za-z0-9_]+(?:\([^)]*\))?)/)
        .map((part) => (part.startsWith(':') ? '[^/]+' : escapeRegExp(part)))
        .join('');
    });
  return new RegExp(`^${segments.join('/')}/?$`, 'i');
}

/** Remembers every route added from now on; returns the methods a path takes (none if unknown). */
export function trackAllowedMethods(app: FastifyInstance): (url: string) => string[] {
  const routes: KnownRoute[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    routes.push({ pattern: routePattern(route.url), methods: methods.map((m) => m.toUpperCase()) });
  });
  return (url) => {
    const path = url.split('?')[0] ?? '';
    const allowed = new Set<string>();
    for (const route of routes) if (route.pattern.test(path)) for (const m of route.methods) allowed.add(m);
    // Fastify answers HEAD wherever it answers GET.
    if (allowed.has('GET')) allowed.add('HEAD');
    return [...allowed].sort();
  };
}
