import {
  JOB_STATES,
  JOBS_TEXTS,
  type JobState,
  ZJobQueue,
  ZJobRun,
  ZJobSchedule,
  can,
} from '@probity/domain';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type DrizzleTransactionLike, fromDrizzle } from 'pg-boss';
import { z } from 'zod';
import type { Actor } from '../../access/actor.js';
import { requireActor } from '../../access/plugin.js';
import { recordAudit } from '../../audit/audit.js';
import { conflict, forbidden, invalid, notFound } from '../../lib/errors.js';
import { ZListQuery, filtersOf, paginationOf, setPaginationHeader } from '../../lib/list-query.js';
import { findRun, listQueues, listRuns, listSchedules } from '../../jobs/dashboard.js';
import type { JobRequestData } from '../../jobs/run-job.js';

const tags = ['Jobs'];
const zQueueName = z.string().min(1).max(200);

export const JOB_ROUTE_TEXTS = { onlyFailed: 'Only a failed job can be retried' } as const;

/** spec 01 §2 Scheduled jobs; 03 §6 jobs: Administrators. */
function authorize(actor: Actor, action: 'jobs.read' | 'jobs.manage') {
  if (!can(actor, action)) throw forbidden();
}

function statesOf(values: string[] | undefined): JobState[] {
  if (!values) return [];
  const wanted = values.map((v) => v.toLowerCase());
  const unknown = wanted.filter((v) => !(JOB_STATES as readonly string[]).includes(v));
  if (unknown.length > 0) throw invalid({ Filter: [`Unknown state '${unknown.join(', ')}'`] });
  return wanted as JobState[];
}

/** spec/README "Analytics and jobs": the built-in jobs dashboard (queues, schedules, history, retry). */
export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, jobs } = app;

  /** The running runner and its schema; 409 when this server runs no jobs (JOBS_ENABLED=false). */
  const runner = () => {
    const boss = jobs.boss();
    return { boss, schema: jobs.schema ?? 'pgboss' };
  };

  app.get(
    '/Jobs/Queues',
    {
      schema: {
        tags,
        summary: 'The job queues with how many jobs are in each state',
        description:
          'Administrators only (403 for every other role, Admin Demo included). Each queue with its description, policy, retries, whether it has a schedule (isScheduled: it can be run now) and live counts per state. 409 when this server runs no jobs.',
        response: { 200: z.array(ZJobQueue) },
      },
    },
    async (request) => {
      authorize(requireActor(request), 'jobs.read');
      const { boss, schema } = runner();
      return listQueues(database, boss, schema);
    },
  );

  app.get(
    '/Jobs/Schedules',
    {
      schema: {
        tags,
        summary: 'The recurring schedules (cron, UTC)',
        description: 'Administrators only (403 for every other role). 409 when this server runs no jobs.',
        response: { 200: z.array(ZJobSchedule) },
      },
    },
    async (request) => {
      authorize(requireActor(request), 'jobs.read');
      return listSchedules(runner().boss);
    },
  );

  app.get(
    '/Jobs/History',
    {
      schema: {
        tags,
        summary: 'The runs of a queue, newest first',
        description:
          "Administrators only (403 for every other role). queue is required (404 when there is no such queue); list query page and pageCount; FilterType state (created, retry, active, completed, cancelled, failed; another state is a 400). Each run's result is in words: 'Sent 3 e-mails', 'Nothing to do', 'Failed: <reason>'.",
        querystring: ZListQuery.extend({ queue: zQueueName }),
        response: { 200: z.array(ZJobRun) },
      },
    },
    async (request, reply) => {
      authorize(requireActor(request), 'jobs.read');
      const { boss, schema } = runner();
      const q = request.query;
      const states = statesOf(filtersOf(q, ['state']).state);
      if (!(await boss.getQueue(q.queue))) throw notFound();
      const { runs, totalCount } = await listRuns(database, schema, {
        queue: q.queue,
        states,
        page: q.page,
        pageCount: q.pageCount,
      });
      setPaginationHeader(reply, paginationOf(q, totalCount));
      return runs;
    },
  );

  app.post(
    '/Jobs/:queue/:id/Retry',
    {
      schema: {
        tags,
        summary: 'Run a failed job again',
        description:
          'Administrators only (403 for every other role). Only a failed job (409 otherwise); 404 when the queue has no such job. Audited (job.retried) in the same transaction.',
        params: z.object({ queue: zQueueName, id: z.uuid() }),
        response: { 200: ZJobRun },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      authorize(actor, 'jobs.manage');
      const { boss, schema } = runner();
      const { queue, id } = request.params;
      const run = await findRun(database, schema, queue, id);
      if (!run) throw notFound();
      if (run.state !== 'failed') throw conflict(JOB_ROUTE_TEXTS.onlyFailed);
      await database.db.transaction(async (tx) => {
        // The retry and its audit event commit together. Both drivers answer execute() with
        // { rows }, which is what the adapter reads; drizzle's generic type leaves it unknown.
        const db = fromDrizzle(tx as unknown as DrizzleTransactionLike, sql);
        await boss.retry(queue, id, { db });
        await recordAudit(tx, {
          action: 'job.retried',
          actorUserID: actor.userID,
          organisationID: actor.organisationID,
          objectType: 'job',
          objectID: id,
          details: { queue },
        });
      });
      const after = await findRun(database, schema, queue, id);
      if (!after) throw notFound();
      return after;
    },
  );

  app.post(
    '/Jobs/:queue/Run',
    {
      schema: {
        tags,
        summary: "Run a queue's scheduled job once now",
        description:
          "Administrators only (403 for every other role, Admin Demo included). Queues the queue's scheduled job (with the schedule's data and the request's id, which its log lines carry) through pg-boss to run at once, besides its schedule, and answers the new run. Audited (job.run_now) in the same transaction. 404 for no such queue; 409 for a queue without a schedule, when a run of it is already waiting, or when this server runs no jobs.",
        params: z.object({ queue: zQueueName }),
        response: { 200: ZJobRun },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      authorize(actor, 'jobs.manage');
      const { boss, schema } = runner();
      const { queue } = request.params;
      if (!(await boss.getQueue(queue))) throw notFound();
      const [schedule] = await boss.getSchedules(queue);
      if (!schedule) throw conflict(JOBS_TEXTS.onlyScheduled);
      // pg-boss looks a queue up in its cache on send and, the first time, through its own
      // connection: on PGlite (one connection) that would wait for the transaction below forever.
      // Any lookup by id fills the cache first.
      await boss.getJobById(queue, randomUUID());
      const id = await database.db.transaction(async (tx) => {
        const db = fromDrizzle(tx as unknown as DrizzleTransactionLike, sql);
        // A queue that keeps one waiting job ('short') answers null while one waits already.
        // Issue 18: the run's log lines name this request (jobs/run-job.ts).
        const data: JobRequestData = { ...(schedule.data ?? {}), requestID: request.id };
        const jobID = await boss.send(queue, data, { db });
        if (!jobID) throw conflict(JOBS_TEXTS.alreadyWaiting);
        await recordAudit(tx, {
          action: 'job.run_now',
          actorUserID: actor.userID,
          organisationID: actor.organisationID,
          objectType: 'job',
          objectID: jobID,
          details: { queue },
        });
        return jobID;
      });
      const run = await findRun(database, schema, queue, id);
      if (!run) throw notFound();
      return run;
    },
  );
};
