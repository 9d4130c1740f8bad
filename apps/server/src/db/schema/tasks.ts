import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { matters } from './matters.js';
import { organisations } from './organisations.js';
import { users } from './users.js';

/** Issue 14: a task on a matter, the firm's own (never shown to the client). */
export const tasks = pgTable(
  'tasks',
  {
    taskID: uuid('task_id').primaryKey().defaultRandom(),
    organisationID: uuid('organisation_id')
      .notNull()
      .references(() => organisations.organisationID, { onDelete: 'cascade' }),
    matterID: uuid('matter_id')
      .notNull()
      .references(() => matters.matterID, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    detail: text('detail'),
    /** A calendar date (UK), or none. */
    dueDate: date('due_date'),
    assigneeUserID: uuid('assignee_user_id').references(() => users.userID, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.userID, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when ticked done, cleared when reopened. */
    doneAt: timestamp('done_at', { withTimezone: true }),
    doneBy: uuid('done_by').references(() => users.userID, { onDelete: 'set null' }),
  },
  (t) => [
    index('tasks_matter_idx').on(t.matterID, t.createdAt),
    // My tasks and the daily digest: a user's open tasks by due date.
    index('tasks_assignee_open_idx').on(t.assigneeUserID, t.dueDate).where(sql`${t.doneAt} is null`),
    index('tasks_creator_open_idx')
      .on(t.createdBy)
      .where(sql`${t.doneAt} is null and ${t.assigneeUserID} is null`),
  ],
);

/**
 * Issue 14: the daily task digests sent, one row per user per UK day, so a rerun (or a second
 * instance running the same schedule) sends nothing twice.
 */
export const taskDigests = pgTable(
  'task_digests',
  {
    userID: uuid('user_id')
      .notNull()
      .references(() => users.userID, { onDelete: 'cascade' }),
    digestDate: date('digest_date').notNull(),
    taskCount: integer('task_count').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userID, t.digestDate] })],
);
