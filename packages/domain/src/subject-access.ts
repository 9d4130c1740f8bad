import { z } from 'zod';

/*
 * Issue 19 "Subject access and portability" (UK GDPR Arts. 15 and 20): one archive of everything
 * the organisation holding an individual has about the person, downloadable for a limited time.
 */

/** The request's reference, e.g. the client's letter ("SAR of 3 March"); kept with the export. */
export const SUBJECT_ACCESS_REASON_MAX = 500;

export const ZSubjectAccessInput = z.object({
  reason: z
    .string()
    .trim()
    .max(SUBJECT_ACCESS_REASON_MAX, `At most ${SUBJECT_ACCESS_REASON_MAX} characters`)
    .nullish(),
});
export type SubjectAccessInput = z.infer<typeof ZSubjectAccessInput>;

/** The categories of an export, in the order the archive and the screens list them. */
export const SUBJECT_ACCESS_CATEGORY_LABELS = {
  individualRecords: 'Individual records',
  checks: 'Identity checks',
  documents: 'Documents',
  messages: 'Messages',
  mentions: 'Mentions',
  emails: 'E-mails',
  accessLog: 'Views of the data',
} as const;

export const SUBJECT_ACCESS_TEXTS = {
  staffAction: 'Subject access export',
  staffTitle: 'Subject access exports',
  staffConfirmTitle: 'Produce a subject access export?',
  staffConfirm:
    "One archive of everything your firm holds about this person: their records on every matter, identity checks, documents, messages, e-mails and who viewed their data, with a readable summary. Other people's words in shared conversations are redacted. It can be downloaded by you for a limited time.",
  myDataTitle: 'Download my data',
  myDataIntro:
    'One archive of everything the firm holds about you: a machine-readable data.json, your documents, and a readable PDF summary. It can be downloaded for a limited time.',
  myDataAction: 'Prepare my download',
  confirm: 'Produce export',
  cancel: 'Cancel',
  created: 'The export is ready to download',
  failed: 'The export could not be produced',
  download: 'Download',
  expired: 'Expired',
  none: 'No exports yet',
  loadFailed: 'Could not load the exports.',
} as const;
