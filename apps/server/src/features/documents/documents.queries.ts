import { and, count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { documentUsers, documents, users } from '../../db/schema/index.js';

export const userSummaryColumns = {
  userID: users.userID,
  firstName: users.firstName,
  surname: users.surname,
  emailAddress: users.emailAddress,
};
export type UserSummary = { userID: string; firstName: string; surname: string; emailAddress: string };

/** The users each document is shared with (when not everybody has access). */
export async function findSharedWith(db: DbOrTx, documentIDs: string[]): Promise<Map<string, UserSummary[]>> {
  const out = new Map<string, UserSummary[]>();
  if (documentIDs.length === 0) return out;
  const rows = await db
    .select({ documentID: documentUsers.documentID, ...userSummaryColumns })
    .from(documentUsers)
    .innerJoin(users, eq(users.userID, documentUsers.userID))
    .where(inArray(documentUsers.documentID, documentIDs))
    .orderBy(users.surname, users.firstName);
  for (const { documentID, ...user } of rows) {
    const list = out.get(documentID) ?? [];
    list.push(user);
    out.set(documentID, list);
  }
  return out;
}

/** The documents of an item the actor sees, as maySeeDocument() decides for one. */
export function visibleDocumentsWhere(itemID: string, actorUserID: string, isStaff: boolean) {
  const sharedWithActor = sql<boolean>`exists (select 1 from ${documentUsers} du
    where du.document_id = ${documents.documentID} and du.user_id = ${actorUserID})`;
  return and(
    eq(documents.itemID, itemID),
    isNull(documents.conversationMessageID),
    isStaff
      ? or(eq(documents.everybody, true), eq(documents.uploadedBy, actorUserID), sharedWithActor)
      : or(eq(documents.everybody, true), eq(documents.uploadedBy, actorUserID)),
  );
}

/** Documents listed on a matter (for the matter's summary count). */
export async function countMatterDocuments(db: DbOrTx, matterID: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(documents)
    .where(and(eq(documents.itemID, matterID), isNull(documents.conversationMessageID)));
  return row?.n ?? 0;
}

const versionUsers = alias(users, 'version_users');

/** Documents by id with their uploader, current version's uploader and shared-with users, in the given order. */
export async function findDocumentViews(db: DbOrTx, documentIDs: string[]) {
  if (documentIDs.length === 0) return [];
  const rows = await db
    .select({
      doc: documents,
      uploader: userSummaryColumns,
      versionUploader: {
        userID: versionUsers.userID,
        firstName: versionUsers.firstName,
        surname: versionUsers.surname,
        emailAddress: versionUsers.emailAddress,
      },
    })
    .from(documents)
    .leftJoin(users, eq(users.userID, documents.uploadedBy))
    .leftJoin(versionUsers, eq(versionUsers.userID, documents.versionUploadedBy))
    .where(inArray(documents.documentID, documentIDs));
  const shared = await findSharedWith(db, documentIDs);
  const byID = new Map(rows.map((r) => [r.doc.documentID, r]));
  return documentIDs.flatMap((id) => {
    const row = byID.get(id);
    if (!row) return [];
    const uploader = row.uploader?.userID ? (row.uploader as UserSummary) : null;
    const versionUploader = row.versionUploader?.userID ? (row.versionUploader as UserSummary) : null;
    return [{ doc: row.doc, uploader, versionUploader, sharedWith: shared.get(id) ?? [] }];
  });
}
