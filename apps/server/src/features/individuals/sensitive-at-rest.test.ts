import { CHECK_TYPES } from '@probity/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type TestContext,
  authHeaders,
  buildOrganisation,
  buildTestApp,
  buildUser,
} from '../../../test/helpers.js';
import { buildClient, buildFirmWorld, individualBody } from './individuals.factories.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx?.close());

/** Every row of every table of the product's schema, as text. */
async function dumpEverything(): Promise<string> {
  const tables = await ctx.database.query<{ name: string }>(
    "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'",
  );
  expect(tables.map((t) => t.name)).toEqual(
    expect.arrayContaining(['individuals', 'check_results', 'audit_events', 'activity_entries']),
  );
  const parts: string[] = [];
  for (const { name } of tables) {
    // Vocalink's published modulus tables hold sort-code ranges (827101–827999 among them), not
    // anybody's account: an uploaded edition would read as a sort code in clear.
    if (name === 'modulus_editions') continue;
    const rows = await ctx.database.query<{ row: string }>(
      `SELECT row_to_json(t)::text AS row FROM "${name}" t`,
    );
    parts.push(...rows.map((r) => r.row));
  }
  return parts.join('\n');
}

describe('sensitive fields at rest (ARCHITECTURE "Personal data is protected")', () => {
  it('never stores a NINO, passport, MRZ, licence, ID card, visa, sort code or account number in clear', async () => {
    const world = await buildFirmWorld(ctx);
    const values = {
      nino: 'JG103759A',
      passport: 'L898902C3',
      passportMrz:
        'P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<\nL898902C36UTO7408122F1204159ZE184226B<<<<<10',
      drivingLicence: 'ERIKS708124AM9XY',
      idCard: 'IDCARD-7733991',
      travelVisa: 'ZU7654321',
      bankSortCode: '20-00-00',
      bankAccountNumber: '55779911',
    };
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/Individuals',
      headers: world.headers,
      payload: individualBody(world.matter.matterID, {
        ...values,
        firstName: 'Anna',
        surname: 'Eriksson',
        dob: '1974-08-12',
      }),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject(values);
    // Every path that writes: an update, a check with its trace, and an Individual's own save.
    const id = created.json().individualID;
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/Individuals',
      headers: world.headers,
      payload: { ...(created.json() as Record<string, unknown>), cityTown: 'Leeds' },
    });
    await ctx.app.inject({
      method: 'GET',
      url: `/api/Checks/${CHECK_TYPES.probityCheck.checkTypeID}/${world.matter.matterID}/${id}`,
      headers: world.headers,
    });
    const client = await buildClient(ctx, world.matter);
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/Individuals',
      headers: client.headers,
      payload: {
        individualID: client.individual.individualID,
        firstName: 'Iris',
        surname: 'Bennett',
        nino: 'AB987654D',
        bankAccountNumber: '31926819',
      },
    });

    const dump = await dumpEverything();
    expect(dump).toContain('Eriksson');
    for (const secret of [...Object.values(values), 'AB987654D', '31926819', 'L898902C36UTO']) {
      expect(dump, secret).not.toContain(secret);
    }
    expect(dump.replace(/[^0-9]/g, ' ')).not.toContain(' 200000 ');
  });

  it("never stores a charity bank account's sort code or account number in clear", async () => {
    const charity = await buildOrganisation(ctx.database, { organisationType: 'charity' });
    const finance = await buildUser(ctx.database, { roles: ['Finance'], organisation: charity });
    const headers = await authHeaders(ctx, finance);
    // Vocalink test cases 9 and 10 (valid at their sort codes).
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/Organisations/BankAccount',
      headers,
      payload: {
        organisationID: charity.organisationID,
        bankName: 'Seaside Bank',
        sortCode: '82-79-99',
        accountNumber: '73988638',
        accountName: 'Estuary Gifts',
        primaryContactUserID: finance.userID,
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      sortCode: '82-79-99',
      accountNumber: '73988638',
      accountVerified: true,
    });
    const updated = await ctx.app.inject({
      method: 'PUT',
      url: '/api/Organisations/BankAccount',
      headers,
      payload: {
        bankAccountID: created.json().bankAccountID,
        bankName: 'Seaside Bank',
        sortCode: '827101',
        accountNumber: '28748352',
        accountName: 'Estuary Gifts',
        primaryContactUserID: finance.userID,
      },
    });
    expect(updated.statusCode).toBe(200);

    const dump = await dumpEverything();
    expect(dump).toContain('Estuary Gifts');
    for (const secret of ['73988638', '28748352', '82-79-99', '82-71-01']) {
      expect(dump, secret).not.toContain(secret);
    }
    const digits = dump.replace(/[^0-9]/g, ' ');
    expect(digits).not.toContain(' 827999 ');
    expect(digits).not.toContain(' 827101 ');
  });
});
