/*
 * Issue 19, records of processing: how long each kind of record is kept. This is the one place the
 * document's retention wording lives: when the organisation's retention rules (issue 19, Retention
 * page) change their defaults, change them here and run `npm run docs:ropa`.
 */

export type RetentionID =
  | 'identityChecks'
  | 'matterRecords'
  | 'legacies'
  | 'accounts'
  | 'mail'
  | 'audit'
  | 'subjectAccessExports'
  | 'public';

/** The sentence that opens the Retention section. */
export const RETENTION_INTRO =
  "Personal data is kept under the organisation's retention rules, which each organisation sets on its Retention page; the defaults are below. A legal hold on a matter stops the clock. When a record is due, its personal fields and files are destroyed and the record is kept as a tombstone, so totals and the audit chain still hold.";

export const RETENTION: Record<RetentionID, { title: string; rule: string }> = {
  identityChecks: {
    title: 'Customer due diligence',
    rule: 'Five years after the business relationship ends, i.e. after the matter is completed or archived (Money Laundering Regulations 2017, reg. 40), then deleted.',
  },
  matterRecords: {
    title: 'Matter records, documents and messages',
    rule: "The organisation's retention rules; default: six years after the matter is completed or archived.",
  },
  legacies: {
    title: 'Legacies',
    rule: "The charity's retention rules (six years at least: its accounting records); default: six years after the legacy ends (its firm's matter completed or archived, or the charity closed it), then its personal fields, documents and the charity's messages are erased as tombstones; amounts stay; a legal hold stops the clock.",
  },
  accounts: {
    title: 'User accounts',
    rule: 'While the account is in use; sign-in tokens, challenges and codes expire on their own (minutes to days).',
  },
  mail: {
    title: 'E-mail',
    rule: 'The sealed body only until it is delivered; the sent record with the rest of the matter.',
  },
  audit: {
    title: 'Audit trail',
    rule: 'Append-only and hash-chained, so events are not deleted; they hold ids, actions and addresses, never the values read, and erased records stay as tombstones.',
  },
  subjectAccessExports: {
    title: 'Subject access exports',
    rule: 'The archive is removed SUBJECT_ACCESS_EXPORT_DAYS after it is made (7 days by default, by the hourly subjectAccess.expire job); the record of the request (who asked, when, what went out) is kept, its archive gone.',
  },
  public: {
    title: 'Public registers',
    rule: 'Replaced whenever the published register or list is imported again.',
  },
};
