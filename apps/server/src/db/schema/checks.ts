import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { individuals } from './individuals.js';
import { users } from './users.js';

/** One part of a check and how it came out (address, insolvency, documents, sanctions…). */
export interface CheckComponentRecord {
  component: string;
  outcome: 'pass' | 'fail' | 'refer' | 'notProvided';
  /** Why, in words; never a document number or any other sensitive value. */
  detail: string;
  /** Where the outcome came from: a real rule here ('local') or the provider. */
  source: 'local' | 'provider';
}

/** How a screening hit was found (issue 5: each match is explained). */
export interface ScreeningMatchRecord {
  list: 'sanctions' | 'pep';
  /**
   * Issue 12: 'match' or 'possibleMatch'. Rows stored before it have none: read them as 'match'
   * (screeningMatchOutcome).
   */
  outcome?: 'match' | 'possibleMatch';
  /** The name similarity alone (score is the confidence); absent on rows stored before issue 12. */
  nameScore?: number;
  nationalityAgreement?: 'same' | 'different' | 'unknown';
  uniqueID: string;
  regimeName: string | null;
  matchedName: string;
  nameType: string;
  score: number;
  dobAgreement: 'same date' | 'same year' | 'different' | 'unknown';
  explanation: string;
}

/** A stored match's outcome: rows stored before outcomes existed held only matches. */
export const screeningMatchOutcome = (m: ScreeningMatchRecord): 'match' | 'possibleMatch' =>
  m.outcome ?? 'match';

/** spec 02 §3 Check result, kept per individual (history). */
export const checkResults = pgTable(
  'check_results',
  {
    checkResultID: uuid('check_result_id').primaryKey().defaultRandom(),
    individualID: uuid('individual_id')
      .notNull()
      .references(() => individuals.individualID, { onDelete: 'cascade' }),
    matterID: uuid('matter_id'),
    /** The firm or charity that asked for the check (whose staff see it). */
    organisationID: uuid('organisation_id').notNull(),
    checkTypeID: uuid('check_type_id').notNull(),
    /** 'Probity Check' or 'Probity Check+'. */
    service: text('service').notNull(),
    requestedBy: uuid('requested_by').references(() => users.userID, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    provider: text('provider').notNull(),
    providerReference: text('provider_reference'),
    /** The company was in test mode: the sandbox answered. */
    testMode: boolean('test_mode').notNull(),
    checkCompleted: boolean('check_completed').notNull().default(false),
    passed: boolean('passed'),
    score: integer('score'),
    sanctionMatch: boolean('sanction_match'),
    pepMatch: boolean('pep_match'),
    invalidDocs: boolean('invalid_docs'),
    resultDate: timestamp('result_date', { withTimezone: true }),
    components: jsonb('components').$type<CheckComponentRecord[]>().notNull().default([]),
    matches: jsonb('matches').$type<ScreeningMatchRecord[]>().notNull().default([]),
    /** Issue 19: when the evidence and results were erased (the row stays: counts and history). */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
  },
  (t) => [
    index('check_results_individual_idx').on(t.individualID, t.requestedAt),
    index('check_results_org_idx').on(t.organisationID, t.requestedAt),
    index('check_results_pending_idx').on(t.checkCompleted, t.requestedAt),
  ],
);
