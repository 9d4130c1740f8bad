import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { individuals } from './individuals.js';
import { legacies } from './legacies.js';
import { matters } from './matters.js';
import { organisations } from './organisations.js';
import { users } from './users.js';

/**
 * spec 02 §3 Conversation. Type 'individual': the chat of a registered individual on a matter
 * with the firm's matter team (created on first use). Types 'legacy' and 'charity' (spec 03 §1):
 * the chat of a legacy between the firm and the charity, and the group chat of all charities of
 * the legacy's matter (legacyID set; firms have no access to 'charity'). The chat users are derived (team + the
 * individual's user); conversation_users keeps each user's lastViewed and muted.
 */
export const conversations = pgTable(
  'conversations',
  {
    conversationID: uuid('conversation_id').primaryKey().defaultRandom(),
    conversationType: text('conversation_type', { enum: ['individual', 'legacy', 'charity'] }).notNull(),
    organisationID: uuid('organisation_id')
      .notNull()
      .references(() => organisations.organisationID, { onDelete: 'cascade' }),
    matterID: uuid('matter_id').references(() => matters.matterID, { onDelete: 'cascade' }),
    individualID: uuid('individual_id').references(() => individuals.individualID, { onDelete: 'cascade' }),
    legacyID: uuid('legacy_id').references(() => legacies.legacyID, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.userID, { onDelete: 'set null' }),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversations_individual_uq').on(t.matterID, t.individualID),
    uniqueIndex('conversations_legacy_uq').on(t.legacyID, t.conversationType),
    // The charities' group chat: one per matter (its legacy_id is null).
    uniqueIndex('conversations_charity_uq').on(t.matterID).where(sql`conversation_type = 'charity'`),
  ],
);

export const conversationUsers = pgTable(
  'conversation_users',
  {
    conversationID: uuid('conversation_id')
      .notNull()
      .references(() => conversations.conversationID, { onDelete: 'cascade' }),
    userID: uuid('user_id')
      .notNull()
      .references(() => users.userID, { onDelete: 'cascade' }),
    lastViewed: timestamp('last_viewed', { withTimezone: true }),
    muted: boolean('muted').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.conversationID, t.userID] })],
);

/** spec 02 §3 Conversation message. */
export const conversationMessages = pgTable(
  'conversation_messages',
  {
    conversationMessageID: uuid('conversation_message_id').primaryKey(),
    conversationID: uuid('conversation_id')
      .notNull()
      .references(() => conversations.conversationID, { onDelete: 'cascade' }),
    userID: uuid('user_id').references(() => users.userID, { onDelete: 'set null' }),
    message: text('message').notNull(),
    pinned: boolean('pinned').notNull().default(false),
    /** Issue 19: when the text was erased (the row stays as a tombstone). */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('conversation_messages_conv_idx').on(t.conversationID, t.dateCreated)],
);

/** spec 01 Mention: a user tagged in a message; hasRead once they open the chat. */
export const messageTags = pgTable(
  'message_tags',
  {
    conversationMessageID: uuid('conversation_message_id')
      .notNull()
      .references(() => conversationMessages.conversationMessageID, { onDelete: 'cascade' }),
    userID: uuid('user_id')
      .notNull()
      .references(() => users.userID, { onDelete: 'cascade' }),
    hasRead: boolean('has_read').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.conversationMessageID, t.userID] }),
    index('message_tags_user_idx').on(t.userID),
  ],
);
