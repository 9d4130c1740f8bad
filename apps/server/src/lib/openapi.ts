import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PROBLEM_CONTENT_TYPE, PROBLEM_TITLES, ZProblem } from './problem.js';
import { ZPagination, isPagedListRoute } from './list-query.js';

/*
 * The API description (GET /swagger/json, the UI under /api/docs) is generated from the routes.
 * At start-up, never per request, every route's entry gets an operationId, the error answers it
 * can give with the Problem body (application/problem+json, RFC 9457), and (paged lists) the x-pagination header. A route keeps the last
 * word: its own schema.operationId and the statuses its schema.response declares win.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The request body is the raw file, streamed (documented as application/octet-stream). */
    streamBody?: boolean;
  }
}

const PLAN = 'x-probity-plan';
const PROBLEM_REF = '#/components/schemas/Problem';
const PAGINATION_REF = '#/components/schemas/Pagination';

interface Plan {
  problems: number[];
  paginated: boolean;
  streamBody: boolean;
}

const pascal = (word: string) =>
  word
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');

/**
 * A stable operationId from the method and the path: GET /api/Legacy/:id/Details/:detailId is
 * getLegacyByIdDetailsByDetailId. The router matches paths case-insensitively and refuses two
 * routes of one shape, so two routes never get the same id from here.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api(?=\/|$)/i, '')
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment === '*') return 'Wildcard';
      const param = /^:([A-Za-z0-9_]+)/.exec(segment);
      return param ? `By${pascal(param[1]!)}` : pascal(segment);
    });
  return `${method.toLowerCase()}${words.join('')}`;
}

const BODYLESS = new Set(['GET', 'HEAD', 'OPTIONS', 'DELETE']);

/**
 * The 4xx a route can answer, from what it takes and who may call it: 400 when it takes input (a
 * field is named), 401/403 unless it is public (no or a bad token; no right, or terms not
 * accepted), 404 when it names an object (another organisation's object answers 404), 409 when it
 * changes something, 413/415 when it takes a body, 429 when it is rate limited, and 500 (any route).
 */
export function problemStatuses(route: RouteOptions): number[] {
  const schema = route.schema ?? {};
  const config = (route.config ?? {}) as { public?: boolean; streamBody?: boolean; rateLimit?: unknown };
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const hasBody = Boolean(schema.body) || config.streamBody === true;
  const takesInput = hasBody || Boolean(schema.params || schema.querystring) || route.url.includes(':');
  const isPublic = config.public === true;
  const changes = methods.some((m) => !['GET', 'HEAD', 'OPTIONS'].includes(m));
  const statuses: number[] = [];
  if (takesInput) statuses.push(400);
  if (!isPublic) statuses.push(401, 403);
  if (!isPublic && takesInput) statuses.push(404);
  if (!isPublic && changes) statuses.push(409);
  if (hasBody || methods.some((m) => !BODYLESS.has(m))) statuses.push(413);
  if (schema.body) statuses.push(415);
  if (config.rateLimit) statuses.push(429);
  // Any route may fail; the answer is a problem too.
  statuses.push(500);
  return statuses;
}

/** Per route: zod schemas to JSON schema (fastify-type-provider-zod), then our additions. */
export const openApiTransform: SwaggerTransform = (input) => {
  const result = jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0]);
  const schema = result.schema as Record<string, unknown>;
  if (schema.hide) return result;
  const { route } = input;
  const method = Array.isArray(route.method) ? route.method[0]! : route.method;
  const plan: Plan = {
    problems: problemStatuses(route),
    paginated: isPagedListRoute(route.schema),
    streamBody: route.config?.streamBody === true,
  };
  const operationId =
    typeof schema.operationId === 'string' ? schema.operationId : operationIdOf(method, route.url);
  // A public route needs no bearer token: it says so instead of inheriting the document's security.
  const security = route.config?.public === true ? { security: [] } : {};
  return { url: result.url, schema: { ...schema, operationId, ...security, [PLAN]: plan } };
};

/**
 * A body field the route takes as it comes because its service checks it together with the
 * body's other fields (so one 400 lists every field); the API description shows it as `schema`.
 */
export function checkedByService(schema: z.ZodType) {
  const { $schema: _, ...json } = z.toJSONSchema(schema, {
    target: 'openapi-3.0',
    io: 'input',
    unrepresentable: 'any',
  }) as Record<string, unknown>;
  return z.unknown().meta(json);
}

const componentOf = (schema: z.ZodType) => {
  const { $schema: _, ...json } = z.toJSONSchema(schema, { target: 'openapi-3.0' }) as Record<
    string,
    unknown
  >;
  return json;
};

type Json = Record<string, unknown>;
type Operation = Json & { responses?: Record<string, Json>; requestBody?: Json };

function completeOperation(operation: Operation, plan: Plan): void {
  const responses = (operation.responses ??= {});
  for (const status of plan.problems) {
    responses[status] ??= {
      description: PROBLEM_TITLES[status] ?? 'Error',
      content: { [PROBLEM_CONTENT_TYPE]: { schema: { $ref: PROBLEM_REF } } },
    };
  }
  const ok = responses['200'];
  if (plan.paginated && ok) {
    ok.headers = {
      ...(ok.headers as Json | undefined),
      'x-pagination': {
        description: 'The page answered and the size of the whole list, as JSON',
        required: true,
        content: { 'application/json': { schema: { $ref: PAGINATION_REF } } },
      },
    };
  }
  if (plan.streamBody) {
    operation.requestBody = {
      required: true,
      content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
    };
  }
}

/** The whole document: the shared components, and each operation completed from its plan. */
export const openApiTransformObject: SwaggerTransformObject = (documentObject) => {
  if (!('openapiObject' in documentObject)) return documentObject.swaggerObject;
  const document = documentObject.openapiObject as Json & {
    paths?: Record<string, Record<string, unknown>>;
    components?: Json & { schemas?: Json };
  };
  for (const pathItem of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(pathItem)) {
      if (!operation || typeof operation !== 'object' || !(PLAN in operation)) continue;
      const { [PLAN]: plan, ...rest } = operation as Operation;
      completeOperation(rest, plan as Plan);
      Object.assign(operation, rest);
      delete (operation as Json)[PLAN];
    }
  }
  document.components = {
    ...document.components,
    schemas: {
      ...document.components?.schemas,
      Problem: componentOf(ZProblem),
      Pagination: componentOf(ZPagination),
    },
  };
  return document;
};
