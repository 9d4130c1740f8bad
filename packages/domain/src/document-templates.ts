import { z } from 'zod';
import { requiredText } from './schemas/fields.js';

/*
 * Issue 14: a firm's letter templates (Word .docx with merge fields), the folders a document is
 * filed in, and versions of a document. Texts and limits shared by the server and the web app.
 */

/** A template's name as the firm calls it ("Letter to the bank"). */
export const DOCUMENT_TEMPLATE_NAME_MAX = 120;
/** Templates per firm: enough for a practice's letters, small enough to list on one page. */
export const DOCUMENT_TEMPLATES_MAX = 200;

/**
 * The folders (categories) a document is filed in. Decision: a fixed list here, the same for every
 * firm (a per-firm list would need its own screen and rules for renaming folders that hold
 * documents); 'other' is the default and holds every document uploaded before folders existed.
 */
export const DOCUMENT_FOLDERS = [
  'correspondence',
  'identity',
  'wills',
  'accounts',
  'tax',
  'grant',
  'other',
] as const;
export type DocumentFolder = (typeof DOCUMENT_FOLDERS)[number];
export const DEFAULT_DOCUMENT_FOLDER: DocumentFolder = 'other';
/** Where a generated letter goes unless the user picks another folder. */
export const GENERATED_DOCUMENT_FOLDER: DocumentFolder = 'correspondence';

export const DOCUMENT_FOLDER_LABELS: Record<DocumentFolder, string> = {
  correspondence: 'Correspondence',
  identity: 'Identity',
  wills: 'Wills and codicils',
  accounts: 'Estate accounts',
  tax: 'Tax',
  grant: 'Grant',
  other: 'Other',
};

export const zDocumentFolder = z.enum(DOCUMENT_FOLDERS, {
  error: `Choose one of: ${DOCUMENT_FOLDERS.join(', ')}`,
});

/** PATCH /api/Document/{id}: the folder a document is filed in. */
export const ZDocumentFolderInput = z.object({ folder: zDocumentFolder });

/** A merge field a template may use, with what it is filled with (the list on the templates page). */
export interface MergeField {
  tag: string;
  description: string;
}

/** The fields of one of the matter's individuals, inside {#individuals}…{/individuals}. */
export const INDIVIDUAL_MERGE_FIELDS: readonly MergeField[] = [
  { tag: 'role', description: 'Their role on the matter (Executor, Beneficiary…)' },
  { tag: 'title', description: 'Title (Mr, Mrs…)' },
  { tag: 'first_name', description: 'First name' },
  { tag: 'surname', description: 'Surname' },
  { tag: 'full_name', description: 'Title, first, middle names and surname' },
  { tag: 'address', description: 'Address on one line' },
  { tag: 'email', description: 'E-mail address' },
  { tag: 'telephone', description: 'Telephone' },
];

/** The fields of a template outside any loop. */
export const MERGE_FIELDS: readonly MergeField[] = [
  { tag: 'matter_reference', description: "The matter's reference" },
  { tag: 'matter_title', description: 'The matter\'s name ("Estate of …" or the main individual)' },
  { tag: 'matter_type', description: 'Estate, Power of Attorney, Trust or Will' },
  { tag: 'matter_status', description: "The matter's current status" },
  { tag: 'date_of_death', description: 'Date of death (on the matter)' },
  { tag: 'date_of_probate', description: 'Date of probate' },
  { tag: 'probate_reference', description: 'Probate reference' },
  { tag: 'deceased_title', description: "The deceased's title" },
  { tag: 'deceased_first_name', description: "The deceased's first name" },
  { tag: 'deceased_surname', description: "The deceased's surname" },
  { tag: 'deceased_full_name', description: "The deceased's full name" },
  { tag: 'deceased_date_of_birth', description: "The deceased's date of birth" },
  { tag: 'deceased_date_of_death', description: "The deceased's date of death" },
  { tag: 'deceased_address', description: "The deceased's last address on one line" },
  {
    tag: 'deceased_ni_number',
    description: "The deceased's National Insurance number (reading it is audited)",
  },
  { tag: 'firm_name', description: "The firm's name" },
  { tag: 'firm_address', description: "The firm's address on one line" },
  { tag: 'firm_email', description: "The firm's main contact's e-mail address" },
  { tag: 'fee_earner_name', description: 'The name of the user who generates the letter' },
  { tag: 'fee_earner_email', description: 'Their e-mail address' },
  { tag: 'today', description: "Today's date (2 May 2026)" },
];

/** The loop over the matter's individuals (other than the deceased). */
export const MERGE_LOOP = 'individuals';

/** Fields whose reading is a sensitive read (audited as individual.identity_viewed). */
export const SENSITIVE_MERGE_FIELDS: readonly string[] = ['deceased_ni_number'];

export const DOCUMENT_TEMPLATE_TEXTS = {
  pageTitle: 'Letter templates',
  pageDescription:
    'Word (.docx) letters with merge fields. Generate one into a matter from its Documents page.',
  upload: 'Upload template',
  replace: 'Replace file',
  rename: 'Rename',
  delete: 'Delete',
  name: 'Name',
  file: 'File (.docx)',
  noTemplates: 'No letter templates yet.',
  loadFailed: 'The templates could not be loaded.',
  updated: 'Updated',
  size: 'Size',
  download: 'Download',
  edit: 'Rename or replace file',
  save: 'Save',
  cancel: 'Cancel',
  keepFile: 'Keep the current file',
  chooseFile: 'Choose a .docx file',
  deleteYes: 'Yes, Delete',
  deleteNo: 'No, Cancel',
  fieldsMain: 'The matter, the deceased, the firm and today',
  fieldsLoop: "Inside {#individuals}…{/individuals}, for each of the matter's individuals",
  fieldsTitle: 'Merge fields',
  fieldsHelp:
    'Type a field in curly brackets where its value should go, e.g. {matter_reference}. Repeat a block for each individual with {#individuals}{full_name}, {role}{/individuals}.',
  copyField: 'Copy',
  copied: 'Copied',
  uploading: 'Uploading the template...',
  uploaded: 'Template saved',
  saved: 'Template saved',
  deleting: 'Deleting the template...',
  deleted: 'Template deleted',
  deleteTitle: 'Delete this template',
  deleteText: 'Documents already generated from it are kept.',
  failed: 'The template could not be saved',
  onlyAdmin: 'Only a Matter Admin can change the letter templates',
  notDocx: 'The template must be a Word document (.docx)',
  badTag: (tag: string, reason: string) => `The merge field ${tag} is not valid: ${reason}`,
  unknownTag: (tag: string) => `Unknown merge field {${tag}}`,
  tooMany: `A firm can keep at most ${DOCUMENT_TEMPLATES_MAX} templates`,
  generate: 'Generate from template',
  generateTitle: 'Generate a letter',
  template: 'Template',
  folder: 'Folder',
  generateButton: 'Generate',
  generating: 'Generating the letter...',
  generated: (name: string) => `${name} was added to the documents`,
  generateFailed: 'The letter could not be generated',
  noTemplatesToGenerate: 'Your firm has no letter templates yet.',
  generatedName: (template: string, reference: string) => `${template} – ${reference}.docx`,
} as const;

export const DOCUMENT_VERSION_TEXTS = {
  folderColumn: 'Folder',
  allFolders: 'All folders',
  filterLabel: 'Folder',
  moveTo: 'Folder',
  moved: (folder: string) => `Moved to ${folder}`,
  moveFailed: 'The folder could not be changed',
  uploadFolder: 'Upload into',
  newVersion: 'Upload new version',
  versions: 'Versions',
  versionsTitle: (name: string) => `Versions of ${name}`,
  current: 'Current',
  version: (n: number) => `Version ${n}`,
  noEarlier: 'There are no earlier versions.',
  versionUploaded: (n: number) => `Version ${n} uploaded`,
  versionFailed: 'The new version could not be uploaded',
  mayNotVersion: "Only the firm's staff or the document's uploader can upload a new version",
} as const;

/** POST /api/DocumentTemplates: a new template (the file as a data URL). */
export const ZDocumentTemplateCreate = z.object({
  name: requiredText(DOCUMENT_TEMPLATE_NAME_MAX),
  content: z.string().min(1),
});
export type DocumentTemplateCreate = z.infer<typeof ZDocumentTemplateCreate>;

/** PUT /api/DocumentTemplates/{id}: rename, replace the file, or both. */
export const ZDocumentTemplateUpdate = z.object({
  name: requiredText(DOCUMENT_TEMPLATE_NAME_MAX).optional(),
  content: z.string().min(1).optional(),
});
export type DocumentTemplateUpdate = z.infer<typeof ZDocumentTemplateUpdate>;

/** POST /api/DocumentTemplates/{id}/Generate. */
export const ZDocumentGenerate = z.object({
  matterID: z.uuid(),
  folder: zDocumentFolder.optional(),
});
export type DocumentGenerate = z.infer<typeof ZDocumentGenerate>;

export interface DocumentTemplate {
  templateID: string;
  name: string;
  fileSize: number;
  dateCreated: string;
  lastUpdated: string;
  uploadedBy: string | null;
}

export interface DocumentVersion {
  versionID: string;
  version: number;
  name: string;
  mimeType: string;
  fileSize: number;
  dateCreated: string;
  uploadedBy: { userID: string; firstName: string; surname: string } | null;
}
