import { randomUUID } from 'node:crypto';
import { CHECK_TEXTS, CHECK_TYPES, licenceSurnameCode } from '@probity/domain';
import { and, eq } from 'drizzle-orm';
import type { Config } from '../config.js';
import { PRODUCTS, outcomeOf, providerRequest, serviceName } from '../features/checks/check-run.js';
import { bankVerificationOf } from '../features/individuals/individual-fields.js';
import {
  type SensitiveValues,
  decryptSensitive,
  encryptSensitive,
} from '../features/individuals/individual-secrets.js';
import { findIndividualRecord } from '../features/individuals/individuals.queries.js';
import { createSandboxProvider } from '../integrations/check-provider/sandbox-provider.js';
import { SAMPLE_FILES, importSanctionsFile } from '../integrations/sanctions/sanctions-list.js';
import type { DbOrTx } from './client.js';
import { activityEntries, checkResults, individuals, matters } from './schema/index.js';
import { type CheckSeed, PEOPLE, type PersonSeed } from './seed-individuals-data.js';
import type { SeedIds } from './seed-matters.js';

/*
 * Demo individuals and identity checks (issue 5): full personal data on the demo matters (a
 * Deceased, executors, a Testator, Settlors, a Donor), charity individuals, the shipped sanctions
 * and PEP samples, and a history of checks computed by the real check engine with the sandbox
 * provider, so that every outcome shows: passed, sanctions match, PEP match, invalid documents,
 * not completed (invited), and Probity Check+. client@probity.test gets full My Data.
 */

const DAY = 24 * 3600 * 1000;

/** A DVLA licence number consistent with the person (DOMAIN-NOTES): what a real licence would read. */
function licenceFor(p: PersonSeed): string | null {
  if (!p.dob) return null;
  const [y = '', m = '', d = ''] = p.dob.split('-');
  const month = String(Number(m) + (p.gender === 'Female' ? 50 : 0)).padStart(2, '0');
  const initials = `${p.firstName[0] ?? '9'}${p.middleNames?.[0] ?? '9'}`.toUpperCase();
  return `${licenceSurnameCode(p.surname)}${y[2]}${month}${d}${y[3]}${initials}9AB`;
}

export interface SeedIndividualsIds extends SeedIds {
  config: Config;
}

async function placeOf(tx: DbOrTx, ids: SeedIds, p: PersonSeed) {
  if (p.charity) return { matterID: null, organisationID: ids.orgId(p.charity), reference: null };
  const [m] = await tx.select().from(matters).where(eq(matters.reference, p.matter!)).limit(1);
  if (!m) throw new Error(`seed: no matter ${p.matter}`);
  return { matterID: m.matterID, organisationID: m.organisationID, reference: m.reference };
}

/** Called from seedDemo inside its transaction, after the matters are seeded. */
export async function seedIndividuals(tx: DbOrTx, ids: SeedIndividualsIds, now = Date.now()): Promise<void> {
  await importSanctionsFile(tx, SAMPLE_FILES.sanctions, 'sanctions');
  await importSanctionsFile(tx, SAMPLE_FILES.pep, 'pep');
  const sandbox = createSandboxProvider();

  for (const p of PEOPLE) {
    const place = await placeOf(tx, ids, p);
    const userID = p.userEmail ? ids.userId(p.userEmail) : null;
    const [addressLine1, cityTown, county, postCode] = p.address;
    const plain = {
      title: p.title,
      firstName: p.firstName,
      middleNames: p.middleNames ?? '',
      surname: p.surname,
      gender: p.gender,
      dob: p.dob,
      telephone: p.phone ?? null,
      mobileTelephone: p.mobile ?? null,
      addressLine1,
      cityTown,
      county,
      postCode,
      country: 'United Kingdom',
      emailAddress: p.email ?? null,
      bankName: p.bank?.[0] ?? null,
      bankAccountName: p.bank?.[3] ?? null,
    };
    const sensitive: SensitiveValues = {
      nino: p.nino ?? null,
      passport: p.passport ?? null,
      passportMrz: null,
      drivingLicence: p.licence ? licenceFor(p) : null,
      idCard: null,
      travelVisa: null,
      bankSortCode: p.bank?.[1] ?? null,
      bankAccountNumber: p.bank?.[2] ?? null,
    };
    // The matters seed already holds some of these people by name: complete them, else add them.
    const targets = await tx
      .select({ individualID: individuals.individualID })
      .from(individuals)
      .where(
        and(
          place.matterID
            ? eq(individuals.matterID, place.matterID)
            : eq(individuals.organisationID, place.organisationID),
          eq(individuals.firstName, p.firstName),
          eq(individuals.surname, p.surname),
        ),
      );
    // The demo client's data is theirs on every matter they are linked to (My Data).
    const mine = userID
      ? await tx
          .select({ individualID: individuals.individualID })
          .from(individuals)
          .where(eq(individuals.userID, userID))
      : [];
    const ids_ = [...new Set([...targets, ...mine].map((t) => t.individualID))];
    if (ids_.length === 0) {
      const individualID = randomUUID();
      await tx.insert(individuals).values({
        individualID,
        matterID: place.matterID,
        organisationID: place.organisationID,
        userID,
        individualTypeID: p.type,
        ...plain,
        ...encryptSensitive(ids.config, individualID, sensitive),
        ...bankVerificationOf(sensitive),
        dateCreated: new Date(now - 70 * DAY),
      });
      ids_.push(individualID);
    } else {
      for (const individualID of ids_) {
        await tx
          .update(individuals)
          .set({
            ...plain,
            ...encryptSensitive(ids.config, individualID, sensitive),
            ...bankVerificationOf(sensitive),
            ...(userID ? { userID } : {}),
          })
          .where(eq(individuals.individualID, individualID));
      }
    }
    const main = targets[0]?.individualID ?? ids_[0]!;
    for (const c of p.checks ?? []) await seedCheck(tx, ids, main, c, sandbox, now);
  }
}

async function seedCheck(
  tx: DbOrTx,
  ids: SeedIndividualsIds,
  individualID: string,
  seed: CheckSeed,
  sandbox: ReturnType<typeof createSandboxProvider>,
  now: number,
) {
  const record = (await findIndividualRecord(tx, individualID))!;
  const product = seed.product;
  const checkTypeID =
    Object.keys(PRODUCTS).find((k) => PRODUCTS[k] === product) ?? CHECK_TYPES.probityCheck.checkTypeID;
  const sensitive = decryptSensitive(ids.config, record.individual);
  const checkResultID = randomUUID();
  const answer = await sandbox.perform(providerRequest(checkResultID, product, record, sensitive));
  const outcome =
    answer.status === 'completed'
      ? await outcomeOf(tx, product, record, sensitive, answer, ids.config)
      : null;
  const at = new Date(now - seed.daysAgo * DAY);
  const i = record.individual;
  const service = serviceName(product);
  const name = `${i.firstName} ${i.surname}`;
  await tx.insert(checkResults).values({
    checkResultID,
    individualID,
    matterID: i.matterID,
    organisationID: i.organisationID,
    checkTypeID,
    service,
    requestedAt: at,
    provider: 'sandbox',
    providerReference: answer.reference,
    testMode: false,
    checkCompleted: !!outcome,
    resultDate: outcome ? at : null,
    ...(outcome ?? {}),
  });
  await tx.insert(activityEntries).values({
    organisationID: i.organisationID,
    matterID: i.matterID,
    reference: record.matterReference,
    userID: null,
    activityType: 'individual',
    object: name,
    action: outcome ? 'perform_check' : 'check_invitation',
    text: outcome ? CHECK_TEXTS.resultsReady(service, name) : CHECK_TEXTS.invited(name, service),
    dateTime: at,
  });
}
