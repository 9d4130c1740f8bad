import { createHash } from 'node:crypto';
import type { Database } from '../db/client.js';

/**
 * The audit trail's hash chain (issue 13). The database fills `chain_hash` on insert
 * (db/sql/0001_audit_chain.sql); this module checks it again, independently, in Node.
 *
 * Canonical content of an event, version 1: the text 'v1' followed by these fields in this order,
 * each written as '|' + its UTF-8 byte length + ':' + its text, or '|-' when it is null:
 *   1. audit_event_id, decimal
 *   2. occurred_at in UTC as YYYY-MM-DDTHH:MM:SS.ffffffZ (microseconds, as PostgreSQL stores it)
 *   3. actor_user_id and 4. organisation_id, lower-case UUIDs
 *   5. action, 6. object_type, 7. object_id, 8. ip, as stored
 *   9. details as PostgreSQL's text form of the jsonb value (keys in jsonb's own order)
 * chain_hash = hex(SHA-256(UTF-8(previous chain_hash + canonical))); the first event's previous
 * hash is 64 zeros. The head (audit_chain_head) holds the last hash, so removing the newest events
 * is seen as well as changing or removing any other.
 */
export const GENESIS_HASH = '0'.repeat(64);

export interface CanonicalFields {
  auditEventID: string;
  occurredAt: string;
  actorUserID: string | null;
  organisationID: string | null;
  action: string | null;
  objectType: string | null;
  objectID: string | null;
  ip: string | null;
  details: string | null;
}

export function canonicalOf(e: CanonicalFields): string {
  const fields = [
    e.auditEventID,
    e.occurredAt,
    e.actorUserID,
    e.organisationID,
    e.action,
    e.objectType,
    e.objectID,
    e.ip,
    e.details,
  ];
  return `v1${fields.map((f) => (f === null ? '|-' : `|${Buffer.byteLength(f, 'utf8')}:${f}`)).join('')}`;
}

export function nextChainHash(previousHash: string, canonical: string): string {
  return createHash('sha256')
    .update(previousHash + canonical, 'utf8')
    .digest('hex');
}

export type ChainBreakReason =
  /** The row's content, or the row before it, is not what was chained (changed, removed or inserted). */
  | 'changed'
  /** The newest events are missing: the last row is not the chain's recorded head. */
  | 'truncated';

export type ChainVerification =
  | { ok: true; count: number; lastHash: string }
  | {
      ok: false;
      /** Events that verified before the break. */
      count: number;
      reason: ChainBreakReason;
      /** The first event that does not verify (the last remaining one when the newest are missing). */
      brokenAt: { auditEventID: number; occurredAt: string } | null;
    };

interface Row extends CanonicalFields {
  chainHash: string | null;
}

export const VERIFY_BATCH_SIZE = 5000;

/**
 * Walks the whole chain in id order, `batchSize` rows at a time (keyset paging, never the whole
 * table in memory), and answers OK with the count, or the first event that breaks it.
 */
export async function verifyAuditChain(
  database: Database,
  opts: { batchSize?: number; onProgress?: (checked: number) => void } = {},
): Promise<ChainVerification> {
  const batchSize = opts.batchSize ?? VERIFY_BATCH_SIZE;
  let previous = GENESIS_HASH;
  let afterID = '0';
  let count = 0;
  let last: { auditEventID: number; occurredAt: string } | null = null;
  for (;;) {
    const rows = await database.query<Row>(
      `SELECT audit_event_id::text AS "auditEventID",
              to_char(occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS "occurredAt",
              actor_user_id::text AS "actorUserID", organisation_id::text AS "organisationID",
              action, object_type AS "objectType", object_id AS "objectID", ip, details::text AS details,
              chain_hash AS "chainHash"
         FROM audit_events WHERE audit_event_id > $1::bigint ORDER BY audit_event_id LIMIT $2`,
      [afterID, batchSize],
    );
    for (const row of rows) {
      const expected = nextChainHash(previous, canonicalOf(row));
      const at = { auditEventID: Number(row.auditEventID), occurredAt: row.occurredAt };
      if (row.chainHash !== expected) return { ok: false, count, reason: 'changed', brokenAt: at };
      previous = expected;
      last = at;
      count++;
    }
    opts.onProgress?.(count);
    if (rows.length < batchSize) break;
    afterID = rows[rows.length - 1]!.auditEventID;
  }
  const [head] = await database.query<{ lastHash: string }>(
    'SELECT last_hash AS "lastHash" FROM audit_chain_head',
  );
  if (!head || head.lastHash !== previous) return { ok: false, count, reason: 'truncated', brokenAt: last };
  return { ok: true, count, lastHash: previous };
}

/** The verification in one line, for the command line and the jobs page (no personal data). */
export function describeVerification(v: ChainVerification): string {
  const n = v.count.toLocaleString('en-GB');
  if (v.ok) return `OK: ${n} audit event${v.count === 1 ? '' : 's'} verified, the chain is intact`;
  const where = v.brokenAt ? `event ${v.brokenAt.auditEventID} (${v.brokenAt.occurredAt})` : 'the start';
  return v.reason === 'changed'
    ? `BROKEN at ${where}: it was changed, or an event before it was removed (${n} verified before it)`
    : `BROKEN after ${where}: the newest events were removed (${n} verified)`;
}
