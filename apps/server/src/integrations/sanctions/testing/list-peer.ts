import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SAMPLE_FILES } from '../sanctions-list.js';

/** The shipped sample with another publication date (DD/MM/YYYY), as a newer edition of the list. */
export function sampleDatedOn(date: Date): string {
  const dd = String(date.getUTCDate()).padStart(2, '0');
  const mm = String(date.getUTCMonth() + 1).padStart(2, '0');
  return fs
    .readFileSync(SAMPLE_FILES.sanctions, 'utf8')
    .replace(
      /<DateGenerated>[^<]*<\/DateGenerated>/,
      `<DateGenerated>${dd}/${mm}/${date.getUTCFullYear()}</DateGenerated>`,
    );
}

export const daysAgo = (n: number, now = new Date()) => new Date(now.getTime() - n * 86_400_000);

/**
 * A real HTTP server on 127.0.0.1 publishing list files as the FCDO does (tests): each path answers
 * the content it is given; a number answers that HTTP status instead, null never answers.
 */
export async function startListPeer(files: Record<string, string | (() => string) | number | null>) {
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    requests.push(req.url ?? '');
    const file = files[req.url ?? ''];
    if (file === null) return; // never answers (the connection closes with the server)
    if (file === undefined) {
      res.writeHead(404).end('Not found');
    } else if (typeof file === 'number') {
      res.writeHead(file).end('Unavailable');
    } else {
      res.writeHead(200, { 'content-type': 'application/xml; charset=utf-8' });
      res.end(typeof file === 'function' ? file() : file);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (p: string) => `http://127.0.0.1:${port}${p}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
