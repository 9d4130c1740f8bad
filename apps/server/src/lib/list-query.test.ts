import Fastify from 'fastify';
import { type ZodTypeProvider, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZListQuery, isPagedListRoute, paginationOf, setPaginationHeader } from './list-query.js';

/*
 * The API description declares x-pagination on the routes isPagedListRoute picks; the header may
 * only be sent by those, so what a list answers and what its description says cannot drift apart.
 */
describe('x-pagination and the paged list routes', () => {
  it('a paged list takes page and pageCount and answers an array', () => {
    const list = z.array(z.object({ id: z.string() }));
    expect(isPagedListRoute({ querystring: ZListQuery, response: { 200: list } })).toBe(true);
    expect(
      isPagedListRoute({ querystring: ZListQuery.extend({ queue: z.string() }), response: { 200: list } }),
    ).toBe(true);
    // A file export takes the list's query but answers no JSON array; a page object is not a list.
    expect(isPagedListRoute({ querystring: ZListQuery.extend({ format: z.enum(['csv']) }) })).toBe(false);
    expect(isPagedListRoute({ querystring: ZListQuery, response: { 200: z.object({ items: list }) } })).toBe(
      false,
    );
    expect(isPagedListRoute({ querystring: z.object({ page: z.number() }), response: { 200: list } })).toBe(
      false,
    );
    expect(isPagedListRoute(undefined)).toBe(false);
  });

  it('only a paged list route may send the header', async () => {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.get(
      '/list',
      { schema: { querystring: ZListQuery, response: { 200: z.array(z.string()) } } },
      async (request, reply) => {
        setPaginationHeader(reply, paginationOf(request.query, 12));
        return ['a'];
      },
    );
    app.get('/other', { schema: { response: { 200: z.array(z.string()) } } }, async (_request, reply) => {
      setPaginationHeader(reply, { currentPage: 1, totalPages: 1, pageSize: 10, totalCount: 0 });
      return [];
    });
    const list = await app.inject({ method: 'GET', url: '/list?page=2&pageCount=5' });
    expect(list.statusCode).toBe(200);
    expect(JSON.parse(String(list.headers['x-pagination']))).toEqual({
      currentPage: 2,
      totalPages: 3,
      pageSize: 5,
      totalCount: 12,
    });
    const other = await app.inject({ method: 'GET', url: '/other' });
    expect(other.statusCode).toBe(500);
    expect(other.headers['x-pagination']).toBeUndefined();
    await app.close();
  });
});
