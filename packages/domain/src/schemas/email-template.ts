import { z } from 'zod';
import { TEMPLATE_CONTENT_MAX, TEXT_MAX } from '../limits.js';
import { VALIDATION } from '../texts.js';
import { requiredText, zUuid } from './fields.js';

/** A value a trigger's template may use as {{name}}, with what it holds and a preview sample. */
export interface EmailPlaceholder {
  readonly name: string;
  readonly description: string;
  readonly sample: string;
}

export interface EmailTrigger {
  /** The template's name (spec 01 §3: "name (the trigger)"). */
  readonly name: string;
  /** The event of the product that sends it. */
  readonly description: string;
  readonly placeholders: readonly EmailPlaceholder[];
}

const firstName = { name: 'firstName', description: "The recipient's first name", sample: 'Alex' } as const;
const link = (description: string, sample: string) => ({ name: 'link', description, sample }) as const;

/**
 * spec 01 §2 Settings / §3 Email template: each template belongs to one trigger, a real event of
 * the product. The placeholders are the only values a template may use (Handlebars, HTML-escaped);
 * `{{#if x}}…{{else}}…{{/if}}` and `{{#unless x}}` over them are allowed too.
 */
export const EMAIL_TRIGGERS = [
  {
    name: 'UserInvitation',
    description:
      'A user is added (Add User, New Member, a new administrator) and is invited to choose a password.',
    placeholders: [
      firstName,
      { name: 'surname', description: "The recipient's surname", sample: 'Morgan' },
      {
        name: 'emailAddress',
        description: 'The address they sign in with',
        sample: 'alex.morgan@example.com',
      },
      {
        name: 'organisationName',
        description: 'The company they join (may be empty)',
        sample: 'Harbour Finch LLP',
      },
      { name: 'invitedBy', description: 'Who added them (may be empty)', sample: 'Jamie Carter' },
      {
        name: 'matterReference',
        description: 'The matter a client is invited to follow (empty for a staff user)',
        sample: 'HF/EST/0001',
      },
      link('The link to choose a password', 'https://probity.example/identity/accept-invitation?token=…'),
      { name: 'validFor', description: 'How long the link works', sample: '7 days' },
    ],
  },
  {
    name: 'PasswordReset',
    description: 'A password reset is asked for (Forgot your password?, or Reset password on a member).',
    placeholders: [
      firstName,
      { name: 'surname', description: "The recipient's surname", sample: 'Morgan' },
      {
        name: 'emailAddress',
        description: 'The address they sign in with',
        sample: 'alex.morgan@example.com',
      },
      link('The link to choose a new password', 'https://probity.example/identity/reset-password?token=…'),
      { name: 'validFor', description: 'How long the link works', sample: '1 hour' },
    ],
  },
  {
    name: 'RegistrationConfirm',
    description: 'Somebody registers (Create your account) and confirms their e-mail address to finish.',
    placeholders: [
      firstName,
      {
        name: 'emailAddress',
        description: 'The address they registered',
        sample: 'alex.morgan@example.com',
      },
      link(
        'The link that creates the account',
        'https://probity.example/identity/confirm-registration?token=…',
      ),
      { name: 'validFor', description: 'How long the link works', sample: '24 hours' },
    ],
  },
  {
    name: 'RegistrationExists',
    description:
      'Somebody registers with an address that already has an account: its owner is told instead (the page says the same either way).',
    placeholders: [
      firstName,
      {
        name: 'emailAddress',
        description: 'The address of the account',
        sample: 'alex.morgan@example.com',
      },
      link('The page to reset the password', 'https://probity.example/identity/forgot-password'),
    ],
  },
  {
    name: 'SecondFactorReset',
    description:
      "An administrator reset the user's second factor (issue 13): they set one up again at their next sign-in.",
    placeholders: [
      firstName,
      { name: 'resetBy', description: 'The administrator who reset it', sample: 'Jamie Carter' },
      link('The sign-in security page of their account', 'https://probity.example/identity/account/security'),
    ],
  },
  {
    name: 'CheckInvitation',
    description: 'An individual of a matter is invited to complete an identity check.',
    placeholders: [
      firstName,
      {
        name: 'organisationName',
        description: 'The law firm asking for the check',
        sample: 'Harbour Finch LLP',
      },
      { name: 'matterReference', description: 'The matter reference', sample: 'HF/EST/2026/014' },
      { name: 'checkProduct', description: 'Probity Check or Probity Check+', sample: 'Probity Check+' },
      link('The link to start the check', 'https://probity.example/secure/matters/…'),
    ],
  },
  {
    name: 'CheckResultsReady',
    description: "The results of an individual's identity check are ready for the matter team.",
    placeholders: [
      firstName,
      { name: 'individualName', description: 'Who was checked', sample: 'Sam Patel' },
      { name: 'matterReference', description: 'The matter reference', sample: 'HF/EST/2026/014' },
      { name: 'checkProduct', description: 'Probity Check or Probity Check+', sample: 'Probity Check' },
      link('The link to the results', 'https://probity.example/secure/matters/…'),
    ],
  },
  {
    name: 'BankAccountShared',
    description: 'A charity shares a bank account with a law firm so a legacy can be paid.',
    placeholders: [
      firstName,
      { name: 'charityName', description: 'The charity sharing the account', sample: 'Brightwater Trust' },
      { name: 'firmName', description: 'The law firm it is shared with', sample: 'Harbour Finch LLP' },
      { name: 'matterReference', description: 'The matter of the legacy', sample: 'HF/EST/2026/014' },
      link(
        "The link to the charity's Legacy tab on the matter's Charities page",
        'https://probity.example/secure/matters/…/organisations?openCharityID=…&openCharityTab=legacy',
      ),
    ],
  },
  {
    name: 'BroadcastMessage',
    description: "A matter's team broadcasts a message to the matter's individuals.",
    placeholders: [
      firstName,
      { name: 'senderName', description: 'Who sent the message', sample: 'Jamie Carter' },
      { name: 'matterReference', description: 'The matter reference', sample: 'HF/EST/2026/014' },
      { name: 'message', description: 'The message', sample: 'The grant of probate has been issued.' },
      link('The link to the matter', 'https://probity.example/secure/matters/…'),
    ],
  },
  {
    name: 'Mention',
    description: 'Someone mentions the user in a chat message of a matter or a legacy.',
    placeholders: [
      firstName,
      { name: 'senderName', description: 'Who wrote the message', sample: 'Jamie Carter' },
      { name: 'context', description: 'The matter or legacy of the chat', sample: 'HF/EST/2026/014' },
      { name: 'message', description: 'The message', sample: '@Alex could you confirm the valuation?' },
      link('The link to the chat', 'https://probity.example/secure/matters/…'),
    ],
  },
  {
    name: 'LegacyActivity',
    description:
      "The law firm changes a legacy (its status, a document it adds, the legacy details): each member of the legacy's team whose notifications are 'Immediately' is told.",
    placeholders: [
      firstName,
      { name: 'legacyReference', description: 'The legacy, by its reference', sample: 'BWT-0412' },
      { name: 'firmName', description: 'The law firm that made the change', sample: 'Harbour Finch LLP' },
      {
        name: 'change',
        description: 'What changed, in words',
        sample: 'Jamie Carter (Harbour Finch LLP) changed the status of BWT-0412 to Post-grant',
      },
      link("The link to the legacy's activity", 'https://probity.example/secure/charity-legacies/…/activity'),
    ],
  },
  {
    name: 'LegacyActivityDigest',
    description:
      "Once a day, the law firms' changes to the legacies of a team member whose notifications are 'Daily digest', since their last digest.",
    placeholders: [
      firstName,
      {
        name: 'changeCount',
        description: "How many changes, in words ('1 change', '3 changes')",
        sample: '3 changes',
      },
      {
        name: 'changes',
        description: "The changes, one a line: when, what changed, and the link to the legacy's activity",
        sample:
          '04/03/2026 09:12 GMT: Jamie Carter (Harbour Finch LLP) changed the status of BWT-0412 to Post-grant (https://probity.example/secure/charity-legacies/…/activity)',
      },
      link('The link to the dashboard', 'https://probity.example/secure/dashboard'),
    ],
  },
  {
    name: 'BankAccountWithdrawn',
    description:
      'A charity deletes a bank account it had shared with a law firm for a legacy: the legacy has no bank account until the charity shares another (never the account itself).',
    placeholders: [
      firstName,
      {
        name: 'charityName',
        description: 'The charity that deleted the account',
        sample: 'Brightwater Trust',
      },
      { name: 'firmName', description: 'The law firm that could see it', sample: 'Harbour Finch LLP' },
      { name: 'matterReference', description: 'The matter of the legacy', sample: 'HF/EST/2026/014' },
      link(
        "The link to the charity's Legacy tab on the matter's Charities page",
        'https://probity.example/secure/matters/…/organisations?openCharityID=…&openCharityTab=legacy',
      ),
    ],
  },
  {
    name: 'ScreeningAlert',
    description:
      "Ongoing monitoring: a newly imported sanctions list is screened against the individuals of the firm's open matters, and an individual has a new possible match or match on it. Sent to the firm's MLRO users; the individual is not named (only the matter and the link).",
    placeholders: [
      firstName,
      { name: 'matterReference', description: 'The matter of the individual', sample: 'HF/EST/2026/014' },
      {
        name: 'matchCount',
        description: "The new matches, in words ('1 possible match', '2 matches')",
        sample: '1 possible match',
      },
      { name: 'listName', description: 'The list screened against', sample: 'UK Sanctions List' },
      { name: 'listDate', description: "The list's publication date (DD/MM/YYYY)", sample: '24/11/2026' },
      link(
        "The link to the individual's page",
        'https://probity.example/secure/matters/…/individuals/…/manage',
      ),
    ],
  },
  {
    name: 'ClientRequestsAdded',
    description:
      'Issue 14: the firm asks a matter\'s client for documents or answers ("What we need from you"). One e-mail per client for the items added together.',
    placeholders: [
      firstName,
      { name: 'firmName', description: 'The law firm that asks', sample: 'Harbour Finch LLP' },
      { name: 'matterReference', description: 'The matter', sample: 'HF/EST/2026/014' },
      { name: 'itemCount', description: "How many items, in words ('1 item', '3 items')", sample: '2 items' },
      {
        name: 'items',
        description: 'The items, one a line (title, and the date it is needed by)',
        sample: 'Copy of the death certificate (needed by 12/12/2026)\nThe name of the bank',
      },
      link("The link to the matter's request list", 'https://probity.example/secure/matters/…/requests'),
    ],
  },
  {
    name: 'ClientRequestsReminder',
    description:
      'Issue 14: items the firm asked a client for are still open after the set number of days (then again every that many days, at most three times). One e-mail per client and matter.',
    placeholders: [
      firstName,
      { name: 'firmName', description: 'The law firm that asks', sample: 'Harbour Finch LLP' },
      { name: 'matterReference', description: 'The matter', sample: 'HF/EST/2026/014' },
      {
        name: 'itemCount',
        description: "How many items are open, in words ('1 item', '3 items')",
        sample: '1 item',
      },
      {
        name: 'items',
        description: 'The open items, one a line (title, and the date it is needed by)',
        sample: 'Copy of the death certificate (needed by 12/12/2026)',
      },
      link("The link to the matter's request list", 'https://probity.example/secure/matters/…/requests'),
    ],
  },
  {
    name: 'TaskDigest',
    description:
      "Once a day (07:00 UK time), a firm user's open tasks that are overdue, due today or due in the next few days, across their matters: one e-mail a day at most, none when nothing is due.",
    placeholders: [
      firstName,
      {
        name: 'taskCount',
        description: "How many tasks are listed, in words ('1 task', '3 tasks')",
        sample: '3 tasks',
      },
      {
        name: 'summary',
        description: "What is due, in words ('1 overdue, 2 due today')",
        sample: '1 overdue, 2 due today',
      },
      {
        name: 'tasks',
        description:
          "The tasks, one a line: due date, matter reference, title and the link to the matter's tasks",
        sample:
          'Overdue since 02/03/2026 – HF/EST/2026/014: Value the house (https://probity.example/secure/matters/…/tasks)',
      },
      link('The link to the dashboard (My tasks)', 'https://probity.example/secure/dashboard'),
    ],
  },
  {
    name: 'EstateDeadlineReminder',
    description:
      "Issue 17: an estate's deadline (inheritance tax due, creditors' claim period end, 1975 Act claims, executor's year) is a week away. Once for each deadline and date, to each member of the matter's team; no figures.",
    placeholders: [
      firstName,
      { name: 'matterReference', description: 'The estate matter', sample: 'HF/EST/2026/014' },
      { name: 'deadline', description: 'What falls due', sample: 'Inheritance tax due' },
      { name: 'deadlineDate', description: 'The date it falls due', sample: '31/07/2026' },
      link("The link to the matter's Key dates page", 'https://probity.example/secure/matters/…/key-dates'),
    ],
  },
] as const satisfies readonly EmailTrigger[];

export type EmailTriggerName = (typeof EMAIL_TRIGGERS)[number]['name'];
export const EMAIL_TRIGGER_NAMES = EMAIL_TRIGGERS.map((t) => t.name) as [
  EmailTriggerName,
  ...EmailTriggerName[],
];

/** The values a trigger's mail is rendered with: one string per documented placeholder. */
export type EmailTriggerValues<T extends EmailTriggerName> = {
  [K in Extract<(typeof EMAIL_TRIGGERS)[number], { name: T }>['placeholders'][number]['name']]: string;
};

export function emailTriggerOf(name: string): EmailTrigger | undefined {
  return EMAIL_TRIGGERS.find((t) => t.name === name);
}

export function isEmailTriggerName(name: string): name is EmailTriggerName {
  return EMAIL_TRIGGERS.some((t) => t.name === name);
}

/** The sample values of a trigger, for the preview. */
export function sampleValuesOf(trigger: EmailTrigger): Record<string, string> {
  return Object.fromEntries(trigger.placeholders.map((p) => [p.name, p.sample]));
}

/** spec 01 §5 Email template: name required max 200; subject required max 200; content required max 100000000. */
export const ZEmailTemplateForm = z.object({
  name: requiredText(TEXT_MAX),
  subject: requiredText(TEXT_MAX),
  templateContent: requiredText(TEMPLATE_CONTENT_MAX),
});
export type EmailTemplateForm = z.infer<typeof ZEmailTemplateForm>;

/** POST /api/EmailTemplates (spec 01 §7). */
export const ZEmailTemplateCreateInput = ZEmailTemplateForm;
export type EmailTemplateCreateInput = EmailTemplateForm;

/** PUT /api/EmailTemplates: the same plus emailTemplateID; the trigger (name) cannot change. */
export const ZEmailTemplateUpdateInput = ZEmailTemplateForm.extend({
  emailTemplateID: z.uuid({ error: VALIDATION.invalidFormat }),
});
export type EmailTemplateUpdateInput = z.infer<typeof ZEmailTemplateUpdateInput>;

/** POST /api/EmailTemplates/Preview: a template (saved or not) rendered with its trigger's samples. */
export const ZEmailTemplatePreviewInput = ZEmailTemplateForm;
export type EmailTemplatePreviewInput = EmailTemplateForm;

export const ZEmailTemplatePreview = z.object({ subject: z.string(), html: z.string(), text: z.string() });
export type EmailTemplatePreview = z.infer<typeof ZEmailTemplatePreview>;

/** spec 01 §3 Email template. */
export const ZEmailTemplate = z.object({
  emailTemplateID: zUuid,
  name: z.string(),
  subject: z.string(),
  templateContent: z.string(),
  dateCreated: z.string(),
  lastUpdated: z.string(),
});
export type EmailTemplate = z.infer<typeof ZEmailTemplate>;

/**
 * The outbox (spec/README: e-mail goes through an outbox administrators can read). 'pending'
 * waits for delivery, or stays when no SMTP server is configured; 'failed' after the last retry.
 */
export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const ZOutboxMessageSummary = z.object({
  mailID: zUuid,
  trigger: z.string(),
  toAddress: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
});
export type OutboxMessageSummary = z.infer<typeof ZOutboxMessageSummary>;

export const ZOutboxMessage = ZOutboxMessageSummary.extend({
  html: z.string(),
  textBody: z.string(),
  providerMessageID: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof ZOutboxMessage>;
