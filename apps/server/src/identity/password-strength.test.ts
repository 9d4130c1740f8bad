import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  breachCount,
  createPasswordChecker,
  isCommonPassword,
  MIN_PASSWORD_SCORE,
  STRENGTH_TEXTS,
  strengthProblems,
} from './password-strength.js';

const STRONG = 'correct horse battery';

describe('offline strength', () => {
  it('refuses the bundled most common passwords, whatever their case, and says why', async () => {
    expect(isCommonPassword('qwertyuiop')).toBe(true);
    expect(isCommonPassword('PASSWORD123')).toBe(true);
    expect(isCommonPassword(STRONG)).toBe(false);
    expect(await strengthProblems('Password123')).toEqual([STRENGTH_TEXTS.common]);
    expect(STRENGTH_TEXTS.common).toMatch(/one of the most commonly used passwords/);
  });

  it(`needs a zxcvbn score of ${MIN_PASSWORD_SCORE}, with its warning and suggestion in plain words`, async () => {
    const [problem] = await strengthProblems('Password2024!');
    expect(problem).toMatch(
      /^This password would be too easy to guess\. This is similar to a commonly used password\./,
    );
    expect(problem).toContain('Add more words that are less common.');
    expect(problem).toContain('Capitalise more than the first letter.');
    expect(await strengthProblems(STRONG)).toEqual([]);
    expect(await strengthProblems('Lockwood-Member-2026!')).toEqual([]);
  });

  it("counts the person's own name and address as guessable", async () => {
    expect(await strengthProblems('zebedeequaxley')).toEqual([]);
    expect(await strengthProblems('zebedeequaxley', ['Zebedee', 'Quaxley'])).toHaveLength(1);
    expect(await strengthProblems('zebedeequaxley', ['zebedee.quaxley@example.test'])).toHaveLength(1);
  });

  it('keeps the length rules first', async () => {
    const check = createPasswordChecker();
    expect(await check('short')).toEqual(['The password is too short: use at least 10 characters.']);
    expect(await check('qwertyuiop')).toEqual([STRENGTH_TEXTS.common]);
    expect(await check(STRONG)).toEqual([]);
  });
});

describe('breached passwords (k-anonymity range API, HIBP format)', () => {
  const breached = 'Tr0ub4dor&3 is breached';
  const sha1 = createHash('sha1').update(breached).digest('hex').toUpperCase();
  const requests: string[] = [];
  let mode: 'ok' | 'slow' | 'error' = 'ok';
  let server: http.Server;
  let url: string;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      requests.push(req.url ?? '');
      if (mode === 'error') return res.writeHead(503).end();
      const answer = () => {
        const prefix = (req.url ?? '').split('/').pop();
        const lines = ['0018A45C4D1DEF81644B54AB7F969B88D65:1', '00D4F6E8FA6EECAD2A3AA415EEC418D38EC:2'];
        if (prefix === sha1.slice(0, 5)) lines.push(`${sha1.slice(5)}:3861493`, `${'F'.repeat(35)}:0`);
        res.writeHead(200, { 'content-type': 'text/plain' }).end(lines.join('\r\n'));
      };
      if (mode === 'slow') setTimeout(answer, 1000);
      else answer();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends only the first five hex digits of the SHA-1 and refuses a password found', async () => {
    mode = 'ok';
    requests.length = 0;
    const check = createPasswordChecker({ url: `${url}/`, timeoutMs: 2000 });
    expect(await check(breached)).toEqual([STRENGTH_TEXTS.breached(3861493)]);
    expect(STRENGTH_TEXTS.breached(3861493)).toContain('3,861,493 data breaches');
    expect(requests).toEqual([`/range/${sha1.slice(0, 5)}`]);
    expect(await check(STRONG)).toEqual([]);
    expect(requests).toHaveLength(2);
  });

  it('fails open on an error or a timeout, with a log line that holds neither the password nor its hash', async () => {
    const lines: string[] = [];
    const log = {
      warn: (details: Record<string, unknown>, message: string) =>
        lines.push(JSON.stringify({ details, message })),
    };
    const check = createPasswordChecker({ url, timeoutMs: 200 });
    mode = 'error';
    expect(await check(breached, {}, log)).toEqual([]);
    mode = 'slow';
    expect(await breachCount(breached, { url, timeoutMs: 200 }, log)).toBeNull();
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('status 503');
    expect(lines[1]).toContain('TimeoutError');
    for (const line of lines) {
      expect(line).not.toContain(breached);
      expect(line).not.toContain(sha1.slice(0, 5));
      expect(line).toContain('breached-password check unavailable');
    }
  });
});
