import {
  type ReportList,
  type ReportParameter,
  type ReportParameterOption,
  type ReportParameterType,
  parseReportDate,
} from '@probity/domain';
import { type Column, getTableName, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { type ReportQuery, openCursor } from './report-cursor.js';

/*
 * The report engine: a report is data (path, name, description, the lists it is on, its
 * parameters and columns) plus one query over our tables. The engine validates the parameters,
 * scopes the query to the caller's organisation and hands the rows to the HTML page or an export.
 */

/** 'money' cells hold integer pence and read as £6,000.00 (formatPounds of packages/domain). */
export type ColumnKind = 'text' | 'number' | 'money' | 'date' | 'datetime' | 'boolean';
export interface ReportColumn {
  key: string;
  header: string;
  kind: ColumnKind;
}

export type Cell = string | number | boolean | Date | null;
export type ReportRow = Record<string, Cell>;

/** Where a report may look: one organisation (every non-administrator: spec 01 §6), or all. */
export interface ReportScope {
  /** The caller's organisation, forced for non-administrators; null for administrators. */
  organisationID: string | null;
  organisationName: string | null;
}

export interface ReportContext {
  db: DbOrTx;
  scope: ReportScope;
}

export interface ParameterDef {
  key: string;
  name: string;
  type: ReportParameterType;
  /** The choices of a SingleChoice or MultiChoice, fixed or read for the caller. */
  options?: readonly ReportParameterOption[] | ((ctx: ReportContext) => Promise<ReportParameterOption[]>);
  /** Used when the parameter is not sent. A MultiChoice usually defaults to every choice. */
  defaultValue?: readonly string[] | 'all-options';
}

/** The parameters of one run, validated, with defaults applied. */
export class ReportArgs {
  constructor(
    private readonly values: ReadonlyMap<string, readonly string[]>,
    private readonly defs: readonly ReportParameter[],
  ) {}

  private def(key: string): ReportParameter {
    const def = this.defs.find((d) => d.key === key);
    if (!def) throw new Error(`Report parameter ${key} is not declared`);
    return def;
  }

  /** The chosen values of a MultiChoice; null when every choice is chosen (no filter needed). */
  multi(key: string): string[] | null {
    const def = this.def(key);
    const chosen = [...(this.values.get(key) ?? [])];
    if (chosen.length === 0 || def.value.every((o) => chosen.includes(o.value))) return null;
    return chosen;
  }

  single(key: string): string | null {
    this.def(key);
    return this.values.get(key)?.[0] ?? null;
  }

  bool(key: string): boolean {
    return (this.single(key) ?? 'false').toLowerCase() === 'true';
  }

  text(key: string): string | null {
    const value = this.single(key)?.trim();
    return value ? value : null;
  }

  /** A Number parameter as its checked decimal text, to compare as ::numeric (20 digits exceed a JS number). */
  numeric(key: string): string | null {
    return this.single(key)?.trim() ?? null;
  }

  /**
   * A Date parameter as a range bound. 'to' answers an exclusive end: a date at midnight (what the
   * date picker sends) includes that whole day, any other time includes that second.
   */
  date(key: string, bound: 'from' | 'to' = 'from'): Date | null {
    const value = this.single(key);
    const date = value ? parseReportDate(value) : null;
    if (!date || bound === 'from') return date;
    const isMidnight = date.getUTCHours() + date.getUTCMinutes() + date.getUTCSeconds() === 0;
    return isMidnight ? new Date(date.getTime() + 86_400_000) : new Date(date.getTime() + 1000);
  }
}

export interface ReportWindow {
  limit: number;
  offset: number;
  /**
   * An export on PostgreSQL: read the window through a cursor in db's transaction, `batch` rows at
   * a time; the page then holds the first batch and `more` the rest.
   */
  cursor?: { db: DbOrTx; batch: number };
}

export interface ReportPage {
  rows: ReportRow[];
  /** Every row the filters match (not only this window). */
  total: number;
  /** With a cursor window: the rows after `rows`, batch by batch, while the transaction lasts. */
  more?: AsyncIterable<ReportRow[]>;
}

export interface ReportDefinition {
  path: string;
  name: string;
  description: string;
  lists: readonly ReportList[];
  parameters: readonly ParameterDef[];
  columns: readonly ReportColumn[];
  run(ctx: ReportContext, args: ReportArgs, window: ReportWindow): Promise<ReportPage>;
}

/** The parameter definitions as the API shows them (spec 01 §3), with their choices read. */
export async function describeParameters(
  definition: ReportDefinition,
  ctx: ReportContext,
): Promise<ReportParameter[]> {
  const out: ReportParameter[] = [];
  for (const p of definition.parameters) {
    const value = typeof p.options === 'function' ? await p.options(ctx) : [...(p.options ?? [])];
    const defaultValue =
      p.defaultValue === 'all-options' ? value.map((o) => o.value) : [...(p.defaultValue ?? [])];
    out.push({ key: p.key, name: p.name, type: p.type, value, defaultValue });
  }
  return out;
}

/** The `total` column that pageOf reads: every row the filters match, on each row. */
export const windowTotal = () => sql<number>`count(*) over ()`.mapWith(Number);

/**
 * Runs a query that adds `total` (count(*) over ()) to each row, for one window, and presents its
 * rows. A window past the last row has no row to carry the total, so the first row is asked for
 * then. With a cursor window the query runs once and its rows come in batches.
 */
export async function pageOf<T extends { total: number }>(
  fetch: (limit: number, offset: number) => ReportQuery<T>,
  window: ReportWindow,
  present: (row: T) => ReportRow,
): Promise<ReportPage> {
  if (window.cursor) {
    const next = await openCursor(window.cursor.db, fetch(window.limit, window.offset), window.cursor.batch);
    const first = await next();
    async function* more() {
      for (let batch = await next(); batch.length > 0; batch = await next()) yield batch.map(present);
    }
    return { rows: first.map(present), total: Number(first[0]?.total ?? 0), more: more() };
  }
  const rows = await fetch(window.limit, window.offset);
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && window.offset > 0) total = Number((await fetch(1, 0))[0]?.total ?? 0);
  return { rows: rows.map(present), total };
}

/**
 * How many rows of inner's table have inner equal to the outer query's outer column. Qualified by
 * hand: drizzle leaves columns unqualified in a select from one table, which would compare the
 * inner table's column with itself.
 */
export function correlatedCount(inner: Column, outer: Column) {
  const innerTable = sql.identifier(getTableName(inner.table));
  const outerTable = sql.identifier(getTableName(outer.table));
  return sql<number>`(select count(*) from ${innerTable} as counted where counted.${sql.identifier(inner.name)} = ${outerTable}.${sql.identifier(outer.name)})`.mapWith(
    Number,
  );
}

/** The organisation a Client or Charity report reads: always the caller's (spec 01 §6). */
export function requireOrganisation(ctx: ReportContext): string {
  if (!ctx.scope.organisationID) throw new Error('This report needs an organisation scope');
  return ctx.scope.organisationID;
}

export const YES_NO: ReportParameterOption[] = [
  { label: 'Yes', value: 'true' },
  { label: 'No', value: 'false' },
];

/** A filter as the report shows it: the parameter's name and the chosen values in words. */
export interface AppliedFilter {
  name: string;
  text: string;
}

/** One run of a report, ready to render: to HTML (one page) or to an export (every row). */
export interface ReportDocument {
  name: string;
  path: string;
  /** The caller's organisation for Client and Charity reports. */
  organisationName: string | null;
  generatedAt: Date;
  filters: AppliedFilter[];
  columns: readonly ReportColumn[];
  rows: ReportRow[];
  total: number;
}
