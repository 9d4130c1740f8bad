import { Readable } from 'node:stream';
import type { SQL } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import type { DbOrTx } from '../../db/client.js';
import { type AuditRow, listAuditEvents, presentAuditEvent } from './audit.queries.js';

/** Rows read from the database per query while the file streams out (keyset, newest first). */
export const AUDIT_EXPORT_BATCH = 2000;

const HEADERS = [
  'When (UTC)',
  'Who',
  'User ID',
  'Organisation',
  'Action',
  'Object type',
  'Object ID',
  'From',
  'Details',
  'Event',
];

/**
 * A cell a spreadsheet would run as a formula starts with = + - @ (or a tab or carriage return
 * that hides one): such text gets a leading apostrophe, as the report exports do.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
export const guardCell = (text: string | null) =>
  text === null ? '' : FORMULA_START.test(text) ? `'${text}` : text;

function record(r: AuditRow): string[] {
  const e = presentAuditEvent(r);
  return [
    e.occurredAt,
    e.actorName ?? (e.actorUserID ? 'Removed user' : 'System'),
    e.actorUserID,
    e.organisationName,
    e.action,
    e.objectType,
    e.objectID,
    e.ip,
    r.details ? JSON.stringify(r.details) : null,
    String(e.auditEventID),
  ].map(guardCell);
}

const csv = (records: string[][]) =>
  stringify(records, { record_delimiter: 'windows', quoted_match: /[\r\n]/ });

/**
 * The selected events as CSV (RFC 4180, CRLF, UTF-8 with a BOM for Excel), streamed: the rows are
 * read in batches as the client takes them, so memory stays flat whatever the count. The caller
 * caps the count first (AUDIT_EXPORT_MAX_ROWS).
 */
export function streamAuditCsv(db: DbOrTx, where: SQL | undefined): Readable {
  async function* chunks() {
    yield Buffer.from([0xef, 0xbb, 0xbf]);
    yield Buffer.from(csv([HEADERS]), 'utf8');
    let beforeID: number | undefined;
    for (;;) {
      const rows = await listAuditEvents(db, where, { limit: AUDIT_EXPORT_BATCH, beforeID });
      if (rows.length === 0) return;
      yield Buffer.from(csv(rows.map(record)), 'utf8');
      if (rows.length < AUDIT_EXPORT_BATCH) return;
      beforeID = rows[rows.length - 1]!.auditEventID;
    }
  }
  return Readable.from(chunks());
}
