import type { JobState } from '@probity/domain';
import { CHECKS_COMPLETE_QUEUE, FILES_SWEEP_QUEUE, MAIL_DELIVER_QUEUE } from './queues.js';

/**
 * The history's Result column in words (issue 11), never raw JSON. A job may report its own words
 * as `{ summary }`; the product's known queues are worded from what their handlers answer; any
 * other answer is worded generically. Failures say "Failed:" and the reason in words.
 */
export const JOB_RESULT_TEXTS = {
  nothingToDo: 'Nothing to do',
  done: 'Done',
  failed: (reason: string) => `Failed: ${reason}`,
  failedWillRetry: (reason: string) => `Failed, will try again: ${reason}`,
  unknownReason: 'no reason was given',
  timedOut: 'it took too long and was stopped',
  heartbeatLost: 'the server running it stopped answering',
  refused: (where: string) => `the connection to ${where} was refused`,
  notFound: (host: string) => `the address ${host} could not be found`,
  connectionTimedOut: 'the connection timed out',
  connectionReset: 'the connection was cut off',
  signInRefused: 'the mail server refused the sign-in',
} as const;

const RESULT_MAX = 500;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const sentence = (parts: string[]) => {
  const text = parts.join(', ');
  return text ? text[0]!.toUpperCase() + text.slice(1) : JOB_RESULT_TEXTS.nothingToDo;
};
const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** pg-boss keeps a handler's plain (non-object) answer as { value }. */
function unwrap(output: unknown): unknown {
  if (isRecord(output) && Object.keys(output).length === 1 && 'value' in output) return output.value;
  return output;
}

/** mail.deliver answers a DeliveryReport (mail/delivery.ts). */
function mailWords(o: Record<string, unknown>): string {
  const parts: string[] = [];
  if (count(o.sent)) parts.push(`sent ${plural(count(o.sent), 'e-mail', 'e-mails')}`);
  if (count(o.kept))
    parts.push(`kept ${plural(count(o.kept), 'e-mail', 'e-mails')} in the outbox (no mail server is set up)`);
  if (count(o.retrying)) parts.push(`${plural(count(o.retrying), 'e-mail', 'e-mails')} to try again later`);
  if (count(o.failed)) parts.push(`${plural(count(o.failed), 'e-mail', 'e-mails')} could not be sent`);
  return sentence(parts);
}

/** checks.complete answers how many pending checks it completed. */
function checksWords(completed: unknown): string {
  const n = count(isRecord(completed) ? completed.completed : completed);
  return n ? `Completed ${plural(n, 'identity check', 'identity checks')}` : JOB_RESULT_TEXTS.nothingToDo;
}

/** files.sweep answers a SweepResult (integrations/storage). */
function sweepWords(o: Record<string, unknown>): string {
  const parts: string[] = [];
  if (count(o.removedTemp))
    parts.push(`removed ${plural(count(o.removedTemp), 'unfinished upload', 'unfinished uploads')}`);
  if (count(o.finished)) parts.push(`finished ${plural(count(o.finished), 'upload', 'uploads')}`);
  if (count(o.removedOrphans))
    parts.push(`deleted ${plural(count(o.removedOrphans), 'file', 'files')} whose document was gone`);
  return sentence(parts);
}

/** "emailsSent" → "emails sent". */
const words = (key: string) =>
  key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase()
    .trim();

/** Any other answer: its numbers and texts as "imported 42, skipped 3"; none at all is nothing to do. */
function genericWords(output: unknown): string {
  if (output === null || output === undefined || output === '') return JOB_RESULT_TEXTS.done;
  if (typeof output === 'number') return output === 0 ? JOB_RESULT_TEXTS.nothingToDo : `${output}`;
  if (typeof output === 'boolean') return JOB_RESULT_TEXTS.done;
  if (typeof output === 'string') return output;
  if (!isRecord(output)) return JOB_RESULT_TEXTS.done;
  const parts: string[] = [];
  let numbers = 0;
  for (const [key, value] of Object.entries(output)) {
    if (typeof value === 'number') {
      numbers++;
      if (value !== 0) parts.push(`${words(key)} ${value}`);
    } else if (typeof value === 'string' && value.trim()) parts.push(`${words(key)}: ${value.trim()}`);
    else if (typeof value === 'boolean') parts.push(`${words(key)}: ${value ? 'yes' : 'no'}`);
  }
  if (parts.length === 0) return numbers > 0 ? JOB_RESULT_TEXTS.nothingToDo : JOB_RESULT_TEXTS.done;
  return sentence(parts);
}

function completedWords(queue: string, output: unknown): string {
  const value = unwrap(output);
  if (isRecord(value) && typeof value.summary === 'string' && value.summary.trim())
    return value.summary.trim();
  if (queue === MAIL_DELIVER_QUEUE && isRecord(value)) return mailWords(value);
  if (queue === CHECKS_COMPLETE_QUEUE) return checksWords(value);
  if (queue === FILES_SWEEP_QUEUE && isRecord(value)) return sweepWords(value);
  return genericWords(value);
}

/** What went wrong, in words: the common network and mail errors are translated, others kept as said. */
export function reasonOf(output: unknown): string {
  const value = unwrap(output);
  const error = isRecord(value) ? value : { message: typeof value === 'string' ? value : undefined };
  const message = typeof error.message === 'string' ? error.message.trim() : '';
  const code = typeof error.code === 'string' ? error.code : (/\b(E[A-Z]{3,})\b/.exec(message)?.[1] ?? '');
  if (message === 'job timed out' || /^handler execution exceeded/.test(message))
    return JOB_RESULT_TEXTS.timedOut;
  if (message === 'job heartbeat timeout') return JOB_RESULT_TEXTS.heartbeatLost;
  const where =
    typeof error.address === 'string'
      ? `${error.address}${typeof error.port === 'number' ? `:${error.port}` : ''}`
      : (/ECONNREFUSED (\S+)/.exec(message)?.[1] ?? 'the server');
  if (code === 'ECONNREFUSED') return JOB_RESULT_TEXTS.refused(where);
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
    const host =
      typeof error.hostname === 'string'
        ? error.hostname
        : /(?:ENOTFOUND|EAI_AGAIN) (\S+)/.exec(message)?.[1];
    return JOB_RESULT_TEXTS.notFound(host ?? 'of the server');
  }
  if (code === 'ETIMEDOUT' || code === 'ETIMEOUT') return JOB_RESULT_TEXTS.connectionTimedOut;
  if (code === 'ECONNRESET' || code === 'EPIPE') return JOB_RESULT_TEXTS.connectionReset;
  if (code === 'EAUTH') return JOB_RESULT_TEXTS.signInRefused;
  const firstLine = message.split('\n')[0]?.trim() ?? '';
  return firstLine || JOB_RESULT_TEXTS.unknownReason;
}

/**
 * The Result of a run: words for a finished run (completed, failed or failing and waiting to try
 * again), nothing for one that is waiting, running or cancelled (its State says it all).
 */
export function describeRunResult(queue: string, state: JobState, output: unknown): string | null {
  let text: string | null = null;
  if (state === 'completed') text = completedWords(queue, output);
  else if (state === 'failed') text = JOB_RESULT_TEXTS.failed(reasonOf(output));
  else if (state === 'retry' && output !== null && output !== undefined)
    text = JOB_RESULT_TEXTS.failedWillRetry(reasonOf(output));
  return text === null ? null : text.slice(0, RESULT_MAX);
}
