import { individualTypeView } from '@probity/domain';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { ADMIN_READ_ACTION, SENSITIVE_READ_ACTIONS } from '../../audit/reads.js';
import type { Config } from '../../config.js';
import type { DbOrTx } from '../../db/client.js';
import {
  auditEvents,
  checkResults,
  conversationMessages,
  conversations,
  documents,
  individuals,
  mailOutbox,
  matters,
  messageTags,
  users,
} from '../../db/schema/index.js';
import { decryptSensitive } from '../individuals/individual-secrets.js';
import type { IndividualRow } from '../individuals/individuals.queries.js';

/** What replaces another person's words or name in a shared conversation (decision, issue 19). */
export const REDACTED = '[redacted]';

/** The person an export is about, as one organisation holds them. */
export interface SubjectScope {
  organisationID: string;
  /** Every individual record of the organisation that is this person. */
  individualIDs: string[];
  /** Their user account, when they are registered. */
  userID: string | null;
  /** Their e-mail addresses (of the records and of the account), lower case. */
  emails: string[];
}

/**
 * The person behind an individual record, within the organisation that holds it: the record,
 * and the organisation's other records that share its user account or its e-mail address.
 */
export async function subjectScope(db: DbOrTx, record: IndividualRow): Promise<SubjectScope> {
  const email = record.emailAddress?.trim().toLowerCase() || null;
  const same = [eq(individuals.individualID, record.individualID)];
  if (record.userID) same.push(eq(individuals.userID, record.userID));
  if (email) same.push(sql`lower(${individuals.emailAddress}) = ${email}`);
  const rows = await db
    .select({ id: individuals.individualID, email: individuals.emailAddress })
    .from(individuals)
    .where(and(eq(individuals.organisationID, record.organisationID), or(...same)));
  const emails = new Set(rows.map((r) => r.email?.trim().toLowerCase()).filter((e): e is string => !!e));
  if (record.userID) {
    const [user] = await db
      .select({ email: users.emailAddress })
      .from(users)
      .where(eq(users.userID, record.userID));
    if (user) emails.add(user.email.toLowerCase());
  }
  return {
    organisationID: record.organisationID,
    individualIDs: rows.map((r) => r.id),
    userID: record.userID,
    emails: [...emails],
  };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Every record the organisation holds about the person (the export's data.json, files aside). */
export async function collectSubjectData(db: DbOrTx, config: Config, scope: SubjectScope) {
  const ids = scope.individualIDs;
  const org = scope.organisationID;
  const personal = await db
    .select({ individual: individuals, matterReference: matters.reference })
    .from(individuals)
    .leftJoin(matters, eq(matters.matterID, individuals.matterID))
    .where(and(eq(individuals.organisationID, org), inArray(individuals.individualID, ids)))
    .orderBy(asc(individuals.dateCreated));
  const records = personal.map(({ individual: i, matterReference }) => ({
    individualID: i.individualID,
    matterID: i.matterID,
    matterReference,
    individualType: individualTypeView(i.individualTypeID).name,
    title: i.title,
    firstName: i.firstName,
    middleNames: i.middleNames,
    surname: i.surname,
    gender: i.gender,
    dob: i.dob,
    dateOfDeath: i.dateOfDeath,
    telephone: i.telephone,
    mobileTelephone: i.mobileTelephone,
    addressLine1: i.addressLine1,
    addressLine2: i.addressLine2,
    addressLine3: i.addressLine3,
    cityTown: i.cityTown,
    county: i.county,
    postCode: i.postCode,
    country: i.country,
    emailAddress: i.emailAddress,
    ...decryptSensitive(config, i),
    bankName: i.bankName,
    bankAccountName: i.bankAccountName,
    bankAccountVerification: i.bankAccountVerification,
    dateCreated: iso(i.dateCreated),
    lastUpdated: iso(i.lastUpdated),
  }));

  const checks = (
    await db
      .select()
      .from(checkResults)
      .where(and(eq(checkResults.organisationID, org), inArray(checkResults.individualID, ids)))
      .orderBy(asc(checkResults.requestedAt))
  ).map((c) => ({
    checkResultID: c.checkResultID,
    individualID: c.individualID,
    matterID: c.matterID,
    service: c.service,
    provider: c.provider,
    requestedAt: iso(c.requestedAt),
    testMode: c.testMode,
    checkCompleted: c.checkCompleted,
    passed: c.passed,
    score: c.score,
    sanctionMatch: c.sanctionMatch,
    pepMatch: c.pepMatch,
    invalidDocs: c.invalidDocs,
    resultDate: iso(c.resultDate),
    components: c.components,
    matches: c.matches,
  }));

  const docWhere = [inArray(documents.individualID, ids)];
  if (scope.userID) docWhere.push(eq(documents.uploadedBy, scope.userID));
  const docs = await db
    .select()
    .from(documents)
    .where(and(eq(documents.organisationID, org), or(...docWhere)))
    .orderBy(asc(documents.dateCreated));

  const { messages, mentions, redactions } = await collectConversation(db, scope);
  const emails = await collectEmails(db, scope, redactions);
  const accessLog = await collectAccessLog(db, scope, {
    checkIDs: checks.map((c) => c.checkResultID),
    documentIDs: docs.map((d) => d.documentID),
  });
  return { records, checks, documents: docs, messages, mentions, emails, accessLog };
}

export type SubjectData = Awaited<ReturnType<typeof collectSubjectData>>;

/**
 * The conversations of the organisation the person took part in: every message of their own
 * chats and every message they wrote elsewhere. Someone else's message keeps its date but its
 * author and words read "[redacted]"; the person's own words go out as written.
 */
async function collectConversation(db: DbOrTx, scope: SubjectScope) {
  const where = [inArray(conversations.individualID, scope.individualIDs)];
  if (scope.userID) where.push(eq(conversationMessages.userID, scope.userID));
  const rows = await db
    .select({
      message: conversationMessages,
      conversationType: conversations.conversationType,
      firstName: users.firstName,
      surname: users.surname,
    })
    .from(conversationMessages)
    .innerJoin(conversations, eq(conversations.conversationID, conversationMessages.conversationID))
    .leftJoin(users, eq(users.userID, conversationMessages.userID))
    .where(and(eq(conversations.organisationID, scope.organisationID), or(...where)))
    .orderBy(asc(conversationMessages.dateCreated));
  const own = (userID: string | null) => !!scope.userID && userID === scope.userID;
  const messages = rows.map(({ message: m, conversationType }) => ({
    conversationMessageID: m.conversationMessageID,
    conversationID: m.conversationID,
    conversationType,
    dateCreated: iso(m.dateCreated),
    author: own(m.userID) ? 'you' : REDACTED,
    message: own(m.userID) ? m.message : REDACTED,
  }));
  // What an e-mail quoting these conversations must not show either: others' words and names.
  const redactions = new Set<string>();
  for (const r of rows) {
    if (own(r.message.userID)) continue;
    if (r.message.message.trim()) redactions.add(r.message.message.trim());
    if (r.firstName) redactions.add(`${r.firstName} ${r.surname}`);
  }
  if (!scope.userID) return { messages, mentions: [], redactions: [...redactions] };
  const tagged = await db
    .select({
      message: conversationMessages,
      hasRead: messageTags.hasRead,
      firstName: users.firstName,
      surname: users.surname,
    })
    .from(messageTags)
    .innerJoin(
      conversationMessages,
      eq(conversationMessages.conversationMessageID, messageTags.conversationMessageID),
    )
    .leftJoin(users, eq(users.userID, conversationMessages.userID))
    .innerJoin(conversations, eq(conversations.conversationID, conversationMessages.conversationID))
    .where(and(eq(messageTags.userID, scope.userID), eq(conversations.organisationID, scope.organisationID)))
    .orderBy(asc(conversationMessages.dateCreated));
  for (const r of tagged) {
    if (own(r.message.userID)) continue;
    if (r.message.message.trim()) redactions.add(r.message.message.trim());
    if (r.firstName) redactions.add(`${r.firstName} ${r.surname}`);
  }
  const mentions = tagged.map(({ message: m, hasRead }) => ({
    conversationMessageID: m.conversationMessageID,
    conversationID: m.conversationID,
    dateCreated: iso(m.dateCreated),
    hasRead,
    author: own(m.userID) ? 'you' : REDACTED,
    message: own(m.userID) ? m.message : REDACTED,
  }));
  return { messages, mentions, redactions: [...redactions] };
}

/**
 * The e-mails the organisation's users caused to be sent to the person (mail_outbox.organisation_id),
 * as sent, except that the words and names a chat e-mail quotes of someone else read "[redacted]",
 * as in the conversations.
 */
async function collectEmails(db: DbOrTx, scope: SubjectScope, redactions: string[]) {
  // Longest first, so a message that holds a name is redacted whole.
  const hidden = [...redactions].sort((x, y) => y.length - x.length);
  const redact = (text: string) => hidden.reduce((t, r) => t.split(r).join(REDACTED), text);
  if (!scope.emails.length) return [];
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.organisationID, scope.organisationID),
        inArray(sql`lower(${mailOutbox.toAddress})`, scope.emails),
      ),
    )
    .orderBy(asc(mailOutbox.createdAt));
  // The administrators' copy: a one-time link in it is already hidden (mail/outbox.ts LINK_HIDDEN).
  return rows.map((m) => ({
    mailID: m.mailID,
    trigger: m.trigger,
    to: m.toAddress,
    subject: redact(m.subject),
    text: redact(m.textBody),
    status: m.status,
    createdAt: iso(m.createdAt),
    sentAt: iso(m.sentAt),
  }));
}

/** Who of the organisation (or a platform administrator) read the person's protected data, and when. */
async function collectAccessLog(
  db: DbOrTx,
  scope: SubjectScope,
  related: { checkIDs: string[]; documentIDs: string[] },
) {
  const objects = [
    and(eq(auditEvents.objectType, 'individual'), inArray(auditEvents.objectID, scope.individualIDs)),
  ];
  if (related.checkIDs.length)
    objects.push(
      and(eq(auditEvents.objectType, 'checkResult'), inArray(auditEvents.objectID, related.checkIDs)),
    );
  if (related.documentIDs.length)
    objects.push(
      and(eq(auditEvents.objectType, 'document'), inArray(auditEvents.objectID, related.documentIDs)),
    );
  const rows = await db
    .select({ event: auditEvents, firstName: users.firstName, surname: users.surname })
    .from(auditEvents)
    .leftJoin(users, eq(users.userID, auditEvents.actorUserID))
    .where(
      and(
        eq(auditEvents.organisationID, scope.organisationID),
        inArray(auditEvents.action, [...SENSITIVE_READ_ACTIONS, ADMIN_READ_ACTION]),
        or(...objects),
      ),
    )
    .orderBy(asc(auditEvents.auditEventID));
  return rows.map(({ event: e, firstName, surname }) => ({
    occurredAt: iso(e.occurredAt),
    action: e.action,
    objectType: e.objectType,
    objectID: e.objectID,
    viewer: e.actorUserID === scope.userID ? 'you' : firstName ? `${firstName} ${surname}` : 'System',
  }));
}
