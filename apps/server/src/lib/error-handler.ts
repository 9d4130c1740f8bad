import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { databaseUnavailable, isDatabaseUnavailable, RETRY_AFTER_SECONDS } from './database-outage.js';
import { AppError, type ErrorCode } from './errors.js';
import { PROBLEM_DETAILS, PROBLEM_TYPES, type ProblemType, sendProblem } from './problem.js';

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

const TYPE_OF_CODE: Partial<Record<ErrorCode, ProblemType>> = {
  VALIDATION: PROBLEM_TYPES.validation,
  CONFLICT: PROBLEM_TYPES.conflict,
};

/** Fastify's own 4xx (router, body parsers, rate limits) in words: never the URL or the parser's text. */
function frameworkDetail(status: number): string {
  switch (status) {
    case 404:
      return PROBLEM_DETAILS.notFound;
    case 405:
      return PROBLEM_DETAILS.methodNotAllowed;
    case 413:
      return PROBLEM_DETAILS.tooLarge;
    case 414:
      return PROBLEM_DETAILS.uriTooLong;
    case 415:
      return PROBLEM_DETAILS.unsupportedType;
    case 429:
      return PROBLEM_DETAILS.tooManyRequests;
    default:
      return PROBLEM_DETAILS.unreadable;
  }
}

/** A problem the status says all of (about:blank), in the server's own words. */
export function sendStatusProblem(request: FastifyRequest, reply: FastifyReply, status: number) {
  const detail =
    status === 503
      ? PROBLEM_DETAILS.unavailable
      : status >= 500
        ? PROBLEM_DETAILS.serverError
        : frameworkDetail(status);
  return sendProblem(request, reply, status, { detail });
}

/**
 * Fastify's router errors, which never reach the error handler: a path that cannot be decoded
 * (400), a parameter over maxParamLength (414), a failed constraint (500). The default answers
 * echo the raw path; these say what is wrong without it.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  reply.header('x-request-id', request.id).header('cache-control', 'no-store');
  if (error.code === 'FST_ERR_BAD_URL')
    return sendProblem(request, reply, 400, { detail: PROBLEM_DETAILS.badUrl });
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return sendProblem(request, reply, 414, { detail: PROBLEM_DETAILS.uriTooLong });
  request.log.error({ err: error }, 'router error');
  return sendProblem(request, reply, 500, { detail: PROBLEM_DETAILS.serverError });
}

/** 405 with the methods the path takes (RFC 9110 §15.5.6: a 405 names them in Allow). */
export function sendMethodNotAllowed(request: FastifyRequest, reply: FastifyReply, allowed: string[]) {
  reply.header('allow', allowed.join(', '));
  return sendProblem(request, reply, 405, { detail: PROBLEM_DETAILS.methodNotAllowed });
}

/** A 404 (unknown route, missing asset, unknown object): never echoes the URL. */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  return sendProblem(request, reply, 404, { detail: PROBLEM_DETAILS.notFound });
}

/**
 * The one error handler: every error is an RFC 9457 problem (lib/problem.ts). 400 lists every
 * field's problem, 401/403/404 say little, and nothing else leaks: no stack traces, no SQL, no URL.
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
      return sendProblem(request, reply, err.status, {
        type: TYPE_OF_CODE[err.code],
        detail: err.message,
        errors: err.errors,
      });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors: Record<string, string[]> = {};
      for (const v of err.validation) {
        const where = (err.validationContext ?? 'body') === 'body' ? '' : `${err.validationContext}.`;
        const key =
          `${where}${v.instancePath.replace(/^\//, '').replaceAll('/', '.')}`.replace(/\.$/, '') || '_';
        (errors[key] ??= []).push(v.message ?? 'Invalid value');
      }
      return sendProblem(request, reply, 400, {
        type: PROBLEM_TYPES.validation,
        detail: PROBLEM_DETAILS.invalidFields,
        errors,
      });
    }
    if (isResponseSerializationError(err)) {
      // Where the answer went wrong, never the values it held.
      const issues = err.cause.issues.map((i) => ({ path: i.path.join('.'), code: i.code }));
      request.log.error({ issues }, 'response did not match its schema');
      return sendProblem(request, reply, 500, { detail: PROBLEM_DETAILS.serverError });
    }
    const status = typeof err.statusCode === 'number' && err.statusCode >= 400 ? err.statusCode : 500;
    if (status >= 500) request.log.error({ err }, 'unhandled error');
    // Fastify's own 4xx (bad JSON, body too large, unsupported media type, rate limit) and 5xx.
    return sendStatusProblem(request, reply, status);
  });
}
