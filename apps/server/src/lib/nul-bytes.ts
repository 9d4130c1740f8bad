import { INVALID_CHARACTER_TEXT } from '@probity/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { invalid } from './errors.js';

/*
 * Control characters in any string a request carries: PostgreSQL text cannot hold a NUL (a string
 * carrying one would fail at the database, a 500) and the others have no place in a name, a search
 * term or a reference. A request with one answers 400 naming each field, before it is validated.
 * Multi-line text (notes, messages, mail bodies) keeps tab, CR and LF, so JSON bodies allow those
 * three; query strings, route parameters, object keys and file names allow none.
 */

/** C0 controls except tab, LF and CR; DEL; C1 controls. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_MULTI_LINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** Every C0 control, DEL and C1. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_SINGLE_LINE = /[\u0000-\u001F\u007F-\u009F]/;
/** Bidirectional embeddings, overrides and isolates: they make "exe.pdf" look like "fdp.exe". */
const BIDI_OVERRIDE = /[\u202A-\u202E\u2066-\u2069]/;

export const FILE_NAME_CHARACTER_TEXT = 'A file name cannot hold control or text-direction characters';

/** True when a file name holds a control character or a bidirectional override. */
export function isUnsafeFileName(name: string): boolean {
  return CONTROL_SINGLE_LINE.test(name) || BIDI_OVERRIDE.test(name);
}

/** A file name as every upload takes it: 1–255 characters, no control or direction characters. */
export const zFileName = z
  .string()
  .trim()
  .min(1)
  .max(255)
  .refine((name) => !isUnsafeFileName(name), FILE_NAME_CHARACTER_TEXT);

/** Only what JSON.parse and the query parser make is walked: a streamed upload's body (a Readable) is not data. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (!value || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

/**
 * The dotted paths ('contacts.0.name') of every string (and key) holding a control character.
 * `multiLine` allows tab, CR and LF in values (never in keys).
 */
export function controlCharacterPaths(value: unknown, multiLine = true, path = ''): string[] {
  if (typeof value === 'string')
    return (multiLine ? CONTROL_MULTI_LINE : CONTROL_SINGLE_LINE).test(value) ? [path || '_'] : [];
  if (Array.isArray(value))
    return value.flatMap((v, i) => controlCharacterPaths(v, multiLine, join(path, String(i))));
  if (isPlainObject(value))
    return Object.entries(value).flatMap(([k, v]) => [
      ...(CONTROL_SINGLE_LINE.test(k) ? [join(path, k)] : []),
      ...controlCharacterPaths(v, multiLine, join(path, k)),
    ]);
  return [];
}

/** The paths of strings holding a NUL (kept for callers that only care about the database's limit). */
export function nulBytePaths(value: unknown, path = ''): string[] {
  return controlCharacterPaths(value, true, path);
}

/**
 * The query string's and the route's parameters: string values (or lists of them) in objects the
 * parsers make with prototypes of their own (so not "plain"), walked one level deep.
 */
function parameterPaths(values: unknown, prefix: string): string[] {
  if (!values || typeof values !== 'object') return [];
  return Object.entries(values).flatMap(([k, v]) =>
    CONTROL_SINGLE_LINE.test(k) || controlCharacterPaths(v, false).length > 0 ? [join(prefix, k)] : [],
  );
}

/**
 * A preValidation hook: a control character in the JSON body, the query string or a route
 * parameter answers 400 naming each field (query and parameters as `querystring.X` and `params.X`,
 * as schema validation names them).
 */
export async function rejectNulBytes(request: FastifyRequest) {
  const paths = [
    ...controlCharacterPaths(request.body, true),
    ...parameterPaths(request.query, 'querystring'),
    ...parameterPaths(request.params, 'params'),
  ];
  if (paths.length > 0) throw invalid(Object.fromEntries(paths.map((p) => [p, [INVALID_CHARACTER_TEXT]])));
}

export { rejectNulBytes as rejectControlCharacters };
