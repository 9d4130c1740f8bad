import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOrganisation, buildTestApp, buildUser, callAs, type TestContext } from '../../test/helpers.js';
import { RATE_LIMIT_TEXTS } from './rate-limits.js';

/*
 * Issue 13 "Hardening": limits on PDF and report exports per user per minute, and on the reset
 * mails a staff member may send. A refused call counts too: the limit is on asking.
 */

const EXPORTS = 2;
const RESETS = 2;
let ctx: TestContext;

beforeAll(async () => {
  ctx = await buildTestApp({
    EXPORTS_PER_MINUTE: String(EXPORTS),
    STAFF_RESET_MAILS_PER_HOUR: String(RESETS),
  });
});
afterAll(async () => {
  await ctx?.close();
});

describe('export downloads per user per minute', () => {
  const exportCalls: { name: string; method: 'GET' | 'POST'; url: () => string; payload?: object }[] = [
    { name: 'check report PDF', method: 'GET', url: () => `/api/document/item/${randomUUID()}` },
    { name: 'legacy XML', method: 'GET', url: () => `/api/Legacy/Export/${randomUUID()}` },
    {
      name: 'legacies list CSV/XLSX',
      method: 'GET',
      url: () => `/api/Legacy/Organisation/${randomUUID()}/Export?format=csv`,
    },
    {
      name: 'report export',
      method: 'POST',
      url: () => '/api/Reporting/Export',
      payload: { reportPath: '/Probity/NoSuchReport', format: 'PDF' },
    },
  ];

  for (const call of exportCalls) {
    it(`${call.name}: ${EXPORTS} a minute, then 429 with a clear message; other users are not held back`, async () => {
      const busy = await buildUser(ctx.database, { roles: ['Charity'] });
      for (let i = 0; i < EXPORTS; i++) {
        const res = await callAs(ctx, busy, call.method, call.url(), call.payload);
        expect(res.statusCode).not.toBe(429);
      }
      const refused = await callAs(ctx, busy, call.method, call.url(), call.payload);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ status: 429, detail: RATE_LIMIT_TEXTS.exports(EXPORTS) });
      expect(refused.headers['retry-after']).toBeDefined();
      const other = await buildUser(ctx.database, { roles: ['Charity'] });
      expect((await callAs(ctx, other, call.method, call.url(), call.payload)).statusCode).not.toBe(429);
    });
  }

  it('covers every export route of the API description (paths with Export, and PDF answers)', async () => {
    const doc = (await ctx.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<
        string,
        Record<
          string,
          { description?: string; responses: Record<string, { content?: Record<string, unknown> }> }
        >
      >;
    };
    const exports: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const content = Object.keys(op.responses['200']?.content ?? {});
        // Not downloads: the XML export's schema, and the JSON list of a person's subject access exports.
        const isListing = method === 'get' && /SubjectAccessExports$/.test(path);
        const isExport =
          (/Export/.test(path) && !/Export\/Schema/.test(path) && !isListing) ||
          content.some((c) => /pdf|csv|spreadsheet|xml/.test(c)) ||
          /^application\/pdf attachment/.test(op.description ?? '');
        if (!isExport) continue;
        exports.push(`${method} ${path}`);
        expect(op.responses, `${method} ${path}`).toHaveProperty('429');
      }
    }
    expect(exports).toEqual(
      expect.arrayContaining([
        'get /api/document/item/{checkResultId}',
        'get /api/Legacy/Export/{id}',
        'get /api/Legacy/Organisation/{organisationId}/Export',
        'post /api/Reporting/Export',
        'post /api/Individuals/{individualId}/SubjectAccessExports',
        'get /api/SubjectAccessExports/{exportId}/File',
      ]),
    );
  });
});

describe('reset mails a staff member may send', () => {
  it(`allows ${RESETS} an hour per staff member, then 429 with a clear message`, async () => {
    const firm = await buildOrganisation(ctx.database);
    const admin = await buildUser(ctx.database, { roles: ['Matter Admin'], organisation: firm });
    const members = await Promise.all(
      [0, 1, 2].map(() => buildUser(ctx.database, { roles: ['Matter Executive'], organisation: firm })),
    );
    for (const member of members.slice(0, RESETS)) {
      const res = await callAs(ctx, admin, 'POST', `/api/User/ResetPassword/${member.userID}`);
      expect(res.statusCode).toBe(204);
    }
    const refused = await callAs(ctx, admin, 'POST', `/api/User/ResetPassword/${members[2]!.userID}`);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ detail: RATE_LIMIT_TEXTS.resetMails(RESETS) });

    const otherAdmin = await buildUser(ctx.database, { roles: ['Matter Admin'], organisation: firm });
    const res = await callAs(ctx, otherAdmin, 'POST', `/api/User/ResetPassword/${members[2]!.userID}`);
    expect(res.statusCode).toBe(204);
  });
});
