import fs from 'node:fs';
import path from 'node:path';
import { CHECK_TYPES, MASKED_SECRET } from '@probity/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, checkResults, organisations } from '../../db/schema/index.js';
import {
  type TestContext,
  authHeaders,
  buildOrganisation,
  buildTestApp,
  buildUser,
} from '../../../test/helpers.js';
import { buildIndividual, buildMatter } from '../matters/matter.factories.js';
import { companyAllowsClient } from './api-access.js';
import { readIntegrationCredentials } from './organisation-settings.service.js';

describe('company settings: flags, credentials, checks', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const patch = async (as: { userID: string } | null, url: string, payload?: object) =>
    ctx.app.inject({
      method: 'PATCH',
      url,
      headers: as ? await authHeaders(ctx, as) : {},
      ...(payload ? { payload } : {}),
    });

  it('every call answers 401 without a token', async () => {
    const id = (await buildOrganisation(ctx.database)).organisationID;
    for (const flag of ['Test', 'Locked', 'Integrated', 'IndividualChat']) {
      expect((await patch(null, `/api/Organisations/${flag}/${id}/true`)).statusCode).toBe(401);
    }
    expect((await patch(null, '/api/Organisations/Credentials', {})).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: `/api/Checks/Organisation/${id}` })).statusCode).toBe(401);
  });

  it('Locked: the company and all its users lose access at once, tokens already issued included', async () => {
    const admin = await buildUser(ctx.database, { roles: ['Administrators'] });
    const firm = await buildOrganisation(ctx.database);
    const a = await buildUser(ctx.database, { roles: ['Matter Admin'], organisation: firm });
    const b = await buildUser(ctx.database, { roles: ['Support'], organisation: firm });
    const aHeaders = await authHeaders(ctx, a);
    const bHeaders = await authHeaders(ctx, b);
    expect((await ctx.app.inject({ url: '/api/User', headers: aHeaders })).statusCode).toBe(200);

    const res = await patch(admin, `/api/Organisations/Locked/${firm.organisationID}/true`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ organisationID: firm.organisationID, locked: true, status: 'LOCKED' });
    expect((await ctx.app.inject({ url: '/api/User', headers: aHeaders })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/User', headers: bHeaders })).statusCode).toBe(401);

    const unlocked = await patch(admin, `/api/Organisations/Locked/${firm.organisationID}/false`);
    expect(unlocked.json()).toMatchObject({ locked: false, status: 'ACTIVE' });
    // Their sessions were ended: the old token stays dead, a new sign-in works.
    expect((await ctx.app.inject({ url: '/api/User', headers: aHeaders })).statusCode).toBe(401);
    const fresh = await authHeaders(ctx, a);
    expect((await ctx.app.inject({ url: '/api/User', headers: fresh })).statusCode).toBe(200);

    const audits = await ctx.database.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.objectID, firm.organisationID));
    expect(audits.map((x) => x.action)).toEqual(
      expect.arrayContaining(['organisation.locked_on', 'organisation.locked_off']),
    );
  });

  it('Test mode is the inverse of live; Integrated is stored; both answer the organisation', async () => {
    const admin = await buildUser(ctx.database, { roles: ['Administrators'] });
    const firm = await buildOrganisation(ctx.database);
    const test = await patch(admin, `/api/Organisations/Test/${firm.organisationID}/TRUE`);
    expect(test.statusCode).toBe(200);
    expect(test.json()).toMatchObject({ live: false, testMode: true, locked: false });
    const integrated = await patch(admin, `/api/Organisations/Integrated/${firm.organisationID}/false`);
    expect(integrated.json()).toMatchObject({ integrated: false, testMode: true });
    const [row] = await ctx.database.db
      .select()
      .from(organisations)
      .where(eq(organisations.organisationID, firm.organisationID));
    expect(row).toMatchObject({ live: false, integrated: false });
  });

  it('IndividualChat: on by default, stored and audited; administrators only (403 for the firm, 404 for another)', async () => {
    const admin = await buildUser(ctx.database, { roles: ['Administrators'] });
    const firm = await buildOrganisation(ctx.database);
    const read = await ctx.app.inject({
      url: `/api/Organisations/${firm.organisationID}`,
      headers: await authHeaders(ctx, admin),
    });
    expect(read.json().individualChatEnabled).toBe(true);

    const off = await patch(admin, `/api/Organisations/IndividualChat/${firm.organisationID}/false`);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ individualChatEnabled: false, locked: false, integrated: true });
    const stored = async () =>
      (
        await ctx.database.db
          .select({ on: organisations.individualChatEnabled })
          .from(organisations)
          .where(eq(organisations.organisationID, firm.organisationID))
      )[0]?.on;
    expect(await stored()).toBe(false);

    for (const role of ['Matter Admin', 'Supervising Partner'] as const) {
      const member = await buildUser(ctx.database, { roles: [role], organisation: firm });
      const res = await patch(member, `/api/Organisations/IndividualChat/${firm.organisationID}/true`);
      expect(res.statusCode, role).toBe(403);
    }
    const outsider = await buildUser(ctx.database, { roles: ['Supervising Partner'] });
    expect(
      (await patch(outsider, `/api/Organisations/IndividualChat/${firm.organisationID}/true`)).statusCode,
    ).toBe(404);
    expect(await stored()).toBe(false);

    const on = await patch(admin, `/api/Organisations/IndividualChat/${firm.organisationID}/true`);
    expect(on.json().individualChatEnabled).toBe(true);
    const audits = await ctx.database.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.objectID, firm.organisationID));
    expect(audits.map((x) => x.action)).toEqual(
      expect.arrayContaining(['organisation.individualchat_off', 'organisation.individualchat_on']),
    );
  });

  it('flags: 403 for other roles, 404 across organisations, 400 for a bad flag or the platform', async () => {
    const admin = await buildUser(ctx.database, { roles: ['Administrators'] });
    const firm = await buildOrganisation(ctx.database);
    const member = await buildUser(ctx.database, { roles: ['Matter Admin'], organisation: firm });
    const outsider = await buildUser(ctx.database, { roles: ['Matter Admin'] });
    expect((await patch(member, `/api/Organisations/Locked/${firm.organisationID}/true`)).statusCode).toBe(
      403,
    );
    expect((await patch(outsider, `/api/Organisations/Locked/${firm.organisationID}/true`)).statusCode).toBe(
      404,
    );
    const bad = await patch(admin, `/api/Organisations/Locked/${firm.organisationID}/maybe`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors['params.flag']).toBeDefined();
    const platform = await buildOrganisation(ctx.database, { organisationType: 'platform' });
    expect((await patch(admin, `/api/Organisations/Locked/${platform.organisationID}/true`)).statusCode).toBe(
      400,
    );
    const [row] = await ctx.database.db
      .select({ locked: organisations.locked })
      .from(organisations)
      .where(eq(organisations.organisationID, firm.organisationID));
    expect(row?.locked).toBe(false);
  });

  it('credentials are encrypted at rest and never sent back in clear', async () => {
    const admin = await buildUser(ctx.database, { roles: ['Administrators'] });
    const firm = await buildOrganisation(ctx.database);
    const secret = 'provider-Pa55word!';
    const res = await patch(admin, '/api/Organisations/Credentials', {
      organisationID: firm.organisationID,
      name: firm.name,
      integrationDetails: [
        { name: 'username', value: 'harbour-api' },
        { name: 'password', value: secret },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(secret);
    expect(res.body).not.toContain('harbour-api');
    expect(res.json().integrationDetails).toEqual([
      { name: 'username', value: MASKED_SECRET, hasValue: true },
      { name: 'password', value: MASKED_SECRET, hasValue: true },
    ]);
    const get = await ctx.app.inject({
      url: `/api/Organisations/${firm.organisationID}`,
      headers: await authHeaders(ctx, admin),
    });
    expect(get.body).not.toContain(secret);

    const [row] = await ctx.database.db
      .select()
      .from(organisations)
      .where(eq(organisations.organisationID, firm.organisationID));
    expect(JSON.stringify(row?.integrationDetails)).not.toContain(secret);
    expect(row?.integrationDetails?.every((d) => d.value.startsWith('v1:'))).toBe(true);
    expect(readIntegrationCredentials(ctx.app.config, row!)).toEqual({
      username: 'harbour-api',
      password: secret,
    });
    // The key was generated once into the data directory, readable by the owner only.
    const keyFile = path.join(ctx.app.config.dataDir, 'encryption.key');
    expect(fs.statSync(keyFile).mode & 0o777).toBe(0o600);
    // A ciphertext copied onto another company does not decrypt there.
    const other = await buildOrganisation(ctx.database, { integrationDetails: row!.integrationDetails });
    expect(readIntegrationCredentials(ctx.app.config, other)).toEqual({});

    // The mask keeps a value, '' removes one; the audit names what changed, never a value.
    const again = await patch(admin, '/api/Organisations/Credentials', {
      organisationID: firm.organisationID,
      integrationDetails: [
        { name: 'username', value: '' },
        { name: 'password', value: MASKED_SECRET },
      ],
    });
    expect(again.json().integrationDetails).toEqual([
      { name: 'username', value: '', hasValue: false },
      { name: 'password', value: MASKED_SECRET, hasValue: true },
    ]);
    const [after] = await ctx.database.db
      .select()
      .from(organisations)
      .where(eq(organisations.organisationID, firm.organisationID));
    expect(readIntegrationCredentials(ctx.app.config, after!)).toEqual({ password: secret });
    const audits = await ctx.database.db
      .select({ details: auditEvents.details })
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, 'organisation.credentials_updated'),
          eq(auditEvents.objectID, firm.organisationID),
        ),
      )
      .orderBy(auditEvents.auditEventID);
    expect(audits.map((a) => a.details)).toEqual([
      { changed: ['username', 'password'] },
      { changed: ['username'] },
    ]);
    expect(JSON.stringify(audits)).not.toContain(secret);
  });

  it('credentials: 400 on bad input, 403 for other roles, 404 across organisations', async () => {
    const admin = await buildUser(ctx.database, { roles: ['Administrators'] });
    const firm = await buildOrganisation(ctx.database);
    const member = await buildUser(ctx.database, { roles: ['Matter Admin'], organisation: firm });
    const outsider = await buildUser(ctx.database, { roles: ['Matter Admin'] });
    const body = {
      organisationID: firm.organisationID,
      integrationDetails: [{ name: 'username', value: 'u' }],
    };
    const bad = await patch(admin, '/api/Organisations/Credentials', {
      integrationDetails: [
        { name: 'apiKey', value: 'x' },
        { name: 'password', value: 'p'.repeat(201) },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'integrationDetails.0.name',
      'integrationDetails.1.value',
      'organisationID',
    ]);
    const twice = await patch(admin, '/api/Organisations/Credentials', {
      organisationID: firm.organisationID,
      integrationDetails: [
        { name: 'username', value: 'a' },
        { name: 'username', value: 'b' },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect((await patch(member, '/api/Organisations/Credentials', body)).statusCode).toBe(403);
    expect((await patch(outsider, '/api/Organisations/Credentials', body)).statusCode).toBe(404);
  });

  it("GET /api/Checks/Organisation/{id}: the company's checks; 403 own company, 404 another", async () => {
    const admin = await buildUser(ctx.database, { roles: ['Administrators'] });
    const firm = await buildOrganisation(ctx.database);
    const member = await buildUser(ctx.database, { roles: ['Matter Admin'], organisation: firm });
    const outsider = await buildUser(ctx.database, { roles: ['Matter Admin'] });
    const url = `/api/Checks/Organisation/${firm.organisationID}`;
    const empty = await ctx.app.inject({ url, headers: await authHeaders(ctx, admin) });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual([]);

    const matter = await buildMatter(ctx.database, { organisationID: firm.organisationID });
    const person = await buildIndividual(ctx.database, matter, { firstName: 'Iris', surname: 'Bennett' });
    const [check] = await ctx.database.db
      .insert(checkResults)
      .values({
        individualID: person.individualID,
        matterID: matter.matterID,
        organisationID: firm.organisationID,
        checkTypeID: CHECK_TYPES.probityCheck.checkTypeID,
        service: CHECK_TYPES.probityCheck.name,
        provider: 'sandbox',
        testMode: true,
        checkCompleted: true,
        passed: true,
        score: 92,
        sanctionMatch: false,
        pepMatch: false,
        invalidDocs: false,
        resultDate: new Date('2026-11-20T10:00:00Z'),
      })
      .returning();
    const res = await ctx.app.inject({ url, headers: await authHeaders(ctx, admin) });
    expect(res.json()).toEqual([
      {
        checkResultID: check!.checkResultID,
        individualName: 'Iris Bennett',
        service: 'Probity Check',
        resultDate: '2026-11-20T10:00:00.000Z',
        checkCompleted: true,
        passed: true,
        score: 92,
        sanctionMatch: false,
        pepMatch: false,
        invalidDocs: false,
      },
    ]);
    const other = await buildOrganisation(ctx.database);
    const otherRes = await ctx.app.inject({
      url: `/api/Checks/Organisation/${other.organisationID}`,
      headers: await authHeaders(ctx, admin),
    });
    expect(otherRes.json()).toEqual([]);
    expect((await ctx.app.inject({ url, headers: await authHeaders(ctx, member) })).statusCode).toBe(403);
    expect((await ctx.app.inject({ url, headers: await authHeaders(ctx, outsider) })).statusCode).toBe(404);
  });
});

describe('companyAllowsClient (spec 01 §4: Locked, Integrated)', () => {
  const web = 'probity-web';
  it('a locked company allows no client', () => {
    expect(companyAllowsClient({ locked: true, integrated: true }, web, web)).toBe(false);
  });
  it('integrated off leaves the web portal only', () => {
    expect(companyAllowsClient({ locked: false, integrated: false }, web, web)).toBe(true);
    expect(companyAllowsClient({ locked: false, integrated: false }, 'case-system', web)).toBe(false);
    expect(companyAllowsClient({ locked: false, integrated: false }, undefined, web)).toBe(false);
  });
  it('integrated on allows other clients too', () => {
    expect(companyAllowsClient({ locked: false, integrated: true }, 'case-system', web)).toBe(true);
  });
});
