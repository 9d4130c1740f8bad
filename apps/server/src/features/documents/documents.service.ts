import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { DEFAULT_DOCUMENT_FOLDER, DOCUMENT_TEXTS, type DocumentFolder, UPLOAD_TEXTS } from '@probity/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Actor } from '../../access/actor.js';
import { recordAudit } from '../../audit/audit.js';
import type { Database, DbOrTx } from '../../db/client.js';
import { documentUsers, documentVersions, documents, matters, users } from '../../db/schema/index.js';
import type { FileStorage } from '../../integrations/storage/index.js';
import { forbidden, invalid, notFound } from '../../lib/errors.js';
import { type ChangeTrace, type RequestMeta, recordChange } from '../activity/activity.service.js';
import { recordLegacyActivity } from '../activity/legacy-activity.service.js';
import { findLegacy } from '../legacies/legacy.access.js';
import { type DocumentItem, assertMayUpload, loadDocument, loadDocumentItem } from './documents.access.js';
import { type SniffedUpload, commitAll, discardAll, storeDataUrls, streamToTemp } from './documents.files.js';

export interface DocumentUploadInput {
  name: string;
  itemID: string;
  /** Issue 14: the folder to file it in (default Other). */
  folder?: DocumentFolder;
  /** Issue 14: the letter template it was generated from (in the audit event). */
  templateID?: string;
}

async function referenceOf(db: DbOrTx, item: DocumentItem): Promise<string | null> {
  if (!item.matterID) return null;
  const [row] = await db
    .select({ reference: matters.reference })
    .from(matters)
    .where(eq(matters.matterID, item.matterID));
  return row?.reference ?? null;
}

/**
 * A document's change as activity and audit. On a legacy (spec 03 §2.9) it is the legacy's activity
 * (issue 11): the charity sees it, and a document the firm adds or removes is also the firm's entry
 * on its matter and is mailed to the legacy team.
 */
export async function recordDocumentChange(
  tx: DbOrTx,
  actor: Actor,
  item: DocumentItem,
  meta: RequestMeta,
  change: Pick<ChangeTrace<'document'>, 'activity' | 'audit'>,
): Promise<void> {
  const legacy = item.legacyID ? await findLegacy(tx, item.legacyID) : undefined;
  if (!legacy) {
    await recordChange(tx, actor, {
      organisationID: item.organisationID,
      matterID: item.matterID,
      reference: await referenceOf(tx, item),
      ...change,
      ip: meta.ip,
    });
    return;
  }
  await recordAudit(tx, {
    ...change.audit,
    actorUserID: actor.userID,
    organisationID: item.organisationID,
    ip: meta.ip,
    details: { legacyID: legacy.legacyID, ...change.audit.details },
  });
  await recordLegacyActivity(tx, actor, legacy, change.activity, meta);
}

/** Inserts the rows of written files with their activity and audit, inside the caller's transaction. */
async function insertDocuments(
  tx: DbOrTx,
  actor: Actor,
  rows: { documentID: string; input: DocumentUploadInput; upload: SniffedUpload }[],
  meta: RequestMeta,
): Promise<void> {
  for (const { documentID, input, upload } of rows) {
    // Loaded again inside the transaction: the item may have gone while the file was written.
    const item = await loadDocumentItem(tx, actor, input.itemID);
    assertMayUpload(actor, item);
    await tx.insert(documents).values({
      documentID,
      itemID: item.itemID,
      organisationID: item.organisationID,
      matterID: item.matterID,
      individualID: item.individualID,
      legacyID: item.legacyID,
      name: input.name,
      mimeType: upload.mimeType,
      fileSize: upload.size,
      storageKey: documentID,
      uploadedBy: actor.userID,
      everybody: true,
      folder: input.folder ?? DEFAULT_DOCUMENT_FOLDER,
    });
    await recordDocumentChange(tx, actor, item, meta, {
      activity: { activityType: 'document', action: 'added', object: input.name },
      audit: {
        action: 'document.create',
        objectType: 'document',
        objectID: documentID,
        details: {
          itemID: item.itemID,
          mimeType: upload.mimeType,
          fileSize: upload.size,
          folder: input.folder ?? DEFAULT_DOCUMENT_FOLDER,
          ...(input.templateID ? { templateID: input.templateID } : {}),
        },
      },
    });
  }
}

/**
 * Writes files under temporary names, commits their rows in one transaction, then gives them their
 * final names (ARCHITECTURE "Nothing is lost"). Access is checked before any byte is written.
 */
async function commitUploads(
  database: Database,
  storage: FileStorage,
  actor: Actor,
  inputs: DocumentUploadInput[],
  write: (documentIDs: string[]) => Promise<SniffedUpload[]>,
  meta: RequestMeta,
  within?: WithinUpload,
): Promise<string[]> {
  for (const input of inputs)
    assertMayUpload(actor, await loadDocumentItem(database.db, actor, input.itemID));
  const documentIDs = inputs.map(() => randomUUID());
  const uploads = await write(documentIDs);
  try {
    await database.db.transaction(async (tx) => {
      await insertDocuments(
        tx,
        actor,
        inputs.map((input, i) => ({ documentID: documentIDs[i]!, input, upload: uploads[i]! })),
        meta,
      );
      await within?.(tx, documentIDs);
    });
  } catch (err) {
    await discardAll(storage, uploads);
    throw err;
  }
  await commitAll(
    storage,
    uploads.map((upload, i) => ({ upload, fileKey: documentIDs[i]! })),
  );
  return documentIDs;
}

/**
 * Runs in the transaction that inserts the documents' rows, after them (another feature links the
 * new documents to its own record, e.g. a client request item, or audits the read a generated
 * letter made): a throw keeps nothing.
 */
export type WithinUpload = (tx: DbOrTx, documentIDs: string[]) => Promise<void>;

/** spec 02 §7 POST /api/Document/: files as data URLs, all or none. */
export async function createDocuments(
  database: Database,
  storage: FileStorage,
  actor: Actor,
  inputs: (DocumentUploadInput & { content: string })[],
  opts: { limitBytes: number; within?: WithinUpload } & RequestMeta,
): Promise<string[]> {
  return commitUploads(
    database,
    storage,
    actor,
    inputs,
    (ids) =>
      storeDataUrls(
        storage,
        inputs.map((f, i) => ({ fileKey: ids[i]!, name: f.name, content: f.content, field: `${i}.content` })),
        opts.limitBytes,
      ),
    { ip: opts.ip, publicUrl: opts.publicUrl },
    opts.within,
  );
}

/** The streamed upload: one file, its body streamed to storage. */
export async function uploadDocumentStream(
  database: Database,
  storage: FileStorage,
  actor: Actor,
  input: DocumentUploadInput,
  source: Readable,
  opts: { limitBytes: number; within?: WithinUpload } & RequestMeta,
): Promise<string> {
  const [id] = await commitUploads(
    database,
    storage,
    actor,
    [input],
    async (ids) => [await streamToTemp(storage, ids[0]!, source, input.name, opts.limitBytes)],
    { ip: opts.ip, publicUrl: opts.publicUrl },
    opts.within,
  );
  return id!;
}

/**
 * Issue 14: a document made by the server (a letter generated from a template), stored like an
 * upload: sniffed, encrypted, its row, activity and audit in one transaction with `within`.
 */
export async function createDocumentFromBuffer(
  database: Database,
  storage: FileStorage,
  actor: Actor,
  input: DocumentUploadInput,
  bytes: Buffer,
  opts: { limitBytes: number; within?: WithinUpload } & RequestMeta,
): Promise<string> {
  const [id] = await commitUploads(
    database,
    storage,
    actor,
    [input],
    async (ids) => [
      await streamToTemp(storage, ids[0]!, Readable.from([bytes]), input.name, opts.limitBytes),
    ],
    { ip: opts.ip, publicUrl: opts.publicUrl },
    opts.within,
  );
  return id!;
}

/** spec 02 §6: only the uploader deletes. The file goes after the row commits (or with the sweeper). */
export async function deleteDocument(tx: DbOrTx, actor: Actor, documentID: string, meta: RequestMeta) {
  const { doc, item } = await loadDocument(tx, actor, documentID);
  // A chat attachment goes with its message (DELETE /api/Conversations/Delete/{id}).
  if (doc.conversationMessageID) throw notFound();
  if (doc.uploadedBy !== actor.userID) throw forbidden(DOCUMENT_TEXTS.onlyUploaderDelete);
  const earlier = await tx
    .select({ key: documentVersions.storageKey })
    .from(documentVersions)
    .where(eq(documentVersions.documentID, doc.documentID));
  await tx.delete(documents).where(eq(documents.documentID, doc.documentID));
  await recordDocumentChange(tx, actor, item, meta, {
    activity: { activityType: 'document', action: 'delete_document', object: doc.name },
    audit: {
      action: 'document.delete',
      objectType: 'document',
      objectID: doc.documentID,
      details: { itemID: doc.itemID, versions: doc.version },
    },
  });
  // The files to remove once the rows are gone: the current one and every earlier version's.
  return { ...doc, storageKeys: [doc.storageKey, ...earlier.map((v) => v.key)] };
}

/**
 * spec 02 §7 POST /api/Document/{id}/Users: an empty list gives everybody access; otherwise only
 * those users (spec 02 §6: the uploader's organisation users plus the matter team).
 */
export async function setDocumentUsers(
  tx: DbOrTx,
  actor: Actor,
  documentID: string,
  userIDs: string[],
  meta: RequestMeta,
): Promise<void> {
  const { doc, item } = await loadDocument(tx, actor, documentID);
  if (doc.conversationMessageID) throw notFound();
  if (doc.uploadedBy !== actor.userID) throw forbidden(DOCUMENT_TEXTS.onlyUploaderAccess);
  const wanted = [...new Set(userIDs.map((id) => id.toLowerCase()))];
  const found = wanted.length
    ? await tx
        .select({ userID: users.userID, organisationID: users.organisationID })
        .from(users)
        .where(inArray(users.userID, wanted))
    : [];
  const allowed = new Set(
    found
      .filter((u) => actor.organisationIDs.includes(u.organisationID) || item.teamUserIDs.includes(u.userID))
      .map((u) => u.userID),
  );
  if (wanted.some((id) => !allowed.has(id))) throw invalid({ users: [UPLOAD_TEXTS.usersNotAllowed] });
  await tx.delete(documentUsers).where(eq(documentUsers.documentID, doc.documentID));
  if (wanted.length)
    await tx.insert(documentUsers).values(wanted.map((userID) => ({ documentID: doc.documentID, userID })));
  await tx
    .update(documents)
    .set({ everybody: wanted.length === 0 })
    .where(eq(documents.documentID, doc.documentID));
  await recordAudit(tx, {
    action: 'document.access',
    actorUserID: actor.userID,
    organisationID: item.organisationID,
    objectType: 'document',
    objectID: doc.documentID,
    ip: meta.ip,
    details: { everybody: wanted.length === 0, users: wanted },
  });
}
