import { z } from 'zod';
import { ZBankAccount } from './bank-account.js';
import { DATE_TEXTS } from '../calendar.js';
import { NOTIFIED_BY, ZLegacyContact, ZLegacyIntakeFields, checkIntakeDates } from './legacy-handoff.js';

/*
 * spec 03 §3 Legacy and Legacy detail, as GET /api/Legacy/{id}/ answers them. The contract shared by
 * the charity's legacy area (features/legacies) and the firm's charity overlay (features/matter-charities).
 * Ids are UUIDs; matterID is the all-zero EMPTY_GUID when no firm matter is attached.
 * Money is integer pence on the wire (amountPence) and shown in pounds.
 */

/** spec 03 §3 legacyType: fixed ids (the spec's GET /api/Legacy/LegacyTypes answers this list). */
export const LEGACY_TYPES = [
  { legacyTypeID: '1e6a0000-0000-4000-8000-000000000001', name: 'Pecuniary' },
  { legacyTypeID: '1e6a0000-0000-4000-8000-000000000002', name: 'Residuary' },
  { legacyTypeID: '1e6a0000-0000-4000-8000-000000000003', name: 'Specific' },
  { legacyTypeID: '1e6a0000-0000-4000-8000-000000000004', name: 'Reversionary' },
  { legacyTypeID: '1e6a0000-0000-4000-8000-000000000005', name: 'Life interest' },
] as const;

export const ZLegacyUser = z.object({
  userID: z.string(),
  name: z.string(),
  title: z.string().nullable(),
  firstName: z.string(),
  surname: z.string(),
  emailAddress: z.string(),
  profileImage: z.string().nullable(),
  roles: z.array(z.string()),
});
export type LegacyUser = z.infer<typeof ZLegacyUser>;

export const ZLegacyDetail = z.object({
  legacyDetailID: z.string(),
  legacyType: z.object({ legacyTypeID: z.string(), name: z.string() }),
  description: z.string(),
  amountPence: z.number().int(),
  isEstimate: z.boolean(),
  isPercentage: z.boolean(),
  percentageValue: z.number(),
});
export type LegacyDetail = z.infer<typeof ZLegacyDetail>;

export const ZLegacyStatus = z.object({
  statusID: z.string(),
  typeID: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  sortOrder: z.number(),
  icon: z.string().nullable(),
});

export const ZLegacyDocument = z.object({
  documentID: z.string(),
  name: z.string(),
  mimeType: z.string(),
  fileSize: z.number(),
  dateCreated: z.string(),
  uploadedBy: z
    .object({ userID: z.string(), firstName: z.string(), surname: z.string(), emailAddress: z.string() })
    .nullable(),
});

/** spec 03 §3 Legacy. */
export const ZLegacy = z.object({
  legacyID: z.string(),
  reference: z.string(),
  charityReference: z.string().nullable(),
  probateReference: z.string().nullable(),
  /** EMPTY_GUID when no firm matter is attached. */
  matterID: z.string(),
  /** The charity organisation that follows the legacy (null: the charity is not on Probity). */
  organisationID: z.string().nullable(),
  charityName: z.string(),
  status: ZLegacyStatus,
  deceased: z
    .object({
      individualID: z.string(),
      title: z.string().nullable(),
      firstName: z.string(),
      surname: z.string(),
      dobDateTime: z.string().nullable(),
    })
    .nullable(),
  createdDate: z.string(),
  lastUpdatedDate: z.string(),
  matterOrganisation: z
    .object({
      organisationID: z.string(),
      name: z.string(),
      address1: z.string().nullable(),
      address2: z.string().nullable(),
      cityTown: z.string().nullable(),
      postCode: z.string().nullable(),
      country: z.string().nullable(),
      mainContactUser: ZLegacyUser.nullable(),
    })
    .nullable(),
  matterTeam: z.array(ZLegacyUser),
  charityTeam: z.array(ZLegacyUser),
  /**
   * The nominated account. A firm user gets it only while visibleToFirm is true (otherwise null,
   * "Payment details not provided.").
   */
  nominatedBankAccount: z
    .object({
      bankAccount: ZBankAccount,
      visibleToFirm: z.boolean(),
      paymentReference: z.string().nullable(),
    })
    .nullable(),
  details: z.array(ZLegacyDetail),
  documents: z.array(ZLegacyDocument),
  dateOfDeath: z.string().nullable(),
  dateOfProbate: z.string().nullable(),
  accountsApproved: z.boolean(),
  grantSubmitted: z.boolean(),
  /** The charity's own forecast of when it receives the legacy ('YYYY-MM-DD'); charity users only. */
  expectedReceiptDate: z.string().nullable(),

  /**
   * Notification intake (issue 11), the charity's own records: null and [] for a firm viewer.
   * Dates 'YYYY-MM-DD'.
   */
  notifiedDate: z.string().nullable(),
  notifiedBy: z.enum(NOTIFIED_BY).nullable(),
  dateOfWill: z.string().nullable(),
  contacts: z.array(ZLegacyContact),
});
export type Legacy = z.infer<typeof ZLegacy>;

// ── spec 03 §2.1–2.12, §5, §7, §8: the charity's legacy area ──────────────────────────────────────

/** spec 03 §5, §9: charityReference and probateReference max 200. */
export const LEGACY_REFERENCE_MAX = 200;
/** Decision: a legacy detail's description is limited like the other free texts of the area. */
export const LEGACY_DETAIL_DESCRIPTION_MAX = 500;
/** spec 03 §9: co-beneficiaries page size. */
export const CO_BENEFICIARIES_PAGE_SIZE = 15;

/**
 * spec 03 §2.4 'Export to' plus the name of the third-party case-management system. Decision: the
 * product exports to "CaseLedger", a generic legacy case-management import format (XML).
 */
export const LEGACY_EXPORT_SYSTEM = 'CaseLedger';

/** The texts of the legacy area, word for word where spec 03 quotes them. */
export const LEGACY_TEXTS = {
  /** 03 §2.9: the upload button on the charity-in-matter view (the firm's Legacy tab). */
  addNewDocument: 'Add new document',
  /** 03 §2.9: the legacy documents' access overlay. */
  documentAccessTitle: 'Manage user access',
  /**
   * The access overlay's restricted choice on the charity's own pages (issue 11): the firm's
   * "Only firm members have access" (02 §2.10) would be wrong there. With no firm the people
   * listed are the charity's staff; with a firm its matter team is listed beside them (03 §2.9).
   */
  documentsCharityOnly: 'Only charity members have access',
  documentsChosenOnly: 'Only the charity members and firm team you select have access',
  /** 03 §8: the loading notice while a legacy document's access is saved. */
  updatingDocumentAccess: 'Updating user access for document',
  /** The deceased of a legacy must be a Deceased individual of the charity. */
  notADeceased: 'Not a deceased individual',
  listTitle: 'Legacies',
  listDescription: 'Here is a summary of the legacies assigned to you.',
  byStatus: 'By Status',
  newLegacy: 'New legacy',
  noLegacies: 'No legacies to display.',
  cannotDelete: 'You cannot delete this legacy',
  visibleToLawFirm: 'Visible to the law firm',
  newLegacyTitle: 'New Legacy',
  legacyReference: 'Legacy reference',
  createLegacy: 'Create legacy',
  creatingLegacy: 'Creating legacy',
  legacyCreated: 'Legacy created',
  deleteTitle: 'Delete legacy',
  deleteText: 'This will remove the legacy with its details and documents. This action cannot be undone',
  deleteYes: 'Yes, Delete',
  deleteNo: 'No, Cancel',
  deleted: 'Successfully deleted the legacy',
  deleteRefused: 'You cannot delete this legacy',
  navTitle: 'Legacy',
  information: 'Information',
  deceased: 'Deceased',
  legacyDetails: 'Legacy Details',
  documents: 'Documents',
  beneficiaries: 'Beneficiaries',
  team: 'Team',
  aboveTitle: 'Legacies',
  exportTo: `Export to ${LEGACY_EXPORT_SYSTEM}`,
  editDetails: 'Edit details',
  addDeceased: 'Add Deceased',
  editDeceased: 'Edit Deceased',
  statusSection: 'Status',
  findOutMore: 'Find out more about statuses',
  lastUpdated: 'Last updated',
  created: 'Created',
  individualSection: 'Individual',
  informationSection: 'Information',
  firmSection: 'Firm',
  nominatedAccount: 'Nominated account',
  changeBankAccount: 'Change bank account',
  visibleToFirm: 'Visible to firm',
  hiddenFromFirm: 'Hidden from firm',
  share: 'Share',
  hide: 'Hide',
  noBankAccount: 'No bank account assigned.',
  assignBankAccount: 'Assign a bank account',
  noEmail: 'No email available',
  moreUsers: (n: number) => `+${n} more users`,
  approved: 'Approved',
  notApproved: 'Not approved',
  submitted: 'Submitted',
  notSubmitted: 'Not submitted',
  statusTitle: (name: string) => `Change the legacy status to ${name}`,
  statusText: 'You can always change it back.',
  statusYes: (name: string) => `Yes, change it to ${name}`,
  statusNo: (current: string) => `No, keep it as ${current}`,
  changingStatus: (name: string) => `Changing status to ${name}`,
  changedStatus: (name: string) => `Changed status to ${name}`,
  editTitle: 'Edit Legacy',
  saveLegacy: 'Save legacy',
  updatingLegacy: 'Updating legacy',
  legacyUpdated: 'The legacy has been updated',
  charityReference: 'Charity reference',
  probateReference: 'Probate reference',
  dateOfDeath: 'Date of death',
  dateOfProbate: 'Date of probate',
  accountsApproved: 'Accounts approved',
  grantSubmitted: 'Grant submitted',
  selectBankAccount: 'Select bank account',
  select: 'Select',
  shareTitle: 'Share bank account with the law firm',
  paymentReference: 'Payment reference',
  shareAccount: 'Share account',
  sharing: 'Sharing the bank account with the law firm',
  shared: 'The bank account is visible to the law firm',
  hidden: 'The bank account is hidden from the law firm',
  /** Share on a legacy with no firm (issue 11): refused by the server, not offered by the page. */
  shareNeedsFirm: 'There is no law firm on this legacy to share the bank account with',
  noFirmToShare: 'No law firm is attached to this legacy, so the account stays with the charity.',
  /** Duplicate references within a charity (issue 11): 409. */
  duplicateReference: (reference: string) => `A legacy with reference ${reference} already exists`,
  newLegacyDetail: 'New legacy detail',
  editLegacyDetail: 'Edit legacy detail',
  saveLegacyDetail: 'Save legacy detail',
  noDetails: 'No details.',
  deleteDetailTitle: 'Delete legacy detail',
  deleteDetailText: 'This action cannot be undone',
  legacyType: 'Legacy type',
  description: 'Description',
  amount: 'Amount (£)',
  isEstimate: 'Estimate',
  isPercentage: 'Percentage',
  percentageValue: 'Percentage value',
  noDocuments: 'No documents uploaded to this legacy.',
  uploadDocument: 'Upload Document',
  legacyMembers: 'Legacy members',
  addTeamMember: 'Add Team Member',
  noTeam: 'No team members assigned to this matter.',
  coBensTitle: 'Charity Co-Beneficiaries',
  coBensText: 'The below charities have been added to the legacy by',
  noCoBens: 'No co-beneficiaries have been added to this legacy.',
  notFirmMatter: 'A law firm owns this part of the legacy',
  bankAccountNotOfCharity: 'Not a bank account of this charity',
  deceasedNotOfCharity: 'Not an individual of this charity',
  notAUserOfTheCharity: 'Not a user of this charity',
  unknownStatus: 'Unknown legacy status',
  unknownLegacyType: 'Unknown legacy type',
  invalidDate: DATE_TEXTS.invalidDate,
} as const;

/**
 * POST /api/Legacy: the New Legacy overlay's one spec input (spec 03 §2.2), then the optional
 * notification intake (issue 11: legacy-handoff.ts).
 */
export const ZLegacyCreateInput = z
  .object({
    reference: z
      .string({ error: 'Required' })
      .trim()
      .min(1, { error: 'Required' })
      .max(LEGACY_REFERENCE_MAX, { error: `Too many characters (max ${LEGACY_REFERENCE_MAX})` }),
    ...ZLegacyIntakeFields,
  })
  .superRefine(checkIntakeDates);
export type LegacyCreateInput = z.infer<typeof ZLegacyCreateInput>;

/** spec 03 §2.1 a row of the legacies list. */
export const ZLegacyListItem = z.object({
  legacyID: z.string(),
  reference: z.string(),
  charityReference: z.string().nullable(),
  matterID: z.string(),
  status: ZLegacyStatus,
  deceased: z
    .object({
      individualID: z.string(),
      title: z.string().nullable(),
      firstName: z.string(),
      surname: z.string(),
    })
    .nullable(),
  matterOrganisation: z
    .object({ organisationID: z.string(), name: z.string(), mainContactUser: ZLegacyUser.nullable() })
    .nullable(),
  charityTeam: z.array(ZLegacyUser),
  nominatedBankAccount: z
    .object({
      bankName: z.string(),
      sortCode: z.string(),
      accountNumber: z.string(),
      accountName: z.string(),
      contactEmail: z.string().nullable(),
      visibleToFirm: z.boolean(),
    })
    .nullable(),
  createdDate: z.string(),
  lastUpdatedDate: z.string(),
  /** spec 03 §2.1, §4: false once a firm (matterOrganisation) is attached. */
  canDelete: z.boolean(),
});
export type LegacyListItem = z.infer<typeof ZLegacyListItem>;

/** spec 03 §2.11 a co-beneficiary: another charity of the same matter. */
export const ZCoBeneficiary = z.object({
  matterCharityID: z.string(),
  charityName: z.string(),
  charityRegNo: z.number(),
  charitySuffix: z.number(),
  verified: z.boolean(),
});
export const ZCoBeneficiaries = z.object({
  data: z.array(ZCoBeneficiary),
  paginationResp: z.object({
    totalPages: z.number(),
    totalCount: z.number(),
    pageSize: z.number(),
    currentPage: z.number(),
  }),
  /** The firm that added them (spec 03 §2.11 "added to the legacy by" the firm name). */
  firmName: z.string().nullable(),
});
export type CoBeneficiaries = z.infer<typeof ZCoBeneficiaries>;

/** spec 03 §2.7 Share: the optional payment reference, sent only when non-empty. */
export const ZLegacyShareInput = z.object({
  paymentReference: z.string().trim().max(LEGACY_REFERENCE_MAX).nullish(),
});

/** The legacy team call: users of the charity to add (the answer is the new charityTeam list). */
export const ZLegacyTeamInput = z.object({ userIDs: z.array(z.uuid()).min(1).max(100) });

/** spec 03 §2.1, §2.3: the charity reference if non-empty, otherwise the reference. */
export function legacyDisplayReference(legacy: {
  charityReference: string | null;
  reference: string;
}): string {
  return legacy.charityReference?.trim() ? legacy.charityReference : legacy.reference;
}

/** spec 03 §7: the export's file name sc_legacy_{legacyID}_{dd}-{mm}-{yyyy}.xml (UTC, zero-padded). */
export function legacyExportFileName(legacyID: string, now: Date): string {
  const dd = String(now.getUTCDate()).padStart(2, '0');
  const mm = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `sc_legacy_${legacyID}_${dd}-${mm}-${now.getUTCFullYear()}.xml`;
}
