import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { individuals } from './individuals.js';
import { organisations } from './organisations.js';
import { users } from './users.js';

/** What went out in a subject access export: counts per category, the files, the archive's checksum. */
export interface SubjectAccessManifest {
  counts: Record<string, number>;
  files: { name: string; size: number }[];
  /** SHA-256 (hex) of the archive as downloaded. */
  sha256: string;
  /** The archive's size in bytes. */
  size: number;
}

/**
 * Issue 19 "Subject access and portability" (UK GDPR Arts. 15 and 20): one export of everything
 * the organisation holds about a person. The archive (a zip) lives in file storage under
 * storageKey, encrypted like every file, until expiresAt; the subject-access.expire job then
 * removes the file and sets expiredAt. The row stays as the record of what went out.
 */
export const subjectAccessExports = pgTable(
  'subject_access_exports',
  {
    exportID: uuid('export_id').primaryKey(),
    /** The organisation whose data went out (the one that holds the individual). */
    organisationID: uuid('organisation_id')
      .notNull()
      .references(() => organisations.organisationID, { onDelete: 'cascade' }),
    /** The individual record asked about (the export covers the person's every record of the organisation). */
    individualID: uuid('individual_id').references(() => individuals.individualID, { onDelete: 'set null' }),
    requestedBy: uuid('requested_by').references(() => users.userID, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    fileName: text('file_name').notNull(),
    /** Null once the archive is removed. */
    storageKey: text('storage_key'),
    manifest: jsonb('manifest').$type<SubjectAccessManifest>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    expiredAt: timestamp('expired_at', { withTimezone: true }),
  },
  (t) => [
    index('subject_access_exports_individual_idx').on(t.individualID, t.requestedAt),
    index('subject_access_exports_expiry_idx').on(t.expiresAt),
  ],
);
