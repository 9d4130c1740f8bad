import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomInt, randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/helpers.js';
import type { Database } from '../../db/client.js';
import { charityRegister } from '../../db/schema/index.js';
import { CharityRegisterUnavailable } from './charity-register.js';
import { createHttpCharityRegister } from './http.js';
import { importRegisterRecords } from './import.js';
import { createLocalCharityRegister } from './local.js';

/** Numbers no other test uses (tests may share one PostgreSQL schema). */
const freshNumber = () => randomInt(100_000_000, 999_999_999);

describe('the local register over charity_register', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('imports an extract in batches, then updates it in place', async () => {
    const tag = randomUUID().slice(0, 8).toUpperCase();
    const reg = freshNumber();
    const orgs = [freshNumber(), freshNumber(), freshNumber()];
    const charity = [
      {
        organisation_number: orgs[0]!,
        registered_charity_number: reg,
        linked_charity_number: 0,
        charity_name: `ZEPHYR ${tag} TRUST`,
        charity_registration_status: 'Registered',
        charity_type: 'Trust',
        charity_contact_address1: '1 Sample Street',
        charity_contact_postcode: 'YO1 7HT',
        date_of_extract: '2026-11-01T00:00:00',
      },
      {
        organisation_number: orgs[1]!,
        registered_charity_number: reg,
        linked_charity_number: 1,
        charity_name: `ZEPHYR ${tag} TRUST APPEAL FUND`,
        charity_registration_status: 'Registered',
      },
      {
        organisation_number: orgs[2]!,
        registered_charity_number: freshNumber(),
        linked_charity_number: 0,
        charity_name: `OLD ZEPHYR ${tag} ALMSHOUSES`,
        charity_registration_status: 'Removed',
        date_of_removal: '2019-07-22T00:00:00',
        charity_removal_reason: 'Ceased to exist',
      },
      { organisation_number: null, registered_charity_number: 1, charity_name: 'NO NUMBER' },
    ];
    const trustees = [
      { organisation_number: orgs[0]!, trustee_name: 'JANE SAMPLE' },
      { organisation_number: orgs[0]!, trustee_name: 'JOHN SAMPLE' },
    ];
    const otherNames = [
      { organisation_number: orgs[0]!, charity_name: `ZEPHYR ${tag} APPEAL` },
      { organisation_number: orgs[0]!, charity_name: `ZEPHYR ${tag} TRUST` },
    ];
    const result = await importRegisterRecords(
      database.db,
      { charity, trustees, otherNames },
      { batchSize: 2 },
    );
    expect(result).toMatchObject({ charities: 3, skipped: 1, trustees: 2, otherNames: 2 });

    const register = createLocalCharityRegister(database.db);
    const details = await register.details(reg, 0);
    expect(details).toMatchObject({
      organisation_number: orgs[0],
      reg_charity_number: reg,
      group_subsid_suffix: 0,
      charity_name: `ZEPHYR ${tag} TRUST`,
      charityType: 'Trust',
      reg_status: 'R',
      address_line_one: '1 Sample Street',
      address_post_code: 'YO1 7HT',
      last_modified_time: '2026-11-01T00:00:00',
      trustee_names: [{ trustee_name: 'JANE SAMPLE' }, { trustee_name: 'JOHN SAMPLE' }],
      // The current name is not a previous one.
      other_names: [{ other_name: `ZEPHYR ${tag} APPEAL` }],
    });
    expect(await register.details(reg, 1)).toMatchObject({ group_subsid_suffix: 1 });
    expect(await register.details(reg, 7)).toBeUndefined();

    // A newer extract: the same organisation updated, not duplicated.
    await importRegisterRecords(database.db, {
      charity: [{ ...charity[0]!, charity_name: `ZEPHYR ${tag} FOUNDATION` }],
      trustees: [],
      otherNames: [],
    });
    const rows = await database.db
      .select()
      .from(charityRegister)
      .where(eq(charityRegister.organisationNumber, orgs[0]!));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ charityName: `ZEPHYR ${tag} FOUNDATION`, trustees: [] });
    await database.db.delete(charityRegister).where(inArray(charityRegister.organisationNumber, orgs));
  });

  it('searches by name (case-insensitive substring) and by registered number, ordered sensibly', async () => {
    const tag = randomUUID().slice(0, 8);
    const reg = freshNumber();
    const orgs = [freshNumber(), freshNumber(), freshNumber(), freshNumber()];
    await importRegisterRecords(database.db, {
      charity: [
        {
          organisation_number: orgs[0]!,
          registered_charity_number: freshNumber(),
          charity_name: `THE FRIENDS OF ${tag} PARK`,
          charity_registration_status: 'Registered',
        },
        {
          organisation_number: orgs[1]!,
          registered_charity_number: reg,
          charity_name: `${tag} HOSPICE`,
          charity_registration_status: 'Registered',
        },
        {
          organisation_number: orgs[2]!,
          registered_charity_number: reg,
          linked_charity_number: 1,
          charity_name: `${tag} HOSPICE ENDOWMENT`,
          charity_registration_status: 'Registered',
        },
        {
          organisation_number: orgs[3]!,
          registered_charity_number: freshNumber(),
          charity_name: `${tag} ALMSHOUSE`,
          charity_registration_status: 'Removed',
        },
      ],
      trustees: [],
      otherNames: [],
    });
    const register = createLocalCharityRegister(database.db);
    const byName = await register.search(tag.toLowerCase());
    // Names starting with the term first, registered before removed, then by name.
    expect(byName.map((r) => r.organisation_number)).toEqual([orgs[1], orgs[2], orgs[3], orgs[0]]);
    expect(byName[0]).toEqual({
      organisation_number: orgs[1],
      charity_name: `${tag} HOSPICE`,
      reg_charity_number: reg,
      group_subsid_suffix: 0,
    });
    // Several words: each must be in the name, and the whole term as written.
    const ids = async (term: string) => (await register.search(term)).map((r) => r.organisation_number);
    expect(await ids(`friends of ${tag} park`)).toEqual([orgs[0]]);
    expect(await ids(`${tag} Hospice end`)).toEqual([orgs[2]]);
    expect(await ids(`park ${tag}`)).toEqual([]);
    expect(await ids(`${tag} park`)).toEqual([orgs[0]]);
    const byNumber = await register.search(String(reg));
    expect(byNumber.map((r) => r.group_subsid_suffix)).toEqual([0, 1]);
    expect(await register.search(`${tag}%_`)).toEqual([]);
    expect(await register.search('   ')).toEqual([]);
    await database.db.delete(charityRegister).where(inArray(charityRegister.organisationNumber, orgs));
  });
});

describe('the HTTP adapter for the Charity Commission register API', () => {
  let server: http.Server;
  let baseUrl: string;
  const seen: { url: string; key: string | undefined }[] = [];
  let failNext = false;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      seen.push({ url: req.url ?? '', key: req.headers['ocp-apim-subscription-key'] as string | undefined });
      const send = (status: number, body?: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(body === undefined ? '' : JSON.stringify(body));
      };
      if (failNext) {
        failNext = false;
        return send(500, { message: 'boom' });
      }
      const url = req.url ?? '';
      if (url === '/register/api/searchCharityName/brightwater%20trust') {
        return send(200, [
          {
            organisation_number: 4051827,
            reg_charity_number: 1098765,
            group_subsid_suffix: 0,
            charity_name: 'BRIGHTWATER TRUST',
            reg_status: 'R',
          },
          {
            organisation_number: 4051828,
            reg_charity_number: 1098765,
            group_subsid_suffix: 1,
            charity_name: 'BRIGHTWATER TRUST WELLS APPEAL FUND',
            reg_status: 'R',
          },
        ]);
      }
      if (url === '/register/api/charitydetails/1098765/0') {
        return send(200, {
          organisation_number: 4051827,
          reg_charity_number: 1098765,
          group_subsid_suffix: 0,
          charity_name: 'BRIGHTWATER TRUST',
          charity_type: 'Charitable company',
          insolvent: false,
          in_administration: false,
          prev_excepted_ind: null,
          cif_cdf_ind: null,
          reg_status: 'R',
          date_of_registration: '2003-06-18T00:00:00',
          date_of_removal: null,
          latest_acc_fin_year_end_date: '2026-03-31T00:00:00',
          last_modified_time: '2026-10-30T09:12:45',
          address_line_one: '22 River Walk',
          address_post_code: 'YO1 7HT',
          charity_co_reg_number: '04811230',
          reporting_status: 'Submission Received',
          trustee_names: [{ organisation_number: 4051827, trustee_name: 'ELEANOR VANCE', trustee_id: 1 }],
          other_names: [
            { organisation_number: 4051827, other_name: 'BRIGHTWATER', name_type: 'Working name' },
          ],
          latest_income: 1200000,
        });
      }
      if (url === '/register/api/charitydetails/42/0') return send(200, { unexpected: true });
      return send(404);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/register/api/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const adapter = () => createHttpCharityRegister({ url: baseUrl, apiKey: 'test-key' });

  it('searches by name with the subscription key in its header', async () => {
    const results = await adapter().search('brightwater trust');
    expect(results).toEqual([
      {
        organisation_number: 4051827,
        reg_charity_number: 1098765,
        group_subsid_suffix: 0,
        charity_name: 'BRIGHTWATER TRUST',
      },
      {
        organisation_number: 4051828,
        reg_charity_number: 1098765,
        group_subsid_suffix: 1,
        charity_name: 'BRIGHTWATER TRUST WELLS APPEAL FUND',
      },
    ]);
    expect(seen.at(-1)).toEqual({
      url: '/register/api/searchCharityName/brightwater%20trust',
      key: 'test-key',
    });
  });

  it('reads a 404 on search as no match', async () => {
    expect(await adapter().search('nothing like it')).toEqual([]);
  });

  it('maps the details answer to the API names of spec 03 §3', async () => {
    const details = await adapter().details(1098765, 0);
    expect(details).toMatchObject({
      organisation_number: 4051827,
      charityType: 'Charitable company',
      prev_excepted_ind: false,
      cif_cdf_ind: null,
      reg_status: 'R',
      address_line_one: '22 River Walk',
      address_line_two: null,
      charity_co_reg_number: '04811230',
      trustee_names: [{ trustee_name: 'ELEANOR VANCE' }],
      other_names: [{ other_name: 'BRIGHTWATER' }],
    });
    expect(details).not.toHaveProperty('latest_income');
    expect(await adapter().details(1098765, 3)).toBeUndefined();
  });

  it('looks a number up as a registered number', async () => {
    expect(await adapter().search('1098765')).toEqual([
      {
        organisation_number: 4051827,
        charity_name: 'BRIGHTWATER TRUST',
        reg_charity_number: 1098765,
        group_subsid_suffix: 0,
      },
    ]);
  });

  it('is unavailable on a server error, an unknown shape or no answer', async () => {
    failNext = true;
    await expect(adapter().search('brightwater trust')).rejects.toBeInstanceOf(CharityRegisterUnavailable);
    await expect(adapter().details(42, 0)).rejects.toBeInstanceOf(CharityRegisterUnavailable);
    const closed = createHttpCharityRegister({ url: 'http://127.0.0.1:1/register/api', timeoutMs: 1000 });
    await expect(closed.search('x')).rejects.toBeInstanceOf(CharityRegisterUnavailable);
  });
});
