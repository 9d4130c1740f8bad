import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { operationIdOf, problemStatuses } from './openapi.js';

const route = (over: Partial<RouteOptions>): RouteOptions =>
  ({ method: 'GET', url: '/api/Things', handler: () => undefined, ...over }) as RouteOptions;

describe('the API description helpers', () => {
  it('derives a camelCase operationId from the method and the path', () => {
    expect(operationIdOf('GET', '/api/Matters')).toBe('getMatters');
    expect(operationIdOf('PUT', '/api/Legacy/:id/Details/:detailId')).toBe('putLegacyByIdDetailsByDetailId');
    expect(operationIdOf('POST', '/api/Mail/Outbox/:id/Retry')).toBe('postMailOutboxByIdRetry');
    expect(operationIdOf('GET', '/api/Legacy/Export/Schema/v1')).toBe('getLegacyExportSchemaV1');
    expect(operationIdOf('DELETE', '/api/two-words/:user_id')).toBe('deleteTwoWordsByUserId');
  });

  it('lists the 4xx a route can answer from what it takes and who may call it', () => {
    expect(problemStatuses(route({}))).toEqual([401, 403, 500]);
    expect(problemStatuses(route({ url: '/api/Things/:id' }))).toEqual([400, 401, 403, 404, 500]);
    expect(problemStatuses(route({ method: 'POST', schema: { body: z.object({ a: z.string() }) } }))).toEqual(
      [400, 401, 403, 404, 409, 413, 415, 500],
    );
    expect(
      problemStatuses(
        route({ method: 'POST', config: { public: true, rateLimit: { max: 1 } } as RouteOptions['config'] }),
      ),
    ).toEqual([413, 429, 500]);
    expect(
      problemStatuses(
        route({
          method: 'POST',
          config: { streamBody: true } as RouteOptions['config'],
          schema: { querystring: z.object({}) },
        }),
      ),
    ).toEqual([400, 401, 403, 404, 409, 413, 500]);
  });
});
