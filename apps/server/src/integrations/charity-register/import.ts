import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { charityRegister } from '../../db/schema/index.js';
import { type ExtractRecord, bool, dateOnly, int, readExtractTable, text, timestamp } from './extract.js';

type RegisterInsert = typeof charityRegister.$inferInsert;

/** Rows per INSERT … ON CONFLICT statement (about 30 columns each, well under 65,535 parameters). */
export const IMPORT_BATCH_SIZE = 500;

export interface ImportResult {
  charities: number;
  trustees: number;
  otherNames: number;
  skipped: number;
}

/** 'CIF', 'CDF' or null from the extract's charity_is_cdf_or_cif. */
function cifCdf(value: ExtractRecord[string] | undefined): string | null {
  const s = text(value)?.toUpperCase();
  return s === 'CIF' || s === 'CDF' ? s : null;
}

/** One row of the extract's charity table as a register row; undefined when its numbers are missing. */
export function registerRowOf(
  r: ExtractRecord,
  trustees: string[] = [],
  otherNames: string[] = [],
): RegisterInsert | undefined {
  const organisationNumber = int(r.organisation_number);
  const registeredCharityNumber = int(r.registered_charity_number);
  const name = text(r.charity_name);
  if (organisationNumber === null || registeredCharityNumber === null || !name) return undefined;
  return {
    organisationNumber,
    registeredCharityNumber,
    linkedCharityNumber: int(r.linked_charity_number) ?? 0,
    charityName: name,
    charityType: text(r.charity_type),
    registrationStatus: text(r.charity_registration_status) ?? 'Registered',
    dateOfRegistration: dateOnly(r.date_of_registration),
    dateOfRemoval: dateOnly(r.date_of_removal),
    // Not a column of every extract; read when present.
    removalReason: text(r.charity_removal_reason ?? r.removal_reason),
    reportingStatus: text(r.charity_reporting_status),
    companyRegistrationNumber: text(r.charity_company_registration_number),
    insolvent: bool(r.charity_insolvent),
    inAdministration: bool(r.charity_in_administration),
    previouslyExcepted: bool(r.charity_previously_excepted),
    cifCdf: cifCdf(r.charity_is_cdf_or_cif),
    latestAccFinPeriodEndDate: dateOnly(r.latest_acc_fin_period_end_date),
    // The extract has no per-record modification time; the extract's date stands for it.
    lastModifiedTime: timestamp(r.last_modified_time ?? r.date_of_extract),
    address1: text(r.charity_contact_address1),
    address2: text(r.charity_contact_address2),
    address3: text(r.charity_contact_address3),
    address4: text(r.charity_contact_address4),
    address5: text(r.charity_contact_address5),
    postcode: text(r.charity_contact_postcode),
    phone: text(r.charity_contact_phone),
    email: text(r.charity_contact_email),
    web: text(r.charity_contact_web),
    trustees,
    otherNames,
  };
}

/** Groups a table's names by organisation_number, in the extract's order. */
function namesByOrganisation(records: ExtractRecord[], field: string): Map<number, string[]> {
  const out = new Map<number, string[]>();
  for (const r of records) {
    const org = int(r.organisation_number);
    const name = text(r[field]);
    if (org === null || !name) continue;
    const list = out.get(org) ?? [];
    if (!list.includes(name)) list.push(name);
    out.set(org, list);
  }
  return out;
}

/**
 * Loads a register extract (the tables charity, charity_trustee and charity_other_names, each as
 * parsed records) into charity_register: insert or update by organisation number, in batches. The
 * other-names table lists former and working names; the current name is left out of other_names.
 */
export async function importRegisterRecords(
  db: DbOrTx,
  tables: { charity: ExtractRecord[]; trustees: ExtractRecord[]; otherNames: ExtractRecord[] },
  opts: { batchSize?: number } = {},
): Promise<ImportResult> {
  const trustees = namesByOrganisation(tables.trustees, 'trustee_name');
  const others = namesByOrganisation(tables.otherNames, 'charity_name');
  const rows: RegisterInsert[] = [];
  let skipped = 0;
  for (const r of tables.charity) {
    const org = int(r.organisation_number);
    const current = text(r.charity_name);
    const row = registerRowOf(
      r,
      org === null ? [] : (trustees.get(org) ?? []),
      org === null ? [] : (others.get(org) ?? []).filter((n) => n !== current),
    );
    if (row) rows.push(row);
    else skipped++;
  }
  const size = opts.batchSize ?? IMPORT_BATCH_SIZE;
  const excluded = (column: string) => sql.raw(`excluded.${column}`);
  for (let i = 0; i < rows.length; i += size) {
    await db
      .insert(charityRegister)
      .values(rows.slice(i, i + size))
      .onConflictDoUpdate({
        target: charityRegister.organisationNumber,
        set: {
          registeredCharityNumber: excluded('registered_charity_number'),
          linkedCharityNumber: excluded('linked_charity_number'),
          charityName: excluded('charity_name'),
          charityType: excluded('charity_type'),
          registrationStatus: excluded('registration_status'),
          dateOfRegistration: excluded('date_of_registration'),
          dateOfRemoval: excluded('date_of_removal'),
          removalReason: excluded('removal_reason'),
          reportingStatus: excluded('reporting_status'),
          companyRegistrationNumber: excluded('company_registration_number'),
          insolvent: excluded('insolvent'),
          inAdministration: excluded('in_administration'),
          previouslyExcepted: excluded('previously_excepted'),
          cifCdf: excluded('cif_cdf'),
          latestAccFinPeriodEndDate: excluded('latest_acc_fin_period_end_date'),
          lastModifiedTime: excluded('last_modified_time'),
          address1: excluded('address1'),
          address2: excluded('address2'),
          address3: excluded('address3'),
          address4: excluded('address4'),
          address5: excluded('address5'),
          postcode: excluded('postcode'),
          phone: excluded('phone'),
          email: excluded('email'),
          web: excluded('web'),
          trustees: excluded('trustees'),
          otherNames: excluded('other_names'),
        },
      });
  }
  return {
    charities: rows.length,
    trustees: [...trustees.values()].reduce((n, l) => n + l.length, 0),
    otherNames: [...others.values()].reduce((n, l) => n + l.length, 0),
    skipped,
  };
}

/** Loads an extract directory (publicextract.<table>.json or .txt files) into charity_register. */
export async function importRegisterExtract(
  db: DbOrTx,
  dir: string,
  opts: { batchSize?: number } = {},
): Promise<ImportResult> {
  const charity = readExtractTable(dir, 'charity');
  if (charity.length === 0) throw new Error(`no publicextract.charity.json or .txt with records in ${dir}`);
  return importRegisterRecords(
    db,
    {
      charity,
      trustees: readExtractTable(dir, 'charity_trustee'),
      otherNames: readExtractTable(dir, 'charity_other_names'),
    },
    opts,
  );
}
