import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** spec 01 §3 Terms: published versions; the newest is the one every user must accept. */
export const termsVersions = pgTable('terms_versions', {
  version: integer('version').primaryKey(),
  title: text('title').notNull(),
  contentHtml: text('content_html').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  publishedBy: uuid('published_by'),
});

export const termsAcceptances = pgTable(
  'terms_acceptances',
  {
    userID: uuid('user_id')
      .notNull()
      .references(() => users.userID, { onDelete: 'cascade' }),
    version: integer('version')
      .notNull()
      .references(() => termsVersions.version),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userID, t.version] })],
);
