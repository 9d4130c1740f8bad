/*
 * What an error may put in the log. Database errors (drizzle's DrizzleQueryError, pg's and PGlite's
 * DatabaseError) carry the statement, its parameters (names, dates of birth, e-mails, tokens being
 * looked up) and a detail that quotes the offending values. Only a whitelist of harmless fields is
 * kept: the error's kind, a scrubbed message, codes and schema names, the stack's frames, its cause.
 */

/** Fields of a database error that name the schema, never the data. */
const KEPT_FIELDS = ['code', 'statusCode', 'severity', 'routine', 'table', 'column', 'constraint', 'schema'];

/** Never in a log: never said with a value. */
const SCRUBS: [RegExp, string][] = [
  // drizzle: "Failed query: <statement>\nparams: <values>" (the statement can hold literals).
  [/Failed query:[\s\S]*/, 'Failed query (statement and parameters left out)'],
  // PostgreSQL quotes the offending value: invalid input syntax for type date: "1931-05-02x".
  [/(: )"[^"]*"/g, '$1"…"'],
  [/\bKey \([^)]*\)=\([\s\S]*?\)/g, 'Key (…)=(…)'],
  [/\bBearer\s+[\w.~+/=-]+/gi, 'Bearer [redacted]'],
  // JSON Web Tokens (access, ID and logout tokens).
  [/\beyJ[\w-]{8,}\.[\w-]{8,}\.[\w-]*/g, '[token]'],
  [/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, '[e-mail]'],
];

export function scrubLogText(text: string): string {
  return SCRUBS.reduce((t, [pattern, replacement]) => t.replace(pattern, replacement), text);
}

/** The stack's frames only: its first lines repeat the message. */
function framesOf(stack: unknown): string | undefined {
  if (typeof stack !== 'string') return undefined;
  const frames = stack.split('\n').filter((line) => /^\s+at /.test(line));
  return frames.length > 0 ? frames.join('\n') : undefined;
}

/** pino's serializer for `err` (and `error`): a safe copy of any error, or of a message string. */
export function serializeError(err: unknown, depth = 0): Record<string, unknown> {
  if (err === null || typeof err !== 'object') return { message: scrubLogText(String(err)) };
  const e = err as Record<string, unknown> & {
    name?: string;
    message?: unknown;
    constructor?: { name?: string };
  };
  const out: Record<string, unknown> = {
    type: e.constructor?.name && e.constructor.name !== 'Object' ? e.constructor.name : (e.name ?? 'Error'),
  };
  const message = typeof e.message === 'string' ? e.message : '';
  out.message = scrubLogText(message);
  for (const field of KEPT_FIELDS) {
    const value = e[field];
    if (typeof value === 'string' || typeof value === 'number') out[field] = value;
  }
  const stack = framesOf(e.stack);
  if (stack) out.stack = stack;
  if (e.cause !== undefined && depth < 3) out.cause = serializeError(e.cause, depth + 1);
  return out;
}
