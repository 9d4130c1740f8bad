import {
  ESTATE_DEADLINES_AHEAD_DAYS,
  ESTATE_DEADLINES_OVERDUE_DAYS,
  KEY_DATE_LABELS,
  addDays,
  addMonths,
  todayInUk,
} from '@probity/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, buildTestApp, buildUser, callAs } from '../../../test/helpers.js';
import { matterTeam, matters } from '../../db/schema/index.js';
import { buildEstateScene } from '../estate-will/estate-will.factories.js';
import { buildMatter } from '../matters/matter.factories.js';

/** A date of death whose executor's year ends `days` from today (twelve months after the death). */
const deathForYearEndIn = (today: string, days: number) => addMonths(addDays(today, days), -12);

interface Line {
  matterID: string;
  reference: string;
  kind: string;
  label: string;
  date: string;
  isOverdue: boolean;
}

describe("the dashboard's estate deadlines (issue 17)", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const url = (organisationID: string) => `/api/Organisations/${organisationID}/Dashboard/Deadlines`;

  it("lists the open estates' deadlines of the next 30 days and those passed in the last 30, in date order", async () => {
    const today = todayInUk();
    const s = await buildEstateScene(ctx, { dateOfDeath: deathForYearEndIn(today, 10) });
    const late = await buildMatter(ctx.database, {
      organisationID: s.firm.organisationID,
      team: [s.admin.userID],
    });
    const farPast = await buildMatter(ctx.database, { organisationID: s.firm.organisationID });
    const farAhead = await buildMatter(ctx.database, { organisationID: s.firm.organisationID });
    const closed = await buildMatter(ctx.database, {
      organisationID: s.firm.organisationID,
      statusKey: 'complete',
    });
    const death = (matterID: string, dateOfDeath: string) =>
      ctx.database.db.update(matters).set({ dateOfDeath }).where(eq(matters.matterID, matterID));
    await death(late.matterID, deathForYearEndIn(today, -5));
    await death(farPast.matterID, deathForYearEndIn(today, -ESTATE_DEADLINES_OVERDUE_DAYS - 2));
    await death(farAhead.matterID, deathForYearEndIn(today, ESTATE_DEADLINES_AHEAD_DAYS + 2));
    await death(closed.matterID, deathForYearEndIn(today, 3));
    // A Will matter with a date of death has no estate deadlines.
    await death(s.willMatter.matterID, deathForYearEndIn(today, 3));
    // The s.27 notices of the first estate: the claim period ends two months after the later one.
    const later = addMonths(addDays(today, 20), -2);
    const notices = await callAs(ctx, s.admin, 'PUT', `/api/Matters/${s.matter.matterID}/Estate/Notices`, {
      gazetteNoticeOn: addDays(later, -3),
      localPaperNoticeOn: later,
    });
    expect(notices.statusCode).toBe(200);

    const res = await callAs(ctx, s.feeEarner, 'GET', url(s.firm.organisationID));
    expect(res.statusCode).toBe(200);
    expect(res.json().today).toBe(today);
    const lines = res.json().deadlines as Line[];
    expect(lines.map((l) => [l.reference, l.kind, l.date, l.isOverdue])).toEqual([
      [late.reference, 'executorsYearEnd', addMonths(deathForYearEndIn(today, -5), 12), true],
      [s.matter.reference, 'executorsYearEnd', addMonths(deathForYearEndIn(today, 10), 12), false],
      [s.matter.reference, 'section27ClaimsEnd', addMonths(later, 2), false],
    ]);
    expect(lines[1]).toMatchObject({
      matterID: s.matter.matterID,
      label: KEY_DATE_LABELS.executorsYearEnd,
    });
    // Nothing but the reference, what and when: no figures, no names.
    expect(Object.keys(lines[0]!).sort()).toEqual(
      ['date', 'isOverdue', 'kind', 'label', 'matterID', 'reference'].sort(),
    );
  });

  it("shows a team-scoped role only the matters whose team it is on; never another firm's", async () => {
    const today = todayInUk();
    const s = await buildEstateScene(ctx, { dateOfDeath: deathForYearEndIn(today, 4) });
    const partner = await buildUser(ctx.database, { roles: ['Supervising Partner'], organisation: s.firm });
    const none = await callAs(ctx, partner, 'GET', url(s.firm.organisationID));
    expect(none.statusCode).toBe(200);
    expect(none.json().deadlines).toEqual([]);
    await ctx.database.db.insert(matterTeam).values({ matterID: s.matter.matterID, userID: partner.userID });
    const mine = await callAs(ctx, partner, 'GET', url(s.firm.organisationID));
    expect((mine.json().deadlines as Line[]).map((l) => l.matterID)).toEqual([s.matter.matterID]);

    // Another firm's Matter Admin: their own firm's list never holds this firm's matters, and
    // this firm's list answers 404.
    const theirs = await callAs(ctx, s.otherAdmin, 'GET', url(s.otherAdmin.organisationID!));
    expect(theirs.statusCode).toBe(200);
    expect((theirs.json().deadlines as Line[]).some((l) => l.matterID === s.matter.matterID)).toBe(false);
    expect((await callAs(ctx, s.otherAdmin, 'GET', url(s.firm.organisationID))).statusCode).toBe(404);
    // A charity's user: not their organisation (404), and their own is not a law firm (404).
    expect((await callAs(ctx, s.charityUser, 'GET', url(s.firm.organisationID))).statusCode).toBe(404);
    expect((await callAs(ctx, s.charityUser, 'GET', url(s.charityUser.organisationID!))).statusCode).toBe(
      404,
    );
    // The matter's client has no dashboard.
    expect((await callAs(ctx, s.client, 'GET', url(s.firm.organisationID))).statusCode).toBe(403);
  });

  it('leaves out the start of interest, which only repeats the tax deadline', async () => {
    const today = todayInUk();
    // Death six months ago: the tax falls due at the end of this month (IHTA 1984 s.226), within
    // the window; its interest starts the day after.
    const s = await buildEstateScene(ctx, { dateOfDeath: addMonths(today, -6) });
    const res = await callAs(ctx, s.admin, 'GET', url(s.firm.organisationID));
    const kinds = (res.json().deadlines as Line[])
      .filter((l) => l.matterID === s.matter.matterID)
      .map((l) => l.kind);
    expect(kinds).toContain('inheritanceTaxDue');
    expect(kinds).not.toContain('inheritanceTaxInterest');
  });
});
