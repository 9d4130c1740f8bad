import { JOBS_TEXTS } from '@probity/domain';
import path from 'node:path';
import type { Tracer } from '@opentelemetry/api';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { type Db as IDatabase, fromPglite, PgBoss } from 'pg-boss';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { conflict } from '../lib/errors.js';
import { encryptionKey } from '../lib/crypto.js';
import { deliverOutbox, nextMailAttemptAt } from '../mail/delivery.js';
import { MAIL_CHANNEL_PREFIX } from '../mail/outbox.js';
import type { Metrics } from '../observability/metrics.js';
import { createSmtpMailer, type MailerOptions, type SmtpMailer } from '../mail/transport.js';
import { completePendingChecks } from '../features/checks/check-completion.service.js';
import { sweepFiles } from '../integrations/storage/sweeper.js';
import { fileStorage } from '../integrations/storage/index.js';
import { expireSubjectAccessExports } from '../features/data-rights/subject-access.service.js';
import { sendLegacyDigests } from '../features/activity/legacy-digest.js';
import { importConfiguredSanctionsList } from '../features/checks/sanctions-import.service.js';
import { runAuditVerification } from '../audit/audit-verify-job.js';
import { sendClientRequestReminders } from '../features/client-requests/client-request-reminders.js';
import { sendTaskDigests } from '../features/tasks/task-digest.js';
import { sendEstateDeadlineReminders } from '../features/estate-dates/deadline-reminders.js';
import { runRetention } from '../features/data-rights/retention-job.js';
import {
  AUDIT_VERIFY_QUEUE,
  CHECKS_COMPLETE_QUEUE,
  CLIENT_REQUESTS_REMIND_QUEUE,
  ESTATE_DEADLINES_REMIND_QUEUE,
  FILES_SWEEP_QUEUE,
  JOB_QUEUES,
  LEGACY_DIGEST_QUEUE,
  MAIL_DELIVER_QUEUE,
  RETENTION_RUN_QUEUE,
  SANCTIONS_IMPORT_QUEUE,
  SUBJECT_ACCESS_EXPIRE_QUEUE,
  TASK_DIGEST_QUEUE,
} from './queues.js';
import { runJob } from './run-job.js';

export interface JobsDeps {
  config: Config;
  database: Database;
  log: FastifyBaseLogger;
  /** Issue 18: job runs are counted here (absent in tools that run no server). */
  metrics?: Metrics;
  /** Issue 18: a span per job run when tracing runs. */
  tracer?: Tracer;
}

export interface StartOptions {
  /** How often idle workers look for jobs; tests use a short interval. */
  pollingIntervalSeconds?: number;
}

export interface JobsModule {
  readonly isRunning: boolean;
  /** The pg-boss schema (set once started). */
  readonly schema: string | null;
  start(options?: StartOptions): Promise<void>;
  stop(): Promise<void>;
  /** The running pg-boss instance; answers 409 when the runner is not running on this server. */
  boss(): PgBoss;
}

/** The longest the mail wake-up waits; the once-a-minute schedule runs anyway. */
const MAIL_WAKE_MAX_MS = 60 * 60 * 1000;

/** spec/README jobs: pg-boss in its own schema beside the product's (one per test run on PostgreSQL). */
async function bossSchemaOf(config: Config, database: Database): Promise<string> {
  if (database.kind === 'pglite') return 'pgboss';
  const schema =
    config.DATABASE_SCHEMA ??
    (await database.query<{ s: string }>('SELECT current_schema() AS s'))[0]?.s ??
    'public';
  return schema === 'public' ? 'pgboss' : `${schema}_pgboss`;
}

/**
 * Wakes the delivery job whenever a message is queued: enqueueMail NOTIFYs inside its transaction,
 * and PostgreSQL delivers that only after commit. A lost notification costs at most a minute (the
 * schedule). Returns a function that stops listening.
 */
async function listenForMail(
  deps: JobsDeps,
  channel: string,
  onMail: () => void,
): Promise<() => Promise<void>> {
  const { database, log } = deps;
  if (database.pglite) return database.pglite.listen(channel, onMail);
  const pool = database.pool;
  if (!pool) return async () => undefined;
  // One connection of the pool is kept for listening; a lost one is replaced after 5 seconds.
  let client: pg.PoolClient | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    try {
      const c = await pool.connect();
      c.on('notification', onMail);
      c.on('error', (err) => {
        log.warn({ err: err.message }, 'mail listener connection lost');
        if (client === c) client = null;
        c.release(err);
        if (!stopped) retry = setTimeout(() => void connect(), 5000);
      });
      await c.query(`LISTEN "${channel}"`);
      client = c;
      onMail();
    } catch (err) {
      log.warn({ err: err instanceof Error ? err.message : String(err) }, 'mail listener could not connect');
      if (!stopped) retry = setTimeout(() => void connect(), 5000);
    }
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const c = client;
    client = null;
    if (c) {
      await c.query(`UNLISTEN "${channel}"`).catch(() => undefined);
      c.release();
    }
  };
}

/** The job runner: pg-boss on the product's own database (PGlite or PostgreSQL). */
export function createJobs(deps: JobsDeps): JobsModule {
  const { config, database, log } = deps;
  let boss: PgBoss | null = null;
  let schema: string | null = null;
  let mailer: SmtpMailer | null = null;
  let unlisten: (() => Promise<void>) | null = null;

  const mailerOptions: MailerOptions = {
    from: config.mailFrom,
    messageIdDomain: new URL(config.publicUrl).hostname,
  };

  async function start(options: StartOptions = {}) {
    if (boss) return;
    schema = await bossSchemaOf(config, database);
    const pool = database.pool;
    // On PostgreSQL pg-boss shares the product's pool (and so its connection settings).
    const db: IDatabase | null = database.pglite
      ? fromPglite(database.pglite)
      : pool
        ? { executeSql: (text: string, values?: unknown[]) => pool.query(text, values) }
        : null;
    if (!db) throw new Error('The job runner needs PGlite or PostgreSQL');
    const instance = new PgBoss({
      db,
      schema,
      cronMonitorIntervalSeconds: config.JOBS_SCHEDULE_CHECK_SECONDS,
      ...(database.pglite ? { backend: 'pglite' as const } : {}),
    });
    // Without a listener an 'error' event would end the process.
    instance.on('error', (err) => log.error({ err: err.message }, 'job runner error'));
    await instance.start();
    mailer = config.SMTP_URL
      ? createSmtpMailer(config.SMTP_URL, mailerOptions, config.MAIL_CLAIM_SECONDS)
      : null;
    for (const [name, q] of Object.entries(JOB_QUEUES)) {
      if (!(await instance.getQueue(name))) {
        await instance.createQueue(name, {
          policy: q.policy,
          retryLimit: q.retryLimit,
          retryDelay: q.retryDelaySeconds,
          retryBackoff: true,
          expireInSeconds: q.expireInSeconds,
        });
      }
      if (q.schedule) await instance.schedule(name, q.schedule.cron, null, { tz: q.schedule.tz ?? 'UTC' });
    }
    const polling = { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 };
    // Issue 18: each handler counted, traced and logging with its job's (and request's) ids.
    const work = <T>(queue: string, handler: (jobLog: FastifyBaseLogger) => Promise<T>) =>
      instance.work(queue, polling, runJob(queue, deps, handler));
    await work(MAIL_DELIVER_QUEUE, async (jobLog) => {
      const report = await deliverOutbox(database, {
        mailer,
        mailerOptions,
        mailDir: path.join(config.dataDir, 'mail'),
        encryptionKey: encryptionKey(config),
        maxAttempts: config.MAIL_MAX_ATTEMPTS,
        retrySeconds: config.MAIL_RETRY_SECONDS,
        claimSeconds: config.MAIL_CLAIM_SECONDS,
        log: jobLog,
      });
      if (mailer) await wakeForNextMail(instance);
      return report;
    });
    await work(CHECKS_COMPLETE_QUEUE, async (jobLog) =>
      completePendingChecks(database, { config, log: (msg) => jobLog.warn(msg) }),
    );
    await work(FILES_SWEEP_QUEUE, async (jobLog) => {
      const result = await sweepFiles(config, database);
      if (result.removedTemp || result.finished || result.removedOrphans)
        jobLog.info(result, 'file store swept');
      // Kept as the run's output: the jobs page words it (jobs/results.ts).
      return result;
    });
    await work(LEGACY_DIGEST_QUEUE, async (jobLog) => {
      const result = await sendLegacyDigests(database, { publicUrl: config.publicUrl });
      if (result.sent) jobLog.info(result, 'legacy digests sent');
    });
    await work(SANCTIONS_IMPORT_QUEUE, async (jobLog) => {
      const report = await importConfiguredSanctionsList(database, config);
      jobLog.info({ ...report, summary: undefined }, report.summary);
      // { summary } is the run's Result on the jobs page (jobs/results.ts).
      return { summary: report.summary };
    });
    await work(AUDIT_VERIFY_QUEUE, async (jobLog) => {
      const result = await runAuditVerification(database, { publicUrl: config.publicUrl });
      if (result.ok) jobLog.info({ count: result.count }, result.summary);
      else jobLog.error({ count: result.count, mailed: result.mailed }, result.summary);
      // { summary } is the run's Result on the jobs page (jobs/results.ts).
      return { summary: result.summary };
    });
    await work(CLIENT_REQUESTS_REMIND_QUEUE, async (jobLog) => {
      const result = await sendClientRequestReminders(database, { publicUrl: config.publicUrl });
      if (result.sent) jobLog.info({ sent: result.sent, items: result.items }, result.summary);
      // { summary } is the run's Result on the jobs page (jobs/results.ts).
      return { summary: result.summary };
    });
    await work(TASK_DIGEST_QUEUE, async (jobLog) => {
      const result = await sendTaskDigests(database, { publicUrl: config.publicUrl });
      if (result.sent) jobLog.info({ sent: result.sent }, 'task digests sent');
      // { summary } is the run's Result on the jobs page (jobs/results.ts).
      return { summary: result.summary };
    });
    await work(ESTATE_DEADLINES_REMIND_QUEUE, async (jobLog) => {
      const result = await sendEstateDeadlineReminders(database, { publicUrl: config.publicUrl });
      if (result.sent) jobLog.info({ sent: result.sent, deadlines: result.deadlines }, result.summary);
      // { summary } is the run's Result on the jobs page (jobs/results.ts).
      return { summary: result.summary };
    });
    await work(SUBJECT_ACCESS_EXPIRE_QUEUE, async (jobLog) => {
      const result = await expireSubjectAccessExports({ database, storage: fileStorage(config) });
      if (result.expired) jobLog.info(result, 'subject access exports expired');
      // { summary } is the run's Result on the jobs page (jobs/results.ts).
      return { summary: `${result.expired} export(s) removed` };
    });
    await work(RETENTION_RUN_QUEUE, async (jobLog) => {
      const result = await runRetention(database, fileStorage(config), config, {
        publicUrl: config.publicUrl,
      });
      if (result.listed || result.erasedMatters)
        jobLog.info({ ...result, summary: undefined }, result.summary);
      // { summary } is the run's Result on the jobs page (jobs/results.ts).
      return { summary: result.summary };
    });
    boss = instance;
    const channel = `${MAIL_CHANNEL_PREFIX}${(await database.query<{ s: string }>('SELECT current_schema() AS s'))[0]?.s ?? 'public'}`;
    unlisten = await listenForMail(deps, channel, () => {
      instance.send(MAIL_DELIVER_QUEUE, null).catch((err: unknown) => {
        log.warn({ err: err instanceof Error ? err.message : String(err) }, 'could not queue mail delivery');
      });
    });
    // Messages queued while no runner was running go out now, not at the next minute.
    await instance.send(MAIL_DELIVER_QUEUE, null);
  }

  let mailWake: NodeJS.Timeout | undefined;
  /**
   * Issue 15: a retry (MAIL_RETRY_SECONDS × 2^n) or a dead worker's claim (MAIL_CLAIM_SECONDS)
   * falls due between the minute's runs: queue the delivery job for that moment. One timer per
   * process, set again after every run; the schedule stays as the net under it.
   */
  async function wakeForNextMail(instance: PgBoss) {
    const at = await nextMailAttemptAt(database);
    clearTimeout(mailWake);
    if (!at || boss !== instance) return;
    const inMs = Math.min(Math.max(0, at.getTime() - Date.now()) + 50, MAIL_WAKE_MAX_MS);
    mailWake = setTimeout(() => {
      instance.send(MAIL_DELIVER_QUEUE, null).catch((err: unknown) => {
        log.warn({ err: err instanceof Error ? err.message : String(err) }, 'could not queue mail delivery');
      });
    }, inMs);
    mailWake.unref();
  }

  async function stop() {
    const instance = boss;
    if (!instance) return;
    boss = null;
    clearTimeout(mailWake);
    await unlisten?.();
    unlisten = null;
    await instance.stop({ graceful: true, timeout: 5000 });
    mailer?.close();
    mailer = null;
  }

  return {
    get isRunning() {
      return boss !== null;
    },
    get schema() {
      return schema;
    },
    start,
    stop,
    boss() {
      if (!boss) throw conflict(JOBS_TEXTS.runnerOff);
      return boss;
    },
  };
}
