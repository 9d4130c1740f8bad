import { OUTCOME_TEXTS } from '../compliance/outcome-texts.js';

/**
 * User-facing texts of individuals, identity checks and My Data, word for word from spec 02 §2.3–2.7,
 * §5, §8, 03 §2.14 and 01 §2 "My Data page". `{product}` is Probity Check (spec/README "Names").
 */
export const INDIVIDUAL_TEXTS = {
  // 02 §2.3 Individuals list
  listTitle: 'Individuals',
  listDescription: 'List of individuals that belong to the matter.',
  addIndividual: 'Add Individual',
  noIndividuals: 'No individuals assigned to this matter.',
  columns: { name: 'Name', email: 'Email', type: 'Type' },
  // 03 §2.14 charity checks area
  charityListDescription: 'List of individuals that are part of your charity.',
  noCharityIndividuals: 'No individuals assigned to this charity.',
  companiesChecksTitle: 'Companies Checks',
  // 02 §2.4 quick look
  unavailable: 'Unavailable',
  // 02 §2.5 add-individual overlay
  addTitle: 'Add individual to matter',
  addManuallyTitle: 'Add Manually',
  addManuallyText: 'Fill in all the details of the individual.',
  inviteByEmailTitle: 'Invite by Email',
  inviteByEmailText: 'Invite the individual to upload their details securely.',
  manualTitle: 'Add individual',
  manualButton: 'Add Individual',
  inviteTitle: 'Invite individual',
  inviteButton: 'Invite Individual',
  // 02 §2.6 Manage Individual
  manageDescription: 'Manage Individual',
  saveChanges: 'Save Changes',
  performCheck: 'Perform Check',
  noChecks: 'No checks performed yet.',
  uploadDocument: 'Upload Document',
  noDocuments: 'No documents uploaded.',
  // Issue 12 (against 02 §3 "Verified"): a modulus check is not a verification of the account.
  bankVerified: OUTCOME_TEXTS.modulusChecked,
  bankNotVerified: OUTCOME_TEXTS.notModulusChecked,
  // 02 §5 invalid-form confirmations
  invalidCreateTitle: 'Attempt creating individual with invalid data',
  invalidCreateText:
    "The form you've completed contains errors. It is advisable to correct the errors before creating the individual.",
  createAnyway: 'Create individual anyway',
  invalidUpdateTitle: 'Attempt updating individual with invalid data',
  updateAnyway: 'Update individual anyway',
  reviewErrors: 'Review errors',
  // 02 §8 individuals
  removeFailed: 'Sorry - an error occurred removing the individual',
  removed: 'The individual has been removed from the matter',
  couldNotSavePrefix: 'Could not save: ',
  savedChanges: 'Successfully saved changes!',
  createdOnMatter: (name: string, reference: string) =>
    `${name} has been created and added to Matter ${reference}`,
  createdOnLegacy: (name: string) => `${name} has been created and added to the legacy`,
  invitedToMatter: (name: string, reference: string) => `${name} has been invited to Matter ${reference}`,
  inviting: 'Inviting individual',
  creating: 'Creating new individual',
  savingChangesTo: (name: string) => `Saving changes to ${name}`,
  // 01 §2 My Data
  myDataTitle: 'My Data',
  myDataDescription: 'View and manage your data',
  myDataSave: 'Save changes',
  couldNotLoadData: 'Could not load data.',
} as const;

/**
 * A Deceased individual (issue 11: the deceased's form asks for what a deceased person has). Ours:
 * the spec has no date of death on the individual, nor says a deceased is not checked.
 */
export const DECEASED_TEXTS = {
  dateOfDeath: 'Date of death',
  deathInFuture: 'The date of death cannot be in the future',
  deathBeforeBirth: 'The date of death cannot be before the date of birth',
  onlyForDeceased: 'Only a deceased individual has a date of death',
  noCheckOnDeceased: 'An identity check cannot be performed on a deceased individual',
} as const;

/** Identity-check texts (spec 02 §2.7, §8, 03 §2.14). */
export const CHECK_TEXTS = {
  performCheck: 'Perform Check',
  onlyForRegistered: 'Only for registered individuals',
  performing: (check: string, name: string) => `Performing ${check} on ${name}`,
  resultsReady: (service: string, name: string) => `${service} results are ready for ${name}`,
  invited: (name: string, service: string) =>
    `${name} has been invited to complete the ${service} check - we'll let you know when the results are ready.`,
  sanctionsFound: 'Sanction have been found',
  noSanctions: 'No sanctions found',
  pepFound: 'PEP matches have been found',
  noPep: 'No PEP matches found',
  invalidDocs: 'Invalid documents found',
  validDocs: 'Documents are valid',
  notInBankChecks: 'Not available in bank checks.',
  noChecks: 'No checks performed yet.',
  noCompanyChecks: 'No checks to display',
  historyColumns: [
    'Date',
    'Check Type',
    'Complete',
    'Passed',
    'Score',
    'Sanction Match',
    'PEP Match',
    'Valid Docs',
    'Download',
  ],
  /** 03 §2.14: the Perform Check section explains what Probity Check+ is for. */
  plusExplanation: 'Probity Check+ is for bank verification and bankruptcy searches.',
  /** The server notification that asks an individual to complete a check (decision: spec silent). */
  notificationMessage: (service: string, firmName: string) =>
    `${firmName} has asked you to complete a ${service} check.`,
  notificationAction: (service: string) => `Complete the ${service} check`,
} as const;

/** The four messages of each check label, by field (02 §8, 03 §2.14). */
export function checkLabel(
  field: 'sanctionMatch' | 'pepMatch' | 'invalidDocs',
  value: boolean | null,
): string {
  if (value === null) return CHECK_TEXTS.notInBankChecks;
  switch (field) {
    case 'sanctionMatch':
      return value ? CHECK_TEXTS.sanctionsFound : CHECK_TEXTS.noSanctions;
    case 'pepMatch':
      return value ? CHECK_TEXTS.pepFound : CHECK_TEXTS.noPep;
    case 'invalidDocs':
      return value ? CHECK_TEXTS.invalidDocs : CHECK_TEXTS.validDocs;
  }
}

/** The parts of a check (spec 02 §2.7) as the history details and the PDF report name them. */
export const CHECK_COMPONENT_LABELS: Record<string, string> = {
  address: 'Address',
  insolvency: 'Bankruptcy/IVA',
  documents: 'ID/passport/driving licence',
  sanctions: 'Sanctions',
  pep: 'PEP',
  mortality: 'Mortality',
  bankAccount: 'Bank account (modulus check)',
  bankAccountHolder: 'Bank account holder',
};

export const CHECK_OUTCOME_LABELS = {
  pass: 'Passed',
  fail: 'Failed',
  refer: 'Refer',
  notProvided: 'Not provided',
} as const;

/** Issue 12: a passport past its expiry date (from the machine-readable zone) fails the check. */
export const PASSPORT_TEXTS = {
  expiredOn: (date: string) => `The passport expired on ${date}`,
} as const;
