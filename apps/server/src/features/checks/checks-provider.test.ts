import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { CHECK_TYPES } from '@probity/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_FILES, importSanctionsFile } from '../../integrations/sanctions/sanctions-list.js';
import { type TestContext, authHeaders, buildTestApp, buildUser } from '../../../test/helpers.js';
import { buildFirmWorld, individualBody } from '../individuals/individuals.factories.js';

/*
 * A live company (not in test mode) with CHECK_PROVIDER_URL set: its checks go to the HTTP
 * provider with its own credentials; a company in test mode keeps the sandbox.
 */
describe('checks through the HTTP provider', () => {
  let ctx: TestContext;
  let server: http.Server;
  const calls: { auth: string; body: { person: { surname: string } } }[] = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => {
        body += c;
      });
      req.on('end', () => {
        const parsed = JSON.parse(body);
        calls.push({ auth: req.headers.authorization ?? '', body: parsed });
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            status: 'completed',
            reference: `REAL-${parsed.checkResultID}`,
            components: [
              { component: 'address', outcome: 'pass', detail: 'Address matched on the electoral roll' },
              { component: 'insolvency', outcome: 'fail', detail: 'An IVA is registered' },
              { component: 'mortality', outcome: 'pass', detail: 'No death is registered' },
            ],
          }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    ctx = await buildTestApp({ CHECK_PROVIDER_URL: `http://127.0.0.1:${port}` });
    // A check screens only against a loaded list (issue 12): load the shipped sample.
    await ctx.database.db.transaction((tx) => importSanctionsFile(tx, SAMPLE_FILES.sanctions, 'sanctions'));
  });
  afterAll(async () => {
    await ctx?.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('uses the company credentials, and refuses while they are not set', async () => {
    const world = await buildFirmWorld(ctx, { live: true });
    const person = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/Individuals',
        headers: world.headers,
        payload: individualBody(world.matter.matterID),
      })
    ).json();
    const url = `/api/Checks/${CHECK_TYPES.probityCheck.checkTypeID}/${world.matter.matterID}/${person.individualID}`;
    const missing = await ctx.app.inject({ url, headers: world.headers });
    expect(missing.statusCode).toBe(409);
    expect(calls).toHaveLength(0);

    const admin = await buildUser(ctx.database, { roles: ['Administrators'] });
    const saved = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/Organisations/Credentials',
      headers: await authHeaders(ctx, admin),
      payload: {
        organisationID: world.firm.organisationID,
        integrationDetails: [
          { name: 'username', value: 'harbour' },
          { name: 'password', value: 'pa55word' },
        ],
      },
    });
    expect(saved.statusCode).toBe(200);
    const res = await ctx.app.inject({ url, headers: world.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      checkCompleted: true,
      passed: false,
      testMode: false,
      sanctionMatch: false,
    });
    expect(
      res.json().components.find((c: { component: string }) => c.component === 'insolvency'),
    ).toMatchObject({
      outcome: 'fail',
      source: 'provider',
    });
    expect(calls.at(-1)!.auth).toBe(`Basic ${Buffer.from('harbour:pa55word').toString('base64')}`);
    expect(calls.at(-1)!.body.person.surname).toBe('Morgan');
  });

  it('keeps a company in test mode on the sandbox', async () => {
    const world = await buildFirmWorld(ctx, { live: false });
    const person = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/Individuals',
        headers: world.headers,
        payload: individualBody(world.matter.matterID),
      })
    ).json();
    const before = calls.length;
    const res = await ctx.app.inject({
      url: `/api/Checks/${CHECK_TYPES.probityCheck.checkTypeID}/${world.matter.matterID}/${person.individualID}`,
      headers: world.headers,
    });
    expect(res.json()).toMatchObject({ checkCompleted: true, passed: true, testMode: true });
    expect(calls.length).toBe(before);
  });
});
