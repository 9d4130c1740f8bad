import { FILE_NOTE_TEXTS } from '@probity/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, buildTestApp, callAs } from '../../../test/helpers.js';
import { activityEntries, auditEvents, fileNoteDocuments, fileNotes } from '../../db/schema/index.js';
import { buildNotesScene, uploadDocument } from './file-notes.factories.js';

describe('file notes and attendance notes (issue 14)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const listUrl = (matterID: string) => `/api/Matters/${matterID}/FileNotes`;
  const noteUrl = (fileNoteID: string) => `/api/FileNotes/${fileNoteID}`;
  const ATTENDANCE = {
    kind: 'attendance',
    attendanceMode: 'phone',
    durationMinutes: 18,
    text: 'Spoke to the executor about the house valuation',
  };

  it('records an attendance note with a linked document; the firm reads it newest first', async () => {
    const s = await buildNotesScene(ctx);
    const valuation = await uploadDocument(ctx, s.admin, s.matter.matterID, 'Valuation.pdf');
    const occurredAt = new Date(Date.now() - 3_600_000).toISOString();
    const res = await callAs(ctx, s.feeEarner, 'POST', listUrl(s.matter.matterID), {
      ...ATTENDANCE,
      occurredAt,
      documentIDs: [valuation, valuation],
    });
    expect(res.statusCode).toBe(201);
    const note = res.json();
    expect(note).toMatchObject({
      matterID: s.matter.matterID,
      kind: 'attendance',
      attendanceMode: 'phone',
      occurredAt,
      durationMinutes: 18,
      text: ATTENDANCE.text,
      createdBy: { userID: s.feeEarner.userID },
      canChange: true,
      documents: [{ documentID: valuation, name: 'Valuation.pdf' }],
    });
    // A file note without a duration, defaulting to now: it happened later, so it comes first.
    const file = await callAs(ctx, s.admin, 'POST', listUrl(s.matter.matterID), {
      kind: 'file',
      text: 'Reviewed the will',
    });
    expect(file.statusCode).toBe(201);
    expect(file.json()).toMatchObject({ durationMinutes: null, attendanceMode: null, canChange: true });
    expect(Math.abs(Date.parse(file.json().occurredAt) - Date.now())).toBeLessThan(60_000);

    const list = await callAs(ctx, s.feeEarner, 'GET', listUrl(s.matter.matterID));
    expect(list.statusCode).toBe(200);
    expect(list.json().map((n: { kind: string; canChange: boolean }) => [n.kind, n.canChange])).toEqual([
      ['file', false],
      ['attendance', true],
    ]);
    expect(JSON.parse(String(list.headers['x-pagination']))).toMatchObject({ totalCount: 2 });
    const ofKind = await callAs(
      ctx,
      s.admin,
      'GET',
      `${listUrl(s.matter.matterID)}?FilterType=kind&Filter=attendance`,
    );
    expect(ofKind.json().map((n: { fileNoteID: string }) => n.fileNoteID)).toEqual([note.fileNoteID]);
    expect((await callAs(ctx, s.admin, 'GET', noteUrl(note.fileNoteID))).json().text).toBe(ATTENDANCE.text);

    // At rest: the text is encrypted; the audit and the activity entry never carry it.
    const [row] = await ctx.database.db
      .select()
      .from(fileNotes)
      .where(eq(fileNotes.fileNoteID, note.fileNoteID));
    expect(row!.text.startsWith('v1:')).toBe(true);
    expect(row!.text).not.toContain('executor');
    const [audit] = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'fileNote.created'), eq(auditEvents.objectID, note.fileNoteID)));
    expect(audit).toMatchObject({ actorUserID: s.feeEarner.userID, organisationID: s.firm.organisationID });
    expect(audit!.details).toMatchObject({
      kind: 'attendance',
      durationMinutes: 18,
      documentIDs: [valuation],
    });
    expect(JSON.stringify(audit!.details)).not.toContain('executor');
    const entries = await ctx.database.db
      .select()
      .from(activityEntries)
      .where(and(eq(activityEntries.matterID, s.matter.matterID), eq(activityEntries.activityType, 'note')));
    expect(entries.map((e) => [e.action, e.object, e.text, e.userID]).sort()).toEqual(
      [
        ['added', 'attendance note', null, s.feeEarner.userID],
        ['added', 'file note', null, s.admin.userID],
      ].sort(),
    );
  });

  it('a client never sees notes: not in the list, not by id, not in any activity', async () => {
    const s = await buildNotesScene(ctx);
    const note = (await callAs(ctx, s.admin, 'POST', listUrl(s.matter.matterID), ATTENDANCE)).json();
    // A change the client may see, so the feeds are not empty for another reason.
    await callAs(ctx, s.admin, 'PUT', `/api/Matters/${s.matter.matterID}/Owner/${s.feeEarner.userID}`);
    for (const user of [s.client, s.charityUser, s.otherAdmin]) {
      expect((await callAs(ctx, user, 'GET', listUrl(s.matter.matterID))).statusCode).toBe(404);
      expect((await callAs(ctx, user, 'GET', noteUrl(note.fileNoteID))).statusCode).toBe(404);
      expect((await callAs(ctx, user, 'POST', listUrl(s.matter.matterID), ATTENDANCE)).statusCode).toBe(404);
      expect((await callAs(ctx, user, 'PUT', noteUrl(note.fileNoteID), ATTENDANCE)).statusCode).toBe(404);
      expect((await callAs(ctx, user, 'DELETE', noteUrl(note.fileNoteID))).statusCode).toBe(404);
    }
    type Entry = { activityType: string; action: string };
    const feed: Entry[] = (await callAs(ctx, s.client, 'GET', '/api/Activity')).json();
    expect(feed.map((e) => e.activityType)).toContain('user');
    expect(feed.map((e) => e.activityType)).not.toContain('note');
    const tab = await callAs(ctx, s.client, 'GET', `/api/Matters/${s.matter.matterID}/Activity`);
    expect(tab.statusCode).toBe(200);
    expect(tab.json().map((e: Entry) => e.activityType)).toEqual(['user']);
    const asked = await callAs(
      ctx,
      s.client,
      'GET',
      `/api/Matters/${s.matter.matterID}/Activity?FilterType=activityType&Filter=note`,
    );
    expect(asked.json()).toEqual([]);
    // The firm sees the note's entry in the same tab.
    const firmTab = await callAs(ctx, s.admin, 'GET', `/api/Matters/${s.matter.matterID}/Activity`);
    expect(
      firmTab
        .json()
        .map((e: Entry) => e.activityType)
        .sort(),
    ).toEqual(['note', 'user']);
    expect(
      (await callAs(ctx, s.otherAdmin, 'GET', `/api/Matters/${s.matter.matterID}/Activity`)).statusCode,
    ).toBe(404);
  });

  it('only the author changes a note, within 24 hours; each change is audited', async () => {
    const s = await buildNotesScene(ctx);
    const note = (await callAs(ctx, s.feeEarner, 'POST', listUrl(s.matter.matterID), ATTENDANCE)).json();
    const byColleague = await callAs(ctx, s.admin, 'PUT', noteUrl(note.fileNoteID), {
      ...ATTENDANCE,
      text: 'x',
    });
    expect(byColleague.statusCode).toBe(403);
    expect(byColleague.json().detail).toBe(FILE_NOTE_TEXTS.onlyAuthor);
    expect((await callAs(ctx, s.admin, 'DELETE', noteUrl(note.fileNoteID))).statusCode).toBe(403);

    const changed = await callAs(ctx, s.feeEarner, 'PUT', noteUrl(note.fileNoteID), {
      ...ATTENDANCE,
      attendanceMode: 'video',
      durationMinutes: 25,
      text: 'Video call with the executor, not a phone call',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      attendanceMode: 'video',
      durationMinutes: 25,
      text: 'Video call with the executor, not a phone call',
    });
    expect(changed.json().updatedAt).not.toBeNull();
    const audits = await ctx.database.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.objectID, note.fileNoteID));
    expect(audits.map((a) => a.action).sort()).toEqual(['fileNote.created', 'fileNote.updated']);

    // 25 hours later the note is fixed: no change, no deletion, and the text says why.
    await ctx.database.db
      .update(fileNotes)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(fileNotes.fileNoteID, note.fileNoteID));
    const late = await callAs(ctx, s.feeEarner, 'PUT', noteUrl(note.fileNoteID), ATTENDANCE);
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toBe(FILE_NOTE_TEXTS.fixed);
    expect((await callAs(ctx, s.feeEarner, 'DELETE', noteUrl(note.fileNoteID))).statusCode).toBe(409);
    const read = (await callAs(ctx, s.feeEarner, 'GET', noteUrl(note.fileNoteID))).json();
    expect(read).toMatchObject({ canChange: false, attendanceMode: 'video' });
  });

  it('the author deletes a note written in error within 24 hours, with a trace', async () => {
    const s = await buildNotesScene(ctx);
    const note = (await callAs(ctx, s.feeEarner, 'POST', listUrl(s.matter.matterID), ATTENDANCE)).json();
    const res = await callAs(ctx, s.feeEarner, 'DELETE', noteUrl(note.fileNoteID));
    expect(res.statusCode).toBe(204);
    expect((await callAs(ctx, s.feeEarner, 'GET', noteUrl(note.fileNoteID))).statusCode).toBe(404);
    const [audit] = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'fileNote.deleted'), eq(auditEvents.objectID, note.fileNoteID)));
    expect(audit).toBeDefined();
  });

  it('refuses bad input naming each field, and writes nothing', async () => {
    const s = await buildNotesScene(ctx);
    const foreign = await uploadDocument(ctx, s.admin, s.otherMatter.matterID, 'Other matter.pdf');
    const onIndividual = await uploadDocument(ctx, s.admin, s.individual.individualID, 'Passport.pdf');
    const own = await uploadDocument(ctx, s.admin, s.matter.matterID, 'Own.pdf');
    const wrongDocs = await callAs(ctx, s.admin, 'POST', listUrl(s.matter.matterID), {
      ...ATTENDANCE,
      occurredAt: new Date(Date.now() + 3_600_000).toISOString(),
      documentIDs: [own, foreign, onIndividual],
    });
    expect(wrongDocs.statusCode).toBe(400);
    expect(wrongDocs.json().errors).toEqual({
      occurredAt: [FILE_NOTE_TEXTS.occurredInFuture],
      'documentIDs.1': [FILE_NOTE_TEXTS.documentNotOfMatter],
      'documentIDs.2': [FILE_NOTE_TEXTS.documentNotOfMatter],
    });
    const tooLong = await callAs(ctx, s.admin, 'POST', listUrl(s.matter.matterID), {
      kind: 'file',
      text: 'x'.repeat(20_001),
      durationMinutes: 99_999_999_999,
    });
    expect(tooLong.statusCode).toBe(400);
    expect(Object.keys(tooLong.json().errors).sort()).toEqual(['durationMinutes', 'text']);
    expect(tooLong.json().errors.text[0]).toMatch(/Too many characters/);
    const nul = await callAs(ctx, s.admin, 'POST', listUrl(s.matter.matterID), {
      kind: 'file',
      text: 'a\u0000b',
    });
    expect(nul.statusCode).toBe(400);
    expect(Object.keys(nul.json().errors)).toEqual(['text']);
    const wrongTypes = await callAs(ctx, s.admin, 'POST', listUrl(s.matter.matterID), {
      kind: 'attendance',
      attendanceMode: 'letter',
      durationMinutes: '20',
      text: 42,
      occurredAt: 'yesterday',
      documentIDs: 'all',
    });
    expect(wrongTypes.statusCode).toBe(400);
    expect(Object.keys(wrongTypes.json().errors).sort()).toEqual(
      ['attendanceMode', 'documentIDs', 'durationMinutes', 'occurredAt', 'text'].sort(),
    );
    const badFilter = await callAs(
      ctx,
      s.admin,
      'GET',
      `${listUrl(s.matter.matterID)}?FilterType=kind&Filter=letter`,
    );
    expect(badFilter.statusCode).toBe(400);
    expect(
      await ctx.database.db.select().from(fileNotes).where(eq(fileNotes.matterID, s.matter.matterID)),
    ).toEqual([]);
    expect(await ctx.database.db.select().from(fileNoteDocuments)).not.toContainEqual(
      expect.objectContaining({ documentID: own }),
    );
  });

  it("a document the author may not open, or another matter's, cannot be linked on a change either", async () => {
    const s = await buildNotesScene(ctx);
    const own = await uploadDocument(ctx, s.admin, s.matter.matterID, 'Own.pdf');
    const note = (
      await callAs(ctx, s.feeEarner, 'POST', listUrl(s.matter.matterID), {
        ...ATTENDANCE,
        documentIDs: [own],
      })
    ).json();
    const foreign = await uploadDocument(ctx, s.admin, s.otherMatter.matterID, 'Foreign.pdf');
    const res = await callAs(ctx, s.feeEarner, 'PUT', noteUrl(note.fileNoteID), {
      ...ATTENDANCE,
      documentIDs: [foreign],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ 'documentIDs.0': [FILE_NOTE_TEXTS.documentNotOfMatter] });
    const links = await ctx.database.db
      .select()
      .from(fileNoteDocuments)
      .where(eq(fileNoteDocuments.fileNoteID, note.fileNoteID));
    expect(links.map((l) => l.documentID)).toEqual([own]);
  });
});
