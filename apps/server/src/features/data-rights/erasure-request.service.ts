import { type ErasureDecision, erasureAssessment, retentionCategoryDef, todayOf } from '@probity/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Actor } from '../../access/actor.js';
import type { Config } from '../../config.js';
import type { DbOrTx } from '../../db/client.js';
import { checkResults, individuals } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { type ErasureOutcome, eraseRecords } from './erasure.service.js';
import { matterFacts, rulesOf } from './retention.queries.js';
import { retentionOrg } from './retention.service.js';

/** The individual (of the actor's firm, on a matter) an erasure request is about; 404 otherwise. */
async function requestedIndividual(db: DbOrTx, organisationID: string, individualID: string) {
  const [row] = await db
    .select({
      individualID: individuals.individualID,
      matterID: individuals.matterID,
      firstName: individuals.firstName,
      surname: individuals.surname,
      erasedAt: individuals.erasedAt,
    })
    .from(individuals)
    .where(and(eq(individuals.individualID, individualID), eq(individuals.organisationID, organisationID)));
  if (!row?.matterID) throw notFound();
  return { ...row, matterID: row.matterID };
}

export interface ErasurePlan {
  individualID: string;
  name: string;
  matterID: string;
  matterReference: string;
  erasedAt: string | null;
  items: (ErasureDecision & { label: string; covers: string })[];
}

/** GET /api/Retention/Erasure/{id}: what of this person's records can go now, what is kept, until when, why. */
export async function erasurePlan(db: DbOrTx, actor: Actor, individualID: string, now = new Date()) {
  const organisationID = retentionOrg(actor, 'retention.manage');
  const person = await requestedIndividual(db, organisationID, individualID);
  const [facts] = await matterFacts(db, { matterIDs: [person.matterID] });
  if (!facts) throw notFound();
  const [checked] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(checkResults)
    .where(and(eq(checkResults.individualID, individualID), isNull(checkResults.erasedAt)));
  const rules = await rulesOf(db, organisationID);
  const items = erasureAssessment(
    {
      reference: facts.reference,
      endDay: facts.endDay,
      holds: facts.holds,
      hasChecks: (checked?.n ?? 0) > 0,
    },
    rules,
    todayOf(now),
  ).map((d) => ({
    ...d,
    label: retentionCategoryDef(d.category).label,
    covers: retentionCategoryDef(d.category).covers,
  }));
  return {
    plan: {
      individualID,
      name: `${person.firstName} ${person.surname}`,
      matterID: person.matterID,
      matterReference: facts.reference,
      erasedAt: person.erasedAt?.toISOString() ?? null,
      items,
    } satisfies ErasurePlan,
    organisationID,
  };
}

/** POST /api/Retention/Erasure/{id}: erases what can go now (under the matter's lock), keeps the rest. */
export async function eraseIndividual(
  tx: DbOrTx,
  config: Config,
  actor: Actor,
  individualID: string,
  now = new Date(),
): Promise<{ plan: ErasurePlan; outcome: (ErasureOutcome & { reportID: string }) | null }> {
  const organisationID = retentionOrg(actor, 'retention.manage');
  const person = await requestedIndividual(tx, organisationID, individualID);
  // A hold set meanwhile wins: the plan is made again under the matter's lock.
  await tx.execute(sql`SELECT matter_id FROM matters WHERE matter_id = ${person.matterID} FOR UPDATE`);
  const { plan } = await erasurePlan(tx, actor, individualID, now);
  const categories = plan.items.filter((i) => i.decision === 'now').map((i) => i.category);
  if (!categories.length) return { plan, outcome: null };
  const kept = plan.items.filter((i) => i.decision === 'kept').map((i) => i.category);
  const outcome = await eraseRecords(
    tx,
    {
      organisationID,
      matterID: plan.matterID,
      matterReference: plan.matterReference,
      individualIDs: [individualID],
    },
    categories,
    {
      trigger: 'request',
      rule: `Erasure request (UK GDPR Art. 17)${kept.length ? `; kept: ${kept.join(', ')}` : ''}`,
      actorUserID: actor.userID,
    },
    config,
  );
  return { plan, outcome };
}
