import { CHARITY_SEARCH_LIMIT } from '@probity/domain';
import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { charityRegister } from '../../db/schema/index.js';
import { type CharityRegister, type RegisterRecord, asRegisteredNumber } from './charity-register.js';

type Row = typeof charityRegister.$inferSelect;

/** Escapes LIKE wildcards. */
const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The Commission's date form: `1965-09-07T00:00:00`. */
const apiDate = (d: string | null) => (d ? `${d}T00:00:00` : null);
const apiTime = (d: Date | null) => (d ? d.toISOString().replace(/\.\d{3}Z$/, '') : null);

/** A local register row in the API's names (DOMAIN-NOTES: the extract names fields differently). */
export function presentRegisterRow(row: Row): RegisterRecord {
  return {
    organisation_number: row.organisationNumber,
    charity_name: row.charityName,
    reg_charity_number: row.registeredCharityNumber,
    group_subsid_suffix: row.linkedCharityNumber,
    charityType: row.charityType,
    charity_co_reg_number: row.companyRegistrationNumber,
    insolvent: row.insolvent,
    in_administration: row.inAdministration,
    prev_excepted_ind: row.previouslyExcepted,
    cif_cdf_ind: row.cifCdf,
    reg_status:
      row.registrationStatus === 'Removed' ? 'RM' : row.registrationStatus === 'Registered' ? 'R' : null,
    date_of_registration: apiDate(row.dateOfRegistration),
    date_of_removal: apiDate(row.dateOfRemoval),
    removal_reason: row.removalReason,
    latest_acc_fin_year_end_date: apiDate(row.latestAccFinPeriodEndDate),
    reporting_status: row.reportingStatus,
    last_modified_time: apiTime(row.lastModifiedTime),
    address_line_one: row.address1,
    address_line_two: row.address2,
    address_line_three: row.address3,
    address_line_four: row.address4,
    address_line_five: row.address5,
    address_post_code: row.postcode,
    phone: row.phone,
    email: row.email,
    web: row.web,
    trustee_names: row.trustees.map((trustee_name) => ({ trustee_name })),
    other_names: row.otherNames.map((other_name) => ({ other_name })),
  };
}

/**
 * Words in a large share of the register's names (tens of thousands each): their trigrams' lists
 * in the trigram index are long, so a search hands the index only the term's other words.
 */
const COMMON_WORDS = new Set(
  `the of and for in st trust trustees charitable charity church fund foundation society association
  friends school parish community centre council group club hall village memorial relief
  educational limited ltd cio uk national royal`.split(/\s+/),
);

/**
 * charity_name contains term, case-insensitive. The trigram index (db/sql/0003) gets the term's
 * uncommon words of 3 letters or more (each is in the name when the term is); the whole term is
 * then checked on those rows through lower(), which that index does not serve. A term of common
 * words only goes to the index whole.
 */
function nameContains(term: string) {
  const whole = ilike(charityRegister.charityName, `%${escapeLike(term)}%`);
  const words = [...new Set(term.toLowerCase().split(/\s+/))].filter(
    (w) => w.length >= 3 && !COMMON_WORDS.has(w),
  );
  if (words.length === 0 || (words.length === 1 && words[0] === term.toLowerCase())) return whole;
  return and(
    ...words.map((w) => ilike(charityRegister.charityName, `%${escapeLike(w)}%`)),
    sql`lower(${charityRegister.charityName}) like ${`%${escapeLike(term.toLowerCase())}%`}`,
  );
}

/**
 * The embedded register: the local copy in charity_register. A search matches the name (a
 * case-insensitive substring) or, for digits, the registered or organisation number. Exact number
 * matches come first, then names that start with the term, registered before removed charities,
 * by name and suffix; at most CHARITY_SEARCH_LIMIT rows.
 */
export function createLocalCharityRegister(db: DbOrTx): CharityRegister {
  return {
    kind: 'local',
    async search(term) {
      const trimmed = term.trim();
      if (trimmed === '') return [];
      const number = asRegisteredNumber(trimmed);
      const lowered = trimmed.toLowerCase();
      const byName = nameContains(trimmed);
      const byNumber =
        number === undefined
          ? undefined
          : or(
              eq(charityRegister.registeredCharityNumber, number),
              eq(charityRegister.organisationNumber, number),
            );
      const rows = await db
        .select({
          organisation_number: charityRegister.organisationNumber,
          charity_name: charityRegister.charityName,
          reg_charity_number: charityRegister.registeredCharityNumber,
          group_subsid_suffix: charityRegister.linkedCharityNumber,
        })
        .from(charityRegister)
        .where(byNumber ? or(byNumber, byName) : byName)
        .orderBy(
          number === undefined
            ? sql`${0}::int`
            : sql`case when ${charityRegister.registeredCharityNumber} = ${number} then 0 else 1 end`,
          sql`case when lower(${charityRegister.charityName}) like ${`${escapeLike(lowered)}%`} then 0 else 1 end`,
          sql`case when ${charityRegister.registrationStatus} = 'Registered' then 0 else 1 end`,
          asc(charityRegister.charityName),
          asc(charityRegister.linkedCharityNumber),
        )
        .limit(CHARITY_SEARCH_LIMIT);
      return rows;
    },
    async details(registeredNumber, suffix) {
      const [row] = await db
        .select()
        .from(charityRegister)
        .where(
          and(
            eq(charityRegister.registeredCharityNumber, registeredNumber),
            eq(charityRegister.linkedCharityNumber, suffix),
          ),
        )
        .limit(1);
      return row ? presentRegisterRow(row) : undefined;
    },
  };
}
