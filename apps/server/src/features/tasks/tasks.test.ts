import { addDays, todayInUk } from '@probity/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, buildTestApp, callAs } from '../../../test/helpers.js';
import { activityEntries, auditEvents, matterTeam, tasks } from '../../db/schema/index.js';
import { addTask, buildTaskScene, tasksUrl } from './tasks.factories.js';

describe('tasks on a matter (issue 14)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const today = () => todayInUk();
  const taskRows = (matterID: string) =>
    ctx.database.db.select().from(tasks).where(eq(tasks.matterID, matterID));

  it('adds a task with who and when, an activity entry and an audit event; lists open by due date', async () => {
    const s = await buildTaskScene(ctx);
    const res = await callAs(ctx, s.feeEarner, 'POST', tasksUrl(s.matter.matterID), {
      title: '  Value the house ',
      detail: 'Ask two agents',
      dueDate: addDays(today(), 5),
      assigneeUserID: s.colleague.userID.toUpperCase(),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      matterID: s.matter.matterID,
      reference: s.matter.reference,
      title: 'Value the house',
      detail: 'Ask two agents',
      dueDate: addDays(today(), 5),
      dueState: 'upcoming',
      assignee: { userID: s.colleague.userID },
      isDone: false,
      doneBy: null,
      createdBy: { userID: s.feeEarner.userID },
    });
    await addTask(ctx, s.colleague, s.matter.matterID, { title: 'Undated' });
    await addTask(ctx, s.colleague, s.matter.matterID, { title: 'Late', dueDate: addDays(today(), -2) });
    const done = await addTask(ctx, s.colleague, s.matter.matterID, { title: 'Finished', dueDate: today() });
    await callAs(ctx, s.colleague, 'POST', `/api/Tasks/${done.taskID}/Done`);
    const list = await callAs(ctx, s.offTeam, 'GET', tasksUrl(s.matter.matterID));
    expect(list.statusCode).toBe(200);
    expect(list.json().map((t: { title: string; dueState: string | null }) => [t.title, t.dueState])).toEqual(
      [
        ['Late', 'overdue'],
        ['Value the house', 'upcoming'],
        ['Undated', 'none'],
        ['Finished', null],
      ],
    );
    const [entry] = await ctx.database.db
      .select()
      .from(activityEntries)
      .where(
        and(eq(activityEntries.matterID, s.matter.matterID), eq(activityEntries.object, 'Value the house')),
      );
    expect(entry).toMatchObject({ activityType: 'task', action: 'added', userID: s.feeEarner.userID });
    const [audit] = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'task.created'), eq(auditEvents.objectID, res.json().taskID)));
    // The audit keeps the facts, never the task's words.
    expect(audit?.details).toEqual({
      matterID: s.matter.matterID,
      dueDate: addDays(today(), 5),
      assigneeUserID: s.colleague.userID,
    });
  });

  it('refuses an assignee who is not on the team, and bad input of any shape, naming the field', async () => {
    const s = await buildTaskScene(ctx);
    const post = (body: unknown) => callAs(ctx, s.feeEarner, 'POST', tasksUrl(s.matter.matterID), body);
    const offTeam = await post({ title: 'Call the bank', assigneeUserID: s.offTeam.userID });
    expect(offTeam.statusCode).toBe(400);
    expect(offTeam.json().errors).toEqual({ assigneeUserID: ['Choose a member of the matter team'] });
    const stranger = await post({ title: 'Call the bank', assigneeUserID: s.otherAdmin.userID });
    expect(stranger.json().errors).toEqual({ assigneeUserID: ['Choose a member of the matter team'] });
    const cases: [unknown, string][] = [
      [{ title: 'Nul\u0000byte' }, 'title'],
      [{ title: 'x'.repeat(201) }, 'title'],
      [{ title: '' }, 'title'],
      [{ title: 12 }, 'title'],
      [{ title: 'ok', detail: 'd'.repeat(4001) }, 'detail'],
      [{ title: 'ok', detail: ['a'] }, 'detail'],
      [{ title: 'ok', dueDate: 20260101 }, 'dueDate'],
      [{ title: 'ok', dueDate: '2026-02-30' }, 'dueDate'],
      [{ title: 'ok', dueDate: '9'.repeat(400) }, 'dueDate'],
      [{ title: 'ok', assigneeUserID: 1e308 }, 'assigneeUserID'],
      [{ title: 'ok', assigneeUserID: 'somebody' }, 'assigneeUserID'],
    ];
    for (const [body, field] of cases) {
      const res = await post(body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(Object.keys(res.json().errors ?? {}), field).toContain(field);
    }
    expect(await taskRows(s.matter.matterID)).toEqual([]);
  });

  it('the client never sees tasks; another firm and a charity get 404; a platform administrator 403', async () => {
    const s = await buildTaskScene(ctx);
    const task = await addTask(ctx, s.feeEarner, s.matter.matterID, { title: 'Private', dueDate: today() });
    const taskCalls = [
      ['GET', `/api/Tasks/${task.taskID}`, undefined],
      ['PUT', `/api/Tasks/${task.taskID}`, { title: 'Changed' }],
      ['POST', `/api/Tasks/${task.taskID}/Done`, undefined],
      ['POST', `/api/Tasks/${task.taskID}/Reopen`, undefined],
      ['DELETE', `/api/Tasks/${task.taskID}`, undefined],
    ] as const;
    // The client reads the matter but not its tasks: 403 on the list, and its tasks do not exist for them.
    for (const [method, url] of [
      ['GET', tasksUrl(s.matter.matterID)],
      ['POST', tasksUrl(s.matter.matterID)],
      ['GET', '/api/Tasks/Mine'],
    ] as const) {
      expect((await callAs(ctx, s.client, method, url, { title: 'x' })).statusCode, url).toBe(403);
      expect((await callAs(ctx, s.platformAdmin, method, url, { title: 'x' })).statusCode, url).toBe(403);
    }
    for (const user of [s.client, s.otherAdmin, s.charityUser, s.platformAdmin]) {
      for (const [method, url, body] of taskCalls)
        expect((await callAs(ctx, user, method, url, body)).statusCode, `${method} ${url}`).toBe(404);
    }
    for (const user of [s.otherAdmin, s.charityUser]) {
      for (const method of ['GET', 'POST'] as const)
        expect(
          (await callAs(ctx, user, method, tasksUrl(s.matter.matterID), { title: 'x' })).statusCode,
        ).toBe(404);
    }
    // Nothing changed, and the task's entries are the firm's: not in the client's feed, in the firm's.
    const [row] = await taskRows(s.matter.matterID);
    expect(row).toMatchObject({ title: 'Private', doneAt: null });
    const feedOf = async (user: { userID: string }) =>
      (await callAs(ctx, user, 'GET', `/api/Activity/?FilterType=matter&Filter=${s.matter.matterID}`))
        .json()
        .map((e: { activityType: string }) => e.activityType);
    expect(await feedOf(s.feeEarner)).toContain('task');
    expect(await feedOf(s.client)).not.toContain('task');
  });

  it('ticks a task done with who and when, reopens it, and writes an entry for each', async () => {
    const s = await buildTaskScene(ctx);
    const task = await addTask(ctx, s.feeEarner, s.matter.matterID, { title: 'Send IHT400' });
    const done = await callAs(ctx, s.colleague, 'POST', `/api/Tasks/${task.taskID}/Done`);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      isDone: true,
      dueState: null,
      doneBy: { userID: s.colleague.userID },
    });
    expect(Date.now() - Date.parse(done.json().doneAt)).toBeLessThan(60_000);
    // A second tick from a stale screen changes nothing.
    const again = await callAs(ctx, s.feeEarner, 'POST', `/api/Tasks/${task.taskID}/Done`);
    expect(again.json().doneBy.userID).toBe(s.colleague.userID);
    const reopened = await callAs(ctx, s.feeEarner, 'POST', `/api/Tasks/${task.taskID}/Reopen`);
    expect(reopened.json()).toMatchObject({ isDone: false, doneAt: null, doneBy: null, dueState: 'none' });
    const entries = await ctx.database.db
      .select()
      .from(activityEntries)
      .where(eq(activityEntries.matterID, s.matter.matterID))
      .orderBy(activityEntries.dateTime);
    expect(entries.map((e) => [e.action, e.userID])).toEqual([
      ['added', s.feeEarner.userID],
      ['done', s.colleague.userID],
      ['reopened', s.feeEarner.userID],
    ]);
  });

  it('edits a task; a new assignee must be on the team, a former member may stay assigned', async () => {
    const s = await buildTaskScene(ctx);
    const task = await addTask(ctx, s.feeEarner, s.matter.matterID, {
      title: 'Draft accounts',
      assigneeUserID: s.colleague.userID,
    });
    await ctx.database.db
      .delete(matterTeam)
      .where(and(eq(matterTeam.matterID, s.matter.matterID), eq(matterTeam.userID, s.colleague.userID)));
    const url = `/api/Tasks/${task.taskID}`;
    const kept = await callAs(ctx, s.feeEarner, 'PUT', url, {
      title: 'Draft estate accounts',
      dueDate: today(),
      assigneeUserID: s.colleague.userID,
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ title: 'Draft estate accounts', dueState: 'today', detail: null });
    const refused = await callAs(ctx, s.feeEarner, 'PUT', url, {
      title: 'x',
      assigneeUserID: s.offTeam.userID,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ assigneeUserID: ['Choose a member of the matter team'] });
    const bad = await callAs(ctx, s.feeEarner, 'PUT', url, { title: 'a\u0000' });
    expect(bad.statusCode).toBe(400);
    const [row] = await taskRows(s.matter.matterID);
    expect(row).toMatchObject({ title: 'Draft estate accounts', assigneeUserID: s.colleague.userID });
    const moved = await callAs(ctx, s.feeEarner, 'PUT', url, {
      title: 'Draft estate accounts',
      assigneeUserID: '',
    });
    expect(moved.json().assignee).toBeNull();
  });

  it('deletes a task with an entry; it is gone afterwards', async () => {
    const s = await buildTaskScene(ctx);
    const task = await addTask(ctx, s.feeEarner, s.matter.matterID, { title: 'Old task' });
    const res = await callAs(ctx, s.offTeam, 'DELETE', `/api/Tasks/${task.taskID}`);
    expect(res.statusCode).toBe(204);
    expect((await callAs(ctx, s.feeEarner, 'GET', `/api/Tasks/${task.taskID}`)).statusCode).toBe(404);
    const [entry] = await ctx.database.db
      .select()
      .from(activityEntries)
      .where(and(eq(activityEntries.matterID, s.matter.matterID), eq(activityEntries.action, 'deleted')));
    expect(entry).toMatchObject({ activityType: 'task', object: 'Old task', userID: s.offTeam.userID });
  });

  it("My tasks holds only the caller's open tasks, across their matters, with the matter's reference", async () => {
    const s = await buildTaskScene(ctx);
    const mine = await addTask(ctx, s.colleague, s.matter.matterID, {
      title: 'Mine, overdue',
      dueDate: addDays(today(), -1),
      assigneeUserID: s.feeEarner.userID,
    });
    await addTask(ctx, s.feeEarner, s.matter.matterID, { title: 'Mine, unassigned' });
    await addTask(ctx, s.feeEarner, s.matter.matterID, {
      title: 'Theirs',
      assigneeUserID: s.colleague.userID,
    });
    await addTask(ctx, s.colleague, s.matter.matterID, { title: 'Unassigned by another' });
    const finished = await addTask(ctx, s.feeEarner, s.matter.matterID, {
      title: 'Mine, done',
      assigneeUserID: s.feeEarner.userID,
    });
    await callAs(ctx, s.feeEarner, 'POST', `/api/Tasks/${finished.taskID}/Done`);
    // Another firm's own task is theirs alone.
    const other = await buildTaskScene(ctx);
    await addTask(ctx, other.feeEarner, other.matter.matterID, { title: 'Elsewhere', dueDate: today() });
    const res = await callAs(ctx, s.feeEarner, 'GET', '/api/Tasks/Mine');
    expect(res.statusCode).toBe(200);
    expect(res.json().map((t: { title: string; reference: string }) => [t.title, t.reference])).toEqual([
      ['Mine, overdue', s.matter.reference],
      ['Mine, unassigned', s.matter.reference],
    ]);
    expect(res.json()[0]).toMatchObject({
      taskID: mine.taskID,
      dueState: 'overdue',
      matterID: s.matter.matterID,
    });
  });
});
