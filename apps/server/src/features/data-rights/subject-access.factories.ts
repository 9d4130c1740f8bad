import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { type TestContext, buildOrganisation, buildUser, callAs } from '../../../test/helpers.js';
import { checkResults } from '../../db/schema/index.js';
import { PDF_BYTES, dataUrl } from '../documents/documents.factories.js';
import { buildIndividual, buildMatter } from '../matters/matter.factories.js';

/** A firm with its staff, a matter and the client's record on it, the client's chat and a document. */
async function buildFirmSide(
  ctx: TestContext,
  client: { userID: string },
  words: { firm: string; clientSays: string; staffSays: string; document: string; score: number },
) {
  const firm = await buildOrganisation(ctx.database, { name: words.firm });
  const admin = await buildUser(ctx.database, { roles: ['Matter Admin'], organisation: firm });
  const matter = await buildMatter(ctx.database, {
    organisationID: firm.organisationID,
    team: [admin.userID],
  });
  const individual = await buildIndividual(ctx.database, matter, {
    userID: client.userID,
    firstName: 'Iris',
  });
  await ctx.database.db.insert(checkResults).values({
    individualID: individual.individualID,
    organisationID: firm.organisationID,
    matterID: matter.matterID,
    checkTypeID: randomUUID(),
    service: 'Probity Check',
    provider: 'sandbox',
    testMode: true,
    checkCompleted: true,
    passed: true,
    score: words.score,
  });
  const chat = await callAs(
    ctx,
    admin,
    'GET',
    `/api/Conversations/Individual/${matter.matterID}/${individual.individualID}`,
  );
  expect(chat.statusCode).toBe(200);
  const conversationID = chat.json().conversationID as string;
  const said = await callAs(ctx, client, 'POST', `/api/Conversations/${conversationID}`, {
    message: words.clientSays,
  });
  expect(said.statusCode).toBe(201);
  // The staff member's reply mentions the client: a Mention e-mail goes to them from this firm.
  const reply = await callAs(ctx, admin, 'POST', `/api/Conversations/${conversationID}`, {
    message: words.staffSays,
    taggedUsers: [{ taggedUser: client.userID }],
  });
  expect(reply.statusCode).toBe(201);
  const doc = await callAs(ctx, admin, 'POST', '/api/Document/', [
    { name: words.document, content: dataUrl(PDF_BYTES), itemID: individual.individualID },
  ]);
  expect(doc.statusCode).toBe(201);
  // The individual page with check results: an individual.identity_viewed event of this firm.
  const viewed = await callAs(
    ctx,
    admin,
    'GET',
    `/api/Individuals/${matter.matterID}/${individual.individualID}`,
  );
  expect(viewed.statusCode).toBe(200);
  return { firm, admin, matter, individual, conversationID };
}

/**
 * The same person (one client account) on a matter of firm A and on a matter of firm B, with a
 * second matter at firm A; another client on firm A's matter with a chat of their own; firm A's
 * MLRO, Support and Matter Executive.
 */
export async function buildSubjectAccessScene(ctx: TestContext) {
  const client = await buildUser(ctx.database, { roles: ['Individual'] });
  const a = await buildFirmSide(ctx, client, {
    firm: `Alder & Co ${randomUUID().slice(0, 6)}`,
    clientSays: 'Iris to Alder: my own words',
    staffSays: 'Alder staff private reply',
    document: 'alder-will.pdf',
    score: 81,
  });
  const b = await buildFirmSide(ctx, client, {
    firm: `Birch LLP ${randomUUID().slice(0, 6)}`,
    clientSays: 'Iris to Birch: not for Alder',
    staffSays: 'Birch staff reply',
    document: 'birch-secret.pdf',
    score: 42,
  });
  const secondMatter = await buildMatter(ctx.database, {
    organisationID: a.firm.organisationID,
    team: [a.admin.userID],
  });
  const secondRecord = await buildIndividual(ctx.database, secondMatter, {
    userID: client.userID,
    firstName: 'Iris',
  });
  const other = await buildUser(ctx.database, { roles: ['Individual'] });
  const otherRecord = await buildIndividual(ctx.database, a.matter, {
    userID: other.userID,
    firstName: 'Otto',
  });
  const otherChat = await callAs(
    ctx,
    a.admin,
    'GET',
    `/api/Conversations/Individual/${a.matter.matterID}/${otherRecord.individualID}`,
  );
  const otherSaid = await callAs(
    ctx,
    other,
    'POST',
    `/api/Conversations/${otherChat.json().conversationID}`,
    {
      message: 'Otto says something personal',
    },
  );
  expect(otherSaid.statusCode).toBe(201);
  const mlro = await buildUser(ctx.database, { roles: ['MLRO'], organisation: a.firm });
  const support = await buildUser(ctx.database, { roles: ['Support'], organisation: a.firm });
  const executive = await buildUser(ctx.database, { roles: ['Matter Executive'], organisation: a.firm });
  return { client, a, b, secondMatter, secondRecord, other, otherRecord, mlro, support, executive };
}
