import { and, eq, gt, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';
import type { Db, DbOrTx } from '../db/client.js';
import { oidcPayloads } from '../db/schema/index.js';

const notExpired = () => or(isNull(oidcPayloads.expiresAt), gt(oidcPayloads.expiresAt, sql`now()`));

/**
 * oidc-provider storage in the oidc_payloads table: sessions, interactions, grants, codes and
 * tokens live in the database, so every server instance sees the same sign-ins.
 * One instance per model name (Session, AccessToken, Grant…), which is the row's `type`.
 */
export class DatabaseAdapter implements Adapter {
  constructor(
    private readonly db: Db,
    private readonly type: string,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
    const values = {
      payload: payload as Record<string, unknown>,
      grantID: payload.grantId ?? null,
      userCode: payload.userCode ?? null,
      uid: payload.uid ?? null,
      expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
    };
    // A new grant is a new session: its clocks start now and later saves keep them (session-limits.ts).
    const clocks = this.type === 'Grant' ? { signedInAt: sql`now()`, lastActiveAt: sql`now()` } : {};
    await this.db
      .insert(oidcPayloads)
      .values({ type: this.type, id, ...values, ...clocks })
      .onConflictDoUpdate({ target: [oidcPayloads.type, oidcPayloads.id], set: values });
  }

  private async findWhere(condition: SQL): Promise<AdapterPayload | undefined> {
    const [row] = await this.db
      .select({ payload: oidcPayloads.payload, consumedAt: oidcPayloads.consumedAt })
      .from(oidcPayloads)
      .where(and(eq(oidcPayloads.type, this.type), condition, notExpired()))
      .limit(1);
    if (!row) return undefined;
    const payload = row.payload as AdapterPayload;
    return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return this.findWhere(eq(oidcPayloads.id, id));
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findWhere(eq(oidcPayloads.uid, uid));
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.findWhere(eq(oidcPayloads.userCode, userCode));
  }

  async consume(id: string): Promise<void> {
    await this.db
      .update(oidcPayloads)
      .set({ consumedAt: sql`now()` })
      .where(and(eq(oidcPayloads.type, this.type), eq(oidcPayloads.id, id)));
  }

  async destroy(id: string): Promise<void> {
    await this.db.delete(oidcPayloads).where(and(eq(oidcPayloads.type, this.type), eq(oidcPayloads.id, id)));
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db
      .delete(oidcPayloads)
      .where(and(eq(oidcPayloads.type, this.type), eq(oidcPayloads.grantID, grantId)));
  }
}

export function databaseAdapterFactory(db: Db): AdapterFactory {
  return (name: string) => new DatabaseAdapter(db, name);
}

/**
 * Ends everything the identity server holds for a user: sessions, interactions in progress,
 * grants, codes and tokens (spec 01 §4: locking a user or company ends their access).
 */
export async function destroyAccountPayloads(
  db: DbOrTx,
  accountId: string,
  options: { exceptGrantID?: string } = {},
): Promise<number> {
  const keep = options.exceptGrantID;
  const rows = await db
    .delete(oidcPayloads)
    .where(
      and(
        or(
          sql`${oidcPayloads.payload}->>'accountId' = ${accountId}`,
          sql`${oidcPayloads.payload}->'session'->>'accountId' = ${accountId}`,
          sql`${oidcPayloads.payload}->'result'->'login'->>'accountId' = ${accountId}`,
        ),
        // The caller's own session (a password change keeps it): its grant, tokens and session row.
        keep
          ? sql`not (coalesce(${oidcPayloads.grantID} = ${keep}, false)
              or (${oidcPayloads.type} = 'Grant' and ${oidcPayloads.id} = ${keep})
              or (${oidcPayloads.type} = 'Session' and jsonb_path_exists(${oidcPayloads.payload},
                '$.authorizations.*.grantId ? (@ == $g)', jsonb_build_object('g', ${keep}::text))))`
          : undefined,
      ),
    )
    .returning({ id: oidcPayloads.id });
  return rows.length;
}

/** Removes a grant and every code and token issued under it. */
export async function destroyGrant(db: DbOrTx, grantId: string): Promise<void> {
  await db
    .delete(oidcPayloads)
    .where(
      or(
        eq(oidcPayloads.grantID, grantId),
        and(eq(oidcPayloads.type, 'Grant'), eq(oidcPayloads.id, grantId)),
      ),
    );
}

/** Deletes rows past their expiry (run periodically; expired rows are already ignored by reads). */
export async function pruneExpiredPayloads(db: DbOrTx): Promise<number> {
  const rows = await db
    .delete(oidcPayloads)
    .where(lt(oidcPayloads.expiresAt, sql`now()`))
    .returning({ id: oidcPayloads.id });
  return rows.length;
}
