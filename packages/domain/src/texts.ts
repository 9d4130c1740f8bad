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
  /** A page that failed to render (React Router's words, which the data router showed; issue 16). */
  unexpectedError: 'Unexpected Application Error!',
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

export * from './page-texts.js';
