import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  checkResults,
  individuals,
  matterTeam,
  matters,
  organisations,
  users,
} from '../../db/schema/index.js';
import { countUnreadOnMatter } from '../conversations/conversations.queries.js';
import { countMatterDocuments } from '../documents/documents.queries.js';
import { countMatterCharities } from '../matter-charities/matter-charities.queries.js';

export type MatterRow = typeof matters.$inferSelect;

/** One matter row; with `lock` the row is locked until the transaction ends (changes queue up). */
export async function findMatter(db: DbOrTx, matterID: string, lock = false): Promise<MatterRow | undefined> {
  const query = db.select().from(matters).where(eq(matters.matterID, matterID)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** What the access rules need: the team and the users linked to the matter as individuals. */
export async function findMatterPeople(
  db: DbOrTx,
  matterID: string,
): Promise<{ teamUserIDs: string[]; linkedUserIDs: string[] }> {
  const team = await db
    .select({ userID: matterTeam.userID })
    .from(matterTeam)
    .where(eq(matterTeam.matterID, matterID));
  const linked = await db
    .select({ userID: individuals.userID })
    .from(individuals)
    .where(and(eq(individuals.matterID, matterID), sql`${individuals.userID} is not null`));
  return {
    teamUserIDs: team.map((t) => t.userID),
    linkedUserIDs: linked.flatMap((i) => (i.userID ? [i.userID] : [])),
  };
}

const memberColumns = {
  userID: users.userID,
  organisationID: users.organisationID,
  firstName: users.firstName,
  surname: users.surname,
  emailAddress: users.emailAddress,
  profileImage: users.profileImage,
  roles: users.roles,
};

export type MemberRow = { [K in keyof typeof memberColumns]: (typeof users.$inferSelect)[K] };

/** The team of a matter, in the order members were added. */
export async function findTeam(db: DbOrTx, matterID: string): Promise<MemberRow[]> {
  return db
    .select(memberColumns)
    .from(matterTeam)
    .innerJoin(users, eq(users.userID, matterTeam.userID))
    .where(eq(matterTeam.matterID, matterID))
    .orderBy(asc(matterTeam.addedAt), asc(users.surname));
}

/** Users by id (to check and name new team members or a new owner). */
export async function findUsers(db: DbOrTx, userIDs: string[]): Promise<MemberRow[]> {
  if (userIDs.length === 0) return [];
  return db.select(memberColumns).from(users).where(inArray(users.userID, userIDs));
}

export type IndividualSummaryRow = {
  individualID: string;
  userID: string | null;
  individualTypeID: string;
  title: string | null;
  firstName: string;
  surname: string;
};

/**
 * Everything the full matter (spec 02 §3) shows, read in a few queries. With a viewer, also the
 * messages they have not read in the matter's chats they are part of.
 */
export async function findMatterDetail(db: DbOrTx, matterID: string, viewerUserID?: string) {
  const [head] = await db
    .select({
      matter: matters,
      organisationName: organisations.name,
      individualChatEnabled: organisations.individualChatEnabled,
      defaultTitle: matters.defaultTitle,
    })
    .from(matters)
    .innerJoin(organisations, eq(organisations.organisationID, matters.organisationID))
    .where(eq(matters.matterID, matterID))
    .limit(1);
  if (!head) return undefined;
  const team = await findTeam(db, matterID);
  const [owner] = head.matter.matterOwner ? await findUsers(db, [head.matter.matterOwner]) : [];
  const people: IndividualSummaryRow[] = await db
    .select({
      individualID: individuals.individualID,
      userID: individuals.userID,
      individualTypeID: individuals.individualTypeID,
      title: individuals.title,
      firstName: individuals.firstName,
      surname: individuals.surname,
    })
    .from(individuals)
    .where(eq(individuals.matterID, matterID))
    .orderBy(asc(individuals.dateCreated), asc(individuals.surname));
  const [checks] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(checkResults)
    .where(eq(checkResults.matterID, matterID));
  const documentCount = await countMatterDocuments(db, matterID);
  const charityCount = await countMatterCharities(db, matterID);
  // A disabled chat (spec 02 §2.11) has nothing to read.
  const unreadMessages =
    viewerUserID && head.individualChatEnabled
      ? await countUnreadOnMatter(
          db,
          matterID,
          viewerUserID,
          team.some((t) => t.userID === viewerUserID) ? 'all' : 'own',
        )
      : 0;
  return {
    ...head,
    team,
    owner: owner ?? null,
    individuals: people,
    checkCount: checks?.n ?? 0,
    documentCount,
    charityCount,
    unreadMessages,
  };
}

export type MatterDetail = NonNullable<Awaited<ReturnType<typeof findMatterDetail>>>;

/** The date of death of the matter's Deceased (the first added), 'YYYY-MM-DD', or null. */
export async function findDeceasedDateOfDeath(db: DbOrTx, matterID: string): Promise<string | null> {
  const [row] = await db
    .select({ dateOfDeath: individuals.dateOfDeath })
    .from(individuals)
    .where(and(eq(individuals.matterID, matterID), eq(individuals.individualTypeID, 'deceased')))
    .orderBy(asc(individuals.dateCreated), asc(individuals.individualID))
    .limit(1);
  return row?.dateOfDeath ?? null;
}
