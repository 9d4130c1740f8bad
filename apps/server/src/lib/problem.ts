import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

/*
 * Issue 15 "One error shape": every error answer of the server is an RFC 9457 problem
 * (application/problem+json): type, title, status, detail, instance, and errors where fields or
 * objects are named. Built here only; lib/error-handler.ts is the one place that sends them for
 * the API, and the few answers outside Fastify's handler (router errors, the identity server's
 * unknown routes, the realtime transport) send what problemBody builds.
 */

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

/**
 * The problem types. about:blank (RFC 9457 §4.2.1) where the status says it all; a stable URN of
 * Probity's own where the body carries more (the `errors` member). URNs, not URLs: they name the
 * kind, are the same on every deployment and are never fetched (the API description explains them).
 */
export const PROBLEM_TYPES = {
  /** The status says it all; the title is the status phrase. */
  blank: 'about:blank',
  /** 400: the request's fields are wrong; `errors` lists every field path with its messages. */
  validation: 'urn:probity:problem:validation',
  /** 409: the request clashes with what is stored (a duplicate, a change raced); `errors` may name what. */
  conflict: 'urn:probity:problem:conflict',
} as const;
export type ProblemType = (typeof PROBLEM_TYPES)[keyof typeof PROBLEM_TYPES];

const TYPE_TITLES: Partial<Record<ProblemType, string>> = {
  [PROBLEM_TYPES.validation]: 'Invalid input',
  [PROBLEM_TYPES.conflict]: 'Conflict with the stored data',
};

/** The status phrases of RFC 9110 §15 (the titles of about:blank problems). */
export const PROBLEM_TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Content Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** The body of every error answer of the API (the API description's Problem schema). */
export const ZProblem = z
  .object({
    type: z
      .string()
      .describe(
        `The kind of problem: ${PROBLEM_TYPES.blank} when the status says it all, ${PROBLEM_TYPES.validation} (400, with errors) or ${PROBLEM_TYPES.conflict} (409, errors may name what clashed)`,
      ),
    title: z
      .string()
      .describe('The kind of problem in words: the status phrase for about:blank, e.g. Not Found'),
    status: z.number().int().min(400).max(599).describe('The HTTP status code'),
    detail: z.string().describe('What went wrong, for the user'),
    instance: z
      .string()
      .describe('This occurrence: urn:uuid: and the request id (the x-request-id header), never the URL'),
    errors: z
      .record(z.string(), z.array(z.string()))
      .optional()
      .describe('Every field path (e.g. legacyType.legacyTypeID) or object named with its messages'),
  })
  .describe('An RFC 9457 problem (application/problem+json): the body of every error answer');
export type Problem = z.infer<typeof ZProblem>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The instance URI of a request's problem. The server's request ids are UUIDs (urn:uuid:, RFC
 * 9562); an id a proxy supplied in x-request-id (letters, digits, _ and -) keeps its own name.
 */
export function instanceOf(requestID: string | undefined): string {
  const id = requestID ?? randomUUID();
  return UUID.test(id) ? `urn:uuid:${id.toLowerCase()}` : `urn:probity:request:${id}`;
}

export interface ProblemFields {
  detail: string;
  type?: ProblemType;
  errors?: Record<string, string[]> | undefined;
}

/** A problem body; the title follows from the type (or, for about:blank, the status). */
export function problemBody(status: number, requestID: string | undefined, fields: ProblemFields): Problem {
  const type = fields.type ?? PROBLEM_TYPES.blank;
  const title =
    TYPE_TITLES[type] ?? PROBLEM_TITLES[status] ?? (status >= 500 ? 'Server Error' : 'Client Error');
  return {
    type,
    title,
    status,
    detail: fields.detail,
    instance: instanceOf(requestID),
    ...(fields.errors && Object.keys(fields.errors).length > 0 ? { errors: fields.errors } : {}),
  };
}

/** Sends a problem as application/problem+json (headers set before, e.g. Retry-After, are kept). */
export function sendProblem(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  fields: ProblemFields,
): FastifyReply {
  return (
    reply
      .status(status)
      // Fastify adds "; charset=utf-8" to a string body's type; JSON is UTF-8 either way (RFC 8259).
      .type(PROBLEM_CONTENT_TYPE)
      .send(JSON.stringify(problemBody(status, request.id, fields)))
  );
}

/** The words of the problems the server sends without a message of its own. */
export const PROBLEM_DETAILS = {
  notFound: 'Not found',
  badUrl: 'The address is not valid',
  uriTooLong: 'Part of the address is too long',
  unreadable: 'The request could not be read',
  tooLarge: 'The request is too large',
  unsupportedType: 'Unsupported content type',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  methodNotAllowed: 'This address does not take this method',
  serverError: 'Something went wrong. Please try again.',
  unavailable: 'The service is busy or unavailable. Please try again in a moment.',
  invalidFields: 'One or more fields are invalid',
} as const;
