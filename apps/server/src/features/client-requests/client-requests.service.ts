import {
  CLIENT_REQUEST_REMINDER_DAYS_DEFAULT,
  CLIENT_REQUEST_TEXTS,
  CLIENT_REQUEST_WAITING,
  type ClientRequestInput,
  type ClientRequestStatus,
  ukDate,
} from '@probity/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Actor } from '../../access/actor.js';
import type { DbOrTx } from '../../db/client.js';
import { clientRequestDocuments, clientRequests, organisations } from '../../db/schema/index.js';
import { encryptText } from '../../lib/crypto.js';
import { conflict, invalid } from '../../lib/errors.js';
import { enqueueTemplatedMail } from '../../mail/render-mail.js';
import { type RequestMeta, recordChange } from '../activity/activity.service.js';
import { type ClientRequestRow, type RequestScope, loadRequestItem } from './client-requests.access.js';
import { answerContext } from './client-requests.presenter.js';
import { findMatterClients } from './client-requests.queries.js';

type Trace = 'added' | 'answered' | 'uploaded' | 'accepted' | 'reopened' | 'withdrawn';

/** The activity entry (the firm's feed of the matter, sent live to the firm) and the audit event. */
async function recordRequestChange(
  tx: DbOrTx,
  actor: Actor,
  scope: RequestScope,
  item: Pick<ClientRequestRow, 'requestID' | 'title' | 'kind'>,
  action: Trace,
  meta: RequestMeta,
  extra: { text?: string | null; details?: Record<string, unknown> } = {},
) {
  const { matter } = scope.loaded;
  await recordChange(tx, actor, {
    organisationID: matter.organisationID,
    matterID: matter.matterID,
    reference: matter.reference,
    activity: { activityType: 'request', action, object: item.title, text: extra.text ?? null },
    audit: {
      action: `clientRequest.${action}`,
      objectType: 'clientRequest',
      objectID: item.requestID,
      details: { matterID: matter.matterID, kind: item.kind, ...extra.details },
    },
    ip: meta.ip,
  });
}

export const requestsLink = (publicUrl: string | undefined, matterID: string) =>
  `${publicUrl ?? ''}/secure/matters/${matterID}/requests`;

export const itemCountText = (n: number) => (n === 1 ? '1 item' : `${n} items`);

/** One line of an e-mail's list: the title, and the date it is needed by. */
export const itemLine = (item: Pick<ClientRequestRow, 'title' | 'dueDate'>) =>
  item.dueDate ? `${item.title} (needed by ${ukDate(item.dueDate)})` : item.title;

export async function firmNameOf(tx: DbOrTx, organisationID: string): Promise<string> {
  const [org] = await tx
    .select({ name: organisations.name })
    .from(organisations)
    .where(eq(organisations.organisationID, organisationID));
  return org?.name ?? '';
}

/**
 * Issue 14: the firm asks the matter's clients for documents or answers. All items or none; each
 * asked client gets one e-mail (ClientRequestsAdded) listing their items, in the same transaction.
 */
export async function addClientRequests(
  tx: DbOrTx,
  actor: Actor,
  scope: RequestScope,
  inputs: ClientRequestInput[],
  meta: RequestMeta,
): Promise<string[]> {
  const { matter } = scope.loaded;
  const clients = await findMatterClients(tx, matter.matterID);
  const errors: Record<string, string[]> = {};
  inputs.forEach((input, i) => {
    if (input.individualID && !clients.some((c) => c.individualID === input.individualID!.toLowerCase()))
      errors[`items.${i}.individualID`] = [CLIENT_REQUEST_TEXTS.notAClient];
  });
  if (Object.keys(errors).length) throw invalid(errors);
  const rows: ClientRequestRow[] = [];
  // One at a time, each with the wall clock: the list keeps the order the firm wrote them in.
  for (const input of inputs) {
    const [row] = await tx
      .insert(clientRequests)
      .values({
        organisationID: matter.organisationID,
        matterID: matter.matterID,
        individualID: input.individualID?.toLowerCase() ?? null,
        kind: input.kind,
        title: input.title,
        detail: input.detail || null,
        dueDate: input.dueDate,
        reminderDays: input.reminderDays ?? CLIENT_REQUEST_REMINDER_DAYS_DEFAULT,
        createdBy: actor.userID,
        dateCreated: sql`clock_timestamp()`,
      })
      .returning();
    rows.push(row!);
  }
  for (const row of rows) await recordRequestChange(tx, actor, scope, row, 'added', meta);
  const firmName = await firmNameOf(tx, matter.organisationID);
  for (const client of clients) {
    if (client.status !== 'active') continue;
    const mine = rows.filter((r) => !r.individualID || r.individualID === client.individualID);
    if (mine.length === 0) continue;
    await enqueueTemplatedMail(tx, {
      trigger: 'ClientRequestsAdded',
      to: client.emailAddress,
      values: {
        firstName: client.userFirstName,
        firmName,
        matterReference: matter.reference,
        itemCount: itemCountText(mine.length),
        items: mine.map(itemLine).join('\n'),
        link: requestsLink(meta.publicUrl, matter.matterID),
      },
    });
  }
  return rows.map((r) => r.requestID);
}

/** The client may still answer or add files until the firm accepts (or withdraws) the item. */
const CLIENT_MAY_ACT: readonly ClientRequestStatus[] = [...CLIENT_REQUEST_WAITING, 'answered'];

function assertClientMayAct(item: ClientRequestRow, kind: ClientRequestRow['kind']) {
  if (item.kind !== kind)
    throw invalid(
      kind === 'answer'
        ? { answer: [CLIENT_REQUEST_TEXTS.notAnAnswerItem] }
        : { content: [CLIENT_REQUEST_TEXTS.notADocumentItem] },
      kind === 'answer' ? CLIENT_REQUEST_TEXTS.notAnAnswerItem : CLIENT_REQUEST_TEXTS.notADocumentItem,
    );
  if (!CLIENT_MAY_ACT.includes(item.status)) throw conflict(CLIENT_REQUEST_TEXTS.notWaiting);
}

/** The client answers an answer item (the answer is encrypted at rest). */
export async function answerClientRequest(
  tx: DbOrTx,
  actor: Actor,
  requestID: string,
  answer: string,
  opts: { key: Buffer } & RequestMeta,
): Promise<void> {
  const { item, scope } = await loadRequestItem(tx, actor, requestID, 'clientRequest.answer', { lock: true });
  assertClientMayAct(item, 'answer');
  await tx
    .update(clientRequests)
    .set({
      answer: encryptText(opts.key, answer, answerContext(item.requestID)),
      status: 'answered',
      answeredBy: actor.userID,
      answeredAt: sql`now()`,
    })
    .where(eq(clientRequests.requestID, item.requestID));
  await recordRequestChange(tx, actor, scope, item, 'answered', opts);
}

/** Before any byte is written: the client may upload into this item (404/403/400/409 otherwise). */
export async function checkUploadInto(tx: DbOrTx, actor: Actor, requestID: string) {
  const { item } = await loadRequestItem(tx, actor, requestID, 'clientRequest.answer');
  assertClientMayAct(item, 'document');
  return item;
}

/**
 * Inside the documents' transaction (documents.service `within`): checks the item again under a
 * lock, links the new documents to it and marks it answered.
 */
export function linkUploads(actor: Actor, requestID: string, names: string[], meta: RequestMeta) {
  return async (tx: DbOrTx, documentIDs: string[]) => {
    const { item, scope } = await loadRequestItem(tx, actor, requestID, 'clientRequest.answer', {
      lock: true,
    });
    assertClientMayAct(item, 'document');
    await tx
      .insert(clientRequestDocuments)
      .values(documentIDs.map((documentID) => ({ requestID: item.requestID, documentID })));
    await tx
      .update(clientRequests)
      .set({ status: 'answered', answeredBy: actor.userID, answeredAt: sql`now()` })
      .where(eq(clientRequests.requestID, item.requestID));
    await recordRequestChange(tx, actor, scope, item, 'uploaded', meta, {
      text: names.join(', '),
      details: { documentIDs },
    });
  };
}

/** The firm accepts an item (ticked): from any state but withdrawn or already accepted. */
export async function acceptClientRequest(tx: DbOrTx, actor: Actor, requestID: string, meta: RequestMeta) {
  const { item, scope } = await loadRequestItem(tx, actor, requestID, 'clientRequest.update', { lock: true });
  if (item.status === 'accepted') throw conflict(CLIENT_REQUEST_TEXTS.alreadyClosed);
  await tx
    .update(clientRequests)
    .set({ status: 'accepted', acceptedAt: sql`now()` })
    .where(eq(clientRequests.requestID, item.requestID));
  await recordRequestChange(tx, actor, scope, item, 'accepted', meta);
}

/**
 * The firm sends an answered item back with a comment: it waits for the client again, and its
 * reminder clock starts afresh.
 */
export async function reopenClientRequest(
  tx: DbOrTx,
  actor: Actor,
  requestID: string,
  comment: string,
  meta: RequestMeta,
) {
  const { item, scope } = await loadRequestItem(tx, actor, requestID, 'clientRequest.update', { lock: true });
  if (item.status !== 'answered' && item.status !== 'accepted')
    throw conflict(CLIENT_REQUEST_TEXTS.notAnswered);
  await tx
    .update(clientRequests)
    .set({
      status: 'reopened',
      comment,
      acceptedAt: null,
      openedAt: sql`now()`,
      lastRemindedAt: null,
      remindersSent: 0,
    })
    .where(eq(clientRequests.requestID, item.requestID));
  await recordRequestChange(tx, actor, scope, item, 'reopened', meta, { text: comment });
}

/** The firm withdraws an item: kept for the audit trail, listed to nobody, never reminded. */
export async function withdrawClientRequest(tx: DbOrTx, actor: Actor, requestID: string, meta: RequestMeta) {
  const { item, scope } = await loadRequestItem(tx, actor, requestID, 'clientRequest.update', { lock: true });
  await tx
    .update(clientRequests)
    .set({ status: 'withdrawn' })
    .where(inArray(clientRequests.requestID, [item.requestID]));
  await recordRequestChange(tx, actor, scope, item, 'withdrawn', meta);
}
