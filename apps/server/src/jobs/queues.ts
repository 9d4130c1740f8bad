/**
 * The product's job queues. Each names what it does (shown on the jobs dashboard), how it is
 * queued and retried, and its recurring schedule.
 */
export interface QueueDefinition {
  description: string;
  /** pg-boss policy: 'short' keeps at most one job waiting, so repeated wake-ups collapse into one. */
  policy: 'standard' | 'short' | 'singleton' | 'stately';
  retryLimit: number;
  retryDelaySeconds: number;
  /** Seconds a run may take before pg-boss treats it as lost and retries it. */
  expireInSeconds: number;
  /** `tz`: the cron's time zone (UTC unless given; the task digest follows UK time). */
  schedule?: { cron: string; description: string; tz?: string };
}

export const MAIL_DELIVER_QUEUE = 'mail.deliver';
export const CHECKS_COMPLETE_QUEUE = 'checks.complete';
export const FILES_SWEEP_QUEUE = 'files.sweep';
export const LEGACY_DIGEST_QUEUE = 'legacy.digest';
export const SANCTIONS_IMPORT_QUEUE = 'sanctions.import';
export const AUDIT_VERIFY_QUEUE = 'audit.verify';
export const CLIENT_REQUESTS_REMIND_QUEUE = 'requests.remind';
export const TASK_DIGEST_QUEUE = 'tasks.digest';
export const ESTATE_DEADLINES_REMIND_QUEUE = 'estate.deadlines';
export const SUBJECT_ACCESS_EXPIRE_QUEUE = 'subjectAccess.expire';
export const RETENTION_RUN_QUEUE = 'retention.run';

export const JOB_QUEUES: Record<string, QueueDefinition> = {
  [MAIL_DELIVER_QUEUE]: {
    description:
      'Sends the e-mails waiting in the outbox through SMTP, or keeps them in the outbox (and as .eml files) when no SMTP server is configured.',
    policy: 'short',
    retryLimit: 3,
    retryDelaySeconds: 30,
    expireInSeconds: 900,
    schedule: {
      cron: '* * * * *',
      description: 'Every minute: sends messages whose retry is due, and any a wake-up missed.',
    },
  },
  [CHECKS_COMPLETE_QUEUE]: {
    description:
      'Asks the identity-check provider about the checks an individual was invited to complete, stores the results that are ready and tells the firm (e-mail CheckResultsReady).',
    policy: 'short',
    retryLimit: 3,
    retryDelaySeconds: 60,
    expireInSeconds: 900,
    schedule: {
      cron: '* * * * *',
      description: 'Every minute: finishes the pending identity checks the provider has answered.',
    },
  },
  [FILES_SWEEP_QUEUE]: {
    description:
      'Removes uploads that never committed (temporary files older than an hour), finishes files whose row committed before a crash, and deletes stored files whose document is gone.',
    policy: 'short',
    retryLimit: 2,
    retryDelaySeconds: 60,
    expireInSeconds: 900,
    schedule: {
      cron: '*/10 * * * *',
      description: 'Every 10 minutes: sweeps the file store.',
    },
  },
  [LEGACY_DIGEST_QUEUE]: {
    description:
      "Sends the daily digest of the law firms' changes to the legacy team members whose notifications are 'Daily digest' (e-mail LegacyActivityDigest), one a day each: a rerun the same day sends nothing twice.",
    policy: 'short',
    retryLimit: 3,
    retryDelaySeconds: 300,
    expireInSeconds: 1800,
    schedule: {
      cron: '0 7 * * *',
      description: 'Every day at 07:00 GMT: the daily digest of legacy changes.',
    },
  },
  [SANCTIONS_IMPORT_QUEUE]: {
    description:
      "Imports the UK Sanctions List from SANCTIONS_LIST_FILE or SANCTIONS_LIST_URL (the FCDO's published file) with its publication date, then screens every individual on an open matter against it and tells the firm's MLROs of each new possible match (e-mail ScreeningAlert). A failed import keeps the previous list.",
    policy: 'short',
    retryLimit: 3,
    retryDelaySeconds: 900,
    expireInSeconds: 1800,
    schedule: {
      cron: '30 5 * * *',
      description: 'Every day at 05:30 GMT: imports the UK Sanctions List and screens open matters again.',
    },
  },
  [AUDIT_VERIFY_QUEUE]: {
    description:
      "Walks the audit trail's hash chain from its first event to its last and records the result. When an event was changed or removed, e-mails every platform administrator where the chain breaks (an event number and a time, nothing personal).",
    policy: 'short',
    retryLimit: 2,
    retryDelaySeconds: 600,
    expireInSeconds: 3600,
    schedule: {
      cron: '15 2 * * *',
      description: 'Every night at 02:15 GMT: verifies the audit trail.',
    },
  },
  [CLIENT_REQUESTS_REMIND_QUEUE]: {
    description:
      'Reminds the matters\' clients of the items the firm asked them for ("What we need from you") that are still open after the item\'s number of days (7 unless the firm chose otherwise), then again every that many days, at most three times (e-mail ClientRequestsReminder, one per client and matter). A rerun sends nothing twice; answered, accepted and withdrawn items are never reminded.',
    policy: 'short',
    retryLimit: 3,
    retryDelaySeconds: 300,
    expireInSeconds: 1800,
    schedule: {
      cron: '0 8 * * *',
      description: 'Every day at 08:00 GMT: reminds clients of the open items asked of them.',
    },
  },
  [TASK_DIGEST_QUEUE]: {
    description:
      'Sends each firm user whose open tasks are overdue or due today one e-mail (TaskDigest) listing them with the tasks due in the next few days, their matter references and links: one a day each, so a rerun the same day sends nothing twice. Locked or paused users get none.',
    policy: 'short',
    retryLimit: 3,
    retryDelaySeconds: 300,
    expireInSeconds: 1800,
    schedule: {
      cron: '0 7 * * *',
      tz: 'Europe/London',
      description: 'Every day at 07:00 UK time: the daily digest of tasks due.',
    },
  },
  [ESTATE_DEADLINES_REMIND_QUEUE]: {
    description:
      "Reminds each member of an open Estate matter's team of the estate's deadlines a week ahead (inheritance tax due, creditors' claim period end, 1975 Act claims out of time, executor's year end; e-mail EstateDeadlineReminder with the matter reference, the deadline and its date, no figures). Once per deadline and date: a rerun sends nothing twice; a deadline that moves is reminded again for its new date. Locked or paused users get none.",
    policy: 'short',
    retryLimit: 3,
    retryDelaySeconds: 300,
    expireInSeconds: 1800,
    schedule: {
      cron: '15 7 * * *',
      tz: 'Europe/London',
      description: "Every day at 07:15 UK time: reminds matter teams of the estates' deadlines a week ahead.",
    },
  },
  [SUBJECT_ACCESS_EXPIRE_QUEUE]: {
    description:
      'Removes the archive of every subject access export past its time (SUBJECT_ACCESS_EXPORT_DAYS, 7 days) from the file store and marks the export expired; its record of what went out stays (issue 19).',
    policy: 'short',
    retryLimit: 3,
    retryDelaySeconds: 300,
    expireInSeconds: 900,
    schedule: {
      cron: '20 * * * *',
      description: 'Every hour at 20 past: removes expired subject access exports.',
    },
  },
  [RETENTION_RUN_QUEUE]: {
    description:
      "Issue 19: applies each firm's retention rules to its completed and archived matters: lists on the Retention page what falls due within 14 days (and e-mails the firm's Matter Admins, RetentionDue: references only), and erases what is due and was listed at least 14 days ago (personal fields replaced, files destroyed, rows kept as tombstones, audited, with a report). Nothing under a legal hold is listed or erased; a rerun erases nothing twice.",
    policy: 'short',
    retryLimit: 2,
    retryDelaySeconds: 600,
    expireInSeconds: 3600,
    schedule: {
      cron: '45 2 * * *',
      description: 'Every night at 02:45 GMT: lists what falls due and erases what is past due.',
    },
  },
};
