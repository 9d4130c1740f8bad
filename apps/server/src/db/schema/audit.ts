import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every sign-in, failure, sign-out, mutation and sensitive read leaves an audit event. The table is
 * append-only and hash-chained (issue 13): db/sql/0001_audit_chain.sql adds the triggers that
 * refuse UPDATE, DELETE and TRUNCATE and that fill chain_hash; audit/audit-chain.ts verifies it.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    auditEventID: bigserial('audit_event_id', { mode: 'number' }).primaryKey(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    actorUserID: uuid('actor_user_id'),
    organisationID: uuid('organisation_id'),
    action: text('action').notNull(),
    objectType: text('object_type'),
    objectID: text('object_id'),
    ip: text('ip'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    /**
     * SHA-256 (hex) over the previous event's chain_hash and this event's canonical content, set by
     * the database's insert trigger (never by the application); see audit/audit-chain.ts.
     */
    chainHash: text('chain_hash'),
  },
  (t) => [
    index('audit_events_actor_idx').on(t.actorUserID, t.occurredAt),
    index('audit_events_action_idx').on(t.action, t.occurredAt),
    // The Audit page (issue 13): an organisation's events newest first, and its object filter.
    index('audit_events_org_idx').on(t.organisationID, t.auditEventID),
    index('audit_events_object_idx').on(t.objectType, t.objectID),
  ],
);

/** spec 01 §3 Activity entry: the feed shown on dashboards. A null user reads as System. */
export const activityEntries = pgTable(
  'activity_entries',
  {
    activityID: uuid('activity_id').primaryKey().defaultRandom(),
    organisationID: uuid('organisation_id'),
    matterID: uuid('matter_id'),
    /** The legacy the entry is about (a charity's legacy, or a firm's change that concerns it). */
    legacyID: uuid('legacy_id'),
    reference: text('reference'),
    userID: uuid('user_id'),
    activityType: text('activity_type', {
      enum: [
        'matter',
        'individual',
        'user',
        'document',
        'check',
        'legacy',
        'note',
        'request',
        'task',
        'estate',
      ],
    }).notNull(),
    object: text('object'),
    action: text('action').notNull(),
    text: text('text'),
    dateTime: timestamp('date_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The feed: a firm's entries newest first, ties by id (a backward scan that stops after the page).
    index('activity_org_time_idx').on(t.organisationID, t.dateTime, t.activityID),
    index('activity_matter_time_idx').on(t.matterID, t.dateTime),
    // A legacy's Activity section and the charity feed of a legacy team's member.
    index('activity_legacy_time_idx').on(t.legacyID, t.dateTime),
    // GET /api/Activity/Send/: the entries a user caused, newest first.
    index('activity_user_time_idx').on(t.userID, t.dateTime),
  ],
);
