import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type TestContext,
  authHeaders,
  buildOrganisation,
  buildTestApp,
  buildUser,
} from '../../../test/helpers.js';
import { individuals, mailOutbox, screeningAlerts } from '../../db/schema/index.js';
import { daysAgo, sampleDatedOn, startListPeer } from '../../integrations/sanctions/testing/list-peer.js';
import { buildIndividual, buildMatter, typeByKey } from '../matters/matter.factories.js';
import { importConfiguredSanctionsList } from './sanctions-import.service.js';
import { matchCountWords } from './screening-monitor.js';

/*
 * issue 12, ongoing monitoring: after a new list is imported, every individual on an open matter
 * is screened again; each new match is kept as a screening alert, mailed once to the firm's MLRO
 * users (without the individual's name) and counted in the dashboard's checks to review.
 * The names screened are those of designations in the shipped sample (sample/UK-Sanctions-List.xml).
 */

let ctx: TestContext;
let peer: Awaited<ReturnType<typeof startListPeer>>;
let listUrl = '';
beforeAll(async () => {
  ctx = await buildTestApp();
  peer = await startListPeer({ '/UK-Sanctions-List.xml': () => sampleDatedOn(daysAgo(0)) });
  listUrl = peer.url('/UK-Sanctions-List.xml');
});
afterAll(async () => {
  await peer?.close();
  await ctx?.close();
});

const runImport = () =>
  importConfiguredSanctionsList(ctx.database, { ...ctx.app.config, SANCTIONS_LIST_URL: listUrl });

async function firm() {
  const organisation = await buildOrganisation(ctx.database, { organisationType: 'lawfirm' });
  const mlro = await buildUser(ctx.database, { roles: ['MLRO'], organisation });
  const other = await buildUser(ctx.database, { roles: ['Matter Admin'], organisation });
  return { organisation, mlro, other };
}

const mailsTo = (addresses: string[]) =>
  ctx.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.trigger, 'ScreeningAlert'), inArray(mailOutbox.toAddress, addresses)));

describe('re-screening open matters after an import', () => {
  it('records an alert for a listed individual and mails the MLRO once; an identical import mails nothing new', async () => {
    const { organisation, mlro, other } = await firm();
    const matter = await buildMatter(ctx.database, {
      organisationID: organisation.organisationID,
      statusKey: 'active',
      team: [other.userID],
    });
    const listed = await buildIndividual(ctx.database, matter, {
      typeKey: 'beneficiary',
      firstName: 'Sergei',
      surname: 'Lavrov',
    });
    const clean = await buildIndividual(ctx.database, matter, {
      firstName: 'Margaret',
      surname: 'Thornbury',
    });

    const first = await runImport();
    expect(first.screened).toBeGreaterThanOrEqual(2);
    const alerts = await ctx.database.db
      .select()
      .from(screeningAlerts)
      .where(inArray(screeningAlerts.individualID, [listed.individualID, clean.individualID]));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      organisationID: organisation.organisationID,
      matterID: matter.matterID,
      individualID: listed.individualID,
      list: 'sanctions',
      uniqueID: 'RUS0252',
      outcome: 'possibleMatch', // no birth date on the individual: the name alone makes a candidate
      matchedName: expect.stringMatching(/^Serge[iy] Viktorovich LAVROV$/),
      listPublishedOn: daysAgo(0).toISOString().slice(0, 10),
      resolvedAt: null,
    });
    expect(alerts[0]!.explanation).toContain('RUS0252');

    const mails = await mailsTo([mlro.emailAddress, other.emailAddress]);
    expect(mails.map((m) => m.toAddress)).toEqual([mlro.emailAddress]);
    const [mail] = mails;
    expect(mail!.subject).toBe(`Sanctions screening: new possible match on matter ${matter.reference}`);
    expect(mail!.subject).not.toMatch(/Lavrov/i);
    expect(mail!.textBody).not.toMatch(/Lavrov/i);
    expect(mail!.textBody).toContain(
      `An individual on matter ${matter.reference} has 1 possible match on it.`,
    );
    expect(mail!.textBody).toContain(
      `${ctx.app.config.publicUrl}/secure/matters/${matter.matterID}/individuals/${listed.individualID}/manage`,
    );

    const second = await runImport();
    expect(second.alerts).toBe(0);
    expect(second.mailed).toBe(0);
    expect(await mailsTo([mlro.emailAddress])).toHaveLength(1);
    expect(
      await ctx.database.db
        .select()
        .from(screeningAlerts)
        .where(eq(screeningAlerts.individualID, listed.individualID)),
    ).toHaveLength(1);
  });

  it('does not screen the individuals of closed matters, nor a Deceased', async () => {
    const { organisation, mlro } = await firm();
    const closed = await buildMatter(ctx.database, {
      organisationID: organisation.organisationID,
      statusKey: 'complete',
    });
    const archived = await buildMatter(ctx.database, {
      organisationID: organisation.organisationID,
      type: typeByKey('will'),
      statusKey: 'archived',
    });
    const open = await buildMatter(ctx.database, {
      organisationID: organisation.organisationID,
      statusKey: 'active',
    });
    const people = [
      await buildIndividual(ctx.database, closed, { firstName: 'Vladimir', surname: 'Putin' }),
      await buildIndividual(ctx.database, archived, { firstName: 'Vladimir', surname: 'Putin' }),
      await buildIndividual(ctx.database, open, {
        typeKey: 'deceased',
        firstName: 'Vladimir',
        surname: 'Putin',
      }),
    ];
    const report = await runImport();
    expect(report.alerts).toBe(0);
    const alerts = await ctx.database.db
      .select()
      .from(screeningAlerts)
      .where(inArray(screeningAlerts.organisationID, [organisation.organisationID]));
    expect(alerts).toEqual([]);
    expect(await mailsTo([mlro.emailAddress])).toEqual([]);

    // Reopened, the matter's individual is screened at the next import.
    await ctx.database.db
      .update(individuals)
      .set({ matterID: open.matterID })
      .where(eq(individuals.individualID, people[0]!.individualID));
    expect((await runImport()).alerts).toBe(1);
    expect(await mailsTo([mlro.emailAddress])).toHaveLength(1);
  });

  it("counts an open alert in the MLRO's checks to review, firm-wide, until it is resolved", async () => {
    const { organisation, mlro, other } = await firm();
    // The MLRO is on no matter's team.
    const matter = await buildMatter(ctx.database, {
      organisationID: organisation.organisationID,
      statusKey: 'active',
      team: [other.userID],
    });
    const tile = async (user: { userID: string }) => {
      const res = await ctx.app.inject({
        url: `/api/Organisations/${organisation.organisationID}/Dashboard`,
        headers: await authHeaders(ctx, user),
      });
      expect(res.statusCode).toBe(200);
      return res.json().find((t: { apiId: string }) => t.apiId === 'checksToReview').data as number;
    };
    expect(await tile(mlro)).toBe(0);
    await buildIndividual(ctx.database, matter, { firstName: 'Sergey', surname: 'Lavrov' });
    await runImport();
    expect(await tile(mlro)).toBe(1);
    expect(await tile(other)).toBe(1);
    await ctx.database.db
      .update(screeningAlerts)
      .set({ resolvedAt: new Date(), resolution: 'falsePositive' })
      .where(eq(screeningAlerts.matterID, matter.matterID));
    expect(await tile(mlro)).toBe(0);
  });
});

describe('matchCountWords', () => {
  it('words the new matches', () => {
    expect(matchCountWords(['match'])).toBe('1 match');
    expect(matchCountWords(['possibleMatch', 'possibleMatch'])).toBe('2 possible matches');
    expect(matchCountWords(['match', 'possibleMatch'])).toBe('1 match and 1 possible match');
  });
});
