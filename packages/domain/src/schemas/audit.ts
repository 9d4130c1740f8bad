import { z } from 'zod';

/** issue 13: one row of the Audit page (GET /api/Audit): who did what to which object, when and from where. */
export const ZAuditEvent = z.object({
  auditEventID: z.number().int(),
  occurredAt: z.string(),
  actorUserID: z.string().nullable(),
  /** The actor's name when the user still exists; null for the system or a removed user. */
  actorName: z.string().nullable(),
  organisationID: z.string().nullable(),
  organisationName: z.string().nullable(),
  action: z.string(),
  objectType: z.string().nullable(),
  objectID: z.string().nullable(),
  ip: z.string().nullable(),
});
export type AuditEvent = z.infer<typeof ZAuditEvent>;

/** The Audit page's filters (FilterType values of GET /api/Audit and /api/Audit/Export). */
export const AUDIT_FILTER_TYPES = [
  'user',
  'objecttype',
  'objectid',
  'action',
  'organisation',
  'from',
  'to',
] as const;

/** At most this many events in one CSV export; a larger selection asks for narrower filters. */
export const AUDIT_EXPORT_MAX_ROWS = 100_000;

export const AUDIT_TEXTS = {
  title: 'Audit',
  description: 'Who looked at or changed what, when and from where',
  empty: 'No audit events match these filters.',
  exportCsv: 'Export CSV',
  system: 'System',
  removedUser: 'Removed user',
  tooMany: (max: number) =>
    `There are more than ${max.toLocaleString('en-GB')} events to export. Narrow the filters (dates, user or action) and try again.`,
  badDate: 'Enter a date as YYYY-MM-DD',
  datesOrder: "The 'to' date cannot be before the 'from' date",
} as const;
