import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** A name of a designation: its parts (Name1…Name6, Name6 the surname) and type. */
export interface DesignationName {
  parts: string[];
  surname: string;
  nameType: string;
}

/**
 * The local screening list (DOMAIN-NOTES "UK Sanctions List"): designations imported from the
 * FCDO's UK Sanctions List (XML or CSV), and a PEP list in the same format. An import replaces
 * the whole list of its kind.
 */
export const screeningDesignations = pgTable(
  'screening_designations',
  {
    designationID: uuid('designation_id').primaryKey().defaultRandom(),
    list: text('list', { enum: ['sanctions', 'pep'] }).notNull(),
    uniqueID: text('unique_id').notNull(),
    regimeName: text('regime_name'),
    /** Individual, Entity or Ship. */
    individualEntityShip: text('individual_entity_ship'),
    dateDesignated: text('date_designated'),
    lastUpdated: text('last_updated'),
    sanctionsImposed: text('sanctions_imposed'),
    otherInformation: text('other_information'),
    names: jsonb('names').$type<DesignationName[]>().notNull(),
    /** The names in their own script (Cyrillic, Arabic…), as published. */
    nonLatinNames: jsonb('non_latin_names').$type<string[]>().notNull().default([]),
    /** dd/mm/yyyy as published; parts may be 00 when unknown. */
    dobs: jsonb('dobs').$type<string[]>().notNull().default([]),
    nationalities: jsonb('nationalities').$type<string[]>().notNull().default([]),
    positions: jsonb('positions').$type<string[]>().notNull().default([]),
    sourceFile: text('source_file'),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('screening_designations_unique').on(t.list, t.uniqueID),
    index('screening_designations_list_idx').on(t.list, t.individualEntityShip),
  ],
);
