import type { FastifyInstance } from 'fastify';

export interface ApiRoute {
  method: string;
  /** The path with its parameters filled in (a version or flag 1, anything else a UUID). */
  url: string;
  /** The path as the API description names it, e.g. /api/Document/{documentID}. */
  path: string;
  params: string[];
  query: string[];
  /** The JSON body's schema, when the route takes one. */
  body?: JsonSchema;
}

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** Every route under /api as the API description lists them (built even when /api/docs is off). */
export function apiRoutes(app: FastifyInstance): ApiRoute[] {
  const doc = app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
  const routes: ApiRoute[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (!path.startsWith('/api/')) continue;
    for (const [method, op] of Object.entries(methods)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const url = path.replace(/\{[^}]+\}/g, (name) =>
        /version|flag/i.test(name) ? '1' : '0f000000-0000-4000-8000-000000000abc',
      );
      const parameters = op.parameters ?? [];
      routes.push({
        method: method.toUpperCase(),
        url,
        path,
        params: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        body: op.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return routes;
}
