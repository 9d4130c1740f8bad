import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { checkResults, individuals, matters, users } from '../../db/schema/index.js';
import { type TestContext, authHeaders, buildOrganisation, buildUser } from '../../../test/helpers.js';
import { PDF_BYTES, PNG_BYTES, dataUrl } from '../documents/documents.factories.js';
import { individualBody } from '../individuals/individuals.factories.js';
import { buildMatter } from '../matters/matter.factories.js';
import { buildMatterTexts } from './erasure-texts.factories.js';

/*
 * Issue 19 test world: a firm whose client has every kind of personal record on a matter (the
 * individual's fields, an identity check, a document with a version, a chat with an attachment,
 * and the matter's free texts naming them: buildMatterTexts),
 * with values unusual enough to be found anywhere in a dump.
 */

export const person = (tag: string) => ({
  firstName: `Ysolde${tag}`,
  surname: `Quennevais${tag}`,
  emailAddress: `ysolde.q${tag.toLowerCase()}@example.test`,
  nino: 'JG103759A',
  telephone: `0117 496 ${1000 + tag.charCodeAt(0)}`,
  addressLine1: `14 Quayside Wharf ${tag}`,
});

export async function buildFirm(ctx: TestContext) {
  const firm = await buildOrganisation(ctx.database, { organisationType: 'lawfirm' });
  const admin = await buildUser(ctx.database, { roles: ['Matter Admin'], organisation: firm });
  const executive = await buildUser(ctx.database, { roles: ['Matter Executive'], organisation: firm });
  return { firm, admin, executive };
}

export async function buildClientRecords(
  ctx: TestContext,
  world: Awaited<ReturnType<typeof buildFirm>>,
  tag: string,
  opts: { completed?: string; checked?: boolean } = {},
) {
  const p = person(tag);
  const admin = await authHeaders(ctx, world.admin);
  const matter = await buildMatter(ctx.database, {
    organisationID: world.firm.organisationID,
    team: [world.admin.userID, world.executive.userID],
  });
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/Individuals',
    headers: admin,
    payload: individualBody(matter.matterID, { ...p, bankAccountName: `${p.firstName} ${p.surname}` }),
  });
  expect(created.statusCode, created.body).toBe(201);
  const individualID: string = created.json().individualID;
  const client = await buildUser(ctx.database, {
    roles: ['Individual'],
    passwordHash: 'argon2-hash-placeholder',
  });
  await ctx.database.db
    .update(users)
    .set({ firstName: p.firstName, surname: p.surname, emailAddress: p.emailAddress })
    .where(eq(users.userID, client.userID));
  await ctx.database.db
    .update(individuals)
    .set({ userID: client.userID })
    .where(eq(individuals.individualID, individualID));
  if (opts.checked !== false)
    await ctx.database.db.insert(checkResults).values({
      individualID,
      matterID: matter.matterID,
      organisationID: world.firm.organisationID,
      checkTypeID: '00000000-0000-4000-8000-000000000001',
      service: 'Probity Check',
      provider: 'sandbox',
      providerReference: `PRV-${p.surname}`,
      testMode: true,
      checkCompleted: true,
      passed: true,
      score: 91,
      components: [
        { component: 'address', outcome: 'pass', detail: `Found at ${p.addressLine1}`, source: 'local' },
      ],
      matches: [],
    });
  const upload = await ctx.app.inject({
    method: 'POST',
    url: '/api/Document/',
    headers: admin,
    payload: [
      {
        name: `Passport ${p.firstName} ${p.surname}.pdf`,
        mimeType: 'application/pdf',
        content: dataUrl(PDF_BYTES),
        itemID: individualID,
      },
    ],
  });
  expect(upload.statusCode).toBe(201);
  const chat = await ctx.app.inject({
    url: `/api/Conversations/Individual/${matter.matterID}/${individualID}`,
    headers: admin,
  });
  expect(chat.statusCode).toBe(200);
  const sent = await ctx.app.inject({
    method: 'POST',
    url: `/api/Conversations/${chat.json().conversationID}`,
    headers: await authHeaders(ctx, client),
    payload: {
      message: `This is ${p.firstName} ${p.surname}; reach me at ${p.emailAddress}`,
      documents: [{ name: `${p.surname}-selfie.png`, mimeType: 'image/png', content: dataUrl(PNG_BYTES) }],
    },
  });
  expect(sent.statusCode).toBe(201);
  // The matter's free texts name the client too (file note, task, the will's gifts, the register).
  await buildMatterTexts(ctx, world.firm.organisationID, matter.matterID, p, world.admin.userID);
  if (opts.completed)
    await ctx.database.db
      .update(matters)
      .set({ completedDate: new Date(`${opts.completed}T12:00:00Z`) })
      .where(eq(matters.matterID, matter.matterID));
  return { p, matter, individualID, client, conversationID: chat.json().conversationID as string };
}

/** Every row of every table as text (the personal-data dump). */
export async function dumpEverything(ctx: TestContext): Promise<string> {
  const tables = await ctx.database.query<{ name: string }>(
    "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'",
  );
  expect(tables.length).toBeGreaterThan(40);
  const parts: string[] = [];
  for (const { name } of tables) {
    const rows = await ctx.database.query<{ row: string }>(
      `SELECT row_to_json(t)::text AS row FROM "${name}" t`,
    );
    parts.push(...rows.map((r) => r.row));
  }
  return parts.join('\n');
}

/** Every stored file's name (final and temporary). */
export function storedFiles(ctx: TestContext): string[] {
  const dir = path.join(ctx.app.config.dataDir, 'files');
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true }).map(String);
}

/** The strings of a person that must be gone after erasure. */
export const personStrings = (p: ReturnType<typeof person>) => [
  p.firstName,
  p.surname,
  p.emailAddress,
  p.telephone,
  p.addressLine1,
  p.nino,
  'JG 10 37 59 A',
];
