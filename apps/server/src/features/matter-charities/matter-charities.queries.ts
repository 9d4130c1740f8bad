import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  conversationMessages,
  conversations,
  documents,
  matterCharities,
  organisations,
} from '../../db/schema/index.js';

export type MatterCharityRow = typeof matterCharities.$inferSelect;

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

function listWhere(matterID: string, search?: string) {
  const term = search?.trim();
  if (!term) return eq(matterCharities.matterID, matterID);
  const like = `%${escapeLike(term)}%`;
  return and(
    eq(matterCharities.matterID, matterID),
    or(
      ilike(matterCharities.charityName, like),
      sql`${matterCharities.charityRegNo}::text like ${like}`,
      sql`${matterCharities.charityOrgNo}::text like ${like}`,
    ),
  );
}

/** A page of a matter's charities, newest first (spec 02 §4: an added charity shows on page 1). */
export async function listMatterCharities(
  db: DbOrTx,
  matterID: string,
  q: { page: number; pageSize: number; search?: string },
): Promise<{ rows: MatterCharityRow[]; totalCount: number }> {
  const where = listWhere(matterID, q.search);
  const [count] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(matterCharities)
    .where(where);
  const rows = await db
    .select()
    .from(matterCharities)
    .where(where)
    .orderBy(desc(matterCharities.createdAt), asc(matterCharities.charityName))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  return { rows, totalCount: count?.n ?? 0 };
}

export async function countMatterCharities(db: DbOrTx, matterID: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(matterCharities)
    .where(eq(matterCharities.matterID, matterID));
  return row?.n ?? 0;
}

export async function findMatterCharity(
  db: DbOrTx,
  matterID: string,
  matterCharityID: string,
): Promise<MatterCharityRow | undefined> {
  const [row] = await db
    .select()
    .from(matterCharities)
    .where(and(eq(matterCharities.matterID, matterID), eq(matterCharities.matterCharityID, matterCharityID)))
    .limit(1);
  return row;
}

export async function findMatterCharityByOrgNo(db: DbOrTx, matterID: string, charityOrgNo: number) {
  const [row] = await db
    .select({ matterCharityID: matterCharities.matterCharityID })
    .from(matterCharities)
    .where(and(eq(matterCharities.matterID, matterID), eq(matterCharities.charityOrgNo, charityOrgNo)))
    .limit(1);
  return row;
}

/**
 * The charity organisation on Probity whose Reg. Charity No. (companyNo, spec 03 §2.13) is the
 * registered number: the "verified" link (shared contract). The oldest one if several claim it.
 */
export async function findLinkedOrganisation(
  db: DbOrTx,
  registeredNumber: number,
): Promise<{ organisationID: string; name: string } | undefined> {
  const [row] = await db
    .select({ organisationID: organisations.organisationID, name: organisations.name })
    .from(organisations)
    .where(
      and(
        eq(organisations.organisationType, 'charity'),
        sql`btrim(${organisations.companyNo}) = ${String(registeredNumber)}`,
      ),
    )
    .orderBy(asc(organisations.isDemo), asc(organisations.dateCreated))
    .limit(1);
  return row;
}

/** The stored files of a legacy's documents and of its chats' attachments (removed with it). */
export async function findLegacyStorageKeys(db: DbOrTx, legacyID: string): Promise<string[]> {
  const own = await db
    .select({ key: documents.storageKey })
    .from(documents)
    .where(eq(documents.legacyID, legacyID));
  const chats = await db
    .select({ id: conversations.conversationID })
    .from(conversations)
    .where(eq(conversations.legacyID, legacyID));
  if (chats.length === 0) return own.map((r) => r.key);
  const attached = await db
    .select({ key: documents.storageKey })
    .from(documents)
    .innerJoin(
      conversationMessages,
      eq(conversationMessages.conversationMessageID, documents.conversationMessageID),
    )
    .where(
      inArray(
        conversationMessages.conversationID,
        chats.map((c) => c.id),
      ),
    );
  return [...new Set([...own, ...attached].map((r) => r.key))];
}
