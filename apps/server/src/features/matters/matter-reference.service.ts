import {
  MATTER_REFERENCE_TEXTS,
  type MatterReferencePatternInput,
  type MatterTypeKey,
  VALIDATION,
  can,
  formatReference,
  todayInUk,
} from '@probity/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Actor } from '../../access/actor.js';
import { recordAudit } from '../../audit/audit.js';
import type { DbOrTx, Tx } from '../../db/client.js';
import { matterReferenceCounters, matters, organisations } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../identity/validation.js';
import { conflict, forbidden, invalid, notFound } from '../../lib/errors.js';
import type { RequestMeta } from '../activity/activity.service.js';

/*
 * Issue 14: a matter's reference is unique within its firm, whatever its case (the unique index
 * matters_org_reference_uq holds it against races; the check below gives the answer its words), and
 * a firm may have references made from its pattern with a counter of its own.
 */

/** Decision: at most this many taken references are skipped in one go before giving up (409). */
const MAX_SKIPPED = 1000;

export const duplicateReference = (reference: string) =>
  conflict(MATTER_REFERENCE_TEXTS.duplicate(reference));

/** Whether another matter of the firm already has the reference (any case). */
export async function isReferenceTaken(
  db: DbOrTx,
  organisationID: string,
  reference: string,
  exceptMatterID?: string,
): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(matters)
    .where(
      and(
        eq(matters.organisationID, organisationID),
        sql`lower(${matters.reference}) = lower(${reference})`,
        exceptMatterID ? ne(matters.matterID, exceptMatterID) : undefined,
      ),
    )
    .limit(1);
  return !!row;
}

/** 409 when another matter of the firm has the reference. */
export async function assertReferenceFree(
  db: DbOrTx,
  organisationID: string,
  reference: string,
  exceptMatterID?: string,
): Promise<void> {
  if (await isReferenceTaken(db, organisationID, reference, exceptMatterID))
    throw duplicateReference(reference);
}

/** Runs a write; a unique violation (a race past the check) becomes the 409 of the reference. */
export async function withUniqueReference<T>(reference: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicateReference(reference);
    throw err;
  }
}

export async function findReferencePattern(db: DbOrTx, organisationID: string): Promise<string | null> {
  const [row] = await db
    .select({ pattern: organisations.matterReferencePattern })
    .from(organisations)
    .where(eq(organisations.organisationID, organisationID))
    .limit(1);
  return row?.pattern ?? null;
}

/**
 * The next free reference of the pattern: counter + 1, skipping references already taken. With
 * `take` the firm's counter row is locked and moved on (in the caller's transaction), so two new
 * matters never get the same number; without it, a preview that changes nothing.
 */
export async function nextReference(
  db: DbOrTx,
  organisationID: string,
  pattern: string,
  matterType: MatterTypeKey,
  take: boolean,
  today = todayInUk(),
): Promise<string> {
  let last = 0;
  if (take) {
    await db.insert(matterReferenceCounters).values({ organisationID }).onConflictDoNothing();
    const [row] = await db
      .select({ lastValue: matterReferenceCounters.lastValue })
      .from(matterReferenceCounters)
      .where(eq(matterReferenceCounters.organisationID, organisationID))
      .for('update');
    last = row?.lastValue ?? 0;
  } else {
    const [row] = await db
      .select({ lastValue: matterReferenceCounters.lastValue })
      .from(matterReferenceCounters)
      .where(eq(matterReferenceCounters.organisationID, organisationID));
    last = row?.lastValue ?? 0;
  }
  for (let seq = last + 1; seq <= last + 1 + MAX_SKIPPED; seq++) {
    const reference = formatReference(pattern, { matterType, date: today, seq });
    if (await isReferenceTaken(db, organisationID, reference)) continue;
    if (take) {
      await db
        .update(matterReferenceCounters)
        .set({ lastValue: seq })
        .where(eq(matterReferenceCounters.organisationID, organisationID));
    }
    return reference;
  }
  throw conflict(
    MATTER_REFERENCE_TEXTS.duplicate(formatReference(pattern, { matterType, date: today, seq: last + 1 })),
  );
}

/**
 * The reference of a new matter: the one typed (409 when taken), else the next of the firm's
 * pattern; without a pattern an empty reference is 'Required'.
 */
export async function referenceForNewMatter(
  tx: Tx,
  organisationID: string,
  typed: string,
  matterType: MatterTypeKey,
): Promise<string> {
  if (typed) {
    await assertReferenceFree(tx, organisationID, typed);
    return typed;
  }
  const pattern = await findReferencePattern(tx, organisationID);
  if (!pattern) throw invalid({ reference: [VALIDATION.required] });
  return nextReference(tx, organisationID, pattern, matterType, true);
}

/**
 * PUT /api/Organisations/{id}/MatterReferencePattern: the firm's Matter Admin (or an administrator)
 * sets or removes the pattern. Another firm answers 404, a role without the right 403, a company
 * that is not a law firm 400.
 */
export async function setReferencePattern(
  tx: Tx,
  actor: Actor,
  input: { organisationID: string } & MatterReferencePatternInput,
  meta: RequestMeta = {},
): Promise<string | null> {
  const organisationID = input.organisationID.toLowerCase();
  const [organisation] = await tx
    .select({
      organisationType: organisations.organisationType,
      pattern: organisations.matterReferencePattern,
    })
    .from(organisations)
    .where(eq(organisations.organisationID, organisationID))
    .for('update')
    .limit(1);
  const isAdmin = actor.roles.includes('Administrators');
  if (!organisation || (!isAdmin && !actor.organisationIDs.includes(organisationID))) throw notFound();
  if (!can(actor, 'matterReferencePattern.update', { organisationID })) throw forbidden();
  if (organisation.organisationType !== 'lawfirm') {
    throw invalid({ matterReferencePattern: ['Only a law firm has matter references'] });
  }
  const pattern = input.matterReferencePattern;
  if (pattern === organisation.pattern) return pattern;
  await tx
    .update(organisations)
    .set({ matterReferencePattern: pattern })
    .where(eq(organisations.organisationID, organisationID));
  await recordAudit(tx, {
    action: pattern
      ? 'organisation.matter_reference_pattern_set'
      : 'organisation.matter_reference_pattern_removed',
    actorUserID: actor.userID,
    organisationID,
    objectType: 'organisation',
    objectID: organisationID,
    ip: meta.ip,
    details: { pattern, previous: organisation.pattern },
  });
  return pattern;
}
