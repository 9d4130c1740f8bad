import { z } from 'zod';
import { zDate } from '../schemas/dates.js';
import { VALIDATION } from '../texts.js';

/*
 * Issue 17: the words of the inheritance tax page and the estate accounts page (with their
 * exports and the approval of the final accounts), and the contract of an approval.
 */

export const ESTATE_TAX_PAGE_TEXTS = {
  nav: 'Inheritance tax',
  title: 'Inheritance tax',
  loadFailed: 'The inheritance tax worksheet could not be loaded.',
  noDateOfDeathTitle: 'No date of death yet',
  noDateOfDeath:
    'The worksheet works from the date of death: the bands and rates are those in force on it. Enter it in the matter’s details.',
  goToDetails: 'Go to the matter’s details',
  beforeData: 'The worksheet covers deaths on or after 6 April 2009.',
  summary: 'Summary',
  estate: 'The estate',
  exemptGifts: 'Exempt gifts of the will',
  noExemptGifts: 'No gift of the will goes to the spouse or to charity.',
  exemptGift: 'Gift',
  exemptValue: 'Exempt value',
  residueWorking: (share: string, residue: string) => `${share} of the residue before tax (${residue})`,
  residueBeforeTaxNote:
    'A share of the residue to charity or the spouse is valued before tax: the tax on a partly exempt residue falls on the chargeable shares only (Re Ratcliffe [1999] STC 262; Inheritance Tax Act 1984 s.41).',
  nilRateBands: 'The bands',
  components: 'By component',
  componentEmpty: 'Nothing in this component.',
  noBandLeft: 'No nil-rate band is left for the estate.',
  notModelledTitle: 'What this worksheet does not work out',
  notModelled: [
    'Business and agricultural property relief, quick succession relief and other reliefs.',
    'Gifts with reservation of benefit, pre-owned assets and the settled component (trust property with a life interest).',
    'The tax on lifetime gifts themselves and taper relief on it: the gifts only use up the nil-rate band.',
    'Grossing up of tax-free gifts where the residue is partly exempt, and the merger and opt-out elections of Schedule 1A.',
    'The downsizing addition to the residence nil-rate band.',
    'Instalments, and interest beyond the date it starts.',
  ],
} as const;

export const ESTATE_ACCOUNTS_PAGE_TEXTS = {
  nav: 'Accounts',
  title: 'Estate accounts',
  description:
    'The capital, income and distribution accounts, built from the register, the receipts and payments and the will’s gifts. Residue and each share of it are worked out, never typed.',
  loadFailed: 'The estate accounts could not be loaded.',
  exportExcel: 'Export to Excel',
  exportPdf: 'Export to PDF',
  problems: 'Check these before sharing the accounts',
  beneficiaries: 'Beneficiaries',
  paid: 'Paid',
  noLines: 'None',
  percentOf: (percent: string) => `${percent} %`,
  // Finalising and approval.
  finalTitle: 'Final accounts and approval',
  draft: 'Draft: the accounts have not been marked final.',
  finalisedOn: (when: string, who: string) => `Marked final on ${when} by ${who}.`,
  changedSinceFinalised:
    'Changed since finalised: the figures now differ from those marked final. Mark them final again before asking for approval.',
  finalise: 'Mark the accounts final',
  refinalise: 'Mark final again',
  finaliseConfirm:
    'Mark the accounts final as they stand? The residuary beneficiaries are then asked to approve these figures.',
  finalised: 'The accounts are marked final.',
  approvals: 'Approval by the residuary beneficiaries',
  notApproved: 'Not yet approved',
  approvedText: (how: string, on: string, by: string) => `Approved ${on} (${how}; recorded by ${by})`,
  approvedBeforeChange: 'Approved the earlier figures',
  approvesOnProbity: 'Approves on Probity from the charity’s legacy',
  recordApproval: 'Record approval',
  recordApprovalTitle: (name: string) => `Record ${name}’s approval`,
  method: 'How the approval was given',
  approvedOn: 'Date of the approval',
  saveApproval: 'Record the approval',
  approvalRecorded: 'Approval recorded.',
  // Refusals (409, 400), in the API and under the fields.
  notFinal: 'The accounts have not been marked final yet.',
  changedSince: 'The accounts have changed since they were marked final: they must be marked final again.',
  notResiduary: 'Only a residuary beneficiary of the final accounts approves them.',
  alreadyApproved: 'This beneficiary has already approved these accounts.',
  charityApprovesItself: 'A charity on Probity approves the accounts itself, from its legacy.',
  noCharityOfLegacy: 'This legacy is not a gift of a firm’s estate on Probity.',
  firmRecordsOnMatter: 'The firm records approvals on the matter’s Accounts page.',
  approvedInFuture: 'The date of the approval cannot be in the future',
  approvedBeforeFinal: 'The approval cannot be dated before the accounts were marked final',
  nothingToFinalise: 'There are no accounts to mark final: record the register and the will first.',
  alreadyFinal: 'The accounts are already marked final as they stand.',
  problemsBeforeFinal: (problem: string) => `Put this right before marking the accounts final: ${problem}`,
  // The PDF for the beneficiaries.
  pdfTitle: 'Estate accounts',
  dateOfDeath: 'Date of death',
  preparedBy: 'Prepared by',
  preparedOn: 'Prepared on',
  draftMark: 'DRAFT — not yet final',
  approvalTitle: 'Approval',
  approvalWords:
    'I/We approve the estate accounts above and agree to the distribution shown, and confirm that on receipt of the balance due I/we shall have no further claim against the estate.',
  signature: 'Signed',
  printedName: 'Name',
  signedOn: 'Date',
} as const;

export const APPROVAL_METHODS = ['letter', 'email', 'meeting', 'portal'] as const;
export type ApprovalMethod = (typeof APPROVAL_METHODS)[number];
/** The ways the firm records an approval given outside Probity ('portal' is the charity's own). */
export const FIRM_APPROVAL_METHODS = ['letter', 'email', 'meeting'] as const;

export const APPROVAL_METHOD_LABELS: Record<ApprovalMethod, string> = {
  letter: 'Letter',
  email: 'E-mail',
  meeting: 'Meeting',
  portal: 'On Probity',
};

/** POST /api/Matters/{id}/Estate/Accounts/Approvals: the firm records a beneficiary's approval. */
export const ZAccountsApprovalInput = z.object({
  beneficiaryId: z
    .string({ error: VALIDATION.required })
    .trim()
    .min(1, { error: VALIDATION.required })
    .max(300),
  method: z.enum(FIRM_APPROVAL_METHODS, { error: VALIDATION.invalidFormat }),
  approvedOn: zDate,
});
export type AccountsApprovalInput = z.input<typeof ZAccountsApprovalInput>;
