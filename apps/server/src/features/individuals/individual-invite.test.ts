/* Invitations, charity individuals and the type lists (spec 02 §2.5, §7; 03 §2.14). */
import { CLIENTS_ORGANISATION_ID, EMPTY_GUID } from '@probity/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type TestContext,
  authHeaders,
  buildOrganisation,
  buildTestApp,
  buildUser,
} from '../../../test/helpers.js';
import { mailOutbox, users } from '../../db/schema/index.js';
import { encryptionKey } from '../../lib/crypto.js';
import { openSealedBody } from '../../mail/outbox.js';
import { buildFirmWorld, individualBody } from './individuals.factories.js';

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

describe('invitations (POST /api/User/Invite/)', () => {
  it('creates the individual and a client user without a password, and e-mails the invitation', async () => {
    const { matter, headers } = await buildFirmWorld(ctx);
    const email = `invitee-${Date.now()}@example.test`;
    const res = await inject('POST', '/api/User/Invite/', headers, {
      firstName: 'Ivy',
      surname: 'Invitee',
      email,
      roles: ['Individual'],
      organisationID: null,
      matterID: matter.matterID,
      individualTypeID: 'executor',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Ivy Invitee',
      isRegistered: false,
      user: { emailAddress: email },
    });
    const [user] = await ctx.database.db.select().from(users).where(eq(users.emailAddress, email));
    expect(user).toMatchObject({
      roles: ['Individual'],
      organisationID: CLIENTS_ORGANISATION_ID,
      passwordHash: null,
    });
    const mails = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    expect(mails.map((m) => m.trigger)).toEqual(['UserInvitation']);
    // Delivered with the link (sealed); the outbox copy administrators read has it hidden.
    expect(mails[0]!.textBody).not.toContain('token=');
    const delivered = openSealedBody(encryptionKey(ctx.app.config), mails[0]!.mailID, mails[0]!.sealedBody!);
    expect(delivered.text).toContain('/identity/accept-invitation?token=');

    const twice = await inject('POST', '/api/User/Invite/', headers, {
      firstName: 'Ivy',
      surname: 'Invitee',
      email,
      matterID: matter.matterID,
      individualTypeID: 'beneficiary',
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors.email).toEqual(['This person is already an individual here']);

    // Setting the password through the link registers them.
    await ctx.database.db
      .update(users)
      .set({ passwordHash: 'set-by-invitation' })
      .where(eq(users.userID, user!.userID));
    const after = await inject(
      'GET',
      `/api/Individuals/${matter.matterID}/${res.json().individualID}`,
      headers,
    );
    expect(after.json().isRegistered).toBe(true);
  });

  it('refuses roles other than Individual and bad fields, listing each', async () => {
    const { matter, headers } = await buildFirmWorld(ctx);
    const res = await inject('POST', '/api/User/Invite/', headers, {
      firstName: '',
      surname: 'X',
      email: 'nope',
      roles: ['Matter Admin'],
      matterID: matter.matterID,
      individualTypeID: '',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual([
      'email',
      'firstName',
      'individualTypeID',
      'roles',
    ]);
  });
});

describe('individuals of a charity (03 §2.14, the legacy context)', () => {
  it('adds, lists and deletes by organisation, with the all-zero matter id', async () => {
    const charity = await buildOrganisation(ctx.database, { organisationType: 'charity' });
    const staff = await buildUser(ctx.database, { roles: ['Charity'], organisation: charity });
    const h = await authHeaders(ctx, staff);
    const res = await inject('POST', '/api/Individuals', h, {
      ...individualBody(EMPTY_GUID, { individualType: { individualTypeID: 'trustee' } }),
      organisationID: charity.organisationID,
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().individualID;
    expect(res.json().matterID).toBe(EMPTY_GUID);
    const list = await inject('GET', `/api/Individuals/Organisation/${charity.organisationID}`, h);
    expect(list.json().map((i: { individualID: string }) => i.individualID)).toEqual([id]);
    expect((await inject('GET', `/api/Individuals/${EMPTY_GUID}/${id}`, h)).statusCode).toBe(200);
    const firm = await buildFirmWorld(ctx);
    expect(
      (await inject('GET', `/api/Individuals/Organisation/${charity.organisationID}`, firm.headers))
        .statusCode,
    ).toBe(404);
    expect((await inject('GET', `/api/Individuals/${EMPTY_GUID}/${id}`, firm.headers)).statusCode).toBe(404);
    expect((await inject('DELETE', `/api/Individuals/${charity.organisationID}/${id}`, h)).statusCode).toBe(
      204,
    );
  });

  it('serves the individual types per matter type and for charities', async () => {
    const { headers } = await buildFirmWorld(ctx);
    const charity = await inject('GET', '/api/Individuals/Types/Charity', headers);
    expect(charity.json().map((t: { name: string }) => t.name)).toEqual([
      'Deceased',
      'Trustee',
      'Charity',
      'Individual',
    ]);
    const estate = await inject('GET', '/api/Individuals/Types/estate', headers);
    expect(estate.json()[0].name).toBe('Deceased');
    expect((await inject('GET', '/api/Individuals/Types/nothing', headers)).statusCode).toBe(404);
  });
});
