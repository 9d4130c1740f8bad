import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpPeer {
  url: string;
  received: ReceivedMail[];
  /** How many messages the peer was offered (accepted or not). */
  offered: number;
  /** Every message offered, in order: to whom, when (Date.now()), and whether it was accepted. */
  offers: { to: string[]; at: number; accepted: boolean }[];
  close(): Promise<void>;
}

/**
 * A real SMTP server on loopback for tests (CONVENTIONS: the real adapter against a real peer).
 * `failWith` makes it refuse every message with that reply code (451: try later; 550: refused),
 * or only the first `failFirst` offers to the same recipients (a server busy for a moment);
 * `answerAfterMs` holds each answer that long (a slow server).
 */
export async function startSmtpPeer(
  opts: { failWith?: number; failFirst?: number; answerAfterMs?: number } = {},
): Promise<SmtpPeer> {
  const received: ReceivedMail[] = [];
  const offers: SmtpPeer['offers'] = [];
  const peer = { offered: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        if (opts.answerAfterMs) await new Promise((r) => setTimeout(r, opts.answerAfterMs));
        peer.offered += 1;
        const to = session.envelope.rcptTo.map((r) => r.address);
        const before = offers.filter((o) => o.to.join() === to.join()).length;
        const refuse = opts.failWith && (opts.failFirst === undefined || before < opts.failFirst);
        offers.push({ to, at: Date.now(), accepted: !refuse });
        if (refuse) {
          const err = Object.assign(new Error('Mailbox busy, try again later'), {
            responseCode: opts.failWith,
          });
          callback(err);
          return;
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback(null);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    offers,
    get offered() {
      return peer.offered;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
