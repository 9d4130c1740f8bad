import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, authHeaders, buildTestApp, buildUser, waitFor } from '../../../test/helpers.js';
import { screeningLists } from '../../db/schema/index.js';
import { daysAgo, sampleDatedOn, startListPeer } from '../../integrations/sanctions/testing/list-peer.js';
import { JOB_QUEUES, SANCTIONS_IMPORT_QUEUE } from '../../jobs/queues.js';

/** issue 12: the daily sanctions.import job, on the Scheduled jobs page with Run now like the others. */

let ctx: TestContext;
let peer: Awaited<ReturnType<typeof startListPeer>>;
const published = daysAgo(2);
beforeAll(async () => {
  peer = await startListPeer({ '/docs/UK-Sanctions-List.xml': sampleDatedOn(published) });
  ctx = await buildTestApp({ SANCTIONS_LIST_URL: peer.url('/docs/UK-Sanctions-List.xml') });
  await ctx.app.jobs.start({ pollingIntervalSeconds: 0.5 });
});
afterAll(async () => {
  await ctx?.close();
  await peer?.close();
});

describe('the sanctions.import job', () => {
  it('is scheduled daily, and Run now imports the configured list and says what it did', async () => {
    expect(JOB_QUEUES[SANCTIONS_IMPORT_QUEUE]!.schedule!.cron).toBe('30 5 * * *');
    const admin = await buildUser(ctx.database, { roles: ['Administrators'] });
    const headers = await authHeaders(ctx, admin);
    const schedules = (await ctx.app.inject({ url: '/api/Jobs/Schedules', headers })).json();
    expect(schedules.map((s: { queue: string }) => s.queue)).toContain(SANCTIONS_IMPORT_QUEUE);

    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/Jobs/${SANCTIONS_IMPORT_QUEUE}/Run`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    const id = res.json().id;
    const done = await waitFor(async () => {
      const history = await ctx.app.inject({
        url: `/api/Jobs/History?queue=${SANCTIONS_IMPORT_QUEUE}`,
        headers,
      });
      const run = history.json().find((r: { id: string }) => r.id === id);
      return run?.state === 'completed' ? run : undefined;
    });
    const shown = published.toISOString().slice(0, 10).split('-').reverse().join('/');
    expect(done.result).toMatch(
      new RegExp(
        `^Imported 16 designations into the UK Sanctions List \\(published ${shown}\\); screened \\d+ individuals`,
      ),
    );
    expect(peer.requests).toEqual(['/docs/UK-Sanctions-List.xml']);
    // One schema is shared by every file on PostgreSQL: other files load the PEP list too.
    const [row] = await ctx.database.db
      .select()
      .from(screeningLists)
      .where(eq(screeningLists.list, 'sanctions'));
    expect(row).toMatchObject({ list: 'sanctions', designationCount: 16, isSample: false });
  });
});
