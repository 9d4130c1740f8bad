import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { VALIDATION } from '@probity/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type TestContext,
  authHeaders,
  buildOrganisation,
  buildTestApp,
  buildUser,
} from '../../../test/helpers.js';

/** Every postcode the demo seed's companies use must be in the shipped sample. */
const SEED_POSTCODES = ['BS1 4RN', 'CH1 2HA', 'YO1 7HT', 'NR2 3TT', 'LS1 1AA', 'EC4M 7RA'];

describe('GET /api/Address/{postcode}: the embedded postcode sample', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('normalises the postcode and answers the sample addresses', async () => {
    const user = await buildUser(ctx.database, { roles: ['Matter Admin'] });
    const res = await ctx.app.inject({ url: '/api/Address/bs14rn', headers: await authHeaders(ctx, user) });
    expect(res.statusCode).toBe(200);
    const addresses = res.json();
    expect(addresses.length).toBeGreaterThan(2);
    expect(addresses).toContainEqual({
      addressLine1: 'Harbour House',
      addressLine2: '14 Quayside',
      addressLine3: null,
      cityTown: 'Bristol',
      county: 'City of Bristol',
      postCode: 'BS1 4RN',
      country: 'United Kingdom',
    });
    for (const postcode of SEED_POSTCODES) {
      const r = await ctx.app.inject({
        url: `/api/Address/${encodeURIComponent(postcode)}`,
        headers: await authHeaders(ctx, user),
      });
      expect(r.json().length, postcode).toBeGreaterThan(0);
      expect(r.json().every((a: { postCode: string }) => a.postCode === postcode)).toBe(true);
    }
  });

  it('an unknown valid postcode has no addresses; a malformed one answers 400 Invalid format', async () => {
    const user = await buildUser(ctx.database, { roles: ['Charity'] });
    const headers = await authHeaders(ctx, user);
    const none = await ctx.app.inject({ url: '/api/Address/ZE2 9ZZ', headers });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual([]);
    const bad = await ctx.app.inject({ url: '/api/Address/NOTAPOSTCODE', headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.postcode).toEqual([VALIDATION.invalidFormat]);
  });

  it('401 without a token; an Individual looks up for My Data; 404 for another company named', async () => {
    expect((await ctx.app.inject({ url: '/api/Address/BS14RN' })).statusCode).toBe(401);
    const individual = await buildUser(ctx.database, { roles: ['Individual'] });
    const headers = await authHeaders(ctx, individual);
    const res = await ctx.app.inject({ url: '/api/Address/BS14RN', headers });
    expect(res.statusCode).toBe(200);
    const firm = await buildOrganisation(ctx.database);
    const named = await ctx.app.inject({
      url: `/api/Address/BS14RN?organisationID=${firm.organisationID}`,
      headers,
    });
    expect(named.statusCode).toBe(404);
    const user = await buildUser(ctx.database);
    const other = await buildOrganisation(ctx.database);
    const cross = await ctx.app.inject({
      url: `/api/Address/BS14RN?organisationID=${other.organisationID}`,
      headers: await authHeaders(ctx, user),
    });
    expect(cross.statusCode).toBe(404);
  });
});

describe('GET /api/Address/{postcode}: the HTTP provider adapter', () => {
  let ctx: TestContext;
  let server: http.Server;
  const requests: string[] = [];
  let mode: 'ok' | 'fail' = 'ok';

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      requests.push(req.url ?? '');
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      if (mode === 'fail') return res.writeHead(500).end('down');
      if (url.searchParams.get('api-key') !== 'test-key') return res.writeHead(401).end();
      if (url.pathname !== '/find/CH1%202HA') return res.writeHead(404).end('{"Message":"Not found"}');
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          postcode: 'CH1 2HA',
          latitude: 53.19,
          longitude: -2.89,
          addresses: [
            {
              formatted_address: ['Flat 2', '9 Northgate Street', '', 'Chester', 'Cheshire'],
              line_1: 'Flat 2',
              line_2: '9 Northgate Street',
              line_3: '',
              line_4: '',
              locality: '',
              town_or_city: 'Chester',
              county: 'Cheshire',
              country: 'England',
            },
          ],
        }),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    ctx = await buildTestApp({
      ADDRESS_LOOKUP_URL: `http://127.0.0.1:${port}/`,
      ADDRESS_LOOKUP_KEY: 'test-key',
    });
  });
  afterAll(async () => {
    await ctx.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('asks the provider with the key and maps its answer', async () => {
    const user = await buildUser(ctx.database);
    const headers = await authHeaders(ctx, user);
    const res = await ctx.app.inject({ url: '/api/Address/ch12ha', headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        addressLine1: 'Flat 2',
        addressLine2: '9 Northgate Street',
        addressLine3: null,
        cityTown: 'Chester',
        county: 'Cheshire',
        postCode: 'CH1 2HA',
        country: 'United Kingdom',
      },
    ]);
    expect(requests.at(-1)).toBe('/find/CH1%202HA?api-key=test-key&expand=true');
    // The provider's 404 is an unknown postcode: no addresses (not the sample's).
    const unknown = await ctx.app.inject({ url: '/api/Address/BS14RN', headers });
    expect(unknown.json()).toEqual([]);
  });

  it('a company in test mode gets the sandbox sample instead of the provider', async () => {
    const firm = await buildOrganisation(ctx.database, { live: false });
    const user = await buildUser(ctx.database, { organisation: firm });
    const before = requests.length;
    const res = await ctx.app.inject({ url: '/api/Address/BS14RN', headers: await authHeaders(ctx, user) });
    expect(res.json().length).toBeGreaterThan(2);
    expect(requests.length).toBe(before);
  });

  it('answers 502 when the provider fails', async () => {
    const user = await buildUser(ctx.database);
    mode = 'fail';
    try {
      const res = await ctx.app.inject({ url: '/api/Address/CH12HA', headers: await authHeaders(ctx, user) });
      expect(res.statusCode).toBe(502);
      expect(res.body).not.toContain('down');
    } finally {
      mode = 'ok';
    }
  });
});
