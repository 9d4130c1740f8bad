import { type EmailTrigger, firstName, link } from './email-trigger-fields.js';

/**
 * The e-mail triggers of the firm's working day (issues 14 and 17): what it asks of a client and the
 * reminders, the task digest, estate deadlines (spec 01 §3; EMAIL_TRIGGERS in email-template.ts).
 */
export const REMINDER_TRIGGERS = [
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
