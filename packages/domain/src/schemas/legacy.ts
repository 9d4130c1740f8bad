import { z } from 'zod';
import { ZBankAccount } from './bank-account.js';

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
});
export type Legacy = z.infer<typeof ZLegacy>;
