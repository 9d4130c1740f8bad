import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { openOwnDatabase } from '../../test/own-database.js';
import type { Database } from '../db/client.js';
import {
  canonicalOf,
  describeVerification,
  GENESIS_HASH,
  nextChainHash,
  verifyAuditChain,
} from './audit-chain.js';
import { recordAudit } from './audit.js';

/**
 * These tests tamper with the whole table, so on PostgreSQL they run in a schema of their own
 * (the run's shared schema keeps its chain intact for the other files); on PGlite every file has
 * its own database anyway.
 */
let database: Database;
let own: Awaited<ReturnType<typeof openOwnDatabase>>;

beforeAll(async () => {
  own = await openOwnDatabase();
  database = own.database;
});
afterAll(() => own?.close());

/** What only a superuser can do: change the table with its triggers switched off. */
async function tamper(statement: string) {
  await database.exec(`BEGIN; SET LOCAL session_replication_role = replica; ${statement}; COMMIT;`);
}

async function record(n: number, prefix = 'test.event') {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    await recordAudit(database.db, {
      action: `${prefix}.${i}`,
      actorUserID: randomUUID(),
      organisationID: i % 2 ? randomUUID() : null,
      objectType: 'matter',
      objectID: `obj-${i}`,
      ip: '127.0.0.1',
      details: i % 3 ? { note: `café ☕ ${i}`, nested: { b: 2, a: [1, 'x|y:z'] } } : undefined,
    });
    const [row] = await database.query<{ id: string }>(
      'SELECT max(audit_event_id)::text AS id FROM audit_events',
    );
    ids.push(Number(row!.id));
  }
  return ids;
}

const errorOf = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (err) {
    // drizzle wraps the driver's error ("Failed query: …") and keeps it as the cause.
    const cause = err instanceof Error && err.cause instanceof Error ? ` ${err.cause.message}` : '';
    return err instanceof Error ? `${err.message}${cause}` : String(err);
  }
  return 'no error';
};

describe('the audit chain (issue 13)', () => {
  it('chains every event as the documented canonical form says, and an intact chain verifies', async () => {
    await record(7);
    const v = await verifyAuditChain(database, { batchSize: 3 });
    expect(v).toMatchObject({ ok: true });
    const [count] = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_events');
    expect(v.count).toBe(count!.n);
    expect(describeVerification(v)).toMatch(/^OK: \d+ audit events? verified/);

    // The database and Node agree on the first event's hash from the genesis hash.
    const [first] = await database.query<{ id: string; at: string; action: string; hash: string }>(
      `SELECT audit_event_id::text AS id, to_char(occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at,
              actor_user_id::text AS actor, organisation_id::text AS org, action, object_type, object_id, ip,
              details::text AS details, chain_hash AS hash
         FROM audit_events ORDER BY audit_event_id LIMIT 1`,
    );
    expect(first!.hash).toMatch(/^[0-9a-f]{64}$/);
    const row = first as unknown as Record<string, string | null>;
    expect(
      nextChainHash(
        GENESIS_HASH,
        canonicalOf({
          auditEventID: row.id!,
          occurredAt: row.at!,
          actorUserID: row.actor ?? null,
          organisationID: row.org ?? null,
          action: row.action ?? null,
          objectType: row.object_type ?? null,
          objectID: row.object_id ?? null,
          ip: row.ip ?? null,
          details: row.details ?? null,
        }),
      ),
    ).toBe(first!.hash);
  });

  it('keeps the fields apart: a separator inside a field is not a field boundary', () => {
    const base = {
      auditEventID: '1',
      occurredAt: '2026-01-01T00:00:00.000000Z',
      actorUserID: null,
      organisationID: null,
      objectType: null,
      objectID: null,
      ip: null,
      details: null,
    };
    expect(canonicalOf({ ...base, action: 'a|1:b', objectType: null })).not.toBe(
      canonicalOf({ ...base, action: 'a', objectType: 'b' }),
    );
    expect(canonicalOf({ ...base, action: '' })).not.toBe(canonicalOf({ ...base, action: null }));
    expect(canonicalOf({ ...base, action: 'é' })).toBe(
      'v1|1:1|27:2026-01-01T00:00:00.000000Z|-|-|2:é|-|-|-|-',
    );
  });

  it('refuses UPDATE, DELETE and TRUNCATE of audit_events, even for the owner', async () => {
    await record(1, 'test.refuse');
    expect(await errorOf(database.query(`UPDATE audit_events SET action = 'x'`))).toMatch(
      /append-only: UPDATE is refused/,
    );
    expect(await errorOf(database.query(`DELETE FROM audit_events`))).toMatch(
      /append-only: DELETE is refused/,
    );
    expect(await errorOf(database.query(`TRUNCATE audit_events`))).toMatch(
      /append-only: TRUNCATE is refused/,
    );
    // Through drizzle too (the application's own path).
    expect(
      await errorOf(database.db.execute(sql`DELETE FROM audit_events WHERE audit_event_id < 0`)),
    ).toMatch(/append-only/);
    expect((await verifyAuditChain(database)).ok).toBe(true);
  });

  it('reports the first changed event by id and time, and verifies again once it is put back', async () => {
    const ids = await record(4, 'test.tamper');
    const target = ids[1]!;
    const [before] = await database.query<{ action: string }>(
      `SELECT action FROM audit_events WHERE audit_event_id = ${target}`,
    );
    await tamper(`UPDATE audit_events SET action = 'document.viewed' WHERE audit_event_id = ${target}`);
    const v = await verifyAuditChain(database, { batchSize: 2 });
    expect(v.ok).toBe(false);
    if (v.ok) return;
    expect(v.reason).toBe('changed');
    expect(v.brokenAt?.auditEventID).toBe(target);
    expect(v.brokenAt?.occurredAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
    expect(describeVerification(v)).toContain(`BROKEN at event ${target} (`);

    await tamper(`UPDATE audit_events SET action = '${before!.action}' WHERE audit_event_id = ${target}`);
    expect((await verifyAuditChain(database)).ok).toBe(true);
    // A changed time breaks it too (microseconds count).
    await tamper(
      `UPDATE audit_events SET occurred_at = occurred_at + interval '1 microsecond' WHERE audit_event_id = ${target}`,
    );
    expect(await verifyAuditChain(database)).toMatchObject({ ok: false, brokenAt: { auditEventID: target } });
    await tamper(
      `UPDATE audit_events SET occurred_at = occurred_at - interval '1 microsecond' WHERE audit_event_id = ${target}`,
    );
    expect((await verifyAuditChain(database)).ok).toBe(true);
  });

  it('sees a removed event (at the next one) and removed newest events (at the head)', async () => {
    const ids = await record(3, 'test.removed');
    await database.exec(
      `CREATE TABLE saved_event AS SELECT * FROM audit_events WHERE audit_event_id = ${ids[0]}`,
    );
    await tamper(`DELETE FROM audit_events WHERE audit_event_id = ${ids[0]}`);
    expect(await verifyAuditChain(database)).toMatchObject({
      ok: false,
      reason: 'changed',
      brokenAt: { auditEventID: ids[1] },
    });
    // Put back exactly as it was (the insert trigger is off in replica mode): the chain verifies.
    await tamper('INSERT INTO audit_events SELECT * FROM saved_event; DROP TABLE saved_event');
    expect((await verifyAuditChain(database)).ok).toBe(true);

    await tamper(`DELETE FROM audit_events WHERE audit_event_id = ${ids[2]}`);
    const v = await verifyAuditChain(database);
    expect(v).toMatchObject({ ok: false, reason: 'truncated', brokenAt: { auditEventID: ids[1] } });
    expect(describeVerification(v)).toContain('the newest events were removed');
    // The next tests start from a whole chain again: the head moves back to the last event left.
    await tamper(
      'UPDATE audit_chain_head SET last_hash = (SELECT chain_hash FROM audit_events ORDER BY audit_event_id DESC LIMIT 1)',
    );
    expect((await verifyAuditChain(database)).ok).toBe(true);
  });

  it('stays one chain under concurrent transactions', async () => {
    await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        database.db.transaction(async (tx) => {
          await recordAudit(tx, { action: 'test.concurrent', objectID: String(i) });
          // Hold the transaction open so that the others queue behind the chain's lock.
          await tx.execute(sql`SELECT pg_sleep(0.01)`);
          await recordAudit(tx, { action: 'test.concurrent.second', objectID: String(i) });
        }),
      ),
    );
    expect(await verifyAuditChain(database, { batchSize: 10 })).toMatchObject({ ok: true });
  });

  it.skipIf(!inject('pgSchema'))(
    'on PostgreSQL the application role probity_app may insert and read, but not update, delete or truncate',
    async () => {
      const pool = database.pool!;
      const client = await pool.connect();
      const asApp = async (statement: string) => {
        await client.query('BEGIN; SET LOCAL ROLE probity_app');
        try {
          return await client.query(statement);
        } finally {
          await client.query('ROLLBACK');
        }
      };
      try {
        const inserted = await asApp(
          `INSERT INTO audit_events (action) VALUES ('test.as_app') RETURNING chain_hash`,
        );
        expect(inserted.rows[0].chain_hash).toMatch(/^[0-9a-f]{64}$/);
        expect((await asApp('SELECT count(*) FROM audit_events')).rows).toHaveLength(1);
        for (const statement of [
          `UPDATE audit_events SET action = 'x'`,
          'DELETE FROM audit_events',
          'TRUNCATE audit_events',
          `UPDATE audit_chain_head SET last_hash = 'x'`,
        ])
          expect(await errorOf(asApp(statement))).toMatch(/permission denied for table/);
      } finally {
        client.release();
      }
      expect((await verifyAuditChain(database)).ok).toBe(true);
    },
  );
});
