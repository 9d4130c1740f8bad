import type { Readable } from 'node:stream';
import {
  REPORT_LISTS,
  REPORT_ORGANISATION_PARAMETER,
  REPORT_ROWS_PER_PAGE,
  REPORT_TEXTS,
  type ReportExportInput,
  type ReportParameter,
  type ReportSummary,
  type ReportView,
  type ReportViewInput,
  can,
  parseReportDate,
  reportListFor,
  reportValueProblems,
} from '@probity/domain';
import { eq, sql } from 'drizzle-orm';
import type { Actor } from '../../access/actor.js';
import { recordAudit } from '../../audit/audit.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { organisations } from '../../db/schema/index.js';
import { forbidden, invalid, notFound } from '../../lib/errors.js';
import {
  type AppliedFilter,
  ReportArgs,
  type ReportContext,
  type ReportDefinition,
  type ReportDocument,
  type ReportRow,
  type ReportScope,
  describeParameters,
} from './report-engine.js';
import { renderExport } from './report-export.js';
import { STREAMED_FORMATS, type StreamedFormat, streamExport } from './report-export-stream.js';
import { exportFileName, gmtDate, gmtDateTime } from './report-format.js';
import { renderReportHtml } from './report-html.js';
import { findReport, mayRun, reportsOf } from './reports.catalogue.js';

/** A report query may run this long before PostgreSQL stops it. */
const REPORT_STATEMENT_TIMEOUT_MS = 60_000;

const summary = (r: ReportDefinition): ReportSummary => ({
  name: r.name,
  description: r.description,
  path: r.path,
});

/**
 * GET /api/Reporting[/{list}]: the caller's list (spec 01 §6), only the reports the caller may run
 * (a Trustee's Charity list holds the Legacies report alone). Another list than the caller's
 * answers 403; a name that is no list 404.
 */
export function listReports(actor: Actor, requested?: string): ReportSummary[] {
  if (!can(actor, 'reports.read')) throw forbidden();
  const { list } = reportListFor(actor.roles);
  if (requested !== undefined) {
    const named = REPORT_LISTS.find((l) => l.toLowerCase() === requested.toLowerCase());
    if (!named) throw notFound();
    if (named !== list) throw forbidden();
  }
  return reportsOf(list)
    .filter((r) => mayRun(actor.roles, r))
    .map(summary);
}

/**
 * The values sent, checked against the report's parameters (spec 01 §5), with the defaults for
 * what was not sent. A non-administrator's OrganisationID is never taken from the request: the
 * scope is forced to their own organisation (spec 01 §6).
 */
function checkValues(
  parameters: readonly ReportParameter[],
  sent: Record<string, string[]>,
  dropOrganisation: boolean,
): Map<string, string[]> {
  const errors: Record<string, string[]> = {};
  const chosen = new Map<string, string[]>();
  for (const [key, values] of Object.entries(sent)) {
    if (dropOrganisation && key.toLowerCase() === REPORT_ORGANISATION_PARAMETER.toLowerCase()) continue;
    const parameter = parameters.find((p) => p.key.toLowerCase() === key.toLowerCase());
    if (!parameter) {
      errors[`parameters.${key}`] = [REPORT_TEXTS.unknownParameter];
      continue;
    }
    const problems = reportValueProblems(parameter, values);
    if (problems.length > 0) errors[`parameters.${parameter.key}`] = problems;
    else if (values.length > 0) chosen.set(parameter.key, [...new Set(values.map((v) => v.trim()))]);
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
  for (const p of parameters)
    if (!chosen.has(p.key) && p.defaultValue.length > 0) chosen.set(p.key, p.defaultValue);
  return chosen;
}

/** The filters that narrow the report (those that differ from their default), in words. */
function appliedFilters(
  parameters: readonly ReportParameter[],
  values: ReadonlyMap<string, string[]>,
): AppliedFilter[] {
  const out: AppliedFilter[] = [];
  for (const p of parameters) {
    const chosen = values.get(p.key) ?? [];
    const isDefault =
      chosen.length === p.defaultValue.length && chosen.every((v) => p.defaultValue.includes(v));
    if (chosen.length === 0 || isDefault) continue;
    const text = chosen.map((v) => {
      switch (p.type) {
        case 'SingleChoice':
        case 'MultiChoice':
          return p.value.find((o) => o.value === v)?.label ?? v;
        case 'Boolean':
          return v.toLowerCase() === 'true' ? 'Yes' : 'No';
        case 'Date': {
          const date = parseReportDate(v);
          if (!date) return v;
          return date.getUTCHours() + date.getUTCMinutes() + date.getUTCSeconds() === 0
            ? gmtDate(date)
            : `${gmtDateTime(date)} GMT`;
        }
        default:
          return v;
      }
    });
    out.push({ name: p.name, text: text.join(', ') });
  }
  return out;
}

interface PreparedRun {
  definition: ReportDefinition;
  ctx: ReportContext;
  parameters: ReportParameter[];
  args: ReportArgs;
  filters: AppliedFilter[];
}

async function prepare(db: DbOrTx, actor: Actor, request: ReportViewInput): Promise<PreparedRun> {
  if (!can(actor, 'reportDetails.read')) throw forbidden();
  const { list, addOrganisationID } = reportListFor(actor.roles);
  const definition = findReport(list, request.reportPath);
  if (!definition) throw notFound();
  // A report of the caller's list that their role may not run (a Trustee and the charity's checks).
  if (!mayRun(actor.roles, definition)) throw forbidden();
  const ctx: ReportContext = { db, scope: await scopeOf(db, actor, addOrganisationID) };
  const parameters = await describeParameters(definition, ctx);
  const values = checkValues(parameters, request.parameters, addOrganisationID);
  return {
    definition,
    ctx,
    parameters,
    args: new ReportArgs(values, parameters),
    filters: appliedFilters(parameters, values),
  };
}

async function scopeOf(db: DbOrTx, actor: Actor, forced: boolean): Promise<ReportScope> {
  if (!forced) return { organisationID: null, organisationName: null };
  const [org] = await db
    .select({ name: organisations.name })
    .from(organisations)
    .where(eq(organisations.organisationID, actor.organisationID));
  return { organisationID: actor.organisationID, organisationName: org?.name ?? null };
}

/**
 * Reports only read: each runs in a read-only transaction with a statement timeout, so a report
 * can never change data and a slow one cannot hold a connection for long.
 */
async function readOnly<T>(db: Db, work: (tx: DbOrTx) => Promise<T>): Promise<T> {
  return db.transaction(
    async (tx) => {
      await tx.execute(sql.raw(`set local statement_timeout = ${REPORT_STATEMENT_TIMEOUT_MS}`));
      // PostgreSQL's JIT compiles a large report's query for about a second before it runs
      // (EXPLAIN ANALYZE of a 100,000-row export, issue 16), more than it saves.
      await tx.execute(sql.raw('set local jit = off'));
      return work(tx);
    },
    { accessMode: 'read only' },
  );
}

function documentOf(run: PreparedRun, rows: ReportDocument['rows'], total: number): ReportDocument {
  return {
    name: run.definition.name,
    path: run.definition.path,
    organisationName: run.ctx.scope.organisationName,
    generatedAt: new Date(),
    filters: run.filters,
    columns: run.definition.columns,
    rows,
    total,
  };
}

/** POST /api/Reporting/View: one page of REPORT_ROWS_PER_PAGE rows as HTML. */
export async function viewReport(db: Db, actor: Actor, request: ReportViewInput): Promise<ReportView> {
  return readOnly(db, async (tx) => {
    const run = await prepare(tx, actor, request);
    const page = request.page;
    const { rows, total } = await run.definition.run(run.ctx, run.args, {
      limit: REPORT_ROWS_PER_PAGE,
      offset: (page - 1) * REPORT_ROWS_PER_PAGE,
    });
    const totalPages = Math.max(1, Math.ceil(total / REPORT_ROWS_PER_PAGE));
    return {
      content: renderReportHtml(documentOf(run, rows, total), page, totalPages),
      parameters: run.parameters,
      totalPages,
    };
  });
}

/** An export ready to send: a rendered file, or a stream written while the rows are read. */
export interface ExportReply {
  body: Buffer | Readable;
  mediaType: string;
  fileName: string;
}

export interface ExportOptions {
  maxRows: number;
  ip?: string;
  /** PostgreSQL: CSV and Excel read their rows through a cursor, this many at a time. */
  cursorBatch?: number;
  /** Sends the file; resolves once a stream has been read to its end, rejects if it failed. */
  deliver: (file: ExportReply) => Promise<void>;
}

/**
 * POST /api/Reporting/Export: every row (at most maxRows, else 400 before any byte) as a file.
 * CSV and Excel are streamed; on PostgreSQL their rows come from a cursor that stays open in the
 * report's read-only transaction until the client has the last byte. Each export is audited
 * before it is sent.
 */
export async function exportReport(
  databases: { reports: Db; primary: Db },
  actor: Actor,
  request: ReportExportInput,
  opts: ExportOptions,
): Promise<void> {
  const format = request.format;
  const streamed = (STREAMED_FORMATS as readonly string[]).includes(format);
  const read = async (tx: DbOrTx, cursor: boolean) => {
    const run = await prepare(tx, actor, request);
    const page = await run.definition.run(run.ctx, run.args, {
      limit: opts.maxRows + 1,
      offset: 0,
      ...(cursor ? { cursor: { db: tx, batch: opts.cursorBatch ?? 1 } } : {}),
    });
    if (page.total > opts.maxRows || page.rows.length > opts.maxRows) {
      const message = REPORT_TEXTS.tooManyRows(opts.maxRows);
      throw invalid({ parameters: [message] }, message);
    }
    return { doc: documentOf(run, page.rows, page.total), more: page.more };
  };
  const send = async (doc: ReportDocument, more?: AsyncIterable<ReportRow[]>) => {
    // Data leaving the product is worth a trace (what, in which format, how many rows).
    await recordAudit(databases.primary, {
      action: 'report.exported',
      actorUserID: actor.userID,
      organisationID: actor.organisationID,
      objectType: 'report',
      objectID: doc.path,
      ip: opts.ip,
      details: { format, rows: doc.total, filters: doc.filters },
    });
    if (streamed) {
      const file = streamExport(doc, format as StreamedFormat, more);
      await opts.deliver({ ...file, fileName: exportFileName(doc.name, doc.generatedAt, file.extension) });
    } else {
      await opts.deliver(await renderExport(doc, format));
    }
  };
  if (streamed && opts.cursorBatch) {
    await readOnly(databases.reports, async (tx) => {
      const { doc, more } = await read(tx, true);
      await send(doc, more);
    });
  } else {
    // PGlite has one connection: the rows are read (and its transaction ended) before the audit.
    const { doc } = await readOnly(databases.reports, (tx) => read(tx, false));
    await send(doc);
  }
}
