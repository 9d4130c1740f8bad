import type { Tracer } from '@opentelemetry/api';
import type { FastifyBaseLogger } from 'fastify';
import type { Job } from 'pg-boss';
import type { Metrics } from '../observability/metrics.js';
import { inSpan } from '../observability/spans.js';

/** What a job carries of the request that queued it (jobs.routes.ts "Run now"). */
export interface JobRequestData {
  requestID?: string;
}

/** The request id a job's data carries, when it is a plain token (the shape genReqId gives). */
export function requestIDOf(job: Job<unknown> | undefined): string | undefined {
  const data = job?.data as JobRequestData | null | undefined;
  const id = data?.requestID;
  return typeof id === 'string' && /^[\w-]{8,64}$/.test(id) ? id : undefined;
}

/**
 * Issue 18: a pg-boss handler that is counted (probity_job_runs_total, probity_job_duration_seconds),
 * traced (a span per run when tracing runs) and given a child logger naming the queue, the job and
 * the request that queued it (reqId, as the request's own log lines have it).
 */
export function runJob<T>(
  queue: string,
  deps: { log: FastifyBaseLogger; metrics?: Metrics; tracer?: Tracer },
  handler: (log: FastifyBaseLogger) => Promise<T>,
): (jobs: Job<unknown>[]) => Promise<T> {
  return async (jobs) => {
    const job = jobs[0];
    const reqId = requestIDOf(job);
    const log = deps.log.child({ queue, jobID: job?.id, ...(reqId ? { reqId } : {}) });
    const started = process.hrtime.bigint();
    const seconds = () => Number(process.hrtime.bigint() - started) / 1e9;
    try {
      const result = await inSpan(
        deps.tracer,
        `job ${queue}`,
        { 'job.queue': queue, 'job.id': job?.id ?? '' },
        () => handler(log),
      );
      const took = seconds();
      deps.metrics?.observeJob(queue, took, 'completed');
      log.debug({ seconds: took }, 'job run completed');
      return result;
    } catch (err) {
      const took = seconds();
      deps.metrics?.observeJob(queue, took, 'failed');
      // The err serializer (lib/log-safety.ts) keeps statements and parameters out.
      log.error({ err, seconds: took }, 'job run failed');
      throw err;
    }
  };
}
