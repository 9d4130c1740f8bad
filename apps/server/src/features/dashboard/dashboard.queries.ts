import { MATTER_TYPES, listScope } from '@probity/domain';
import { type SQL, and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Actor } from '../../access/actor.js';
import type { DbOrTx } from '../../db/client.js';
import { individuals, matterTeam, matters, users } from '../../db/schema/index.js';

/** A matter is open until it is complete, archived or rejected. */
const CLOSED_STATUS_IDS = MATTER_TYPES.flatMap((t) =>
  t.statuses.filter((s) => ['complete', 'archived', 'rejected'].includes(s.key)).map((s) => s.statusID),
);

const count = sql<number>`count(*)`.mapWith(Number);

/**
 * The matters a tile counts, from the matter list's data source (spec 01 §6, matterList.read):
 * roles that list by organisation count the whole firm, the others the matters whose team they
 * are on.
 */
export function tileMattersWhere(actor: Actor, organisationID: string): SQL | null {
  const inFirm = eq(matters.organisationID, organisationID);
  const scope = listScope(actor, 'matterList.read');
  if (scope.kind === 'all') return inFirm;
  if (scope.kind === 'none') return null;
  if (scope.organisationIDs.includes(organisationID)) return inFirm;
  if (!scope.teamUserID) return null;
  return and(
    inFirm,
    inArray(
      matters.matterID,
      sql`(select ${matterTeam.matterID} from ${matterTeam} where ${matterTeam.userID} = ${scope.teamUserID})`,
    ),
  )!;
}

export async function countOpenMatters(db: DbOrTx, where: SQL): Promise<number> {
  const [row] = await db
    .select({ n: count })
    .from(matters)
    .where(and(where, notInArray(matters.statusID, CLOSED_STATUS_IDS)));
  return row?.n ?? 0;
}

export async function countIndividuals(db: DbOrTx, where: SQL): Promise<number> {
  const [row] = await db
    .select({ n: count })
    .from(individuals)
    .innerJoin(matters, eq(matters.matterID, individuals.matterID))
    .where(where);
  return row?.n ?? 0;
}

export async function countActiveUsers(db: DbOrTx, organisationID: string): Promise<number> {
  const [row] = await db
    .select({ n: count })
    .from(users)
    .where(and(eq(users.organisationID, organisationID), eq(users.status, 'active')));
  return row?.n ?? 0;
}
