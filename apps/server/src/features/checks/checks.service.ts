import { randomUUID } from 'node:crypto';
import { CHECK_TEXTS, CHECK_TYPES, can } from '@probity/domain';
import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../access/actor.js';
import type { Config } from '../../config.js';
import type { Database, DbOrTx } from '../../db/client.js';
import { type CheckComponentRecord, checkResults, organisations, users } from '../../db/schema/index.js';
import { AppError, forbidden, invalid, notFound } from '../../lib/errors.js';
import { verifyBankAccount } from '../../integrations/bank-modulus/bank-modulus.js';
import type { CheckProduct, ProviderCheckRequest, ProviderOutcome } from '../../integrations/check-provider/check-provider.js';
import { CheckProviderError } from '../../integrations/check-provider/http-provider.js';
import { selectCheckProvider } from '../../integrations/check-provider/select-provider.js';
import { type ScreeningMatch, screenPerson } from '../../integrations/sanctions/sanctions-list.js';
import { recordChange } from '../activity/activity.service.js';
import { type SensitiveValues, decryptSensitive } from '../individuals/individual-secrets.js';
import { loadIndividual } from '../individuals/individuals.access.js';
import { type IndividualRecord, findIndividualRecord } from '../individuals/individuals.queries.js';
import { createNotification, resolveCheckNotifications } from '../notifications/notifications.service.js';
import { bankComponent, type CheckOutcome, combine, providerComponents, screeningComponents } from './check-engine.js';
import { enqueueCheckInvitation, enqueueResultsReady } from './check-mails.js';
import type { CheckResultRow } from './checks.presenter.js';
import { findCheck, findPendingChecks } from './checks.queries.js';
import { documentsComponent } from './document-checks.js';

export interface CheckDeps {
  config: Config;
  ip?: string;
}

const PRODUCTS: Record<string, CheckProduct> = {
  [CHECK_TYPES.probityCheck.checkTypeID]: 'probityCheck',
  [CHECK_TYPES.probityCheckPlus.checkTypeID]: 'probityCheckPlus',
};

export const serviceName = (product: CheckProduct) =>
  product === 'probityCheck' ? CHECK_TYPES.probityCheck.name : CHECK_TYPES.probityCheckPlus.name;

const nameOf = (r: IndividualRecord) => `${r.individual.firstName} ${r.individual.surname}`;

/** Where staff open the individual (the product's own pages, spec 02 §2.6, 03 §2.14). */
export function individualPagePath(r: IndividualRecord): string {
  const i = r.individual;
  return i.matterID
    ? `/secure/matters/${i.matterID}/individuals/${i.individualID}/manage`
    : `/secure/charity-checks/individuals/${i.individualID}/manage`;
}

function providerRequest(
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
): Promise<{ parts: CheckComponentRecord[]; matches: ScreeningMatch[]; invalidDocs: boolean }> {
  const i = r.individual;
  if (product === 'probityCheckPlus') {
    return { parts: [bankComponent(verifyBankAccount(s.bankSortCode, s.bankAccountNumber))], matches: [], invalidDocs: false };
  }
  const docs = documentsComponent({ ...i, ...s });
  const matches = await screenPerson(db, { firstName: i.firstName, middleNames: i.middleNames, surname: i.surname, dob: i.dob });
  return { parts: [docs.component, ...screeningComponents(matches)], matches, invalidDocs: docs.invalidDocs };
}

async function outcomeOf(
  db: DbOrTx,
  product: CheckProduct,
  r: IndividualRecord,
  s: SensitiveValues,
  answer: Extract<ProviderOutcome, { status: 'completed' }>,
): Promise<CheckOutcome> {
  const local = await localParts(db, product, r, s);
  return combine(product, [...providerComponents(answer.components), ...local.parts], local);
}

async function askProvider(run: () => Promise<ProviderOutcome>): Promise<ProviderOutcome> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof CheckProviderError) throw new AppError('CONFLICT', err.message);
    throw err;
  }
}

async function organisationOf(db: DbOrTx, organisationID: string) {
  const [org] = await db.select().from(organisations).where(eq(organisations.organisationID, organisationID)).limit(1);
  if (!org) throw notFound();
  return org;
}

/**
 * GET /api/Checks/{checkTypeId}/{matterId}/{individualId} (spec 02 §2.7, §7): performs a Probity
 * Check or Probity Check+. The provider is asked outside any transaction; the result, its trace
 * and any invitation are written in one. Not completed at once: the individual is invited (e-mail
 * CheckInvitation and a server notification) and completeCheck finishes it later.
 */
export async function performCheck(
  database: Database,
  actor: Actor,
  input: { checkTypeID: string; matterID: string; individualID: string },
  deps: CheckDeps,
): Promise<CheckResultRow> {
  const product = PRODUCTS[input.checkTypeID.toLowerCase()];
  if (!product) throw notFound();
  const db = database.db;
  const record = await loadIndividual(db, actor, input.individualID, { contextID: input.matterID });
  if (!can(actor, 'check.create', record.resource)) throw forbidden();
  if (product === 'probityCheckPlus' && !record.user?.hasPassword) {
    throw invalid({ checkTypeId: [CHECK_TEXTS.onlyForRegistered] }, CHECK_TEXTS.onlyForRegistered);
  }
  const organisation = await organisationOf(db, record.individual.organisationID);
  const { provider, testMode } = selectCheckProvider(deps.config, organisation);
  const sensitive = decryptSensitive(deps.config, record.individual);
  const checkResultID = randomUUID();
  const request = providerRequest(checkResultID, product, record, sensitive);
  const answer = await askProvider(() => provider.perform(request));
  const outcome = answer.status === 'completed' ? await outcomeOf(db, product, record, sensitive, answer) : null;
  const service = serviceName(product);
  const name = nameOf(record);
  const i = record.individual;

  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(checkResults)
      .values({
        checkResultID,
        individualID: i.individualID,
        matterID: i.matterID,
        organisationID: i.organisationID,
        checkTypeID: input.checkTypeID.toLowerCase(),
        service,
        requestedBy: actor.userID,
        provider: provider.name,
        providerReference: answer.reference,
        testMode,
        checkCompleted: !!outcome,
        resultDate: outcome ? new Date() : null,
        ...(outcome ?? {}),
      })
      .returning();
    const trace = { organisationID: i.organisationID, matterID: i.matterID, reference: record.matterReference, ip: deps.ip };
    if (outcome) {
      await recordChange(tx, actor, {
        ...trace,
        activity: { activityType: 'individual', action: 'perform_check', object: name, text: CHECK_TEXTS.resultsReady(service, name) },
        audit: { action: 'check.performed', objectType: 'check', objectID: checkResultID, details: { service, passed: outcome.passed, score: outcome.score } },
      });
      return row!;
    }
    const url = `${deps.config.publicUrl}/secure/my-individual-data?check=${checkResultID}`;
    const to = record.user?.emailAddress ?? i.emailAddress;
    if (to) await enqueueCheckInvitation(tx, { to, firstName: i.firstName, service, firmName: organisation.name, url });
    if (i.userID) {
      await createNotification(tx, {
        userID: i.userID,
        individualID: i.individualID,
        checkResultID,
        message: CHECK_TEXTS.notificationMessage(service, organisation.name),
        actionText: CHECK_TEXTS.notificationAction(service),
        actionTargetUrl: url,
      });
    }
    await recordChange(tx, actor, {
      ...trace,
      activity: { activityType: 'individual', action: 'check_invitation', object: name, text: CHECK_TEXTS.invited(name, service) },
      audit: {
        action: 'check.invitation_sent',
        objectType: 'check',
        objectID: checkResultID,
        details: { service, emailed: !!to, notified: !!i.userID, reason: answer.status === 'pending' ? answer.reason : null },
      },
    });
    return row!;
  });
}

/**
 * Asks the provider again about a pending check and, when it has answered, stores the result,
 * closes the individual's notification and tells the staff member who asked (e-mail
 * CheckResultsReady and an activity entry by System). Returns whether the check is complete.
 */
export async function completeCheck(database: Database, checkResultID: string, deps: CheckDeps): Promise<boolean> {
  const db = database.db;
  const check = await findCheck(db, checkResultID);
  if (!check) throw notFound();
  if (check.checkCompleted) return true;
  const record = await findIndividualRecord(db, check.individualID);
  if (!record) throw notFound();
  const product = PRODUCTS[check.checkTypeID];
  if (!product) throw notFound();
  const organisation = await organisationOf(db, check.organisationID);
  const { provider } = selectCheckProvider(deps.config, organisation);
  const sensitive = decryptSensitive(deps.config, record.individual);
  const request = providerRequest(check.checkResultID, product, record, sensitive);
  const answer = await askProvider(() => provider.poll(check.providerReference ?? check.checkResultID, request));
  if (answer.status !== 'completed') return false;
  const outcome = await outcomeOf(db, product, record, sensitive, answer);
  const name = nameOf(record);
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ done: checkResults.checkCompleted })
      .from(checkResults)
      .where(eq(checkResults.checkResultID, check.checkResultID))
      .for('update');
    // Another worker finished it meanwhile: nothing more to do.
    if (!locked || locked.done) return true;
    await tx
      .update(checkResults)
      .set({ ...outcome, checkCompleted: true, resultDate: new Date(), providerReference: answer.reference })
      .where(and(eq(checkResults.checkResultID, check.checkResultID), eq(checkResults.checkCompleted, false)));
    await resolveCheckNotifications(tx, check.checkResultID);
    const message = CHECK_TEXTS.resultsReady(check.service, name);
    if (check.requestedBy) {
      const [requester] = await tx
        .select({ emailAddress: users.emailAddress, firstName: users.firstName })
        .from(users)
        .where(eq(users.userID, check.requestedBy))
        .limit(1);
      if (requester) {
        await enqueueResultsReady(tx, deps.config, { to: requester.emailAddress, firstName: requester.firstName, message, individualURL: individualPagePath(record) });
      }
    }
    await recordChange(tx, null, {
      organisationID: check.organisationID,
      matterID: check.matterID,
      reference: record.matterReference,
      activity: { activityType: 'check', action: 'perform_check', object: name, text: message },
      audit: { action: 'check.completed', objectType: 'check', objectID: check.checkResultID, details: { passed: outcome.passed, score: outcome.score } },
    });
    return true;
  });
}

/**
 * The completion job: asks about every pending check. One that fails is logged and tried again
 * next time; the others go on. Returns how many completed.
 */
export async function completePendingChecks(
  database: Database,
  deps: CheckDeps & { log?: (msg: string) => void },
): Promise<number> {
  let completed = 0;
  for (const check of await findPendingChecks(database.db)) {
    try {
      if (await completeCheck(database, check.checkResultID, deps)) completed++;
    } catch (err) {
      deps.log?.(`check ${check.checkResultID} could not be completed: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  return completed;
}

/**
 * The individual's own completion action (the page their notification opens): checks the check
 * is theirs, then asks the provider at once.
 */
export async function completeOwnCheck(
  database: Database,
  actor: Actor,
  checkResultID: string,
  deps: CheckDeps,
): Promise<CheckResultRow> {
  const check = await findCheck(database.db, checkResultID.toLowerCase());
  if (!check) throw notFound();
  const record = await loadIndividual(database.db, actor, check.individualID);
  const mayAct = record.individual.userID === actor.userID || can(actor, 'check.create', record.resource);
  if (!mayAct) throw forbidden();
  await completeCheck(database, check.checkResultID, deps);
  const after = await findCheck(database.db, check.checkResultID);
  return after!;
}
