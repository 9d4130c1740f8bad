import { type EmailTrigger, firstName, link } from './email-trigger-fields.js';

/**
 * The e-mail triggers of matters and legacies: identity checks, shared bank accounts, messages,
 * mentions, legacy activity and screening (spec 01 §3; EMAIL_TRIGGERS in email-template.ts).
 */
export const CASE_TRIGGERS = [
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
] as const satisfies readonly EmailTrigger[];
