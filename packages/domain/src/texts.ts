/** User-facing texts the spec quotes, word for word (spec 01 §2, §4, §8). */
export const TEXTS = {
  loadingPhases: ['Verifying authentication...', 'Downloading configurations...', 'Getting things ready...'],
  dashboardGreetingSubtitle: 'Here is a summary of your activity',
  termsBanner: 'Action required: You have to accept the new terms and conditions before using the product',
  accessDenied: 'Access denied',
  signInClosed: 'The user closed the window.',
  signInError: 'There was an error signing in.',
  logoutNotFromPage: 'The logout was not initiated from within the page.',
  logoutSuccess: 'You successfully logged out!',
  couldNotLoadSettings: 'Could not load settings',
  invalidReturnUrl: 'Invalid return url. The return url needs to have the same origin as the current page.',
  confirmTitle: 'Are you sure',
  confirmYes: 'Yes',
  confirmNo: 'No',
  cantEditUsers: "You can't edit other users",
  cantRemoveUsers: "You can't remove other users",
  noUsers: 'No users to display.',
  noRoles: 'No roles',
  noMatters: 'No matters to display.',
  underConstruction: 'This page has either not been implemented yet, or is under construction.',
  couldNotLoadData: 'Could not load data.',
  updatingUser: (first: string, surname: string) => `Updating user ${first} ${surname}`,
  userUpdated: (first: string, surname: string) => `User ${first} ${surname} updated!`,
  errorPrefix: 'Error: ',
  requiredParameter: (name: 'id' | 'name', call: string) =>
    `Required parameter ${name} was null or undefined when calling ${call}.`,
  somethingWentWrong: 'Something went wrong. Please try again.',
  /** A toast's close button (ours; axe button-name: it had no name). */
  closeNotification: 'Close notification',
} as const;

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

/**
 * Texts of the matter list, the matter workspace and the dashboard (spec 01 §2, §3, §8; 02 §2.8,
 * §4, §8). The delete confirmation reuses PLATFORM_TEXTS' (the user-delete pattern of 01 §8).
 */
export const MATTER_TEXTS = {
  deletingMatter: (reference: string) => `Deleting matter ${reference}`,
  matterDeleted: (reference: string) => `Matter ${reference} deleted!`,
  updatingMatter: 'Updating matter',
  savingChangesToMatter: 'Saving changes to matter',
  matterUpdated: 'Matter updated',
  savedChangesToMatter: (reference: string) => `Saved changes to matter ${reference}`,
  matterUpdateFailed: 'An error occurred updating the matter details',
  changeStatusTitle: (status: string) => `Change the matter's status to ${status}`,
  changeStatusText: 'You can always change it back.',
  changeStatusYes: (status: string) => `Yes, change it to ${status}`,
  changeStatusNo: (current: string) => `No, keep it as ${current}`,
  changingStatus: (name: string) => `Changing status to ${name}`,
  changedStatus: (name: string) => `Changed status to ${name}`,
  teamTitle: 'Team',
  teamDescriptionEditable: "Add, manage team members for this matter and select the matter's owner.",
  teamDescriptionReadOnly: "Here are the matter's team members.",
  addTeamMember: 'Add Team Member',
  addTeamMembers: 'Add Team Members',
  applySelection: 'Apply Selection',
  noTeamMembers: 'No team members assigned to this matter.',
  updatingTeam: 'Updating Team',
  teamUpdated: 'Successfully updated the team',
  removedFromTeam: (name: string) => `Removed ${name} from the team`,
  changingOwner: 'Changing Owner',
  changedOwner: (name: string) => `Changed owner to ${name}`,
  ownerCannotBeRemoved: 'The matter owner cannot be removed from the team. Choose another owner first.',
  /** Issue 14: removing a team member and changing the owner ask first. */
  removeMemberTitle: (name: string) => `Remove ${name} from the team?`,
  removeMemberText: "They leave this matter's team and its chats. You can add them again later.",
  removeMemberYes: 'Yes, remove them',
  removeMemberNo: 'No, keep them',
  changeOwnerTitle: (name: string) => `Make ${name} the owner?`,
  changeOwnerText: (current: string | null) =>
    current
      ? `${current} will no longer be the owner of this matter.`
      : 'They become the owner of this matter.',
  changeOwnerYes: 'Yes, change the owner',
  changeOwnerNo: 'No, keep the owner',
  grantSubmitted: 'Submitted',
  grantNotSubmitted: 'Not submitted',
  accountsApproved: 'Approved',
  accountsNotApproved: 'Not approved',
  /** spec 01 §3: activity without a named actor says System. */
  system: 'System',
  noMentions: 'No mentions',
  activityGroups: {
    today: 'Today',
    yesterday: 'Yesterday',
    thisWeek: 'Previously this week',
    thisMonth: 'Previously this month',
  },
  /** spec 01 §3 Dashboard tile: Checks to review is shown as Urgent checks. */
  checksToReview: 'Checks to review',
  urgentChecks: 'Urgent checks',
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

/** spec 02 §2.9–2.10, §6, §8 and 03 §2.9: the documents page, its toasts and the access overlay. */
export const DOCUMENT_TEXTS = {
  title: 'Documents',
  upload: 'Upload Document',
  columns: { type: 'Type', name: 'Name', size: 'Size', created: 'Created', access: 'Access' },
  noDocuments: 'No documents uploaded to this matter.',
  noDocumentsIndividual: 'No documents uploaded.',
  uploading: 'Uploading the document to our servers...',
  uploaded: 'Successfully uploaded the document',
  uploadFailed: 'Failed to upload the document',
  /** A 413 answer: the spec's failure text and why (ours). */
  uploadFailedTooLarge: 'Failed to upload the document: the file is larger than the upload limit',
  uploadProgress: 'Upload progress',
  deleting: 'Deleting the document...',
  deleted: 'Successfully deleted the document',
  deleteFailed: 'Failed to delete the document',
  deleteTitle: 'Delete this document',
  deleteText: 'This action cannot be undone',
  deleteYes: 'Yes, Delete',
  deleteNo: 'No, Cancel',
  onlyUploaderAccess: 'Only uploader can edit access',
  onlyUploaderDelete: 'Only uploader can delete',
  accessTitle: 'Manage matter document access',
  everybody: 'Everybody has access',
  lawyersOnly: 'Only firm members have access',
  selectAtLeastOne: 'Select at least one lawyer, or give everybody access',
  accessUpdated: 'Updated document access',
  fallbackType: 'FILE',
} as const;

/** spec 02 §2.11, §8 and 03 §2.17, §4: the chat pane, message card and their toasts. */
export const CHAT_TEXTS = {
  chatTitle: 'Chat',
  matterChatTitle: 'Matter Chat',
  noMessages: 'No messages in this conversation',
  startConversation: 'You can start the conversation by typing in the field below.',
  newMessages: 'New messages',
  seeInChat: 'See in chat',
  openFile: 'Open file',
  deleteTitle: 'Delete message',
  deleteText: 'This will remove the message for everyone',
  deleteYes: 'Yes, delete',
  deleteNo: 'No, cancel',
  deleting: 'Deleting message...',
  deleted: 'Deleted the message.',
  deleteFailed: 'Could not delete the message.',
  chatDisabled: 'Chat disabled',
  chatUnavailable: 'Chat unavailable',
  chatIsDisabled: 'Chat is disabled',
  /** The reason under 'Chat disabled' and the 403 of the chat calls while the setting is off (ours). */
  individualChatDisabled: 'Individual chat is disabled for this organisation.',
  noResults: 'No results found',
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
