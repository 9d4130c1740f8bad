import { z } from 'zod';
import type { DocumentRow } from './documents.access.js';
import type { UserSummary } from './documents.queries.js';

export const ZUserSummary = z.object({
  userID: z.string(),
  firstName: z.string(),
  surname: z.string(),
  emailAddress: z.string(),
});

/** spec 02 §3 Document, as every document call answers it. */
export const ZDocument = z.object({
  documentID: z.string(),
  itemID: z.string(),
  name: z.string(),
  mimeType: z.string(),
  fileSize: z.number(),
  dateCreated: z.string(),
  uploadedBy: ZUserSummary.nullable(),
  sharedWith: z.array(ZUserSummary),
  everybody: z.boolean(),
});
export type DocumentView = z.infer<typeof ZDocument>;

export function presentDocument(
  doc: DocumentRow,
  uploader: UserSummary | null,
  sharedWith: UserSummary[],
): DocumentView {
  return {
    documentID: doc.documentID,
    itemID: doc.itemID,
    name: doc.name,
    mimeType: doc.mimeType,
    fileSize: doc.fileSize,
    dateCreated: doc.dateCreated.toISOString(),
    uploadedBy: uploader
      ? {
          userID: uploader.userID,
          firstName: uploader.firstName,
          surname: uploader.surname,
          emailAddress: uploader.emailAddress,
        }
      : null,
    sharedWith: doc.everybody
      ? []
      : sharedWith.map((u) => ({
          userID: u.userID,
          firstName: u.firstName,
          surname: u.surname,
          emailAddress: u.emailAddress,
        })),
    everybody: doc.everybody,
  };
}
