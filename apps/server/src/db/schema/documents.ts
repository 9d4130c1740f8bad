import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { conversationMessages } from './conversations.js';
import { individuals } from './individuals.js';
import { legacies } from './legacies.js';
import { matters } from './matters.js';
import { organisations } from './organisations.js';
import { users } from './users.js';

/**
 * spec 02 §3 Document: a file on a matter (itemID = matterID), on an individual (itemID =
 * individualID) or on a legacy (itemID = legacyID, spec 03 §2.9), or attached to a chat message (conversationMessageID set; not listed on the
 * documents page). The bytes live in file storage under storageKey, encrypted at rest; the row is
 * written before the file gets its final name (integrations/storage).
 */
export const documents = pgTable(
  'documents',
  {
    documentID: uuid('document_id').primaryKey(),
    itemID: uuid('item_id').notNull(),
    organisationID: uuid('organisation_id')
      .notNull()
      .references(() => organisations.organisationID, { onDelete: 'cascade' }),
    matterID: uuid('matter_id').references(() => matters.matterID, { onDelete: 'cascade' }),
    individualID: uuid('individual_id').references(() => individuals.individualID, { onDelete: 'cascade' }),
    /** spec 03 §2.9: a document of a legacy (itemID = legacyID). */
    legacyID: uuid('legacy_id').references(() => legacies.legacyID, { onDelete: 'cascade' }),
    conversationMessageID: uuid('conversation_message_id').references(
      () => conversationMessages.conversationMessageID,
      { onDelete: 'cascade' },
    ),
    name: text('name').notNull(),
    /** Sniffed from the bytes; application/octet-stream when not recognised (spec 02 §9). */
    mimeType: text('mime_type').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.userID, { onDelete: 'set null' }),
    /** spec 02 §2.10 'Everybody has access'; false = only the users in document_users. */
    everybody: boolean('everybody').notNull().default(true),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    /** Issue 14: the folder (category) it is filed in, one of DOCUMENT_FOLDERS (packages/domain). */
    folder: text('folder').notNull().default('other'),
    /**
     * Issue 14 versions: the row always describes the current version (name, type, size, file);
     * earlier ones are in document_versions. uploadedBy stays the first uploader (who controls
     * access and deletion); versionUploadedBy and versionDate say who gave the current one, when.
     */
    version: integer('version').notNull().default(1),
    versionUploadedBy: uuid('version_uploaded_by').references(() => users.userID, { onDelete: 'set null' }),
    versionDate: timestamp('version_date', { withTimezone: true }),
    /** Issue 19: when the files were destroyed and the name erased (the row stays as a tombstone). */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
  },
  (t) => [
    index('documents_item_idx').on(t.itemID, t.dateCreated),
    index('documents_matter_idx').on(t.matterID),
    index('documents_legacy_idx').on(t.legacyID),
    index('documents_message_idx').on(t.conversationMessageID),
  ],
);

/** spec 02 §2.10: the firm members a document is shared with when not everybody has access. */
export const documentUsers = pgTable(
  'document_users',
  {
    documentID: uuid('document_id')
      .notNull()
      .references(() => documents.documentID, { onDelete: 'cascade' }),
    userID: uuid('user_id')
      .notNull()
      .references(() => users.userID, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.documentID, t.userID] })],
);

/**
 * Issue 14: the earlier versions of a document, each with its own stored file (storageKey). Seen
 * only through the document, so its access rules (everybody, document_users) hold for every version.
 */
export const documentVersions = pgTable(
  'document_versions',
  {
    versionID: uuid('version_id').primaryKey(),
    documentID: uuid('document_id')
      .notNull()
      .references(() => documents.documentID, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    name: text('name').notNull(),
    mimeType: text('mime_type').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.userID, { onDelete: 'set null' }),
    /** When this version was uploaded (it was current until the next one). */
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('document_versions_number_idx').on(t.documentID, t.version),
    index('document_versions_key_idx').on(t.storageKey),
  ],
);
