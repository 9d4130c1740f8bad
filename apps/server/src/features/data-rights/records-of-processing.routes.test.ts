import type { Role } from '@probity/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/index.js';
import { type TestContext, buildTestApp, buildUser, callAs } from '../../../test/helpers.js';
import { renderRecordsOfProcessing } from './records-of-processing.render.js';

const URL = '/api/DataRights/RecordsOfProcessing';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx?.close());

const downloadsBy = (userID: string) =>
  ctx.database.db
    .select()
    .from(auditEvents)
    .where(
      and(eq(auditEvents.actorUserID, userID), eq(auditEvents.action, 'recordsOfProcessing.downloaded')),
    );

describe('GET /api/DataRights/RecordsOfProcessing (issue 19, Art. 30)', () => {
  it.each<[string, Role]>([
    ['a platform administrator', 'Administrators'],
    ["a law firm's Matter Admin", 'Matter Admin'],
    ["a charity's Legacy Manager", 'Legacy Manager'],
  ])('gives %s the document as a Markdown download, audited', async (_who, role) => {
    const user = await buildUser(ctx.database, { roles: [role] });
    const res = await callAs(ctx, user, 'GET', URL);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('attachment; filename="records-of-processing.md"');
    expect(res.body).toBe(renderRecordsOfProcessing());
    expect(res.body).toContain('`individuals`');
    const events = await downloadsBy(user.userID);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      organisationID: user.organisationID,
      objectType: 'recordsOfProcessing',
    });
  });

  it.each<Role>(['Matter Executive', 'MLRO', 'Supervising Partner', 'Individual', 'Legacy User', 'Charity'])(
    'refuses a %s with 403 and records no download',
    async (role) => {
      const user = await buildUser(ctx.database, { roles: [role] });
      const res = await callAs(ctx, user, 'GET', URL);
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain('individuals');
      expect(await downloadsBy(user.userID)).toHaveLength(0);
    },
  );

  it('refuses a request without a token with 401', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: URL });
    expect(res.statusCode).toBe(401);
  });
});
