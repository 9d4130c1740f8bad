import {
  ATTENDANCE_MODES,
  FILE_NOTE_KINDS,
  fileNoteChangeProblem,
  fileNoteEditableUntil,
} from '@probity/domain';
import { z } from 'zod';
import type { Config } from '../../config.js';
import { decryptNoteText } from './file-note-secrets.js';
import type { FileNoteRecord } from './file-notes.queries.js';

/** Issue 14: a file note or attendance note as its readers (the firm's staff) get it. */
export const ZFileNote = z.object({
  fileNoteID: z.string(),
  matterID: z.string(),
  kind: z.enum(FILE_NOTE_KINDS),
  attendanceMode: z.enum(ATTENDANCE_MODES).nullable(),
  occurredAt: z.string(),
  durationMinutes: z.number().int().nullable(),
  text: z.string(),
  createdBy: z.object({ userID: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string().nullable(),
  /** When the note becomes fixed (24 hours after it was written). */
  editableUntil: z.string(),
  /** The reader may change or delete it now (its author, within 24 hours). */
  canChange: z.boolean(),
  documents: z.array(z.object({ documentID: z.string(), name: z.string(), mimeType: z.string() })),
});
export type FileNoteView = z.infer<typeof ZFileNote>;

export function presentFileNote(
  config: Config,
  { note, author, documents }: FileNoteRecord,
  readerUserID: string,
  now: Date = new Date(),
): FileNoteView {
  return {
    fileNoteID: note.fileNoteID,
    matterID: note.matterID,
    kind: ZFileNote.shape.kind.parse(note.kind),
    attendanceMode: note.attendanceMode ? ZFileNote.shape.attendanceMode.parse(note.attendanceMode) : null,
    occurredAt: note.occurredAt.toISOString(),
    durationMinutes: note.durationMinutes,
    text: decryptNoteText(config, note.fileNoteID, note.text),
    createdBy: author,
    createdAt: note.createdAt.toISOString(),
    updatedAt: note.updatedAt?.toISOString() ?? null,
    editableUntil: fileNoteEditableUntil(note.createdAt).toISOString(),
    canChange: fileNoteChangeProblem(note, readerUserID, now) === null,
    documents,
  };
}
