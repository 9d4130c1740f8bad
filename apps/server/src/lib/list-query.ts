import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@probity/domain';
import { type AnyColumn, type SQL, asc, desc } from 'drizzle-orm';
import type { FastifyReply, FastifySchema } from 'fastify';
import { z } from 'zod';
import { invalid } from './errors.js';

const toList = (v: string | string[] | undefined) => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
/** PostgreSQL cannot hold a NUL in text: a search or filter with one is a 400, never a failed query. */
const noNul = (v: string | string[] | undefined) => !toList(v).some((s) => s.includes('\u0000'));
const NUL_MESSAGE = { error: 'Invalid characters' };

/**
 * spec/README list conventions: page, pageCount, SearchTerm, OrderBy ('-' = descending) and
 * repeated FilterType/Filter pairs. Every list of the product takes this query.
 */
export const ZListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageCount: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  SearchTerm: z.string().trim().max(200).refine(noNul, NUL_MESSAGE).optional(),
  OrderBy: z
    .string()
    .regex(/^-?[A-Za-z][A-Za-z0-9]*$/)
    .optional(),
  FilterType: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform(toList),
  Filter: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .refine(noNul, NUL_MESSAGE)
    .transform(toList),
});
export type ListQuery = z.infer<typeof ZListQuery>;

/** Groups FilterType/Filter pairs: { status: ['active', 'complete'] }. Unknown types answer 400. */
export function filtersOf(q: ListQuery, allowed: readonly string[]): Record<string, string[]> {
  if (q.FilterType.length !== q.Filter.length) {
    throw invalid({ Filter: ['Each FilterType needs one Filter'] });
  }
  const out: Record<string, string[]> = {};
  q.FilterType.forEach((type, i) => {
    const key = type.toLowerCase();
    if (!allowed.includes(key)) throw invalid({ FilterType: [`Unknown filter type '${type}'`] });
    (out[key] ??= []).push(q.Filter[i]!);
  });
  return out;
}

/** Turns OrderBy into an ORDER BY clause over the allowed columns (case-insensitive names). */
export function orderByOf(q: ListQuery, columns: Record<string, AnyColumn | SQL>, fallback: SQL): SQL[] {
  if (!q.OrderBy) return [fallback];
  const descending = q.OrderBy.startsWith('-');
  const name = (descending ? q.OrderBy.slice(1) : q.OrderBy).toLowerCase();
  const key = Object.keys(columns).find((k) => k.toLowerCase() === name);
  if (!key) throw invalid({ OrderBy: [`Unknown sort field '${q.OrderBy}'`] });
  const column = columns[key]!;
  return [descending ? desc(column) : asc(column), fallback];
}

/** The x-pagination header's JSON (the API description's Pagination schema). */
export const ZPagination = z.object({
  currentPage: z.number().int().min(1),
  totalPages: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  totalCount: z.number().int().min(0),
  /** Issue 16: present and true when totalCount is the database's estimate (a large list). */
  totalIsEstimate: z.boolean().optional(),
});
export type Pagination = z.infer<typeof ZPagination>;

/**
 * A paged list route: its query takes page and pageCount (ZListQuery) and it answers an array.
 * Exactly these answer the x-pagination header, and the API description declares it for them.
 */
export function isPagedListRoute(schema: FastifySchema | undefined): boolean {
  const query = schema?.querystring;
  const ok = (schema?.response as Record<string, unknown> | undefined)?.[200];
  return (
    query instanceof z.ZodObject &&
    'page' in query.shape &&
    'pageCount' in query.shape &&
    ok instanceof z.ZodArray
  );
}

export function paginationOf(q: ListQuery, totalCount: number, totalIsEstimate = false): Pagination {
  return {
    currentPage: q.page,
    totalPages: Math.max(1, Math.ceil(totalCount / q.pageCount)),
    pageSize: q.pageCount,
    totalCount,
    ...(totalIsEstimate ? { totalIsEstimate: true } : {}),
  };
}

/** Lists answer with the x-pagination header (JSON). */
export function setPaginationHeader(reply: FastifyReply, pagination: Pagination): void {
  // The API description declares the header from the route's schema: a route that sets it
  // without that shape would answer what its description does not say (a programming error).
  if (!isPagedListRoute(reply.request.routeOptions.schema))
    throw new Error('x-pagination is set only by routes whose query is ZListQuery and which answer an array');
  reply.header('x-pagination', JSON.stringify(pagination));
  reply.header('access-control-expose-headers', 'x-pagination');
}

/** Escapes LIKE wildcards in a search term. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
