import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, buildTestApp, buildUser, callAs } from '../test/helpers.js';

/*
 * Issue 12 "The API description": the served OpenAPI document validates with an independent
 * validator (@seriousme/openapi-schema-validator checks it against the OpenAPI Initiative's
 * published JSON schema for 3.0, https://spec.openapis.org/oas/3.0/schema/2021-09-28), every
 * operation has a unique operationId and declares its 4xx answers with the Problem body, paged
 * lists declare x-pagination, and request bodies have real schemas.
 */

type Json = Record<string, unknown>;
interface Operation {
  operationId?: string;
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema?: Json }> };
  responses: Record<
    string,
    Json & { headers?: Record<string, Json>; content?: Record<string, { schema?: Json }> }
  >;
  security?: unknown[];
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Json> };
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const PROBLEM = { $ref: '#/components/schemas/Problem' };
const PROBLEM_TYPE = 'application/problem+json';

let ctx: TestContext;
let doc: Document;
let operations: { method: string; path: string; op: Operation }[];

beforeAll(async () => {
  ctx = await buildTestApp();
  // The document as it is served (the UI at /api/docs reads it from here).
  const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
  operations = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, op]) => ({ method, path, op })),
  );
});
afterAll(() => ctx?.close());

/**
 * A schema with something in it, all the way down: {} or an object without properties describes
 * no body, at the top or in a field (an object with properties may still let others through).
 */
function describesSomething(schema: Json | undefined, depth = 0): boolean {
  if (!schema || depth > 20) return false;
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.replace('#/components/schemas/', '');
    return describesSomething(doc.components.schemas[name], depth + 1);
  }
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const members = schema[key] as Json[] | undefined;
    if (members) return members.length > 0 && members.every((m) => describesSomething(m, depth + 1));
  }
  if (schema.type === 'object') {
    const properties = Object.values((schema.properties ?? {}) as Record<string, Json>);
    // A map (z.record) names no property but says what each value is.
    const values = schema.additionalProperties;
    if (properties.length === 0)
      return typeof values === 'object' && describesSomething(values as Json, depth + 1);
    return properties.every((p) => describesSomething(p, depth + 1));
  }
  if (schema.type === 'array') return describesSomething(schema.items as Json, depth + 1);
  return typeof schema.type === 'string';
}

describe('the API description (issue 12)', () => {
  it('validates against the OpenAPI 3.0 schema', async () => {
    const result = await new Validator().validate(doc as never);
    if (!result.valid) console.error(JSON.stringify(result.errors, null, 2));
    expect(result.valid).toBe(true);
    expect(doc.openapi).toMatch(/^3\.0\./);
    expect(operations.length).toBeGreaterThan(100);
  });

  it('holds the API only: no identity server routes, no catch-all', () => {
    const outside = Object.keys(doc.paths).filter((p) => !p.startsWith('/api/'));
    expect(outside).toEqual([]);
    expect(Object.keys(doc.paths).filter((p) => p.includes('*'))).toEqual([]);
  });

  it('gives every operation a unique operationId', () => {
    const missing = operations
      .filter(({ op }) => !op.operationId)
      .map(({ method, path }) => `${method} ${path}`);
    expect(missing).toEqual([]);
    const seen = new Map<string, string>();
    const duplicates: string[] = [];
    for (const { method, path, op } of operations) {
      const other = seen.get(op.operationId!);
      if (other) duplicates.push(`${op.operationId}: ${other} and ${method} ${path}`);
      seen.set(op.operationId!, `${method} ${path}`);
    }
    expect(duplicates).toEqual([]);
    const details = doc.paths['/api/Legacy/{id}/Details/{detailId}'];
    expect(details?.put?.operationId).toBe('putLegacyByIdDetailsByDetailId');
  });

  it('declares the errors each operation can answer, as RFC 9457 problems', () => {
    const problem = doc.components.schemas.Problem as { properties: Json; required: string[] };
    expect(Object.keys(problem.properties).sort()).toEqual([
      'detail',
      'errors',
      'instance',
      'status',
      'title',
      'type',
    ]);
    expect(problem.required.sort()).toEqual(['detail', 'instance', 'status', 'title', 'type']);
    const wrong: string[] = [];
    for (const { method, path, op } of operations) {
      const where = `${method} ${path}`;
      const statuses = Object.keys(op.responses);
      const secured = op.security === undefined || op.security.length > 0;
      const takesInput = !!op.requestBody || (op.parameters ?? []).length > 0;
      const expected = [
        ...(takesInput ? ['400'] : []),
        ...(secured ? ['401', '403'] : []),
        ...(secured && path.includes('{') ? ['404'] : []),
        '500',
      ];
      for (const status of expected) if (!statuses.includes(status)) wrong.push(`${where} lacks ${status}`);
      // Every error answer is the Problem, as application/problem+json only.
      for (const status of statuses.filter((s) => /^[45]/.test(s))) {
        const content = op.responses[status]?.content ?? {};
        if (JSON.stringify(content) !== JSON.stringify({ [PROBLEM_TYPE]: { schema: PROBLEM } }))
          wrong.push(`${where} ${status} is not a Problem`);
      }
      if (!statuses.some((s) => s.startsWith('2'))) wrong.push(`${where} has no 2xx`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers a 4xx as its description says: a Problem body', async () => {
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/Activity' });
    expect(anonymous.statusCode).toBe(401);
    expect(doc.paths['/api/Activity']?.get?.responses['401']).toBeDefined();
    expect(anonymous.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(anonymous.json()).toEqual({
      type: 'about:blank',
      title: 'Unauthorized',
      status: 401,
      detail: 'Sign-in required',
      instance: `urn:uuid:${anonymous.headers['x-request-id']}`,
    });
    // The description names the problem types a client may meet.
    const problem = doc.components.schemas.Problem as { properties: Record<string, Json> };
    expect(problem.properties.type?.description).toMatch(/about:blank/);
    expect(problem.properties.type?.description).toMatch(/urn:probity:problem:validation/);
  });

  it('declares x-pagination on every paged list, and a list answers it', async () => {
    const paged = operations.filter(({ op }) => {
      const names = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      const ok = op.responses['200']?.content?.['application/json']?.schema;
      return names.includes('page') && names.includes('pageCount') && ok?.type === 'array';
    });
    expect(paged.length).toBeGreaterThanOrEqual(15);
    const undeclared = paged
      .filter(({ op }) => !op.responses['200']?.headers?.['x-pagination'])
      .map(({ method, path }) => `${method} ${path}`);
    expect(undeclared).toEqual([]);
    const header = doc.paths['/api/Activity']?.get?.responses['200']?.headers?.['x-pagination'];
    expect(header).toMatchObject({
      required: true,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Pagination' } } },
    });
    const pagination = doc.components.schemas.Pagination as { required: string[] };
    expect(pagination.required).toEqual(['currentPage', 'totalPages', 'pageSize', 'totalCount']);

    // The header the list really sends has the declared shape.
    const user = await buildUser(ctx.database, { roles: ['Matter Admin'] });
    const res = await callAs(ctx, user, 'GET', '/api/Activity?page=1&pageCount=5');
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(String(res.headers['x-pagination']))).toEqual({
      currentPage: 1,
      totalPages: 1,
      pageSize: 5,
      totalCount: 0,
    });
  });

  it('gives every request body a real schema', () => {
    const empty: string[] = [];
    for (const { method, path, op } of operations) {
      for (const [type, media] of Object.entries(op.requestBody?.content ?? {})) {
        const ok =
          type === 'application/json'
            ? describesSomething(media.schema)
            : typeof media.schema?.type === 'string' && !!media.schema.format;
        if (!ok) empty.push(`${method} ${path} ${type}`);
      }
    }
    expect(empty).toEqual([]);
    // The legacy details, on their own routes and in the legacy's update.
    const update = doc.paths['/api/Legacy']?.put?.requestBody?.content['application/json']?.schema as {
      properties: Record<string, { items: Json }>;
    };
    for (const [path, schema] of [
      ['/api/Legacy/{id}/Details', undefined],
      ['/api/Legacy/{id}/Details/{detailId}', undefined],
      ['PUT /api/Legacy details', update.properties.details?.items],
    ] as const) {
      const item = doc.paths[path] ?? {};
      const body = (schema ?? (item.post ?? item.put)?.requestBody?.content['application/json']?.schema) as {
        properties: Json;
        required: string[];
      };
      expect(Object.keys(body.properties), path).toEqual(
        expect.arrayContaining(['legacyType', 'description', 'amountPence', 'isEstimate', 'isPercentage']),
      );
      expect(body.required, path).toEqual(
        expect.arrayContaining(['legacyType', 'description', 'amountPence']),
      );
    }
    // The streamed upload is documented as the raw file it reads.
    expect(doc.paths['/api/Document/Upload']?.post?.requestBody?.content).toEqual({
      'application/octet-stream': { schema: { type: 'string', format: 'binary' } },
    });
  });
});
