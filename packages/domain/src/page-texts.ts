/**
 * Texts of the pages and forms that load after the dashboard (issue 16: the shell and the dashboard
 * load texts.ts without them). texts.ts re-exports them, so they are imported from there as before.
 */

/** Validation messages (spec 01 §5). */
export const VALIDATION = {
  required: 'Required',
  tooManyCharacters: (max: number, actual: number) => `Too many characters (${actual}/${max})`,
  invalidFormat: 'Invalid format',
  invalidEmail: 'Enter a valid email',
} as const;

/**
 * Texts of the users, companies and administrator screens (spec 01 §2, §5, §8). Quoted ones are
 * word for word; where the spec only describes a text ("success says the user was deleted", "a
 * created message", the settings toggles "e.g."), the set is completed in the same style.
 */
export const PLATFORM_TEXTS = {
  creatingUser: 'Creating User...',
  userCreated: (first: string, surname: string) => `User ${first} ${surname} created!`,
  deleteUserConfirm: 'You will not be able to revert this action.',
  confirmYesDelete: 'Yes, Delete',
  confirmNoCancel: 'No, Cancel',
  deletingUser: (first: string, surname: string) => `Deleting user ${first} ${surname}`,
  userDeleted: (first: string, surname: string) => `User ${first} ${surname} deleted!`,
  resetPasswordSent: (email: string) => `A password reset e-mail was sent to ${email}.`,
  couldNotSendEmail: 'Could not send email. Please try again.',
  savingChangesTo: (first: string, surname: string) => `Saving changes to ${first} ${surname}`,
  savedChanges: 'Successfully saved changes!',
  couldNotSavePrefix: 'Could not save: ',
  creatingCompany: 'Creating new company',
  companyCreated: (name: string) => `Company ${name} created!`,
  invalidSaveTitle: 'Attempt updating with invalid data',
  invalidSaveUpdateText:
    "The form you've completed contains errors. It is advisable to correct the errors before updating your data.",
  invalidSaveCreateText:
    "The form you've completed contains errors. It is advisable to correct the errors before creating the company.",
  updateAnyway: 'Update my data anyway',
  reviewErrors: 'Review errors',
  credentialsUpdated: 'Integrations details have been updated',
  companyDeleted: 'Successfully deleted the company.',
  noMembers: 'No members to display',
  noChecks: 'No checks to display',
  noCompanies: 'No companies to display.',
  noIndividuals: 'No individuals to display.',
  noAdministrators: 'No administrators to display.',
  matterCreated: (reference: string) => `Matter ${reference} created!`,
  addedTo: (who: string, what: string) => `Added ${who} to ${what}!`,
  removedFrom: (who: string, what: string) => `Removed ${who} from ${what}!`,
  permanentlyRemoveUser: 'Permanently remove user',
  deleteMyAccount: 'Delete my account',
  permanentlyDeleteCompany: 'Permanently delete company',
  addToNewMatter: 'Add to a new matter',
  addToExistingMatter: 'Add to an existing matter',
  addToNewCompany: 'Add to a new company',
  /** spec 01 §8 settings toggles: loading, success and error per flag and direction. */
  companyFlags: {
    test: {
      on: {
        loading: 'Turning on Test mode',
        success: 'Test mode is on.',
        error: 'Could not turn on Test mode. Please try again.',
      },
      off: {
        loading: 'Turning off Test mode',
        success: 'Test mode is off.',
        error: 'Could not turn off Test mode. Please try again.',
      },
    },
    integrated: {
      on: {
        loading: 'Integrating company',
        success: 'Company integrated.',
        error: 'Could not integrate company. Please try again.',
      },
      off: {
        loading: 'Removing company integration',
        success: 'Company integration removed.',
        error: 'Could not remove company integration. Please try again.',
      },
    },
    locked: {
      on: {
        loading: 'Locking company',
        success: 'Company locked.',
        error: 'Could not lock company. Please try again.',
      },
      off: {
        loading: 'Unlocking company',
        success: 'Company unlocked.',
        error: 'Could not unlock company. Please try again.',
      },
    },
    /** spec 02 §2.11 'Chat disabled': the firm's individual chats on or off. */
    individualChat: {
      on: {
        loading: 'Turning on individual chat',
        success: 'Individual chat is on.',
        error: 'Could not turn on individual chat. Please try again.',
      },
      off: {
        loading: 'Turning off individual chat',
        success: 'Individual chat is off.',
        error: 'Could not turn off individual chat. Please try again.',
      },
    },
    /** Issue 13 'Require a second factor'. */
    requireSecondFactor: {
      on: {
        loading: 'Requiring a second factor',
        success: 'A second factor is now required. Users without one set it up at their next sign-in.',
        error: 'Could not require a second factor. Please try again.',
      },
      off: {
        loading: 'Making the second factor optional',
        success: 'A second factor is now optional.',
        error: 'Could not change the second factor setting. Please try again.',
      },
    },
  },
} as const;

/** spec 01 §8 Email template: a loading toast, then the 'Created'/'Changed' messages. */
export const EMAIL_TEMPLATE_TEXTS = {
  creating: (name: string) => `Creating email template ${name}`,
  changing: (name: string) => `Changing email template ${name}`,
  created: (name: string) => `Email template ${name} created!`,
  changed: (name: string) => `Email template ${name} changed!`,
  noTemplates: 'No email templates to display.',
  noMessages: 'No messages to display.',
  /** Delivery without SMTP_URL: the message waits in the outbox (and in DATA_DIR/mail as .eml). */
  keptInOutbox: 'No SMTP configured: kept in the outbox',
  retryingMessage: (to: string) => `Sending the message to ${to} again`,
  messageQueued: 'The message is queued for delivery.',
} as const;

/** spec 01 §2 Scheduled jobs. */
export const JOBS_TEXTS = {
  title: 'Scheduled Jobs',
  description: 'Manage recurring tasks and scheduled jobs',
  noQueues: 'No queues to display.',
  noSchedules: 'No schedules to display.',
  noRuns: 'No jobs to display.',
  retryingJob: 'Retrying the job',
  jobRetried: 'The job will run again.',
  runnerOff: 'The job runner is not running on this server.',
  /** issue 11: run a queue's scheduled job once now. */
  runNow: 'Run now',
  runNowLabel: (queue: string) => `Run now: ${queue}`,
  runNowTitle: (queue: string) => `Run ${queue} now?`,
  runNowText: 'Its scheduled job runs once now, as well as at its usual times.',
  runNowYes: 'Yes, run it now',
  runNowNo: 'No, cancel',
  queuingRun: 'Queuing the run',
  runQueued: (queue: string) => `${queue} will run now.`,
  onlyScheduled: 'Only a queue with a schedule can be run now.',
  alreadyWaiting: 'A run of this queue is already waiting to start.',
} as const;

/**
 * Texts of the individual form's screens that spec 02 §5 describes without quoting: the update
 * version of the invalid-data confirmation follows the quoted creation text word for word.
 */
export const INDIVIDUAL_FORM_TEXTS = {
  invalidUpdateText:
    "The form you've completed contains errors. It is advisable to correct the errors before updating the individual.",
  /** spec 02 §2.7: what each check covers. */
  probityCheckCovers: 'Address, bankruptcy/IVA, ID/passport/driving licence, sanctions/PEP and mortality.',
  probityCheckPlusCovers: 'Bankruptcy/IVA and bank verification.',
  /** The invite toast outside a matter (a charity's individuals), in the style of 02 §8. */
  invitedToOrganisation: (name: string, organisation: string) =>
    `${name} has been invited to ${organisation}`,
  deleteIndividualTitle: (name: string) => `Remove ${name}`,
} as const;

const groupsWord = (individuals: boolean, charities: boolean) =>
  individuals && charities ? 'individuals and charities' : individuals ? 'individuals' : 'charities';

/** Issue 14: nobody was reached (no registered individual, no charity of the matter on Probity). */
const broadcastNobody = (individuals: boolean, charities: boolean) =>
  `There was nobody to send the message to: ${[
    individuals ? 'no individual of this matter has registered' : null,
    charities ? 'no charity of this matter is on Probity' : null,
  ]
    .filter(Boolean)
    .join(' and ')}.`;

/** spec 02 §2.13, §5, §8: the broadcast overlay. */
export const BROADCAST_TEXTS = {
  button: 'Broadcast message',
  emptyMessage: "You can't send an empty message",
  noGroup: 'You must select at least one user group',
  /** 403 while the firm's individual chat is off (ours, not quoted by the spec). */
  individualsChatDisabled:
    'Individual chat is disabled for this organisation, so the message cannot be sent to individuals.',
  sending: 'Sending message',
  sent: (individuals: boolean, charities: boolean) =>
    `Sent message to ${groupsWord(individuals, charities)}.`,
  nobody: broadcastNobody,
  /**
   * Issue 14: the toast after sending, from the chats the server says it reached: "Sent message
   * to …" names only the groups somebody received it in.
   */
  result: (
    reached: { individuals: number; charities: number },
    asked: { individuals: boolean; charities: boolean },
  ) =>
    reached.individuals + reached.charities === 0
      ? broadcastNobody(asked.individuals, asked.charities)
      : `Sent message to ${groupsWord(reached.individuals > 0, reached.charities > 0)}.`,
} as const;

/** Issue 6: answers of the upload calls (not quoted by the spec; ours). */
export const UPLOAD_TEXTS = {
  refusedType: 'This type of file cannot be uploaded',
  tooLarge: 'The file is larger than the upload limit',
  usersNotAllowed: "Only the organisation's users and the matter team can be given access",
  taggedNotInChat: 'Only users of this chat can be mentioned',
  /** The malware scanner found something (its name follows); nothing was kept. */
  infected: 'This file was refused: the virus scanner found',
  scannerUnavailable:
    'Files cannot be uploaded just now because the virus scanner is not answering. Please try again later.',
} as const;

/** spec 03 §1, §2.17: the legacy chats (the law firm ↔ the charity, and the charities' group chat). */
export const LEGACY_CHAT_TEXTS = {
  chats: 'Chats',
  legacyChatTitle: 'Legacy chat',
  legacyChatDescription: 'Chat with the law firm.',
  charityChatTitle: 'Charities chat',
  charityChatDescription: 'Chat with all charities in the legacy.',
  /** A charity user sees "Chat with" the firm name; a firm user "Chat with" the charity name. */
  chatWith: (name: string) => `Chat with ${name}`,
  chatWithCharityStaff: 'Chat with charity staff',
  charityChatPrivate: 'This chat is private between charities.',
  selectChat: 'Select a chat from the left-hand list.',
  chatIsUnavailable: 'Chat is unavailable',
  chatCreatedOn: 'Chat created on',
  charityChatInfo:
    'This is a group chat of all charities in the legacy. Others, such as law firms, have no access to it.',
  underConstruction: 'Section Under Construction',
  tabs: { about: 'About', charities: 'Charities', users: 'Users', files: 'Files', pinned: 'Pinned messages' },
  settings: 'Settings',
  mute: 'Mute',
  unmute: 'Unmute',
  searchUsers: 'Search users',
  openChat: 'Open chat',
} as const;
