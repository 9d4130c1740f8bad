import { CHECK_TEXTS, can } from '@probity/domain';
import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../access/actor.js';
import type { Database } from '../../db/client.js';
import { checkResults, users } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { selectCheckProvider } from '../../integrations/check-provider/select-provider.js';
import { recordChange } from '../activity/activity.service.js';
import { decryptSensitive } from '../individuals/individual-secrets.js';
import { loadIndividual } from '../individuals/individuals.access.js';
import { findIndividualRecord } from '../individuals/individuals.queries.js';
import { resolveCheckNotifications } from '../notifications/notifications.service.js';
import { enqueueResultsReady, outcomeLines } from './check-mails.js';
import type { CheckResultRow } from './checks.presenter.js';
import { findCheck, findPendingChecks } from './checks.queries.js';
import {
  type CheckDeps,
  PRODUCTS,
  askProvider,
  individualPagePath,
  nameOf,
  organisationOf,
  outcomeOf,
  providerRequest,
} from './check-run.js';

/**
 * Asks the provider again about a pending check and, when it has answered, stores the result,
 * closes the individual's notification and tells the staff member who asked (e-mail
 * CheckResultsReady and an activity entry by System). Returns whether the check is complete.
 */
export async function completeCheck(
  database: Database,
  checkResultID: string,
  deps: CheckDeps,
): Promise<boolean> {
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
  const answer = await askProvider(() =>
    provider.poll(check.providerReference ?? check.checkResultID, request),
  );
  if (answer.status !== 'completed') return false;
  const outcome = await outcomeOf(db, product, record, sensitive, answer, deps.config);
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
      .where(
        and(eq(checkResults.checkResultID, check.checkResultID), eq(checkResults.checkCompleted, false)),
      );
    await resolveCheckNotifications(tx, check.checkResultID);
    const message = CHECK_TEXTS.resultsReady(check.service, name);
    if (check.requestedBy) {
      const [requester] = await tx
        .select({ emailAddress: users.emailAddress, firstName: users.firstName })
        .from(users)
        .where(eq(users.userID, check.requestedBy))
        .limit(1);
      if (requester) {
        await enqueueResultsReady(tx, deps.config, {
          to: requester.emailAddress,
          firstName: requester.firstName,
          message,
          individualURL: individualPagePath(record),
          outcome: outcomeLines({ ...outcome, checkCompleted: true }),
        });
      }
    }
    await recordChange(tx, null, {
      organisationID: check.organisationID,
      matterID: check.matterID,
      reference: record.matterReference,
      activity: { activityType: 'check', action: 'perform_check', object: name, text: message },
      audit: {
        action: 'check.completed',
        objectType: 'check',
        objectID: check.checkResultID,
        details: { passed: outcome.passed, score: outcome.score },
      },
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
      deps.log?.(
        `check ${check.checkResultID} could not be completed: ${err instanceof Error ? err.message : String(err)}`,
      );
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
