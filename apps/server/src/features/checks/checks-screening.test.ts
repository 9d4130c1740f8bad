import { CHECK_TYPES, SCREENING_TEXTS } from '@probity/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, buildTestApp } from '../../../test/helpers.js';
import { checkResults } from '../../db/schema/index.js';
import { SAMPLE_FILES, importSanctionsFile } from '../../integrations/sanctions/sanctions-list.js';
import { buildFirmWorld, individualBody } from '../individuals/individuals.factories.js';

/* Issue 12: the three screening outcomes on a check (match, possible match, no match). */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
  await ctx.database.db.transaction(async (tx) => {
    await importSanctionsFile(tx, SAMPLE_FILES.sanctions, 'sanctions');
    await importSanctionsFile(tx, SAMPLE_FILES.pep, 'pep');
  });
});
afterAll(async () => ctx?.close());

const CHECK = CHECK_TYPES.probityCheck.checkTypeID;
const get = async (url: string, headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url, headers });

async function addIndividual(
  world: Awaited<ReturnType<typeof buildFirmWorld>>,
  overrides: Record<string, unknown> = {},
) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/Individuals',
    headers: world.headers,
    payload: individualBody(world.matter.matterID, overrides),
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { individualID: string };
}

describe('screening outcomes on a Probity Check', () => {
  it('refers a strong name with another birth date to the MLRO as a possible match, never "No match"', async () => {
    const world = await buildFirmWorld(ctx);
    const person = await addIndividual(world, {
      firstName: 'Yevgeny',
      middleNames: '',
      surname: 'Prigojine',
      gender: 'Male',
      dob: '1971-03-04',
    });
    const check = (
      await get(`/api/Checks/${CHECK}/${world.matter.matterID}/${person.individualID}`, world.headers)
    ).json();
    // Only a match is a sanctions match on the check; the possible match is referred, and a check
    // waiting for the MLRO's decision does not pass.
    expect(check).toMatchObject({
      checkCompleted: true,
      sanctionMatch: false,
      pepMatch: false,
      passed: false,
    });
    expect(check.matches).toEqual([
      expect.objectContaining({
        list: 'sanctions',
        outcome: 'possibleMatch',
        uniqueID: 'RUS0273',
        dobAgreement: 'different',
      }),
    ]);
    const sanctions = check.components.find((c: { component: string }) => c.component === 'sanctions');
    expect(sanctions.outcome).toBe('refer');
    expect(sanctions.detail).toContain(`${SCREENING_TEXTS.sanctionsPossibleMatch}.`);
    expect(sanctions.detail).toContain('birth date differs (listed 01/06/1961)');
    const stored = await ctx.database.db
      .select()
      .from(checkResults)
      .where(eq(checkResults.checkResultID, check.checkResultID));
    expect(stored[0]!.matches[0]!.outcome).toBe('possibleMatch');
  });

  it('reads a match stored before outcomes existed as a match', async () => {
    const world = await buildFirmWorld(ctx);
    const person = await addIndividual(world, {
      firstName: 'Roman',
      surname: 'Abramovitch',
      dob: '1966-10-24',
    });
    const check = (
      await get(`/api/Checks/${CHECK}/${world.matter.matterID}/${person.individualID}`, world.headers)
    ).json();
    const [stored] = await ctx.database.db
      .select()
      .from(checkResults)
      .where(eq(checkResults.checkResultID, check.checkResultID));
    const { outcome, nameScore, nationalityAgreement, ...old } = stored!.matches[0]!;
    expect(outcome).toBe('match');
    await ctx.database.db
      .update(checkResults)
      .set({ matches: [old] })
      .where(eq(checkResults.checkResultID, check.checkResultID));
    const detail = await get(
      `/api/Individuals/${world.matter.matterID}/${person.individualID}`,
      world.headers,
    );
    expect(detail.statusCode).toBe(200);
    const history = detail.json().checkHistory;
    expect(history[0].matches[0]).toMatchObject({ uniqueID: 'RUS0263', outcome: 'match' });
    expect(nameScore).toBe(1);
    expect(nationalityAgreement).toBe('unknown');
  });

  it('weighs the nationality of the passport MRZ: the same country keeps a match, another makes it possible', async () => {
    const world = await buildFirmWorld(ctx);
    // ICAO 9303's specimen lines with the holder's name, and RUS or GBR as the nationality.
    const mrz = (nationality: string) =>
      `P<${nationality}PRIGOZHIN<<YEVGENIY<<<<<<<<<<<<<<<<<<<<\nL898902C36${nationality}7408122F1204159ZE184226B<<<<<10`;
    const checkOf = async (nationality: string) => {
      const person = await addIndividual(world, {
        firstName: 'Yevgeniy',
        middleNames: '',
        surname: 'Prigozhin',
        gender: 'Male',
        dob: '1961-06-01',
        passportMrz: mrz(nationality),
      });
      return (
        await get(`/api/Checks/${CHECK}/${world.matter.matterID}/${person.individualID}`, world.headers)
      ).json();
    };
    const russian = await checkOf('RUS');
    expect(russian.sanctionMatch).toBe(true);
    expect(russian.matches[0]).toMatchObject({ uniqueID: 'RUS0273', outcome: 'match' });
    expect(russian.matches[0].explanation).toContain('nationality agrees (listed Russia)');
    const british = await checkOf('GBR');
    expect(british.sanctionMatch).toBe(false);
    expect(british.matches[0]).toMatchObject({ uniqueID: 'RUS0273', outcome: 'possibleMatch' });
    expect(british.matches[0].explanation).toContain('nationality differs (listed Russia)');
  });
});
