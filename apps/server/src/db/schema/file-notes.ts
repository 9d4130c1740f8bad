import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { documents } from './documents.js';
import { matters } from './matters.js';
import { organisations } from './organisations.js';
import { users } from './users.js';

/**
 * Issue 14: a file note or attendance note on a matter, the firm's own (legal privilege). The text is
 * encrypted by the application (features/file-notes/file-note-secrets.ts), bound to the note's id.
 */
export const fileNotes = pgTable(
  'file_notes',
  {
    fileNoteID: uuid('file_note_id').primaryKey(),
    matterID: uuid('matter_id')
      .notNull()
      .references(() => matters.matterID, { onDelete: 'cascade' }),
    organisationID: uuid('organisation_id')
      .notNull()
      .references(() => organisations.organisationID, { onDelete: 'cascade' }),
    /** 'file' or 'attendance' (FILE_NOTE_KINDS). */
    kind: text('kind').notNull(),
    /** 'phone', 'meeting' or 'video' for an attendance note; null for a file note. */
    attendanceMode: text('attendance_mode'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes'),
    /** Encrypted (v1:…), never the clear text. */
    text: text('text').notNull(),
    createdBy: uuid('created_by').references(() => users.userID, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [index('file_notes_matter_idx').on(t.matterID, t.occurredAt)],
);

/** The documents of the same matter a note links to. */
export const fileNoteDocuments = pgTable(
  'file_note_documents',
  {
    fileNoteID: uuid('file_note_id')
      .notNull()
      .references(() => fileNotes.fileNoteID, { onDelete: 'cascade' }),
    documentID: uuid('document_id')
      .notNull()
      .references(() => documents.documentID, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.fileNoteID, t.documentID] })],
);
