import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Issue 12: the editions of Vocalink's modulus checking tables a platform administrator uploaded
 * (valacdos.txt and scsubtab.txt as published). The newest is the one every check uses; without
 * one, the configured files or the edition shipped with the product answer.
 */
export const modulusEditions = pgTable('modulus_editions', {
  editionID: uuid('edition_id').primaryKey().defaultRandom(),
  /** As the administrator names it, e.g. 'v8.50'. */
  name: text('name').notNull(),
  weightsFileName: text('weights_file_name'),
  substitutionsFileName: text('substitutions_file_name'),
  weightsText: text('weights_text').notNull(),
  substitutionsText: text('substitutions_text').notNull(),
  weightRows: integer('weight_rows').notNull(),
  substitutionRows: integer('substitution_rows').notNull(),
  loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
  loadedByUserID: uuid('loaded_by_user_id').references(() => users.userID, { onDelete: 'set null' }),
});
