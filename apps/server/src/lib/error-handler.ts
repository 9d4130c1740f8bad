import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { databaseUnavailable, isDatabaseUnavailable, RETRY_AFTER_SECONDS } from './database-outage.js';
import { AppError } from './errors.js';

/** The body of every error answer of the API (the API description's Problem schema). */
export const ZProblem = z.object({
  status: z.number().int().min(400).max(599).describe('The HTTP status code'),
  title: z.string().describe('The status in words, e.g. Not Found'),
  message: z.string().optional().describe('What went wrong, for the user'),
  errors: z
    .record(z.string(), z.array(z.string()))
    .optional()
    .describe('400 only: every field path (e.g. legacyType.legacyTypeID) with its messages'),
});
type Problem = z.infer<typeof ZProblem>;

export const PROBLEM_TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

function problem(status: number, fields: Omit<Problem, 'status' | 'title'>): Problem {
  return { status, title: PROBLEM_TITLES[status] ?? 'Error', ...fields };
}

/** Turns zod issue paths into "field.sub" keys, grouping every message per field. */
export function groupIssues(
  issues: readonly { path?: readonly PropertyKey[]; instancePath?: string; message: string }[],
) {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key =
      issue.path && issue.path.length > 0
        ? issue.path.map(String).join('.')
        : (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.') || '_';
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

/**
 * The one error handler: 400 lists every field's problem, 401/403/404 say little (a 404 never
 * echoes the URL), and nothing else leaks: no stack traces, no SQL.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((thrown: FastifyError | AppError, request, reply) => {
    let err = thrown;
    // Issue 15: a database that is stopped, frozen or restarting is a 503 to retry, never a 500.
    if (isDatabaseUnavailable(err)) {
      request.log.warn({ err }, 'database unavailable');
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      err = databaseUnavailable();
    }
    if (err instanceof AppError) {
      return reply.status(err.status).send(problem(err.status, { message: err.message, errors: err.errors }));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors: Record<string, string[]> = {};
      for (const v of err.validation) {
        const where = (err.validationContext ?? 'body') === 'body' ? '' : `${err.validationContext}.`;
        const key =
          `${where}${v.instancePath.replace(/^\//, '').replaceAll('/', '.')}`.replace(/\.$/, '') || '_';
        (errors[key] ??= []).push(v.message ?? 'Invalid value');
      }
      return reply.status(400).send(problem(400, { message: 'One or more fields are invalid', errors }));
    }
    if (isResponseSerializationError(err)) {
      // Where the answer went wrong, never the values it held.
      const issues = err.cause.issues.map((i) => ({ path: i.path.join('.'), code: i.code }));
      request.log.error({ issues }, 'response did not match its schema');
      return reply.status(500).send(problem(500, { message: 'Something went wrong. Please try again.' }));
    }
    const status = typeof err.statusCode === 'number' && err.statusCode >= 400 ? err.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err }, 'unhandled error');
      return reply
        .status(status)
        .send(problem(status, { message: 'Something went wrong. Please try again.' }));
    }
    // Fastify's own 4xx (bad JSON, body too large, unsupported media type, rate limit).
    const message =
      status === 413
        ? 'The request is too large'
        : status === 429
          ? 'Too many requests. Please wait a moment and try again.'
          : status === 415
            ? 'Unsupported content type'
            : 'The request could not be read';
    return reply.status(status).send(problem(status, { message }));
  });
}

export const NOT_FOUND_BODY = problem(404, { message: 'Not found' });
