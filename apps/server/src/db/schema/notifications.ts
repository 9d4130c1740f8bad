import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { checkResults } from './checks.js';
import { individuals } from './individuals.js';
import { users } from './users.js';

/**
 * spec 01 §3 Server notification (message, actionText, actionTargetUrl): an action the server asks
 * a user to take, e.g. to complete an identity check. Resolved ones are no longer shown.
 */
export const serverNotifications = pgTable(
  'server_notifications',
  {
    notificationID: uuid('notification_id').primaryKey().defaultRandom(),
    userID: uuid('user_id')
      .notNull()
      .references(() => users.userID, { onDelete: 'cascade' }),
    individualID: uuid('individual_id').references(() => individuals.individualID, { onDelete: 'cascade' }),
    checkResultID: uuid('check_result_id').references(() => checkResults.checkResultID, {
      onDelete: 'cascade',
    }),
    message: text('message').notNull(),
    actionText: text('action_text').notNull(),
    actionTargetUrl: text('action_target_url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [index('server_notifications_user_idx').on(t.userID, t.resolvedAt)],
);
