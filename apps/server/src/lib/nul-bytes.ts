import { INVALID_CHARACTER_TEXT } from '@probity/domain';
import type { FastifyRequest } from 'fastify';
import { invalid } from './errors.js';

/*
 * PostgreSQL text cannot hold a NUL character: a string carrying one would fail at the database
 * (a 500). The paths of such strings in a JSON body, so the request answers 400 naming the field.
 */

/** Only what JSON.parse makes is walked: a streamed upload's body (a Readable) is not data. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (!value || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** The dotted paths ('contacts.0.name') of every string holding a NUL character. */
export function nulBytePaths(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return value.includes('\u0000') ? [path || '_'] : [];
  if (Array.isArray(value))
    return value.flatMap((v, i) => nulBytePaths(v, path ? `${path}.${i}` : String(i)));
  if (isPlainObject(value))
    return Object.entries(value).flatMap(([k, v]) => [
      ...(k.includes('\u0000') ? [path ? `${path}.${k}` : k] : []),
      ...nulBytePaths(v, path ? `${path}.${k}` : k),
    ]);
  return [];
}

/** A preValidation hook: a body with a NUL character anywhere answers 400 naming each field. */
export async function rejectNulBytes(request: FastifyRequest) {
  const paths = nulBytePaths(request.body);
  if (paths.length > 0) throw invalid(Object.fromEntries(paths.map((p) => [p, [INVALID_CHARACTER_TEXT]])));
}
