import { AppError } from './errors.js';

/** What a client is told to wait before trying again while a service the request needs is away. */
export const RETRY_AFTER_SECONDS = 5;
export const DATABASE_UNAVAILABLE_TEXT =
  'Probity cannot reach its database just now. Please try again in a moment.';

/** Socket errors of a database that is stopped, unreachable or went away mid-query. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a database that cannot serve now: class 08 (connection exception), shutting down or
 * starting up (57P01-57P03), too many connections (53300) and a cancelled statement (57014: the
 * statement timeout).
 */
const UNAVAILABLE_SQLSTATES = /^(08...|57P0[1-3]|53300|57014)$/;

/** node-postgres's own words for a connection that timed out or ended (it gives them no code). */
const CLIENT_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client has encountered a connection error and is not queryable',
  'Connection timed out',
];

/**
 * Issue 15: whether an error means the database is unreachable (stopped, frozen, restarting), so
 * the request answers 503 with Retry-After rather than 500. Query errors reach here wrapped
 * (drizzle's DrizzleQueryError, pg-boss…): the chain of causes is searched.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const { code, message, cause, errors } = current as Record<string, unknown>;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.test(code)))
      return true;
    if (typeof message === 'string' && CLIENT_MESSAGES.some((m) => message.startsWith(m))) return true;
    // A host name with several addresses fails with an AggregateError of one error per address.
    current = Array.isArray(errors) && errors.length > 0 ? errors[0] : cause;
  }
  return false;
}

/** The error a request answers with while the database is away (503; the handler adds Retry-After). */
export function databaseUnavailable(): AppError {
  return new AppError('UNAVAILABLE', DATABASE_UNAVAILABLE_TEXT);
}
