import { date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { CLIENT_REQUEST_KINDS, CLIENT_REQUEST_STATUSES } from '@probity/domain';
import { documents } from './documents.js';
import { individuals } from './individuals.js';
import { matters } from './matters.js';
import { organisations } from './organisations.js';
import { users } from './users.js';

/**
 * Issue 14 "What we need from you": an item the firm asks a matter's client for (a document or an
 * answer). individualID null: asked of all the matter's clients. The answer is encrypted at rest
 * (it may hold personal data). openedAt starts the reminder clock (set again when sent back).
 */
export const clientRequests = pgTable(
  'client_requests',
  {
    requestID: uuid('request_id').primaryKey().defaultRandom(),
    organisationID: uuid('organisation_id')
      .notNull()
      .references(() => organisations.organisationID, { onDelete: 'cascade' }),
    matterID: uuid('matter_id')
      .notNull()
      .references(() => matters.matterID, { onDelete: 'cascade' }),
    individualID: uuid('individual_id').references(() => individuals.individualID, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CLIENT_REQUEST_KINDS }).notNull(),
    title: text('title').notNull(),
    detail: text('detail'),
    dueDate: date('due_date'),
    status: text('status', { enum: CLIENT_REQUEST_STATUSES }).notNull().default('open'),
    reminderDays: integer('reminder_days').notNull(),
    /** Encrypted (lib/crypto, context client_requests.answer:{requestID}). */
    answer: text('answer'),
    /** The firm's comment when it sent the item back. */
    comment: text('comment'),
    createdBy: uuid('created_by').references(() => users.userID, { onDelete: 'set null' }),
    answeredBy: uuid('answered_by').references(() => users.userID, { onDelete: 'set null' }),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    lastRemindedAt: timestamp('last_reminded_at', { withTimezone: true }),
    remindersSent: integer('reminders_sent').notNull().default(0),
  },
  (t) => [
    index('client_requests_matter_idx').on(t.matterID, t.dateCreated),
    // The reminder job: the items still waiting for the client.
    index('client_requests_waiting_idx').on(t.status, t.openedAt),
  ],
);

/** The documents a client uploaded into a document item (they live in the matter's documents). */
export const clientRequestDocuments = pgTable(
  'client_request_documents',
  {
    requestID: uuid('request_id')
      .notNull()
      .references(() => clientRequests.requestID, { onDelete: 'cascade' }),
    documentID: uuid('document_id')
      .notNull()
      .references(() => documents.documentID, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.requestID, t.documentID] }),
    index('client_request_documents_doc_idx').on(t.documentID),
  ],
);
