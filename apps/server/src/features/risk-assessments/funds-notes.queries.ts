import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { documents, fundsNoteDocuments, fundsNotes, users } from '../../db/schema/index.js';
import { visibleDocumentsWhere } from '../documents/documents.queries.js';

export type FundsNoteRow = typeof fundsNotes.$inferSelect;

export interface EvidenceDocument {
  documentID: string;
  name: string;
  mimeType: string;
  dateCreated: Date;
}

export interface FundsNoteRecord {
  note: FundsNoteRow;
  author: { userID: string; name: string } | null;
  evidence: EvidenceDocument[];
}

/** The listed documents of the individual among `ids` that the actor (a member of staff) may open. */
export async function findVisibleIndividualDocuments(
  db: DbOrTx,
  individualID: string,
  actorUserID: string,
  ids?: readonly string[],
): Promise<EvidenceDocument[]> {
  if (ids && ids.length === 0) return [];
  return db
    .select({
      documentID: documents.documentID,
      name: documents.name,
      mimeType: documents.mimeType,
      dateCreated: documents.dateCreated,
    })
    .from(documents)
    .where(
      and(
        visibleDocumentsWhere(individualID, actorUserID, true),
        eq(documents.individualID, individualID),
        isNull(documents.conversationMessageID),
        ids ? inArray(documents.documentID, [...ids]) : undefined,
      ),
    );
}

/**
 * The notes of an individual, newest first, each with the evidence the actor may open (a document
 * shared only with other members of staff is left out of the viewer's list, as on the documents page).
 */
export async function findFundsNotes(
  db: DbOrTx,
  individualID: string,
  actorUserID: string,
): Promise<FundsNoteRecord[]> {
  const notes = await db
    .select({ note: fundsNotes, firstName: users.firstName, surname: users.surname })
    .from(fundsNotes)
    .leftJoin(users, eq(users.userID, fundsNotes.createdBy))
    .where(eq(fundsNotes.individualID, individualID))
    .orderBy(desc(fundsNotes.createdAt), desc(fundsNotes.fundsNoteID));
  if (notes.length === 0) return [];
  const links = await db
    .select()
    .from(fundsNoteDocuments)
    .where(
      inArray(
        fundsNoteDocuments.fundsNoteID,
        notes.map((n) => n.note.fundsNoteID),
      ),
    );
  const visible = new Map(
    (await findVisibleIndividualDocuments(db, individualID, actorUserID)).map((d) => [d.documentID, d]),
  );
  return notes.map(({ note, firstName, surname }) => ({
    note,
    author: note.createdBy
      ? { userID: note.createdBy, name: `${firstName ?? ''} ${surname ?? ''}`.trim() }
      : null,
    evidence: links
      .filter((l) => l.fundsNoteID === note.fundsNoteID)
      .flatMap((l) => visible.get(l.documentID) ?? [])
      .sort((a, b) => a.name.localeCompare(b.name)),
  }));
}
