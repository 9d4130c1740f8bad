import { z } from 'zod';

/*
 * The charity register and the charities of a matter (spec 02 §2.12, §3 Matter charity, §7, §8;
 * spec 03 §2.15 Add Charity overlay, §2.16 Charity details overlay, §3 Charity search result,
 * Matter charity, Paginated response). Register fields keep the Charity Commission API's names
 * (snake_case), as the spec does; the rest is camelCase.
 */

/** spec 02 §9, 03 §9: the matter's charities list pages by 10. */
export const MATTER_CHARITIES_PAGE_SIZE = 10;
/** The most results one register search answers (ours: the spec does not say). */
export const CHARITY_SEARCH_LIMIT = 50;
/** The longest name or number a register search takes (ours). */
export const CHARITY_SEARCH_MAX = 200;

/** spec 03 §7 GET /api/Charities/{name}: one row of the results table. */
export const ZCharitySearchResult = z.object({
  organisation_number: z.number().int(),
  charity_name: z.string(),
  reg_charity_number: z.number().int(),
  group_subsid_suffix: z.number().int(),
});
export type CharitySearchResult = z.infer<typeof ZCharitySearchResult>;

/**
 * spec 03 §3 charityDetails plus the full register record (§2.15 details panel, §2.16 Charity tab).
 * Dates look like the Commission's (`1965-09-07T00:00:00`). linked_organisation is the verified
 * flag: a charity organisation on Probity has this registered number as its Reg. Charity No.
 */
export const ZCharityDetails = z.object({
  organisation_number: z.number().int(),
  charity_name: z.string(),
  reg_charity_number: z.number().int(),
  group_subsid_suffix: z.number().int(),
  charityType: z.string().nullable(),
  charity_co_reg_number: z.string().nullable(),
  insolvent: z.boolean(),
  in_administration: z.boolean(),
  prev_excepted_ind: z.boolean(),
  /** 'CIF', 'CDF' or null (shown as None). */
  cif_cdf_ind: z.string().nullable(),
  linked_organisation: z.boolean(),
  /** 'R' (Registered) or 'RM' (Removed). */
  reg_status: z.string().nullable(),
  date_of_registration: z.string().nullable(),
  date_of_removal: z.string().nullable(),
  removal_reason: z.string().nullable(),
  latest_acc_fin_year_end_date: z.string().nullable(),
  reporting_status: z.string().nullable(),
  last_modified_time: z.string().nullable(),
  address_line_one: z.string().nullable(),
  address_line_two: z.string().nullable(),
  address_line_three: z.string().nullable(),
  address_line_four: z.string().nullable(),
  address_line_five: z.string().nullable(),
  address_post_code: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  web: z.string().nullable(),
  trustee_names: z.array(z.object({ trustee_name: z.string() })),
  other_names: z.array(z.object({ other_name: z.string() })),
});
export type CharityDetails = z.infer<typeof ZCharityDetails>;

/** spec 02 §3 / 03 §3 Matter charity. linkedOrganisation: the charity organisation on Probity, or null. */
export const ZMatterCharity = z.object({
  matterCharityID: z.string(),
  matterID: z.string(),
  charityRegNo: z.number().int(),
  charityOrgNo: z.number().int(),
  charitySuffix: z.number().int(),
  charityName: z.string(),
  linkedOrganisation: z.string().nullable(),
  legacyID: z.string(),
});
export type MatterCharity = z.infer<typeof ZMatterCharity>;

/** spec 03 §3 Paginated response, as the matter-charity list answers it. */
export const ZMatterCharityPage = z.object({
  data: z.array(ZMatterCharity),
  paginationResp: z.object({
    totalPages: z.number().int(),
    totalCount: z.number().int(),
    pageSize: z.number().int(),
    currentPage: z.number().int(),
  }),
});
export type MatterCharityPage = z.infer<typeof ZMatterCharityPage>;

/** A register number: a whole number, also accepted as a string of digits. */
const registerNumber = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d{1,10}\s*$/.test(v) ? Number(v) : v),
  z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null || issue.input === ''
          ? 'Required'
          : 'Must be a number',
    })
    .int({ error: 'Must be a whole number' })
    .min(0, { error: 'Must not be negative' })
    .max(2_147_483_647, { error: 'Too large' }),
);

/**
 * spec 02 §7 POST /api/Matters/{id}/Charity. The server looks the charity up in the register by
 * charityRegNo and charitySuffix (charityOrgNo must agree) and sets charityName and
 * linkedOrganisation itself; the body's are not trusted.
 */
export const ZMatterCharityCreateInput = z.object({
  charityRegNo: registerNumber,
  charityOrgNo: registerNumber,
  charitySuffix: registerNumber.default(0),
  charityName: z.string().max(500).nullish(),
  linkedOrganisation: z.union([z.string(), z.boolean()]).nullish(),
});
export type MatterCharityCreateInput = z.input<typeof ZMatterCharityCreateInput>;

/** spec 03 §2.15 details panel: R = "Registered", RM = "Removed", otherwise "-". */
export function registrationStatusLabel(status: string | null | undefined): string {
  if (status === 'R') return 'Registered';
  if (status === 'RM') return 'Removed';
  return '-';
}

/** spec 03 §2.15: group subsidiary suffix "Main" when 0. */
export function suffixLabel(suffix: number): string {
  return suffix === 0 ? 'Main' : String(suffix);
}

/**
 * spec 02 §2.12 'Showing X through Y out of Z charity/charities': the rows shown on a page of
 * the list (X = first, Y = last; 0 through 0 when there are none).
 */
export function showingCharitiesText(page: number, pageSize: number, totalCount: number): string {
  const first = totalCount === 0 ? 0 : Math.min((page - 1) * pageSize + 1, totalCount);
  const last = Math.min(page * pageSize, totalCount);
  return `Showing ${first} through ${last} out of ${totalCount} ${totalCount === 1 ? 'charity' : 'charities'}`;
}

/** Texts of the matter's charities, the Add Charity and the Charity details overlays (02 §2.12, §8; 03 §2.15, §2.16, §8). */
export const CHARITY_TEXTS = {
  title: 'Charities',
  description: 'List of charities that are left as assets in the matter',
  empty: 'No charities are part of this matter.',
  addToMatter: 'Add charity to matter',
  verified: 'Verified',
  notVerified: 'Not verified',
  adding: (name: string) => `Adding charity ${name} to the matter...`,
  added: (name: string) => `Added charity ${name} to the matter.`,
  addFailed: (name: string) => `Failed to add charity ${name} to the matter.`,
  removing: (name: string) => `Removing charity ${name} from the matter...`,
  removed: (name: string) => `Removed charity ${name} from the matter.`,
  removeFailed: (name: string) => `Failed to remove charity ${name} from the matter.`,
  removeTitle: 'Remove charity from this matter',
  removeText:
    "You'll be able to add this charity back in, but you will lose any legacy details or documents attached to it.",
  removeYes: 'Yes, remove charity',
  removeNo: 'No, keep charity',
  /** 400 when the charity is already on the matter (ours). */
  alreadyOnMatter: 'This charity is already part of this matter.',
  /** 400 when the register has no such charity (ours). */
  notInRegister: 'No charity with this number was found in the register.',
  orgNoMismatch: 'The organisation number does not match the register.',
  // spec 03 §2.15 Add Charity overlay
  addTitle: 'Add Charity',
  searchSection: 'Search for a charity',
  searchText:
    "Type in the charity's name or registered charity number and we'll search for it through our records.",
  searchPlaceholder: "Charity's name/number",
  resultsTitle: 'Select a charity',
  searching: 'Searching through our records',
  noResults: 'No charities under this name have been found.',
  viewDetails: 'View details',
  select: 'Select',
  main: 'Main',
  yes: 'YES',
  no: 'NO',
  none: 'None',
  // spec 03 §2.16 Charity details overlay
  tabCharity: 'Charity',
  tabLegacy: 'Legacy',
  loadingCharity: 'Loading charity data',
  noTrustees: 'No trustees.',
  noPreviousNames: 'No previous names.',
  unavailable: 'The charity details are currently unavailable.',
  viewLegacyInstead: 'View the legacy details instead',
  noLegacyDetails: 'No legacy details.',
  paymentNotProvided: 'Payment details not provided.',
  legacyUnavailable: 'The legacy details could not be loaded.',
  documentUnavailable: 'The document could not be opened.',
} as const;
