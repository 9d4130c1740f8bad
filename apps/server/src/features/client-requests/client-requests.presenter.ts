import type { ClientRequest } from '@probity/domain';
import type { Actor } from '../../access/actor.js';
import { decryptText } from '../../lib/crypto.js';
import type { ClientRequestView } from './client-requests.queries.js';

export const answerContext = (requestID: string) => `client_requests.answer:${requestID}`;

/**
 * An item as the API answers it. The answer is decrypted here; a client sees only the linked
 * documents everybody on the matter may see (or their own uploads).
 */
export function presentClientRequest(
  view: ClientRequestView,
  viewer: { actor: Actor; isStaff: boolean; key: Buffer },
): ClientRequest {
  const { item } = view;
  return {
    requestID: item.requestID,
    matterID: item.matterID,
    kind: item.kind,
    title: item.title,
    detail: item.detail,
    dueDate: item.dueDate,
    status: item.status,
    individualID: item.individualID,
    individualName: view.individualName,
    reminderDays: item.reminderDays,
    answer: item.answer ? decryptText(viewer.key, item.answer, answerContext(item.requestID)) : null,
    comment: item.comment,
    documents: view.documents
      .filter((d) => viewer.isStaff || d.everybody || d.uploadedBy === viewer.actor.userID)
      .map((d) => ({
        documentID: d.documentID,
        name: d.name,
        mimeType: d.mimeType,
        fileSize: d.fileSize,
        dateCreated: d.dateCreated.toISOString(),
      })),
    createdBy: view.createdBy,
    answeredBy: view.answeredBy,
    dateCreated: item.dateCreated.toISOString(),
    answeredAt: item.answeredAt?.toISOString() ?? null,
    acceptedAt: item.acceptedAt?.toISOString() ?? null,
  };
}
