import { randomUUID } from 'node:crypto';
import type * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, buildUser, type TestContext } from '../../test/helpers.js';
import { hashPassword } from './passwords.js';
import { freePort, readForm, TestBrowser } from './testing/browser.js';
import { discoverIssuer, failedSignIn, type FlowSetup } from './testing/flow.js';

/*
 * Issue 13 "No account enumeration": sign-in, registration and forgot-password answer the same
 * words in the same time for known and unknown e-mail addresses. Times are compared by their
 * medians over several tries, with a generous bound, so the test is never flaky.
 */

const PASSWORD = 'correct horse battery';
const TRIES = 5;
const BOUND_MS = 250;
let ctx: TestContext;
let setup: FlowSetup;
let oidc: client.Configuration;
let origin: string;

beforeAll(async () => {
  const port = await freePort();
  setup = { publicUrl: `http://127.0.0.1:${port}`, clientId: 'probity-web' };
  origin = setup.publicUrl;
  ctx = await buildTestApp({ PUBLIC_URL: setup.publicUrl, RATE_LIMIT_SIGNIN_PER_MINUTE: '1000' });
  await ctx.app.listen({ port, host: '127.0.0.1' });
  oidc = await discoverIssuer(setup);
});
afterAll(async () => {
  await ctx?.close();
});

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await work();
  return { ms: performance.now() - start, value };
}

async function post(path: string, values: Record<string, string>): Promise<string> {
  const browser = new TestBrowser(origin);
  const page = await browser.get(`${setup.publicUrl}${path}`);
  const { action, fields } = readForm(await page.text());
  const res = await browser.post(action, { ...fields, ...values });
  expect(res.status).toBe(200);
  return res.text();
}

/** Alternates known and unknown tries; answers both pages (first try) and the medians. */
async function compare(run: (known: boolean, i: number) => Promise<string>) {
  const times = { known: [] as number[], unknown: [] as number[] };
  const pages = { known: '', unknown: '' };
  for (let i = 0; i < TRIES; i++) {
    for (const known of [true, false]) {
      const { ms, value } = await timed(() => run(known, i));
      times[known ? 'known' : 'unknown'].push(ms);
      pages[known ? 'known' : 'unknown'] ||= value;
    }
  }
  return { pages, known: median(times.known), unknown: median(times.unknown) };
}

/** The words of a page's notices. */
const notices = (html: string) =>
  [...html.matchAll(/<div class="notice[^>]*>([\s\S]*?)<\/div>/g)].map((m) => m[1]);

describe('no account enumeration', () => {
  it('forgot password: the same page in the same time', async () => {
    const user = await buildUser(ctx.database, { passwordHash: await hashPassword(PASSWORD) });
    const result = await compare((known) =>
      post('/identity/forgot-password', {
        emailAddress: known ? user.emailAddress : `nobody-${randomUUID()}@example.test`,
      }),
    );
    expect(result.pages.known).toBe(result.pages.unknown);
    expect(Math.abs(result.known - result.unknown)).toBeLessThan(BOUND_MS);
  });

  it('registration: the same page in the same time, for an address with an account or not', async () => {
    const user = await buildUser(ctx.database, { passwordHash: await hashPassword(PASSWORD) });
    const result = await compare((known) =>
      post('/identity/register', {
        firstName: 'Sam',
        surname: 'Prober',
        emailAddress: known ? user.emailAddress : `new-${randomUUID()}@example.test`,
        password: PASSWORD,
        confirmPassword: PASSWORD,
      }),
    );
    expect(result.pages.known).toBe(result.pages.unknown);
    expect(result.pages.known).toContain('Check your e-mail to finish');
    expect(Math.abs(result.known - result.unknown)).toBeLessThan(BOUND_MS);
  });

  it('sign-in: the same words in the same time for a wrong password and an unknown address', async () => {
    const users = await Promise.all(
      Array.from({ length: TRIES }, async () =>
        buildUser(ctx.database, { passwordHash: await hashPassword(PASSWORD) }),
      ),
    );
    const result = await compare((known, i) =>
      failedSignIn(oidc, setup, {
        emailAddress: known ? users[i]!.emailAddress : `nobody-${randomUUID()}@example.test`,
        password: 'not the right password',
      }),
    );
    expect(notices(result.pages.known)).toEqual(notices(result.pages.unknown));
    expect(notices(result.pages.known).join()).toContain('The e-mail address or password is incorrect.');
    expect(Math.abs(result.known - result.unknown)).toBeLessThan(BOUND_MS);
  });
});
