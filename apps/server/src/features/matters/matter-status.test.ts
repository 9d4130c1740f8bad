import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildActor } from '../../access/actor.js';
import { activityEntries, auditEvents, matters } from '../../db/schema/index.js';
import {
  type TestContext,
  authHeaders,
  buildOrganisation,
  buildTestApp,
  buildUser,
} from '../../../test/helpers.js';
import { changeMatterStatus } from './matter-status.service.js';
import { buildMatter, statusOf, typeByKey } from './matter.factories.js';

describe('matter status', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const estate = typeByKey('estate');
  const will = typeByKey('will');

  async function setUp(roles: ['Matter Executive'] | ['Supervising Partner'] = ['Matter Executive']) {
    const firm = await buildOrganisation(ctx.database);
    const user = await buildUser(ctx.database, { roles, organisation: firm });
    const matter = await buildMatter(ctx.database, {
      organisationID: firm.organisationID,
      owner: user.userID,
    });
    return { firm, user, matter, headers: await authHeaders(ctx, user) };
  }

  const put = (matterID: string, statusID: string, headers: Record<string, string>) =>
    ctx.app.inject({ method: 'PUT', url: `/api/Matters/${matterID}/Status/${statusID}`, headers });

  it('moves to any status of the type, forwards or back, with the completion and archive dates', async () => {
    const { user, matter, headers } = await setUp();
    const skip = await put(matter.matterID, statusOf(estate, 'distribution').statusID, headers);
    expect(skip.statusCode).toBe(200);
    expect(skip.json()).toMatchObject({ status: { name: 'Distribution' }, completedDate: null });

    const complete = await put(matter.matterID, statusOf(estate, 'complete').statusID, headers);
    const completedDate = complete.json().completedDate;
    expect(completedDate).toEqual(expect.any(String));

    const archived = await put(matter.matterID, statusOf(estate, 'archived').statusID, headers);
    expect(archived.json()).toMatchObject({ status: { name: 'Archive' }, completedDate });
    expect(archived.json().archivedDate).toEqual(expect.any(String));

    const back = await put(matter.matterID, statusOf(estate, 'active').statusID, headers);
    expect(back.json()).toMatchObject({
      status: { name: 'Active' },
      completedDate: null,
      archivedDate: null,
    });

    const entries = await ctx.database.db
      .select()
      .from(activityEntries)
      .where(eq(activityEntries.matterID, matter.matterID))
      .orderBy(activityEntries.dateTime);
    expect(entries.map((e) => [e.activityType, e.action, e.text, e.userID])).toEqual([
      ['matter', 'changed_details', 'Changed status to Distribution', user.userID],
      ['matter', 'changed_details', 'Changed status to Complete', user.userID],
      ['matter', 'changed_details', 'Changed status to Archive', user.userID],
      ['matter', 'changed_details', 'Changed status to Active', user.userID],
    ]);
    const audit = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.objectID, matter.matterID));
    expect(audit.filter((a) => a.action === 'matter.status_changed')).toHaveLength(4);
  });

  it('a status of another matter type answers 400; choosing the current status changes nothing', async () => {
    const { matter, headers } = await setUp(['Supervising Partner']);
    const res = await put(matter.matterID, statusOf(will, 'active').statusID, headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ statusId: ['Not a status of this matter type'] });
    const notUuid = await put(matter.matterID, 'active', headers);
    expect(notUuid.statusCode).toBe(400);
    expect(Object.keys(notUuid.json().errors)).toEqual(['params.statusId']);

    const same = await put(matter.matterID, matter.statusID, headers);
    expect(same.statusCode).toBe(200);
    const entries = await ctx.database.db
      .select()
      .from(activityEntries)
      .where(eq(activityEntries.matterID, matter.matterID));
    expect(entries).toHaveLength(0);
  });

  it('writes the change, its activity and its audit event in one transaction: a failure leaves none', async () => {
    const { firm, user, matter } = await setUp();
    const actor = buildActor(user, firm, false);
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await changeMatterStatus(tx, actor, {
          matterID: matter.matterID,
          statusID: statusOf(estate, 'complete').statusID,
        });
        throw new Error('a later step of the same change failed');
      }),
    ).rejects.toThrow('a later step');
    const [row] = await ctx.database.db.select().from(matters).where(eq(matters.matterID, matter.matterID));
    expect(row).toMatchObject({ statusID: matter.statusID, completedDate: null });
    expect(
      await ctx.database.db
        .select()
        .from(activityEntries)
        .where(eq(activityEntries.matterID, matter.matterID)),
    ).toHaveLength(0);
    expect(
      await ctx.database.db.select().from(auditEvents).where(eq(auditEvents.objectID, matter.matterID)),
    ).toHaveLength(0);
  });
});
