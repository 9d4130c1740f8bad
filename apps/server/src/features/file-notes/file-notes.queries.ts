import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { documents, fileNoteDocuments, fileNotes, users } from '../../db/schema/index.js';
import { visibleDocumentsWhere } from '../documents/documents.queries.js';

export type FileNoteRow = typeof fileNotes.$inferSelect;

export interface LinkedDocument {
  documentID: string;
  name: string;
  mimeType: string;
}

export interface FileNoteRecord {
  note: FileNoteRow;
  author: { userID: string; name: string } | null;
  documents: LinkedDocument[];
}

/** The listed documents of the matter among `ids` (all when left out) that the member of staff may open. */
export async function findVisibleMatterDocuments(
  db: DbOrTx,
  matterID: string,
  actorUserID: string,
  ids?: readonly string[],
): Promise<LinkedDocument[]> {
  if (ids && ids.length === 0) return [];
  return db
    .select({ documentID: documents.documentID, name: documents.name, mimeType: documents.mimeType })
    .from(documents)
    .where(
      and(
        visibleDocumentsWhere(matterID, actorUserID, true),
        isNull(documents.conversationMessageID),
        ids ? inArray(documents.documentID, [...ids]) : undefined,
      ),
    );
}

export async function findFileNoteRow(db: DbOrTx, fileNoteID: string, lock = false) {
  const query = db
    .select()
    .from(fileNotes)
    .where(eq(fileNotes.fileNoteID, fileNoteID.toLowerCase()))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/**
 * A page of the matter's notes, newest first (by when they happened), each with its author and the
 * linked documents the reader may open (one shared only with other members of staff is left out, as
 * on the documents page).
 */
export async function findFileNotes(
  db: DbOrTx,
  matterID: string,
  readerUserID: string,
  opts: { kinds?: string[]; fileNoteID?: string; limit: number; offset: number },
): Promise<{ records: FileNoteRecord[]; totalCount: number }> {
  const where = and(
    eq(fileNotes.matterID, matterID),
    opts.kinds ? inArray(fileNotes.kind, opts.kinds) : undefined,
    opts.fileNoteID ? eq(fileNotes.fileNoteID, opts.fileNoteID) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(fileNotes).where(where);
  const rows = await db
    .select({ note: fileNotes, firstName: users.firstName, surname: users.surname })
    .from(fileNotes)
    .leftJoin(users, eq(users.userID, fileNotes.createdBy))
    .where(where)
    .orderBy(desc(fileNotes.occurredAt), desc(fileNotes.createdAt), desc(fileNotes.fileNoteID))
    .limit(opts.limit)
    .offset(opts.offset);
  if (rows.length === 0) return { records: [], totalCount: total?.n ?? 0 };
  const links = await db
    .select()
    .from(fileNoteDocuments)
    .where(
      inArray(
        fileNoteDocuments.fileNoteID,
        rows.map((r) => r.note.fileNoteID),
      ),
    );
  const visible = new Map(
    (
      await findVisibleMatterDocuments(
        db,
        matterID,
        readerUserID,
        links.map((l) => l.documentID),
      )
    ).map((d) => [d.documentID, d]),
  );
  const records = rows.map(({ note, firstName, surname }) => ({
    note,
    author:
      note.createdBy && firstName !== null
        ? { userID: note.createdBy, name: `${firstName} ${surname ?? ''}`.trim() }
        : null,
    documents: links
      .filter((l) => l.fileNoteID === note.fileNoteID)
      .flatMap((l) => visible.get(l.documentID) ?? [])
      .sort((a, b) => a.name.localeCompare(b.name)),
  }));
  return { records, totalCount: total?.n ?? 0 };
}
