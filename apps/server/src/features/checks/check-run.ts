import { CHECK_TYPES } from '@probity/domain';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { DbOrTx } from '../../db/client.js';
import { type CheckComponentRecord, organisations } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/errors.js';
import { verifyBankAccount } from '../../integrations/bank-modulus/bank-modulus.js';
import { refreshModulusEdition } from '../../integrations/bank-modulus/modulus-edition.js';
import type {
  CheckProduct,
  ProviderCheckRequest,
  ProviderOutcome,
} from '../../integrations/check-provider/check-provider.js';
import { CheckProviderError } from '../../integrations/check-provider/http-provider.js';
import { type ScreeningMatch, screenPerson } from '../../integrations/sanctions/sanctions-list.js';
import { mrzNationalities } from '../../integrations/sanctions/nationality.js';
import type { SensitiveValues } from '../individuals/individual-secrets.js';
import type { IndividualRecord } from '../individuals/individuals.queries.js';
import {
  bankComponent,
  type CheckOutcome,
  combine,
  notScreenedComponent,
  providerComponents,
  screeningComponents,
} from './check-engine.js';
import { listStatus } from '../../integrations/sanctions/list-metadata.js';
import { documentsComponent } from './document-checks.js';

export interface CheckDeps {
  config: Config;
  ip?: string;
}

export const PRODUCTS: Record<string, CheckProduct> = {
  [CHECK_TYPES.probityCheck.checkTypeID]: 'probityCheck',
  [CHECK_TYPES.probityCheckPlus.checkTypeID]: 'probityCheckPlus',
};

export const serviceName = (product: CheckProduct) =>
  product === 'probityCheck' ? CHECK_TYPES.probityCheck.name : CHECK_TYPES.probityCheckPlus.name;

export const nameOf = (r: IndividualRecord) => `${r.individual.firstName} ${r.individual.surname}`;

/** Where staff open the individual (the product's own pages, spec 02 §2.6, 03 §2.14). */
export function individualPagePath(r: {
  individual: Pick<IndividualRecord['individual'], 'matterID' | 'individualID'>;
}): string {
  const i = r.individual;
  return i.matterID
    ? `/secure/matters/${i.matterID}/individuals/${i.individualID}/manage`
    : `/secure/charity-checks/individuals/${i.individualID}/manage`;
}

export function providerRequest(
  checkResultID: string,
  product: CheckProduct,
  r: IndividualRecord,
  s: SensitiveValues,
): ProviderCheckRequest {
  const i = r.individual;
  return {
    checkResultID,
    product,
    person: {
      title: i.title,
      firstName: i.firstName,
      middleNames: i.middleNames,
      surname: i.surname,
      gender: i.gender,
      dob: i.dob,
      individualTypeID: i.individualTypeID,
      address: {
        addressLine1: i.addressLine1,
        addressLine2: i.addressLine2,
        addressLine3: i.addressLine3,
        cityTown: i.cityTown,
        county: i.county,
        postCode: i.postCode,
        country: i.country,
      },
    },
    bank:
      product === 'probityCheckPlus'
        ? { sortCode: s.bankSortCode, accountNumber: s.bankAccountNumber, accountName: i.bankAccountName }
        : null,
  };
}

/** The parts Probity computes itself, in every mode (documents, screening, modulus checking). */
async function localParts(
  db: DbOrTx,
  product: CheckProduct,
  r: IndividualRecord,
  s: SensitiveValues,
  config: Pick<Config, 'SANCTIONS_LIST_MAX_AGE_DAYS'>,
): Promise<{ parts: CheckComponentRecord[]; matches: ScreeningMatch[]; invalidDocs: boolean }> {
  const i = r.individual;
  if (product === 'probityCheckPlus') {
    // Issue 12: the newest edition of Vocalink's tables, even one uploaded on another instance.
    const edition = await refreshModulusEdition(db);
    return {
      parts: [
        bankComponent(verifyBankAccount(s.bankSortCode, s.bankAccountNumber, edition.tables), edition.name),
      ],
      matches: [],
      invalidDocs: false,
    };
  }
  const docs = documentsComponent({ ...i, ...s });
  const screened = await screenPerson(db, {
    firstName: i.firstName,
    middleNames: i.middleNames,
    surname: i.surname,
    dob: i.dob,
    nationalities: mrzNationalities(s.passportMrz),
  });
  // No sanctions list, or one too old: the sanctions part says so (a REFER) and nothing of that list counts.
  const list = await listStatus(db, config);
  const matches = list.ok ? screened : screened.filter((m) => m.list !== 'sanctions');
  const screening = screeningComponents(matches).map((c) =>
    !list.ok && c.component === 'sanctions' ? notScreenedComponent(list.reason) : c,
  );
  return { parts: [docs.component, ...screening], matches, invalidDocs: docs.invalidDocs };
}

/** The result of a check the provider completed, with the parts Probity computes itself. */
export async function outcomeOf(
  db: DbOrTx,
  product: CheckProduct,
  r: IndividualRecord,
  s: SensitiveValues,
  answer: Extract<ProviderOutcome, { status: 'completed' }>,
  config: Pick<Config, 'SANCTIONS_LIST_MAX_AGE_DAYS'>,
): Promise<CheckOutcome> {
  const local = await localParts(db, product, r, s, config);
  return combine(product, [...providerComponents(answer.components), ...local.parts], local);
}

export async function askProvider(run: () => Promise<ProviderOutcome>): Promise<ProviderOutcome> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof CheckProviderError) throw new AppError('CONFLICT', err.message);
    throw err;
  }
}

export async function organisationOf(db: DbOrTx, organisationID: string) {
  const [org] = await db
    .select()
    .from(organisations)
    .where(eq(organisations.organisationID, organisationID))
    .limit(1);
  if (!org) throw notFound();
  return org;
}
