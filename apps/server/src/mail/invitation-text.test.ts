import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, buildTestApp } from '../../test/helpers.js';
import { emailTemplates, mailOutbox } from '../db/schema/index.js';
import { buildFirmWorld } from '../features/individuals/individuals.factories.js';
import { DEFAULT_TEMPLATES, FORMER_TEMPLATES, upgradeEmailTemplates } from './default-templates.js';
import { renderMail } from './render-mail.js';

/** Issue 14: a client's invitation names the matter and the firm, not "join {firm}". */
describe('the invitation e-mail', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('invites a client to follow the matter with the firm', async () => {
    const { firm, matter, headers } = await buildFirmWorld(ctx);
    const email = `follow-${Date.now()}@example.test`;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/User/Invite/',
      headers,
      payload: {
        firstName: 'Ivy',
        surname: 'Invitee',
        email,
        roles: ['Individual'],
        matterID: matter.matterID,
        individualTypeID: 'executor',
      },
    });
    expect(res.statusCode).toBe(201);
    const [mail] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    expect(mail!.subject).toBe(`You are invited to follow matter ${matter.reference} on Probity`);
    expect(mail!.textBody).toContain(
      `has invited you to follow matter ${matter.reference} with ${firm.name} on Probity.`,
    );
    expect(mail!.textBody).not.toContain('to join');
  });

  it('still invites a staff user to join their company', async () => {
    const mail = await renderMail(ctx.database.db, 'UserInvitation', {
      firstName: 'Jo',
      surname: 'Bloggs',
      emailAddress: 'jo@example.test',
      organisationName: 'Harbour & Finch LLP',
      invitedBy: 'Sam Carter',
      matterReference: '',
      link: 'https://probity.example/x',
      validFor: '7 days',
    });
    expect(mail.subject).toBe('You are invited to Probity');
    expect(mail.text).toContain('Sam Carter has invited you to join Harbour & Finch LLP on Probity.');
  });

  it('upgrades a stored template nobody edited, and leaves an edited one alone', async () => {
    const db = ctx.database.db;
    const former = FORMER_TEMPLATES.UserInvitation![0]!;
    try {
      await db.delete(emailTemplates).where(eq(emailTemplates.name, 'UserInvitation'));
      await db.insert(emailTemplates).values({ name: 'UserInvitation', ...former });
      expect(await upgradeEmailTemplates(db)).toEqual(['UserInvitation']);
      const [upgraded] = await db
        .select()
        .from(emailTemplates)
        .where(eq(emailTemplates.name, 'UserInvitation'));
      expect(upgraded).toMatchObject(DEFAULT_TEMPLATES.UserInvitation);
      expect(await upgradeEmailTemplates(db)).toEqual([]);

      const edited = { subject: 'Welcome', templateContent: '<p>Hello {{firstName}}, join us.</p>' };
      await db.update(emailTemplates).set(edited).where(eq(emailTemplates.name, 'UserInvitation'));
      expect(await upgradeEmailTemplates(db)).toEqual([]);
      const [kept] = await db.select().from(emailTemplates).where(eq(emailTemplates.name, 'UserInvitation'));
      expect(kept).toMatchObject(edited);
    } finally {
      // On PostgreSQL the test files share one schema: later files send the real invitation.
      await db
        .update(emailTemplates)
        .set(DEFAULT_TEMPLATES.UserInvitation!)
        .where(eq(emailTemplates.name, 'UserInvitation'));
    }
  });
});
