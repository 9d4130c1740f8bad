import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../config.js';
import type { DbOrTx } from '../db/client.js';
import { oidcPayloads } from '../db/schema/index.js';

/**
 * Issue 13 "Sessions that end": a session (one grant of the built-in provider) ends after
 * SESSION_IDLE_MINUTES without an API call and SESSION_ABSOLUTE_HOURS after sign-in, however busy.
 * The grant row keeps both clocks (oidc_payloads.signed_in_at, last_active_at), so every instance
 * sees the same. Refresh tokens are rotated under the same grant: renewals never extend a session.
 */
export interface SessionLimits {
  idleSeconds: number;
  absoluteSeconds: number;
  /** API calls write last_active_at at most this often (a minute, less for very short idle times). */
  touchAfterSeconds: number;
}

export function sessionLimits(
  config: Pick<Config, 'SESSION_IDLE_MINUTES' | 'SESSION_ABSOLUTE_HOURS'>,
): SessionLimits {
  const idleSeconds = config.SESSION_IDLE_MINUTES * 60;
  return {
    idleSeconds,
    absoluteSeconds: config.SESSION_ABSOLUTE_HOURS * 60 * 60,
    touchAfterSeconds: Math.min(60, idleSeconds / 10),
  };
}

/** Seconds since the last recorded activity and since sign-in of a live grant. */
export interface GrantClock {
  idleSeconds: number;
  ageSeconds: number;
}

const live = sql`(${oidcPayloads.expiresAt} is null or ${oidcPayloads.expiresAt} > now())`;

/**
 * SQL for one clock of a grant: seconds since the column (0 when not recorded), or null when the
 * grant does not exist (revoked, signed out, expired). `grantID` is a value or a placeholder.
 */
export function grantSecondsSince(column: 'signed_in_at' | 'last_active_at', grantID: unknown) {
  const target = column === 'signed_in_at' ? oidcPayloads.signedInAt : oidcPayloads.lastActiveAt;
  return sql<number | null>`(select extract(epoch from now() - coalesce(${target}, now()))::float8
    from ${oidcPayloads} where ${oidcPayloads.type} = 'Grant' and ${oidcPayloads.id} = ${grantID} and ${live})`;
}

/** The grant's clocks, or undefined when the grant no longer exists. */
export async function findGrantClock(db: DbOrTx, grantID: string): Promise<GrantClock | undefined> {
  const [row] = await db
    .select({
      idleSeconds: grantSecondsSince('last_active_at', grantID),
      ageSeconds: grantSecondsSince('signed_in_at', grantID),
    })
    .from(sql`(select 1) as one`);
  if (row?.idleSeconds == null || row.ageSeconds == null) return undefined;
  return { idleSeconds: Number(row.idleSeconds), ageSeconds: Number(row.ageSeconds) };
}

/** True when the session is over: idle too long or past its absolute lifetime. */
export function sessionEnded(clock: GrantClock, limits: SessionLimits): boolean {
  return clock.idleSeconds >= limits.idleSeconds || clock.ageSeconds >= limits.absoluteSeconds;
}

/** Whether a grant still carries a session (exists and within both limits). */
export async function grantIsLive(db: DbOrTx, grantID: string, limits: SessionLimits): Promise<boolean> {
  const clock = await findGrantClock(db, grantID);
  return !!clock && !sessionEnded(clock, limits);
}

/** Records an API call under the grant (the caller throttles with touchAfterSeconds). */
export async function touchGrant(db: DbOrTx, grantID: string): Promise<void> {
  await db
    .update(oidcPayloads)
    .set({ lastActiveAt: sql`now()` })
    .where(and(eq(oidcPayloads.type, 'Grant'), eq(oidcPayloads.id, grantID)));
}
