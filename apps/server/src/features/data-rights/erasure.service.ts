import type { RetentionCategory } from '@probity/domain';
import { eraseSubjectAccessExports } from './erasure-exports.js';
import { and, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { recordAudit } from '../../audit/audit.js';
import type { DbOrTx } from '../../db/client.js';
import type { Config } from '../../config.js';
import { scrubMatterTexts } from './erasure-matter-texts.js';
import { ERASED, eraseClientAccounts, erasedIndividualFields, nameFormsOf, scrub } from './erasure-text.js';
import {
  type ErasureCounts,
  checkResults,
  conversationMessages,
  conversations,
  documentVersions,
  documents,
  erasureReports,
  individuals,
  users,
} from '../../db/schema/index.js';
import type { FileStorage } from '../../integrations/storage/index.js';

/**
 * Issue 19 erasure: personal fields are replaced by a marker and the rows kept as tombstones (with
 * erased_at), so totals and foreign keys hold; stored files are destroyed; the audit trail is never
 * touched (its events hold ids, not personal data) and the erasure itself is audited.
 */
export { ERASED };

/** What to erase: a matter's records, or only those of some of its individuals. */
export interface ErasureScope {
  organisationID: string;
  matterID: string;
  matterReference: string;
  /** Only these individuals' records (an erasure request); all of the matter's when absent. */
  individualIDs?: string[];
}

export interface ErasureOutcome {
  counts: ErasureCounts;
  /** Stored files to remove once the transaction commits (removeErasedFiles). */
  fileKeys: string[];
}

/** The individuals in scope (id, names, e-mail, user), read before their fields are cleared. */
async function peopleOf(tx: DbOrTx, scope: ErasureScope) {
  return tx
    .select({
      individualID: individuals.individualID,
      title: individuals.title,
      firstName: individuals.firstName,
      middleNames: individuals.middleNames,
      surname: individuals.surname,
      emailAddress: individuals.emailAddress,
      userID: individuals.userID,
      erasedAt: individuals.erasedAt,
    })
    .from(individuals)
    .where(
      and(
        eq(individuals.organisationID, scope.organisationID),
        eq(individuals.matterID, scope.matterID),
        scope.individualIDs ? inArray(individuals.individualID, scope.individualIDs) : undefined,
      ),
    );
}

const scopeIndividuals = (scope: ErasureScope) =>
  scope.individualIDs
    ? sql`individual_id IN (${sql.join(
        scope.individualIDs.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql`individual_id IN (SELECT individual_id FROM individuals WHERE matter_id = ${scope.matterID} AND organisation_id = ${scope.organisationID})`;

async function eraseIdentityChecks(tx: DbOrTx, scope: ErasureScope): Promise<ErasureCounts> {
  const inScope = scopeIndividuals(scope);
  const erased = await tx
    .update(checkResults)
    .set({
      providerReference: null,
      passed: null,
      score: null,
      sanctionMatch: null,
      pepMatch: null,
      invalidDocs: null,
      components: [],
      matches: [],
      erasedAt: new Date(),
    })
    .where(and(eq(checkResults.organisationID, scope.organisationID), isNull(checkResults.erasedAt), inScope))
    .returning({ id: checkResults.checkResultID });
  await tx.execute(
    sql`UPDATE check_resolutions SET reason = ${ERASED} WHERE reason <> ${ERASED} AND check_result_id IN (SELECT check_result_id FROM check_results WHERE organisation_id = ${scope.organisationID} AND ${inScope})`,
  );
  await tx.execute(
    sql`UPDATE screening_alerts SET matched_name = ${ERASED}, explanation = ${ERASED}, unique_id = 'erased:' || alert_id, resolution_note = NULL WHERE organisation_id = ${scope.organisationID} AND matched_name <> ${ERASED} AND ${inScope}`,
  );
  await tx.execute(
    sql`UPDATE risk_assessments SET customer_note = '', geographic_note = '', product_note = '', delivery_channel_note = '', overall_reason = NULL, sign_off_note = NULL WHERE organisation_id = ${scope.organisationID} AND ${inScope}`,
  );
  await tx.execute(
    sql`UPDATE funds_notes SET text = ${ERASED} WHERE organisation_id = ${scope.organisationID} AND ${inScope}`,
  );
  // The identity-document numbers are the evidence the checks were made on.
  await tx
    .update(individuals)
    .set({
      nino: null,
      passport: null,
      passportMrz: null,
      drivingLicence: null,
      idCard: null,
      travelVisa: null,
    })
    .where(and(eq(individuals.organisationID, scope.organisationID), inScope));
  return { checks: erased.length };
}

async function erasePersonalDetails(tx: DbOrTx, config: Config, scope: ErasureScope): Promise<ErasureCounts> {
  const people = (await peopleOf(tx, scope)).filter((p) => !p.erasedAt);
  if (!people.length) return { individuals: 0 };
  const ids = people.map((p) => p.individualID);
  const names = [...new Set(people.flatMap(nameFormsOf))].sort((a, b) => b.length - a.length);
  const emails = people.map((p) => p.emailAddress).filter((e): e is string => !!e);
  await tx.update(individuals).set(erasedIndividualFields()).where(inArray(individuals.individualID, ids));
  const userIDs = people.map((p) => p.userID).filter((u): u is string => !!u);
  // The client's own account may carry another spelling of the name, or another address.
  const accounts = userIDs.length
    ? await tx
        .select({
          title: users.title,
          firstName: users.firstName,
          surname: users.surname,
          emailAddress: users.emailAddress,
        })
        .from(users)
        .where(and(inArray(users.userID, userIDs), sql`${users.roles} = ARRAY['Individual']::text[]`))
    : [];
  for (const a of accounts) {
    names.push(...nameFormsOf({ ...a, middleNames: '' }).filter((n) => !names.includes(n)));
    if (!emails.includes(a.emailAddress)) emails.push(a.emailAddress);
  }
  names.sort((a, b) => b.length - a.length);
  const org = sql`organisation_id = ${scope.organisationID}`;
  const needles = [...names, ...emails];
  // Where the name was written as text: the activity feed, the firm's own matter title, requests
  // made of the person, their notifications and the e-mails that named or were sent to them.
  let activity = 0;
  if (needles.length) {
    const before = await tx.execute(
      sql`SELECT count(*)::int AS n FROM activity_entries WHERE ${org} AND (${sql.join(
        needles.map((n) => sql`object ILIKE ${`%${n}%`} OR text ILIKE ${`%${n}%`}`),
        sql` OR `,
      )})`,
    );
    activity = Number((rowsOf(before)[0] as { n?: number } | undefined)?.n ?? 0);
  }
  await scrub(tx, 'activity_entries', ['object', 'text'], org, needles);
  await scrub(tx, 'matters', ['title'], sql`matter_id = ${scope.matterID}`, names);
  // The matter's other free texts: file notes, tasks, the will's gifts, the estate's register…
  await scrubMatterTexts(tx, config, scope, needles);
  const ind = sql`individual_id IN (${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;
  await scrub(tx, 'client_requests', ['title', 'detail', 'answer', 'comment'], ind, needles);
  await scrub(tx, 'server_notifications', ['message'], ind, needles);
  await scrub(tx, 'mail_outbox', ['subject', 'html', 'text_body'], sql`true`, needles);
  if (emails.length)
    await tx.execute(
      sql`UPDATE mail_outbox SET to_address = ${ERASED}, sealed_body = NULL WHERE lower(to_address) IN (${sql.join(
        emails.map((e) => sql`${e.toLowerCase()}`),
        sql`, `,
      )})`,
    );
  const erasedAccounts = await eraseClientAccounts(tx, userIDs);
  return { individuals: ids.length, activity, accounts: erasedAccounts };
}

const rowsOf = (result: unknown): unknown[] =>
  Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? []);

/** The conversations in scope: the matter's chats with its individuals (or with these individuals). */
const scopeConversations = (scope: ErasureScope) =>
  and(
    eq(conversations.organisationID, scope.organisationID),
    eq(conversations.matterID, scope.matterID),
    eq(conversations.conversationType, 'individual'),
    scope.individualIDs ? inArray(conversations.individualID, scope.individualIDs) : undefined,
  );

async function eraseDocuments(tx: DbOrTx, scope: ErasureScope): Promise<ErasureOutcome> {
  const inChats = tx
    .select({ id: conversationMessages.conversationMessageID })
    .from(conversationMessages)
    .where(
      inArray(
        conversationMessages.conversationID,
        tx.select({ id: conversations.conversationID }).from(conversations).where(scopeConversations(scope)),
      ),
    );
  // A person's documents: those on their record, their chats' attachments, and what their own
  // sign-in uploaded on this matter (answers to the firm's requests).
  const theirUploads = tx
    .select({ userID: individuals.userID })
    .from(individuals)
    .where(and(inArray(individuals.individualID, scope.individualIDs ?? []), isNotNull(individuals.userID)));
  const which = scope.individualIDs
    ? or(
        inArray(documents.individualID, scope.individualIDs),
        inArray(documents.conversationMessageID, inChats),
        and(eq(documents.matterID, scope.matterID), inArray(documents.uploadedBy, theirUploads)),
      )
    : or(eq(documents.matterID, scope.matterID), inArray(documents.conversationMessageID, inChats));
  const docs = await tx
    .select({ documentID: documents.documentID, storageKey: documents.storageKey })
    .from(documents)
    .where(and(eq(documents.organisationID, scope.organisationID), isNull(documents.erasedAt), which));
  if (!docs.length) return { counts: { documents: 0, files: 0 }, fileKeys: [] };
  const ids = docs.map((d) => d.documentID);
  const versions = await tx
    .select({ versionID: documentVersions.versionID, storageKey: documentVersions.storageKey })
    .from(documentVersions)
    .where(inArray(documentVersions.documentID, ids));
  // The stored key is renamed, so even a file whose removal fails is an orphan the sweeper deletes.
  await tx
    .update(documents)
    .set({ name: ERASED, storageKey: sql`'erased:' || ${documents.documentID}`, erasedAt: new Date() })
    .where(inArray(documents.documentID, ids));
  if (versions.length)
    await tx
      .update(documentVersions)
      .set({ name: ERASED, storageKey: sql`'erased:' || ${documentVersions.versionID}` })
      .where(inArray(documentVersions.documentID, ids));
  const fileKeys = [...docs.map((d) => d.storageKey), ...versions.map((v) => v.storageKey)];
  return { counts: { documents: docs.length, files: fileKeys.length }, fileKeys };
}

async function eraseMessages(tx: DbOrTx, scope: ErasureScope): Promise<ErasureCounts> {
  const erased = await tx
    .update(conversationMessages)
    .set({ message: ERASED, erasedAt: new Date() })
    .where(
      and(
        isNull(conversationMessages.erasedAt),
        inArray(
          conversationMessages.conversationID,
          tx
            .select({ id: conversations.conversationID })
            .from(conversations)
            .where(scopeConversations(scope)),
        ),
      ),
    )
    .returning({ id: conversationMessages.conversationMessageID });
  return { messages: erased.length };
}

/**
 * Erases the given categories of a matter's records (or of some of its individuals) inside the
 * caller's transaction, audits it and writes the report row. Files are removed after commit.
 * Documents and messages go before personal details, whose names are scrubbed from texts last.
 */
export async function eraseRecords(
  tx: DbOrTx,
  scope: ErasureScope,
  categories: RetentionCategory[],
  report: { trigger: 'schedule' | 'request'; rule: string; actorUserID: string | null },
  /** The product's key, for the encrypted texts (file notes) that are scrubbed. */
  config: Config,
): Promise<ErasureOutcome & { reportID: string }> {
  const counts: ErasureCounts = {};
  const fileKeys: string[] = [];
  const add = (c: ErasureCounts) => {
    for (const [k, v] of Object.entries(c))
      counts[k as keyof ErasureCounts] = (counts[k as keyof ErasureCounts] ?? 0) + v;
  };
  if (categories.includes('documents')) {
    const docs = await eraseDocuments(tx, scope);
    add(docs.counts);
    fileKeys.push(...docs.fileKeys);
  }
  if (categories.includes('messages')) add(await eraseMessages(tx, scope));
  if (categories.includes('identityChecks')) add(await eraseIdentityChecks(tx, scope));
  if (categories.includes('personalDetails')) {
    // The person's subject access archives hold what is being erased: they go too.
    const people = (await peopleOf(tx, scope)).filter((p) => !p.erasedAt);
    const exports = await eraseSubjectAccessExports(
      tx,
      people.map((p) => p.individualID),
    );
    fileKeys.push(...exports.fileKeys);
    add({ files: exports.fileKeys.length });
    add(await erasePersonalDetails(tx, config, scope));
  }
  const [row] = await tx
    .insert(erasureReports)
    .values({
      organisationID: scope.organisationID,
      matterID: scope.matterID,
      matterReference: scope.matterReference,
      trigger: report.trigger,
      categories,
      rule: report.rule,
      counts,
      erasedBy: report.actorUserID,
    })
    .returning({ reportID: erasureReports.reportID });
  await recordAudit(tx, {
    action: report.trigger === 'schedule' ? 'retention.erased' : 'erasure.requested',
    actorUserID: report.actorUserID,
    organisationID: scope.organisationID,
    objectType: scope.individualIDs ? 'individual' : 'matter',
    objectID: scope.individualIDs?.[0] ?? scope.matterID,
    details: { matterID: scope.matterID, categories, counts, reportID: row!.reportID },
  });
  return { counts, fileKeys, reportID: row!.reportID };
}

/** Destroys the erased files (the sweeper removes any that fail: their key is no longer in a row). */
export async function removeErasedFiles(storage: FileStorage, fileKeys: string[]): Promise<number> {
  let failed = 0;
  for (const key of fileKeys) await storage.remove(key).catch(() => failed++);
  return failed;
}
