import { z } from 'zod';
import { zOptionalDate } from './schemas/dates.js';
import { optionalText, requiredText, zUuid } from './schemas/fields.js';
import { VALIDATION } from './texts.js';

/*
 * Issue 14 "A client request list": the firm asks the matter's clients for documents or answers;
 * the client uploads into an item or answers it; the firm accepts it (ticked) or sends it back.
 */

export const CLIENT_REQUEST_KINDS = ['document', 'answer'] as const;
export type ClientRequestKind = (typeof CLIENT_REQUEST_KINDS)[number];

/**
 * open → (client answers or uploads) → answered → accepted, or reopened (sent back with a comment)
 * → answered again. Withdrawn items are kept for the audit trail but listed to nobody.
 */
export const CLIENT_REQUEST_STATUSES = ['open', 'answered', 'accepted', 'reopened', 'withdrawn'] as const;
export type ClientRequestStatus = (typeof CLIENT_REQUEST_STATUSES)[number];

/** The statuses in which the client still has something to do (and is reminded). */
export const CLIENT_REQUEST_WAITING: readonly ClientRequestStatus[] = ['open', 'reopened'];

export const CLIENT_REQUEST_TITLE_MAX = 200;
export const CLIENT_REQUEST_DETAIL_MAX = 2000;
export const CLIENT_REQUEST_ANSWER_MAX = 5000;
export const CLIENT_REQUEST_COMMENT_MAX = 1000;
/** Items added in one go (one e-mail per client for the batch). */
export const CLIENT_REQUEST_BATCH_MAX = 20;
/** Files one upload into an item may carry. */
export const CLIENT_REQUEST_FILES_MAX = 10;
/** Decision: a reminder after 7 days while an item stays open, then every 7 days, at most 3. */
export const CLIENT_REQUEST_REMINDER_DAYS_DEFAULT = 7;
export const CLIENT_REQUEST_REMINDER_DAYS_MIN = 1;
export const CLIENT_REQUEST_REMINDER_DAYS_MAX = 90;
export const CLIENT_REQUEST_REMINDERS_MAX = 3;

export const CLIENT_REQUEST_TEXTS = {
  nav: 'Requests',
  staffTitle: 'Requests',
  staffDescription: 'Documents and answers the firm has asked the clients of this matter for.',
  clientTitle: 'What we need from you',
  clientDescription: 'The documents and answers your law firm needs from you for this matter.',
  staffEmpty: 'Nothing has been asked of the clients yet.',
  clientEmpty: 'Nothing is needed from you at the moment.',
  add: 'Ask the client',
  addTitle: 'Ask the client for something',
  kind: 'What is needed',
  kinds: { document: 'A document', answer: 'An answer' } satisfies Record<ClientRequestKind, string>,
  title: 'Title',
  titlePlaceholder: 'e.g. Copy of the death certificate',
  detail: 'Details or question',
  dueDate: 'Needed by',
  client: 'Who is asked',
  allClients: "All the matter's clients",
  reminderDays: 'Remind every (days)',
  save: 'Send request',
  cancel: 'Cancel',
  added: 'The client has been asked',
  addFailed: 'The request could not be sent',
  noClients: 'This matter has no client with a Probity account yet: invite one from Individuals first.',
  statuses: {
    open: 'Open',
    answered: 'Answered',
    accepted: 'Done',
    reopened: 'Sent back',
    withdrawn: 'Withdrawn',
  } satisfies Record<ClientRequestStatus, string>,
  uploaded: 'Uploaded',
  dueOn: (date: string) => `Needed by ${date}`,
  askedOf: (name: string) => `Asked of ${name}`,
  answer: 'Your answer',
  sendAnswer: 'Send answer',
  answerSent: 'Thank you: your answer has been sent',
  answerFailed: 'The answer could not be sent',
  upload: 'Upload file',
  uploading: 'Uploading...',
  uploadedToast: 'Thank you: the file has been sent',
  uploadFailed: 'The file could not be uploaded',
  files: 'Files',
  accept: 'Accept',
  accepted: 'Marked as done',
  sendBack: 'Send back',
  sendBackTitle: 'Send the item back to the client',
  comment: 'What is still needed',
  sentBack: 'The item was sent back to the client',
  firmComment: 'Comment from the firm',
  withdraw: 'Withdraw',
  withdrawTitle: 'Withdraw this request',
  withdrawText: 'The client will no longer see it. This cannot be undone.',
  withdrawYes: 'Yes, withdraw',
  withdrawNo: 'No, keep it',
  withdrawn: 'The request was withdrawn',
  actionFailed: 'The change could not be saved',
  loadFailed: 'The requests could not be loaded.',
  // server refusals
  notAnAnswerItem: 'This item asks for a document: upload a file instead',
  notADocumentItem: 'This item asks for an answer, not a file',
  notWaiting: 'This item is not waiting for the client',
  notAnswered: 'This item has not been answered yet',
  alreadyClosed: 'This item is already done or withdrawn',
  notAClient: 'Choose an individual of this matter who has a Probity account',
} as const;

/** An item the firm adds (POST /api/Matters/{id}/Requests takes a list of these). */
export const ZClientRequestInput = z.object({
  kind: z.enum(CLIENT_REQUEST_KINDS, { error: VALIDATION.required }),
  title: requiredText(CLIENT_REQUEST_TITLE_MAX),
  detail: optionalText(CLIENT_REQUEST_DETAIL_MAX),
  dueDate: zOptionalDate,
  /** The individual of the matter who is asked; null or absent: all the matter's clients. */
  individualID: zUuid.nullish(),
  reminderDays: z
    .number()
    .int()
    .min(CLIENT_REQUEST_REMINDER_DAYS_MIN)
    .max(CLIENT_REQUEST_REMINDER_DAYS_MAX)
    .nullish(),
});
export type ClientRequestInput = z.infer<typeof ZClientRequestInput>;

export const ZClientRequestBatch = z.object({
  items: z.array(ZClientRequestInput).min(1).max(CLIENT_REQUEST_BATCH_MAX),
});

export const ZClientRequestAnswerInput = z.object({ answer: requiredText(CLIENT_REQUEST_ANSWER_MAX) });
export const ZClientRequestReopenInput = z.object({ comment: requiredText(CLIENT_REQUEST_COMMENT_MAX) });

const ZPerson = z.object({ userID: z.string(), name: z.string() });

/** An item as GET /api/Matters/{id}/Requests answers it. */
export const ZClientRequest = z.object({
  requestID: z.string(),
  matterID: z.string(),
  kind: z.enum(CLIENT_REQUEST_KINDS),
  title: z.string(),
  detail: z.string().nullable(),
  dueDate: z.string().nullable(),
  status: z.enum(CLIENT_REQUEST_STATUSES),
  individualID: z.string().nullable(),
  /** Who is asked, by name; null: all the matter's clients. */
  individualName: z.string().nullable(),
  reminderDays: z.number(),
  answer: z.string().nullable(),
  comment: z.string().nullable(),
  documents: z.array(
    z.object({
      documentID: z.string(),
      name: z.string(),
      mimeType: z.string(),
      fileSize: z.number(),
      dateCreated: z.string(),
    }),
  ),
  createdBy: ZPerson.nullable(),
  answeredBy: ZPerson.nullable(),
  dateCreated: z.string(),
  answeredAt: z.string().nullable(),
  acceptedAt: z.string().nullable(),
});
export type ClientRequest = z.infer<typeof ZClientRequest>;

/** The matter's clients that may be asked (individuals with a user account). */
export const ZClientRequestClient = z.object({ individualID: z.string(), name: z.string() });
export type ClientRequestClient = z.infer<typeof ZClientRequestClient>;
