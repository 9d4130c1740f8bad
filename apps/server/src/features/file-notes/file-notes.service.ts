import { randomUUID } from 'node:crypto';
import {
  FILE_NOTE_TEXTS,
  type FileNoteKind,
  type FileNoteValues,
  fileNoteActivityObject,
  fileNoteChangeProblem,
  occurredAtProblem,
  parseNoteDateTime,
} from '@probity/domain';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../access/actor.js';
import type { Config } from '../../config.js';
import type { Tx } from '../../db/client.js';
import { fileNoteDocuments, fileNotes } from '../../db/schema/index.js';
import { conflict, forbidden, invalid, notFound } from '../../lib/errors.js';
import { type RequestMeta, recordChange } from '../activity/activity.service.js';
import type { LoadedMatter } from '../matters/matter.access.js';
import { encryptNoteText } from './file-note-secrets.js';
import { loadNotesMatter } from './file-notes.access.js';
import { type FileNoteRow, findFileNoteRow, findVisibleMatterDocuments } from './file-notes.queries.js';

/*
 * Issue 14 "See what happened": file notes and attendance notes of a matter. Firm-only (the
 * matter's individuals get 404, file-notes.access.ts); the author may change or delete a note for
 * 24 hours, then it is fixed (409). Every change is audited with an activity entry of the firm-only
 * kind 'note' that names the kind of note, never its text.
 */

/**
 * The columns of the form after the checks a schema cannot make: when it happened is not in the
 * future, and the linked documents are this matter's documents the author may open. Every problem is
 * listed together (400 naming each field) before anything is written.
 */
async function noteColumns(tx: Tx, actor: Actor, matterID: string, input: FileNoteValues, now: Date) {
  const errors: Record<string, string[]> = {};
  const occurredAt = input.occurredAt ? parseNoteDateTime(input.occurredAt) : now;
  const future = occurredAt ? occurredAtProblem(occurredAt, now) : null;
  if (future) errors.occurredAt = [future];
  const ids = [...new Set(input.documentIDs.map((id) => id.toLowerCase()))];
  const found = new Set(
    (await findVisibleMatterDocuments(tx, matterID, actor.userID, ids)).map((d) => d.documentID),
  );
  input.documentIDs.forEach((id, i) => {
    if (!found.has(id.toLowerCase())) errors[`documentIDs.${i}`] = [FILE_NOTE_TEXTS.documentNotOfMatter];
  });
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return {
    columns: {
      kind: input.kind,
      attendanceMode: input.kind === 'attendance' ? (input.attendanceMode ?? null) : null,
      occurredAt: occurredAt ?? now,
      durationMinutes: input.durationMinutes ?? null,
    },
    documentIDs: ids,
  };
}

function trace(
  loaded: LoadedMatter,
  fileNoteID: string,
  kind: FileNoteKind,
  action: 'added' | 'changed' | 'deleted',
  details: Record<string, unknown>,
  meta: RequestMeta,
) {
  const auditAction = { added: 'fileNote.created', changed: 'fileNote.updated', deleted: 'fileNote.deleted' };
  return {
    organisationID: loaded.matter.organisationID,
    matterID: loaded.matter.matterID,
    reference: loaded.matter.reference,
    activity: { activityType: 'note' as const, action, object: fileNoteActivityObject(kind) },
    // Never the note's text in the audit details: its kind, when, how long and the linked documents.
    audit: { action: auditAction[action], objectType: 'fileNote', objectID: fileNoteID, details },
    ip: meta.ip,
  };
}

/** POST /api/Matters/{id}/FileNotes: the author is the caller. Answers the new note's id. */
export async function createFileNote(
  tx: Tx,
  config: Config,
  actor: Actor,
  matterID: string,
  input: FileNoteValues,
  meta: RequestMeta = {},
): Promise<string> {
  const loaded = await loadNotesMatter(tx, actor, matterID, { action: 'fileNote.create', lock: true });
  const now = new Date();
  const { columns, documentIDs } = await noteColumns(tx, actor, loaded.matter.matterID, input, now);
  const fileNoteID = randomUUID();
  await tx.insert(fileNotes).values({
    fileNoteID,
    matterID: loaded.matter.matterID,
    organisationID: loaded.matter.organisationID,
    ...columns,
    text: encryptNoteText(config, fileNoteID, input.text),
    createdBy: actor.userID,
    createdAt: now,
  });
  if (documentIDs.length > 0)
    await tx.insert(fileNoteDocuments).values(documentIDs.map((documentID) => ({ fileNoteID, documentID })));
  await recordChange(
    tx,
    actor,
    trace(loaded, fileNoteID, input.kind, 'added', auditDetails(columns, documentIDs), meta),
  );
  return fileNoteID;
}

function auditDetails(
  columns: { kind: string; attendanceMode: string | null; occurredAt: Date; durationMinutes: number | null },
  documentIDs: string[],
) {
  return {
    kind: columns.kind,
    attendanceMode: columns.attendanceMode,
    occurredAt: columns.occurredAt.toISOString(),
    durationMinutes: columns.durationMinutes,
    documentIDs,
  };
}

/**
 * A note the actor may change: one of a matter whose notes they read (else 404), written by them
 * (else 403) less than 24 hours ago (else 409: it is fixed).
 */
async function loadChangeableNote(
  tx: Tx,
  actor: Actor,
  fileNoteID: string,
): Promise<{ note: FileNoteRow; loaded: LoadedMatter }> {
  const note = await findFileNoteRow(tx, fileNoteID, true);
  if (!note) throw notFound();
  const loaded = await loadNotesMatter(tx, actor, note.matterID, { action: 'fileNote.update' });
  const problem = fileNoteChangeProblem(note, actor.userID);
  if (problem === 'onlyAuthor') throw forbidden(FILE_NOTE_TEXTS.onlyAuthor);
  if (problem === 'fixed') throw conflict(FILE_NOTE_TEXTS.fixed);
  return { note, loaded };
}

/** PUT /api/FileNotes/{id}: the whole note again (kind, when, duration, text, documents). */
export async function updateFileNote(
  tx: Tx,
  config: Config,
  actor: Actor,
  fileNoteID: string,
  input: FileNoteValues,
  meta: RequestMeta = {},
): Promise<string> {
  const { note, loaded } = await loadChangeableNote(tx, actor, fileNoteID);
  const now = new Date();
  const { columns, documentIDs } = await noteColumns(tx, actor, note.matterID, input, now);
  await tx
    .update(fileNotes)
    .set({ ...columns, text: encryptNoteText(config, note.fileNoteID, input.text), updatedAt: now })
    .where(eq(fileNotes.fileNoteID, note.fileNoteID));
  await tx.delete(fileNoteDocuments).where(eq(fileNoteDocuments.fileNoteID, note.fileNoteID));
  if (documentIDs.length > 0)
    await tx
      .insert(fileNoteDocuments)
      .values(documentIDs.map((documentID) => ({ fileNoteID: note.fileNoteID, documentID })));
  await recordChange(
    tx,
    actor,
    trace(loaded, note.fileNoteID, input.kind, 'changed', auditDetails(columns, documentIDs), meta),
  );
  return note.fileNoteID;
}

/** DELETE /api/FileNotes/{id}: a note written in error, by its author within 24 hours. */
export async function deleteFileNote(
  tx: Tx,
  actor: Actor,
  fileNoteID: string,
  meta: RequestMeta = {},
): Promise<void> {
  const { note, loaded } = await loadChangeableNote(tx, actor, fileNoteID);
  await tx.delete(fileNotes).where(eq(fileNotes.fileNoteID, note.fileNoteID));
  const kind = note.kind === 'attendance' ? 'attendance' : 'file';
  await recordChange(tx, actor, trace(loaded, note.fileNoteID, kind, 'deleted', { kind }, meta));
}
