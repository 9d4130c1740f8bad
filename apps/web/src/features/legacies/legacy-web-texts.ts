/** Texts of spec 03 used only by the web's legacy views (quoted word for word). */
export const LEGACY_DOCUMENT_TEXTS = {
  /** 03 §2.9: the upload button on the charity-in-matter view (the firm's Legacy tab). */
  addNewDocument: 'Add new document',
  /** 03 §2.9: the legacy documents' access overlay. */
  accessTitle: 'Manage user access',
  /** 03 §8: the loading notice while the access is saved. */
  updatingAccess: 'Updating user access for document',
} as const;
