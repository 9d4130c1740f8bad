import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** spec 01 §3 Email template: one per trigger (a real event of the product). */
export const emailTemplates = pgTable(
  'email_templates',
  {
    emailTemplateID: uuid('email_template_id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    templateContent: text('template_content').notNull(),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    lastUpdated: timestamp('last_updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('email_templates_name_unique').on(t.name)],
);
