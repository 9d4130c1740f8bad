import nodemailer from 'nodemailer';

/** A message of the outbox as the transport sends it. */
export interface MailMessage {
  mailID: string;
  trigger: string;
  toAddress: string;
  subject: string;
  html: string;
  textBody: string;
}

export interface MailerOptions {
  from: string;
  /** The host part of every Message-ID (the product's host name). */
  messageIdDomain: string;
}

/**
 * The RFC 5322 fields of a message. Its Message-ID is derived from the outbox id, so a receiving
 * server can tell a repeat of the same message (after a crash between sending and recording it).
 */
function messageFields(message: MailMessage, opts: MailerOptions) {
  return {
    from: opts.from,
    to: message.toAddress,
    subject: message.subject,
    html: message.html,
    text: message.textBody,
    messageId: `<${message.mailID}@${opts.messageIdDomain}>`,
    headers: { 'X-Probity-Trigger': message.trigger },
  };
}

export interface SmtpMailer {
  send(message: MailMessage): Promise<{ messageId: string; response: string }>;
  close(): void;
}

/**
 * SMTP through nodemailer. Its timeouts stay well inside the delivery job's claim on a message
 * (MAIL_CLAIM_SECONDS): each is at most a quarter of it, so a live send is never taken over by a
 * worker that thinks its sender died.
 */
export function createSmtpMailer(smtpUrl: string, opts: MailerOptions, claimSeconds = 120): SmtpMailer {
  const quarter = (claimSeconds * 1000) / 4;
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: Math.min(30_000, quarter),
    greetingTimeout: Math.min(30_000, quarter),
    socketTimeout: Math.min(60_000, quarter),
  });
  return {
    async send(message) {
      const info = await transport.sendMail(messageFields(message, opts));
      return { messageId: info.messageId, response: info.response };
    },
    close: () => transport.close(),
  };
}

/** The whole message as an .eml file, for a developer to open when no SMTP server is configured. */
export async function buildRawMessage(message: MailMessage, opts: MailerOptions): Promise<Buffer> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const info = await transport.sendMail(messageFields(message, opts));
  const raw: unknown = info.message;
  if (!Buffer.isBuffer(raw)) throw new Error('The message could not be composed');
  return raw;
}
