import { JOB_STATES, type JobQueue, type JobRun, type JobSchedule, type JobState } from '@probity/domain';
import type { PgBoss } from 'pg-boss';
import type { Database } from '../db/client.js';
import { JOB_QUEUES } from './queues.js';
import { describeRunResult } from './results.js';

/** pg-boss keeps its own bookkeeping queues under this prefix; the dashboard shows the product's. */
const INTERNAL_PREFIX = '__pgboss__';

const emptyCounts = (): Record<JobState, number> =>
  Object.fromEntries(JOB_STATES.map((s) => [s, 0])) as Record<JobState, number>;

/** Live counts per state (pg-boss's own queue counts are refreshed only now and then). */
export async function listQueues(database: Database, boss: PgBoss, schema: string): Promise<JobQueue[]> {
  const queues = (await boss.getQueues()).filter((q) => !q.name.startsWith(INTERNAL_PREFIX));
  const scheduled = new Set((await boss.getSchedules()).map((s) => s.name));
  const rows = await database.query<{ name: string; state: JobState; n: number }>(
    `SELECT name, state::text AS state, count(*)::int AS n FROM "${schema}".job GROUP BY name, state`,
  );
  return queues
    .map((q) => {
      const counts = emptyCounts();
      for (const r of rows) if (r.name === q.name) counts[r.state] = Number(r.n);
      return {
        name: q.name,
        description: JOB_QUEUES[q.name]?.description ?? '',
        policy: q.policy ?? 'standard',
        retryLimit: q.retryLimit ?? 0,
        isScheduled: scheduled.has(q.name),
        counts,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

export async function listSchedules(boss: PgBoss): Promise<JobSchedule[]> {
  const schedules = await boss.getSchedules();
  return schedules
    .filter((s) => !s.name.startsWith(INTERNAL_PREFIX))
    .map((s) => ({
      queue: s.name,
      key: s.key,
      cron: s.cron,
      timezone: s.timezone,
      description: JOB_QUEUES[s.name]?.schedule?.description ?? '',
      createdOn: new Date(s.createdOn).toISOString(),
      updatedOn: new Date(s.updatedOn).toISOString(),
    }));
}

interface JobRow {
  id: string;
  name: string;
  state: JobState;
  retry_count: number;
  retry_limit: number;
  created_on: Date | string;
  started_on: Date | string | null;
  completed_on: Date | string | null;
  output: unknown;
}

const isoOf = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function presentRun(row: JobRow): JobRun {
  return {
    id: row.id,
    queue: row.name,
    state: row.state,
    retryCount: row.retry_count,
    retryLimit: row.retry_limit,
    createdOn: new Date(row.created_on).toISOString(),
    startedOn: isoOf(row.started_on),
    completedOn: isoOf(row.completed_on),
    result: describeRunResult(row.name, row.state, row.output),
  };
}

/** The runs of one queue, newest first, optionally of some states only. */
export async function listRuns(
  database: Database,
  schema: string,
  q: { queue: string; states: JobState[]; page: number; pageCount: number },
): Promise<{ runs: JobRun[]; totalCount: number }> {
  const where = `name = $1 ${q.states.length > 0 ? 'AND state::text = ANY($2::text[])' : ''}`;
  const params: unknown[] = q.states.length > 0 ? [q.queue, q.states] : [q.queue];
  const [total] = await database.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM "${schema}".job WHERE ${where}`,
    params,
  );
  const rows = await database.query<JobRow>(
    `SELECT id, name, state::text AS state, retry_count, retry_limit, created_on, started_on, completed_on, output
       FROM "${schema}".job WHERE ${where}
      ORDER BY created_on DESC, id
      LIMIT ${Number(q.pageCount)} OFFSET ${Number((q.page - 1) * q.pageCount)}`,
    params,
  );
  return { runs: rows.map(presentRun), totalCount: Number(total?.n ?? 0) };
}

export async function findRun(database: Database, schema: string, queue: string, id: string) {
  const [row] = await database.query<JobRow>(
    `SELECT id, name, state::text AS state, retry_count, retry_limit, created_on, started_on, completed_on, output
       FROM "${schema}".job WHERE name = $1 AND id = $2`,
    [queue, id],
  );
  return row ? presentRun(row) : undefined;
}
