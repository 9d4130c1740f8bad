import { randomUUID } from 'node:crypto';
import { type IncomingMessage, ServerResponse } from 'node:http';
import { PROBLEM_CONTENT_TYPE, PROBLEM_DETAILS, problemBody } from '../lib/problem.js';

/*
 * Issue 15: the Socket.IO transport (engine.io) refuses a bad handshake over HTTP with its own JSON
 * ({code, message}: an unknown transport or session, a refused origin). Those answers are problems
 * like every other error of the server. The client reads only their status, so nothing else
 * changes. (Refusals after the handshake, such as an unauthenticated socket, are Socket.IO
 * protocol packets, not HTTP answers.)
 */

/** engine.io's fixed texts (Server.errorMessages); anything else is said as "Bad request". */
const TRANSPORT_TEXTS = new Set([
  'Transport unknown',
  'Session ID unknown',
  'Bad handshake method',
  'Bad request',
  'Forbidden',
  'Unsupported protocol version',
]);

function detailOf(body: string): string {
  try {
    const { message } = JSON.parse(body) as { message?: unknown };
    return typeof message === 'string' && TRANSPORT_TEXTS.has(message) ? message : 'Bad request';
  } catch {
    return 'Bad request';
  }
}

/** An engine.io middleware: an error answer it is about to write becomes a problem. */
export function transportProblems(
  _req: IncomingMessage,
  res: ServerResponse,
  next: (err?: Error) => void,
): void {
  // WebSocket upgrades pass a stand-in response; their refusals are written on the socket.
  if (!(res instanceof ServerResponse)) {
    next();
    return;
  }
  const writeHead = res.writeHead.bind(res);
  const end = res.end.bind(res);
  let status = 0;
  res.writeHead = ((code: number, ...rest: unknown[]) => {
    status = code;
    if (code < 400) return (writeHead as (...args: unknown[]) => ServerResponse)(code, ...rest);
    return res;
  }) as typeof res.writeHead;
  res.end = ((chunk?: unknown) => {
    if (status < 400) return chunk === undefined ? end() : end(chunk as string);
    const requestID = randomUUID();
    const detail = status >= 500 ? PROBLEM_DETAILS.serverError : detailOf(String(chunk ?? ''));
    const body = JSON.stringify(problemBody(status, requestID, { detail }));
    writeHead(status, {
      'content-type': PROBLEM_CONTENT_TYPE,
      'cache-control': 'no-store',
      'x-request-id': requestID,
    });
    return end(body);
  }) as typeof res.end;
  next();
}
