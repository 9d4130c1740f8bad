import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organisations } from './organisations.js';
import { users } from './users.js';

/**
 * Issue 14: a firm's letter template, a Word .docx with merge fields. The file lives in file
 * storage under storageKey, encrypted at rest like documents; the row is written before the file
 * gets its final name.
 */
export const documentTemplates = pgTable(
  'document_templates',
  {
    templateID: uuid('template_id').primaryKey(),
    organisationID: uuid('organisation_id')
      .notNull()
      .references(() => organisations.organisationID, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.userID, { onDelete: 'set null' }),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    lastUpdated: timestamp('last_updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('document_templates_org_idx').on(t.organisationID, t.name),
    index('document_templates_key_idx').on(t.storageKey),
  ],
);
