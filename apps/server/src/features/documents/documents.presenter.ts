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
  /** Issue 14: the folder it is filed in, and the current version (1 for a first upload). */
  folder: z.string(),
  version: z.number(),
  /** Who uploaded the current version, and when (the first uploader and dateCreated for version 1). */
  versionUploadedBy: ZUserSummary.nullable(),
  versionDate: z.string(),
});
export type DocumentView = z.infer<typeof ZDocument>;

function summary(user: UserSummary | null): UserSummary | null {
  return user
    ? {
        userID: user.userID,
        firstName: user.firstName,
        surname: user.surname,
        emailAddress: user.emailAddress,
      }
    : null;
}

export function presentDocument(
  doc: DocumentRow,
  uploader: UserSummary | null,
  sharedWith: UserSummary[],
  versionUploader: UserSummary | null = uploader,
): DocumentView {
  return {
    documentID: doc.documentID,
    itemID: doc.itemID,
    name: doc.name,
    mimeType: doc.mimeType,
    fileSize: doc.fileSize,
    dateCreated: doc.dateCreated.toISOString(),
    uploadedBy: summary(uploader),
    sharedWith: doc.everybody
      ? []
      : sharedWith.map((u) => ({
          userID: u.userID,
          firstName: u.firstName,
          surname: u.surname,
          emailAddress: u.emailAddress,
        })),
    everybody: doc.everybody,
    folder: doc.folder,
    version: doc.version,
    versionUploadedBy: summary(doc.versionUploadedBy ? versionUploader : uploader),
    versionDate: (doc.versionDate ?? doc.dateCreated).toISOString(),
  };
}
