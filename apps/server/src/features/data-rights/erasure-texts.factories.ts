import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  estateAccountsApprovals,
  estateAccountsFinals,
  estateItems,
  estateLegacies,
  estateLifetimeGifts,
  estateTransactions,
  fileNotes,
  probateStages,
  tasks,
} from '../../db/schema/index.js';
import type { TestContext } from '../../../test/helpers.js';
import { decryptNoteText, encryptNoteText } from '../file-notes/file-note-secrets.js';

/*
 * Issue 19 test world: the matter's free texts that name the client (the firm's file note, a task,
 * the will's gifts, the register, the accounts), as the firm's staff would write them.
 */

interface Named {
  firstName: string;
  surname: string;
  emailAddress: string;
}

export async function buildMatterTexts(
  ctx: TestContext,
  organisationID: string,
  matterID: string,
  p: Named,
  createdBy: string,
) {
  const name = `${p.firstName} ${p.surname}`;
  const db = ctx.database.db;
  const fileNoteID = randomUUID();
  await db.insert(fileNotes).values({
    fileNoteID,
    matterID,
    organisationID,
    kind: 'attendance',
    attendanceMode: 'phone',
    occurredAt: new Date('2017-03-01T10:00:00Z'),
    durationMinutes: 12,
    text: encryptNoteText(
      ctx.app.config,
      fileNoteID,
      `Called ${name.toUpperCase()} (${p.emailAddress}) about the house; Mrs ${p.surname} agreed the sale.`,
    ),
    createdBy,
  });
  await db.insert(tasks).values({
    organisationID,
    matterID,
    title: `Send ${name} the estate accounts`,
    detail: `Post to ${name}, or e-mail ${p.emailAddress}`,
    createdBy,
  });
  const estateItemID = randomUUID();
  await db.insert(estateItems).values({
    estateItemID,
    matterID,
    organisationID,
    kind: 'asset',
    category: 'householdGoods',
    description: `Ring promised to ${name}`,
    institution: `Held by ${name}`,
    valueAtDeath: 120000,
  });
  const estateLegacyID = randomUUID();
  await db.insert(estateLegacies).values({
    estateLegacyID,
    matterID,
    organisationID,
    kind: 'specific',
    beneficiaryName: name,
    description: `The ring, to my niece ${name}`,
    estateItemID,
  });
  await db.insert(estateLifetimeGifts).values({
    matterID,
    givenOn: '2016-05-01',
    amount: 300000,
    recipient: name,
    sortOrder: 1,
  });
  await db.insert(estateTransactions).values({
    estateTransactionID: randomUUID(),
    matterID,
    organisationID,
    direction: 'payment',
    kind: 'distribution',
    date: '2017-06-01',
    amount: 120000,
    description: `Ring handed to ${name}`,
    estateLegacyID,
    distribution: 'final',
  });
  await db.insert(probateStages).values({
    probateStageID: randomUUID(),
    matterID,
    stage: 'stopped',
    on: '2017-04-01',
    reason: `Caveat entered by ${name}`,
    position: 1,
  });
  const finalisationID = randomUUID();
  await db.insert(estateAccountsFinals).values({
    finalisationID,
    matterID,
    organisationID,
    accounts: { beneficiaries: [{ id: `person:${name}`, name, share: 1 }] },
  });
  await db.insert(estateAccountsApprovals).values({
    approvalID: randomUUID(),
    finalisationID,
    matterID,
    beneficiaryID: `person:${name}`,
    beneficiaryName: name,
    method: 'letter',
    approvedOn: '2017-07-01',
  });
  return { fileNoteID };
}

/** The matter's file notes in clear (they are encrypted at rest, so a dump cannot see into them). */
export async function matterNoteTexts(ctx: TestContext, matterID: string): Promise<string> {
  const rows = await ctx.database.db.select().from(fileNotes).where(eq(fileNotes.matterID, matterID));
  return rows.map((r) => decryptNoteText(ctx.app.config, r.fileNoteID, r.text)).join('\n');
}
