import { VALIDATION } from '@probity/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, authHeaders, buildTestApp, buildUser } from '../../../test/helpers.js';
import { activityEntries, auditEvents, individuals } from '../../db/schema/index.js';
import { buildIndividual } from '../matters/matter.factories.js';
import { buildClient, buildFirmWorld, individualBody } from './individuals.factories.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx?.close());

const inject = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) => ctx.app.inject({ method, url, headers, payload: payload as object });

describe('individuals of a matter (spec 02 §2.3–2.6, §7)', () => {
  it('adds an individual with every field, verifies the bank account and leaves a trace', async () => {
    const { matter, headers, firm } = await buildFirmWorld(ctx);
    const res = await inject('POST', '/api/Individuals', headers, individualBody(matter.matterID));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      matterID: matter.matterID,
      organisationID: firm.organisationID,
      individualType: { individualTypeID: 'executor', name: 'Executor' },
      name: 'Sarah Morgan',
      dob: '1976-03-11',
      nino: 'JG103759A',
      passport: '925076473',
      drivingLicence: 'MORGA753116SM9IJ',
      bankSortCode: '08-99-99',
      bankAccountNumber: '66374958',
      bankAccountVerified: true,
      bankAccountVerification: 'verified',
      addressLine2: '',
      sensitiveMasked: false,
      isRegistered: false,
      checkHistory: [],
    });
    const activity = await ctx.database.db
      .select()
      .from(activityEntries)
      .where(
        and(eq(activityEntries.matterID, matter.matterID), eq(activityEntries.activityType, 'individual')),
      );
    expect(activity.map((a) => a.action)).toEqual(['added']);
    const audit = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.objectID, body.individualID))
      .orderBy(auditEvents.auditEventID);
    // The answer carries the clear values, so its reading is audited too (issue 13).
    expect(audit.map((a) => a.action)).toEqual(['individual.created', 'individual.identity_viewed']);
  });

  it('shows an account whose sort code the Vocalink table does not cover as not verified', async () => {
    const { matter, headers } = await buildFirmWorld(ctx);
    const res = await inject(
      'POST',
      '/api/Individuals',
      headers,
      individualBody(matter.matterID, { bankSortCode: '000001', bankAccountNumber: '12345678' }),
    );
    expect(res.json()).toMatchObject({
      bankAccountVerified: false,
      bankAccountVerification: 'unknownSortCode',
    });
    const bad = await inject(
      'POST',
      '/api/Individuals',
      headers,
      individualBody(matter.matterID, { bankAccountNumber: '66374959' }),
    );
    expect(bad.json()).toMatchObject({ bankAccountVerified: false, bankAccountVerification: 'invalid' });
  });

  it('answers 400 listing every bad field with the spec texts, and stores nothing', async () => {
    const { matter, headers } = await buildFirmWorld(ctx);
    const res = await inject('POST', '/api/Individuals', headers, {
      matterID: matter.matterID,
      individualType: { individualTypeID: 'executor' },
      firstName: '',
      surname: 'S'.repeat(201),
      emailAddress: 'not-an-email',
      dob: '31/02/1980',
      postCode: 'P'.repeat(21),
      gender: 'Other',
    });
    expect(res.statusCode).toBe(400);
    const { errors } = res.json();
    expect(errors.firstName).toContain(VALIDATION.required);
    expect(errors.surname).toEqual([VALIDATION.tooManyCharacters(200, 201)]);
    expect(errors.postCode).toEqual([VALIDATION.tooManyCharacters(20, 21)]);
    expect(errors.emailAddress).toEqual([VALIDATION.invalidEmail]);
    expect(errors.dob).toBeDefined();
    expect(errors.gender).toBeDefined();
    const wrongType = await inject(
      'POST',
      '/api/Individuals',
      headers,
      individualBody(matter.matterID, { individualType: { individualTypeID: 'donor' } }),
    );
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().errors.individualType).toBeDefined();
    const rows = await ctx.database.db
      .select()
      .from(individuals)
      .where(eq(individuals.matterID, matter.matterID));
    expect(rows).toEqual([]);
  });

  it('refuses every malformed value on POST and PUT (spec 02 §5 patterns), listing each field', async () => {
    const { matter, headers } = await buildFirmWorld(ctx);
    const malformed = {
      telephone: '07700 900123',
      mobileTelephone: '020 7946 0018',
      nino: 'QQ 12 34 56 C',
      passport: 'no',
      drivingLicence: 'NOTALICENCE',
      travelVisa: 'x',
      bankSortCode: '00-00-00',
      bankAccountNumber: 'has space',
      emailAddress: 'not-an-email',
    };
    const fields = Object.keys(malformed).sort();
    const res = await inject('POST', '/api/Individuals', headers, individualBody(matter.matterID, malformed));
    expect(res.statusCode).toBe(400);
    const { errors } = res.json() as { errors: Record<string, string[]> };
    expect(Object.keys(errors).sort()).toEqual(fields);
    expect(errors.bankSortCode).toEqual([VALIDATION.invalidFormat]);
    const rows = await ctx.database.db
      .select()
      .from(individuals)
      .where(eq(individuals.matterID, matter.matterID));
    expect(rows).toEqual([]);

    const created = (
      await inject('POST', '/api/Individuals', headers, individualBody(matter.matterID))
    ).json();
    const put = await inject('PUT', '/api/Individuals', headers, {
      individualID: created.individualID,
      firstName: 'Sarah',
      surname: 'Morgan',
      ...malformed,
    });
    expect(put.statusCode).toBe(400);
    expect(Object.keys(put.json().errors).sort()).toEqual(fields);
    // A masked form that is not the stored value's mask is no value to keep.
    const fake = await inject('PUT', '/api/Individuals', headers, {
      individualID: created.individualID,
      firstName: 'Sarah',
      surname: 'Morgan',
      nino: '*******1A',
    });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().errors).toEqual({ nino: [VALIDATION.invalidFormat] });
    const [stored] = await ctx.database.db
      .select({ telephone: individuals.telephone })
      .from(individuals)
      .where(eq(individuals.individualID, created.individualID));
    expect(stored?.telephone).toBe('0117 496 0000');
  });

  it('saves anyway with the required fields of the form empty when the given values are valid', async () => {
    const { matter, headers } = await buildFirmWorld(ctx);
    const res = await inject('POST', '/api/Individuals', headers, {
      matterID: matter.matterID,
      individualType: { individualTypeID: 'executor' },
      title: '',
      firstName: 'Ada',
      surname: 'Lovelace',
      gender: null,
      dob: null,
      addressLine1: '',
      mobileTelephone: '07700 900456',
      nino: 'AB123456C',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ title: null, dob: null, addressLine1: null, nino: 'AB123456C' });
  });

  it('lists with search and pagination, the Deceased first', async () => {
    const { matter, headers } = await buildFirmWorld(ctx);
    await buildIndividual(ctx.database, matter, { typeKey: 'executor', firstName: 'Amy', surname: 'Adams' });
    await buildIndividual(ctx.database, matter, { typeKey: 'deceased', firstName: 'Zed', surname: 'Zimmer' });
    await buildIndividual(ctx.database, matter, {
      typeKey: 'beneficiary',
      firstName: 'Bob',
      surname: 'Brown',
    });
    const all = await inject('GET', `/api/Individuals/Matter/${matter.matterID}`, headers);
    expect(all.statusCode).toBe(200);
    expect(all.json().map((i: { surname: string }) => i.surname)).toEqual(['Zimmer', 'Adams', 'Brown']);
    expect(all.json()[0].individualType.name).toBe('Deceased');
    expect(JSON.parse(all.headers['x-pagination'] as string)).toMatchObject({
      totalCount: 3,
      currentPage: 1,
    });
    const found = await inject(
      'GET',
      `/api/Individuals/Matter/${matter.matterID}?SearchTerm=bro&pageCount=1`,
      headers,
    );
    expect(found.json().map((i: { surname: string }) => i.surname)).toEqual(['Brown']);
    const byType = await inject(
      'GET',
      `/api/Individuals/Matter/${matter.matterID}?FilterType=type&Filter=executor`,
      headers,
    );
    expect(byType.json()).toHaveLength(1);
  });

  it('edits and deletes with a trace of each', async () => {
    const { matter, headers } = await buildFirmWorld(ctx);
    const created = (
      await inject('POST', '/api/Individuals', headers, individualBody(matter.matterID))
    ).json();
    const put = await inject('PUT', '/api/Individuals', headers, {
      ...individualBody(matter.matterID),
      individualID: created.individualID,
      cityTown: 'Bath',
      nino: '',
      county: '',
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ cityTown: 'Bath', nino: null, county: null, passport: '925076473' });
    const del = await inject(
      'DELETE',
      `/api/Individuals/${matter.matterID}/${created.individualID}`,
      headers,
    );
    expect(del.statusCode).toBe(204);
    const gone = await inject('GET', `/api/Individuals/${matter.matterID}/${created.individualID}`, headers);
    expect(gone.statusCode).toBe(404);
    const actions = (
      await ctx.database.db
        .select()
        .from(activityEntries)
        .where(eq(activityEntries.matterID, matter.matterID))
    ).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['added', 'changed_details', 'deleted']));
  });
});

describe('who may see and change an individual', () => {
  it('answers 404 to another firm, a charity and other individuals, for reads and changes alike', async () => {
    const { matter, headers } = await buildFirmWorld(ctx);
    const created = (
      await inject('POST', '/api/Individuals', headers, individualBody(matter.matterID))
    ).json();
    const otherFirm = await buildFirmWorld(ctx);
    const charityUser = await buildUser(ctx.database, { roles: ['Charity'] });
    const stranger = await buildClient(ctx, otherFirm.matter);
    for (const h of [otherFirm.headers, await authHeaders(ctx, charityUser), stranger.headers]) {
      expect(
        (await inject('GET', `/api/Individuals/${matter.matterID}/${created.individualID}`, h)).statusCode,
      ).toBe(404);
      expect(
        (await inject('GET', `/api/Individuals/${created.individualID}/Notifications`, h)).statusCode,
      ).toBe(404);
      expect(
        (
          await inject('PUT', '/api/Individuals', h, {
            ...individualBody(matter.matterID),
            individualID: created.individualID,
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (await inject('DELETE', `/api/Individuals/${matter.matterID}/${created.individualID}`, h)).statusCode,
      ).toBe(404);
      expect((await inject('POST', '/api/Individuals', h, individualBody(matter.matterID))).statusCode).toBe(
        404,
      );
    }
    expect(
      (await inject('GET', `/api/Individuals/Matter/${matter.matterID}`, otherFirm.headers)).statusCode,
    ).toBe(404);
    // The wrong matter in the path is another record too.
    expect(
      (await inject('GET', `/api/Individuals/${otherFirm.matter.matterID}/${created.individualID}`, headers))
        .statusCode,
    ).toBe(404);
  });

  it('shows administrators the sensitive values masked, and keeps them when sent back', async () => {
    const { matter, headers } = await buildFirmWorld(ctx);
    const created = (
      await inject('POST', '/api/Individuals', headers, individualBody(matter.matterID))
    ).json();
    const admin = await buildUser(ctx.database, { roles: ['Administrators'] });
    const adminHeaders = await authHeaders(ctx, admin);
    const seen = (
      await inject('GET', `/api/Individuals/${matter.matterID}/${created.individualID}`, adminHeaders)
    ).json();
    expect(seen.sensitiveMasked).toBe(true);
    expect(seen.nino).toBe('*******9A');
    expect(seen.bankAccountNumber).toBe('******58');
    const saved = await inject('PUT', '/api/Individuals', adminHeaders, { ...seen, cityTown: 'Wells' });
    expect(saved.statusCode).toBe(200);
    const again = (
      await inject('GET', `/api/Individuals/${matter.matterID}/${created.individualID}`, headers)
    ).json();
    expect(again).toMatchObject({
      cityTown: 'Wells',
      nino: 'JG103759A',
      bankAccountNumber: '66374958',
      sensitiveMasked: false,
    });
  });

  it('lets an Individual read and save only their own data, never its type, and copies it to all their records', async () => {
    const { matter } = await buildFirmWorld(ctx);
    const client = await buildClient(ctx, matter, { firstName: 'Iris', surname: 'Bennett' });
    const other = await buildFirmWorld(ctx);
    const second = await buildIndividual(ctx.database, other.matter, {
      userID: client.user.userID,
      typeKey: 'beneficiary',
      firstName: 'Iris',
      surname: 'Bennett',
    });
    const neighbour = await buildIndividual(ctx.database, matter, {
      firstName: 'Nina',
      surname: 'Neighbour',
    });

    const list = await inject('GET', `/api/Individuals/Matter/${matter.matterID}`, client.headers);
    expect(list.json().map((i: { individualID: string }) => i.individualID)).toEqual([
      client.individual.individualID,
    ]);
    expect(
      (await inject('GET', `/api/Individuals/${matter.matterID}/${neighbour.individualID}`, client.headers))
        .statusCode,
    ).toBe(404);

    const me = await inject('GET', '/api/Individuals/Me', client.headers);
    expect(me.statusCode).toBe(200);
    const body = { ...me.json(), addressLine1: '2 Mill Lane', postCode: 'BA1 1AA', nino: 'AB123456C' };
    const typeChange = await inject('PUT', '/api/Individuals', client.headers, {
      ...body,
      individualType: { individualTypeID: 'deceased' },
    });
    expect(typeChange.statusCode).toBe(403);
    const saved = await inject('PUT', '/api/Individuals', client.headers, body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      addressLine1: '2 Mill Lane',
      nino: 'AB123456C',
      sensitiveMasked: false,
      checkHistory: [],
    });
    const copy = (
      await inject('GET', `/api/Individuals/${other.matter.matterID}/${second.individualID}`, other.headers)
    ).json();
    expect(copy).toMatchObject({
      addressLine1: '2 Mill Lane',
      nino: 'AB123456C',
      individualType: { individualTypeID: 'beneficiary' },
    });

    expect(
      (
        await inject(
          'DELETE',
          `/api/Individuals/${matter.matterID}/${client.individual.individualID}`,
          client.headers,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (await inject('POST', '/api/Individuals', client.headers, individualBody(matter.matterID))).statusCode,
    ).toBe(403);
  });

  it("answers 404 on My Data for a user who is no individual ('Could not load data.')", async () => {
    const user = await buildUser(ctx.database, { roles: ['Individual'] });
    expect((await inject('GET', '/api/Individuals/Me', await authHeaders(ctx, user))).statusCode).toBe(404);
  });
});
