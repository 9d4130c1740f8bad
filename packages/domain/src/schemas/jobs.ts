import { z } from 'zod';

/**
 * spec/README "Analytics and jobs": the scheduled-jobs page is a built-in jobs dashboard with
 * queues, schedules, history and retry. The states are those of the job runner (pg-boss).
 */
export const JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

export const JOB_STATE_LABELS: Record<JobState, string> = {
  created: 'Queued',
  retry: 'Waiting to retry',
  active: 'Running',
  completed: 'Completed',
  cancelled: 'Cancelled',
  failed: 'Failed',
};

export const ZJobQueue = z.object({
  name: z.string(),
  description: z.string(),
  policy: z.string(),
  retryLimit: z.number().int(),
  /** The queue has a recurring schedule, so its scheduled job can be run now (issue 11). */
  isScheduled: z.boolean(),
  counts: z.object({
    created: z.number().int(),
    retry: z.number().int(),
    active: z.number().int(),
    completed: z.number().int(),
    cancelled: z.number().int(),
    failed: z.number().int(),
  }),
});
export type JobQueue = z.infer<typeof ZJobQueue>;

export const ZJobSchedule = z.object({
  queue: z.string(),
  key: z.string(),
  cron: z.string(),
  timezone: z.string(),
  description: z.string(),
  createdOn: z.string(),
  updatedOn: z.string(),
});
export type JobSchedule = z.infer<typeof ZJobSchedule>;

export const ZJobRun = z.object({
  id: z.string(),
  queue: z.string(),
  state: z.enum(JOB_STATES),
  retryCount: z.number().int(),
  retryLimit: z.number().int(),
  createdOn: z.string(),
  startedOn: z.string().nullable(),
  completedOn: z.string().nullable(),
  /**
   * What a finished run did, in words ("Sent 3 e-mails", "Nothing to do", "Failed: …"); null while
   * it waits or runs.
   */
  result: z.string().nullable(),
});
export type JobRun = z.infer<typeof ZJobRun>;
