import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { DOCUMENT_VERSION_TEXTS, type DocumentFolder } from '@probity/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Actor } from '../../access/actor.js';
import { recordAudit } from '../../audit/audit.js';
import type { Database, DbOrTx } from '../../db/client.js';
import { documentVersions, documents, users } from '../../db/schema/index.js';
import type { FileStorage } from '../../integrations/storage/index.js';
import { AppError, forbidden, notFound } from '../../lib/errors.js';
import type { RequestMeta } from '../activity/activity.service.js';
import { type LoadedDocument, assertMayUpload, isItemStaff, loadDocument } from './documents.access.js';
import { commitAll, discardAll, streamToTemp } from './documents.files.js';
import { recordDocumentChange } from './documents.service.js';

/**
 * Issue 14 decision: a new version, or another folder, may be given by whoever may upload to the
 * document's item and is staff of it (the firm, the matter team) or uploaded the document. A client
 * sees the firm's letters but does not replace them.
 */
function assertMayFile(actor: Actor, loaded: LoadedDocument): void {
  // A chat attachment is neither filed nor versioned.
  if (loaded.doc.conversationMessageID) throw notFound();
  // Issue 19: an erased document is a tombstone, neither filed nor versioned again.
  if (loaded.doc.erasedAt) throw notFound();
  assertMayUpload(actor, loaded.item);
  if (!isItemStaff(actor, loaded.item) && loaded.doc.uploadedBy !== actor.userID)
    throw forbidden(DOCUMENT_VERSION_TEXTS.mayNotVersion);
}

/**
 * Uploads a new version of a document: the current file becomes an earlier version (kept, with its
 * uploader and date), the row describes the new one. Written like an upload: the file under a
 * temporary name, the rows in one transaction, then the file's final name.
 */
export async function uploadDocumentVersion(
  database: Database,
  storage: FileStorage,
  actor: Actor,
  input: { documentID: string; name: string },
  source: Readable,
  opts: { limitBytes: number } & RequestMeta,
): Promise<void> {
  assertMayFile(actor, await loadDocument(database.db, actor, input.documentID));
  const fileKey = randomUUID();
  const upload = await streamToTemp(storage, fileKey, source, input.name, opts.limitBytes);
  try {
    await database.db.transaction(async (tx) => {
      // Two new versions at once wait for each other here, so each keeps the one before it.
      await tx
        .select({ documentID: documents.documentID })
        .from(documents)
        .where(eq(documents.documentID, input.documentID.toLowerCase()))
        .for('update');
      // Loaded again: access may have changed while the file was written.
      const loaded = await loadDocument(tx, actor, input.documentID);
      assertMayFile(actor, loaded);
      const { doc, item } = loaded;
      await tx.insert(documentVersions).values({
        versionID: randomUUID(),
        documentID: doc.documentID,
        version: doc.version,
        name: doc.name,
        mimeType: doc.mimeType,
        fileSize: doc.fileSize,
        storageKey: doc.storageKey,
        uploadedBy: doc.versionUploadedBy ?? doc.uploadedBy,
        dateCreated: doc.versionDate ?? doc.dateCreated,
      });
      const updated = await tx
        .update(documents)
        .set({
          name: input.name,
          mimeType: upload.mimeType,
          fileSize: upload.size,
          storageKey: fileKey,
          version: doc.version + 1,
          versionUploadedBy: actor.userID,
          versionDate: new Date(),
        })
        .where(and(eq(documents.documentID, doc.documentID), eq(documents.version, doc.version)))
        .returning({ documentID: documents.documentID });
      if (updated.length === 0) throw new AppError('CONFLICT', DOCUMENT_VERSION_TEXTS.versionFailed);
      await recordDocumentChange(tx, actor, item, opts, {
        activity: { activityType: 'document', action: 'new_version', object: input.name },
        audit: {
          action: 'document.version',
          objectType: 'document',
          objectID: doc.documentID,
          details: {
            itemID: doc.itemID,
            version: doc.version + 1,
            mimeType: upload.mimeType,
            fileSize: upload.size,
          },
        },
      });
    });
  } catch (err) {
    await discardAll(storage, [upload]);
    throw err;
  }
  await commitAll(storage, [{ upload, fileKey }]);
}

/** Issue 14: files a document in another folder (audited). */
export async function setDocumentFolder(
  tx: DbOrTx,
  actor: Actor,
  documentID: string,
  folder: DocumentFolder,
  meta: RequestMeta,
): Promise<void> {
  const loaded = await loadDocument(tx, actor, documentID);
  assertMayFile(actor, loaded);
  const { doc, item } = loaded;
  await tx.update(documents).set({ folder }).where(eq(documents.documentID, doc.documentID));
  await recordAudit(tx, {
    action: 'document.folder',
    actorUserID: actor.userID,
    organisationID: item.organisationID,
    objectType: 'document',
    objectID: doc.documentID,
    ip: meta.ip,
    details: { itemID: doc.itemID, from: doc.folder, to: folder },
  });
}

/** The earlier versions of a document the actor may see (newest first), with their uploaders. */
export async function listDocumentVersions(db: DbOrTx, documentID: string) {
  return db
    .select({
      version: documentVersions,
      uploader: { userID: users.userID, firstName: users.firstName, surname: users.surname },
    })
    .from(documentVersions)
    .leftJoin(users, eq(users.userID, documentVersions.uploadedBy))
    .where(eq(documentVersions.documentID, documentID))
    .orderBy(desc(documentVersions.version));
}

/** One earlier version of a loaded document; another document's version answers 404. */
export async function findDocumentVersion(db: DbOrTx, documentID: string, versionID: string) {
  const [row] = await db
    .select()
    .from(documentVersions)
    .where(
      and(
        eq(documentVersions.documentID, documentID),
        eq(documentVersions.versionID, versionID.toLowerCase()),
      ),
    )
    .limit(1);
  if (!row) throw notFound();
  return row;
}
