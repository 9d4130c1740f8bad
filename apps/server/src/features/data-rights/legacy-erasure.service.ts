import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { recordAudit } from '../../audit/audit.js';
import type { DbOrTx } from '../../db/client.js';
import {
  type ErasureCounts,
  conversationMessages,
  conversations,
  documentVersions,
  documents,
  erasureReports,
  individuals,
  legacies,
  legacyContacts,
  legacyEstateNotes,
  users,
} from '../../db/schema/index.js';
import type { ErasureOutcome } from './erasure.service.js';
import { ERASED, erasedIndividualFields, nameFormsOf, scrub } from './erasure-text.js';

/**
 * Issue 19 for charities: erases a charity's legacy as a tombstone. The legacy row, its money
 * items (amounts, so the dashboard's figures and counts hold) and its contacts' rows stay; the
 * personal fields go: the deceased (the charity's own record, for a legacy it follows alone; a
 * firm's matter individual is the firm's), the executors and other contacts, the legacy's dates
 * and references other than its own reference, the charity's documents on the legacy with every
 * version's file, the charity's messages in the legacy's chat with the firm and their attachments,
 * the charity's note on the legacy, and the names in the legacy's activity and money-item descriptions. The firm's own messages and
 * documents are the firm's records, under the firm's retention.
 */
export interface LegacyErasureScope {
  organisationID: string;
  legacyID: string;
  reference: string;
}

export async function eraseLegacy(
  tx: DbOrTx,
  scope: LegacyErasureScope,
  report: { rule: string; actorUserID: string | null },
): Promise<ErasureOutcome & { reportID: string }> {
  const [legacy] = await tx
    .select()
    .from(legacies)
    .where(and(eq(legacies.legacyID, scope.legacyID), eq(legacies.organisationID, scope.organisationID)));
  if (!legacy) throw new Error('eraseLegacy: not a legacy of this charity');
  const counts: ErasureCounts = {};

  // Who is named: the charity's own deceased record and the legacy's contacts.
  const deceased =
    !legacy.matterID && legacy.deceasedIndividualID
      ? await tx
          .select()
          .from(individuals)
          .where(
            and(
              eq(individuals.individualID, legacy.deceasedIndividualID),
              eq(individuals.organisationID, scope.organisationID),
              isNull(individuals.erasedAt),
            ),
          )
      : [];
  const contacts = await tx.select().from(legacyContacts).where(eq(legacyContacts.legacyID, scope.legacyID));
  const names = [
    ...deceased.flatMap(nameFormsOf),
    ...contacts.map((c) => c.name).filter((n) => n !== ERASED && n.trim().length >= 5),
  ];
  const emails = [...deceased.map((d) => d.emailAddress), ...contacts.map((c) => c.emailAddress)].filter(
    (e): e is string => !!e,
  );
  const needles = [...new Set([...names, ...emails])].sort((a, b) => b.length - a.length);

  // Documents: the charity's on the legacy, and the attachments of its people's messages.
  const charityUsers = tx
    .select({ id: users.userID })
    .from(users)
    .where(eq(users.organisationID, scope.organisationID));
  const theirMessages = tx
    .select({ id: conversationMessages.conversationMessageID })
    .from(conversationMessages)
    .innerJoin(conversations, eq(conversations.conversationID, conversationMessages.conversationID))
    .where(
      and(eq(conversations.legacyID, scope.legacyID), inArray(conversationMessages.userID, charityUsers)),
    );
  const docs = await tx
    .select({ documentID: documents.documentID, storageKey: documents.storageKey })
    .from(documents)
    .where(
      and(
        isNull(documents.erasedAt),
        or(
          and(eq(documents.legacyID, scope.legacyID), eq(documents.organisationID, scope.organisationID)),
          inArray(documents.conversationMessageID, theirMessages),
        ),
      ),
    );
  const fileKeys: string[] = [];
  if (docs.length) {
    const ids = docs.map((d) => d.documentID);
    const versions = await tx
      .select({ storageKey: documentVersions.storageKey })
      .from(documentVersions)
      .where(inArray(documentVersions.documentID, ids));
    await tx
      .update(documents)
      .set({ name: ERASED, storageKey: sql`'erased:' || ${documents.documentID}`, erasedAt: new Date() })
      .where(inArray(documents.documentID, ids));
    await tx
      .update(documentVersions)
      .set({ name: ERASED, storageKey: sql`'erased:' || ${documentVersions.versionID}` })
      .where(inArray(documentVersions.documentID, ids));
    fileKeys.push(...docs.map((d) => d.storageKey), ...versions.map((v) => v.storageKey));
  }
  counts.documents = docs.length;
  counts.files = fileKeys.length;

  const messages = await tx
    .update(conversationMessages)
    .set({ message: ERASED, erasedAt: new Date() })
    .where(
      and(
        isNull(conversationMessages.erasedAt),
        inArray(conversationMessages.conversationMessageID, theirMessages),
      ),
    )
    .returning({ id: conversationMessages.conversationMessageID });
  counts.messages = messages.length;

  if (deceased.length)
    await tx
      .update(individuals)
      .set(erasedIndividualFields())
      .where(
        inArray(
          individuals.individualID,
          deceased.map((d) => d.individualID),
        ),
      );
  counts.individuals = deceased.length;
  if (contacts.length)
    await tx
      .update(legacyContacts)
      .set({ name: ERASED, emailAddress: null, phone: null, address: null })
      .where(eq(legacyContacts.legacyID, scope.legacyID));
  counts.contacts = contacts.length;
  // The charity's own note on the legacy (legacy_estate_notes) is free text: it goes whole.
  const notes = await tx
    .update(legacyEstateNotes)
    .set({ note: ERASED })
    .where(and(eq(legacyEstateNotes.legacyID, scope.legacyID), sql`${legacyEstateNotes.note} <> ${ERASED}`))
    .returning({ id: legacyEstateNotes.legacyID });
  counts.notes = notes.length;

  const activity = needles.length
    ? await tx.execute(
        sql`SELECT count(*)::int AS n FROM activity_entries WHERE organisation_id = ${scope.organisationID} AND (${sql.join(
          needles.map((n) => sql`object ILIKE ${`%${n}%`} OR text ILIKE ${`%${n}%`}`),
          sql` OR `,
        )})`,
      )
    : null;
  const activityRows = Array.isArray(activity)
    ? activity
    : ((activity as { rows?: unknown[] } | null)?.rows ?? []);
  counts.activity = Number((activityRows[0] as { n?: number } | undefined)?.n ?? 0);
  await scrub(
    tx,
    'activity_entries',
    ['object', 'text'],
    sql`organisation_id = ${scope.organisationID}`,
    needles,
  );
  // The legacy's feed names its documents: those names went with the documents.
  await tx.execute(
    sql`UPDATE activity_entries SET object = ${ERASED} WHERE legacy_id = ${scope.legacyID} AND organisation_id = ${scope.organisationID} AND activity_type = 'document'`,
  );
  await scrub(tx, 'legacy_details', ['description'], sql`legacy_id = ${scope.legacyID}`, needles);
  await scrub(
    tx,
    'mail_outbox',
    ['subject', 'html', 'text_body'],
    sql`organisation_id = ${scope.organisationID}`,
    needles,
  );

  await tx
    .update(legacies)
    .set({
      charityReference: null,
      probateReference: null,
      paymentReference: null,
      dateOfDeath: null,
      dateOfProbate: null,
      dateOfWill: null,
      erasedAt: new Date(),
    })
    .where(eq(legacies.legacyID, scope.legacyID));
  counts.legacies = 1;

  const [row] = await tx
    .insert(erasureReports)
    .values({
      organisationID: scope.organisationID,
      legacyID: scope.legacyID,
      matterReference: scope.reference,
      trigger: 'schedule',
      categories: ['legacyRecords'],
      rule: report.rule,
      counts,
      erasedBy: report.actorUserID,
    })
    .returning({ reportID: erasureReports.reportID });
  await recordAudit(tx, {
    action: 'retention.erased',
    actorUserID: report.actorUserID,
    organisationID: scope.organisationID,
    objectType: 'legacy',
    objectID: scope.legacyID,
    details: { legacyID: scope.legacyID, categories: ['legacyRecords'], counts, reportID: row!.reportID },
  });
  return { counts, fileKeys, reportID: row!.reportID };
}
