import fs from 'node:fs/promises';
import path from 'node:path';
import { EMAIL_TEMPLATE_TEXTS } from '@probity/domain';
import type { Database } from '../db/client.js';
import { openSealedBody } from './outbox.js';
import { buildRawMessage, type MailerOptions, type MailMessage, type SmtpMailer } from './transport.js';

export interface DeliveryOptions {
  /** The SMTP sender; null when SMTP_URL is not set (messages stay in the outbox). */
  mailer: SmtpMailer | null;
  mailerOptions: MailerOptions;
  /** Where each kept message is written as an .eml file when there is no SMTP server. */
  mailDir: string;
  maxAttempts: number;
  /** The first retry waits this long; each later one twice as long as the one before. */
  retrySeconds: number;
  /** How long a claimed message is held before another worker may take it (after a crash): MAIL_CLAIM_SECONDS. */
  claimSeconds: number;
  /** At most this many messages per run, so one run stays short. */
  batchLimit?: number;
  /** Opens sealed bodies (messages with a one-time link, mail/outbox.ts); ENCRYPTION_KEY's key. */
  encryptionKey?: Buffer;
  /**
   * Issue 18: one line per message handled, on a child naming the message and the request that
   * queued it (reqId). Never the address, subject or the server's error text (it may quote them).
   */
  log?: DeliveryLog;
}

export interface DeliveryLog {
  child(bindings: Record<string, unknown>): DeliveryLog;
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface DeliveryReport {
  sent: number;
  retrying: number;
  failed: number;
  kept: number;
}

interface ClaimedRow {
  mail_id: string;
  trigger: string;
  to_address: string;
  subject: string;
  html: string;
  text_body: string;
  sealed_body: string | null;
  attempts: number;
  created_at: Date | string;
  request_id: string | null;
}

/** The message as delivered: a sealed body is opened here and only here. */
function toMessage(row: ClaimedRow, key: Buffer | undefined): MailMessage {
  let { html, text_body: textBody } = row;
  if (row.sealed_body) {
    if (!key) throw new Error('a sealed message needs the encryption key');
    ({ html, text: textBody } = openSealedBody(key, row.mail_id, row.sealed_body));
  }
  return {
    mailID: row.mail_id,
    trigger: row.trigger,
    toAddress: row.to_address,
    subject: row.subject,
    html,
    textBody,
  };
}

const CLAIMED_COLUMNS =
  'mail_id, trigger, to_address, subject, html, text_body, sealed_body, attempts, created_at, request_id';

/** The message's log: its id, its trigger and the request that queued it; nothing personal. */
function messageLog(log: DeliveryLog | undefined, row: ClaimedRow): DeliveryLog | undefined {
  return log?.child({
    mailID: row.mail_id,
    trigger: row.trigger,
    ...(row.request_id ? { reqId: row.request_id } : {}),
  });
}

/**
 * Takes one due message for this worker. The claim counts the attempt and moves nextAttemptAt past
 * the claim period in the same statement, so no other worker (another instance, or a second run of
 * the job) can take the message while it is being sent: a message is never sent twice.
 */
async function claimNext(database: Database, claimSeconds: number): Promise<ClaimedRow | undefined> {
  const [row] = await database.query<ClaimedRow>(
    `UPDATE mail_outbox
        SET attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => $1)
      WHERE mail_id = (
        SELECT mail_id FROM mail_outbox
         WHERE status = 'pending' AND (next_attempt_at IS NULL OR next_attempt_at <= now())
         ORDER BY created_at
         LIMIT 1
         FOR UPDATE SKIP LOCKED)
      RETURNING ${CLAIMED_COLUMNS}`,
    [claimSeconds],
  );
  return row;
}

/** SMTP 5xx answers are permanent (no such mailbox, refused): retrying cannot help. */
function isPermanent(err: unknown): boolean {
  const code = (err as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

function errorText(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err);
  return text.slice(0, 1000);
}

async function sendOne(database: Database, mailer: SmtpMailer, row: ClaimedRow, opts: DeliveryOptions) {
  try {
    const info = await mailer.send(toMessage(row, opts.encryptionKey));
    await database.query(
      `UPDATE mail_outbox
          SET status = 'sent', sent_at = now(), provider_message_id = $2, last_error = NULL, next_attempt_at = NULL
        WHERE mail_id = $1`,
      [row.mail_id, info.messageId],
    );
    messageLog(opts.log, row)?.info({ attempts: row.attempts }, 'mail sent');
    return 'sent' as const;
  } catch (err) {
    const giveUp = isPermanent(err) || row.attempts >= opts.maxAttempts;
    // Only while this worker still holds the claim (its attempt is the last): a worker that
    // outlived its claim must not undo a later worker's claim or its 'sent'.
    await database.query(
      `UPDATE mail_outbox
          SET status = $2, last_error = $3,
              next_attempt_at = CASE WHEN $2 = 'failed' THEN NULL
                                     ELSE now() + make_interval(secs => $4 * power(2, attempts - 1)) END
        WHERE mail_id = $1 AND status = 'pending' AND attempts = $5`,
      [row.mail_id, giveUp ? 'failed' : 'pending', errorText(err), opts.retrySeconds, row.attempts],
    );
    const responseCode = (err as { responseCode?: unknown }).responseCode;
    messageLog(opts.log, row)?.warn(
      { attempts: row.attempts, ...(typeof responseCode === 'number' ? { responseCode } : {}) },
      giveUp ? 'mail delivery failed: given up' : 'mail delivery failed: will retry',
    );
    return giveUp ? ('failed' as const) : ('retrying' as const);
  }
}

/**
 * Without SMTP the messages stay pending in the outbox, where administrators read them, marked
 * with a note; each is also written once as an .eml file for a developer to open. Setting SMTP_URL
 * later sends them.
 */
async function keepInOutbox(database: Database, opts: DeliveryOptions): Promise<number> {
  const rows = await database.query<ClaimedRow>(
    `UPDATE mail_outbox SET last_error = $1
      WHERE mail_id IN (
        SELECT mail_id FROM mail_outbox
         WHERE status = 'pending' AND last_error IS DISTINCT FROM $1
         ORDER BY created_at
         LIMIT $2
         FOR UPDATE SKIP LOCKED)
      RETURNING ${CLAIMED_COLUMNS}`,
    [EMAIL_TEMPLATE_TEXTS.keptInOutbox, opts.batchLimit ?? 100],
  );
  if (rows.length === 0) return 0;
  await fs.mkdir(opts.mailDir, { recursive: true });
  for (const row of rows) {
    const created = new Date(row.created_at).toISOString().replace(/[:.]/g, '-');
    let message: MailMessage;
    try {
      message = toMessage(row, opts.encryptionKey);
    } catch {
      // A sealed message this worker cannot open (no key) stays in the outbox, unwritten.
      continue;
    }
    const raw = await buildRawMessage(message, opts.mailerOptions);
    await fs.writeFile(path.join(opts.mailDir, `${created}-${row.mail_id}.eml`), raw);
    messageLog(opts.log, row)?.info({}, 'mail kept in the outbox (no SMTP_URL)');
  }
  return rows.length;
}

/** One run of the delivery job: sends (or keeps) every message that is due. */
export async function deliverOutbox(database: Database, opts: DeliveryOptions): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0, kept: 0 };
  if (!opts.mailer) {
    report.kept = await keepInOutbox(database, opts);
    return report;
  }
  const limit = opts.batchLimit ?? 100;
  for (let i = 0; i < limit; i++) {
    const row = await claimNext(database, opts.claimSeconds);
    if (!row) break;
    report[await sendOne(database, opts.mailer, row, opts)] += 1;
  }
  return report;
}

/**
 * When the next pending message falls due (a retry's time, or the end of a claim whose worker may
 * have died), so the job runner can wake then rather than at its once-a-minute schedule. Null when
 * nothing waits, and without SMTP (kept messages are not retried).
 */
export async function nextMailAttemptAt(database: Database): Promise<Date | null> {
  const [row] = await database.query<{ at: Date | string | null }>(
    `SELECT min(next_attempt_at) AS at FROM mail_outbox
      WHERE status = 'pending' AND next_attempt_at IS NOT NULL`,
  );
  return row?.at ? new Date(row.at) : null;
}
