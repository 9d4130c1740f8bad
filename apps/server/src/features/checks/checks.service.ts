import { randomUUID } from 'node:crypto';
import { CHECK_TEXTS, DECEASED_TEXTS, can } from '@probity/domain';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../access/actor.js';
import type { Database, Tx } from '../../db/client.js';
import { checkResults, individuals } from '../../db/schema/index.js';
import { sendInvitationMail } from '../../identity/index.js';
import { AppError, forbidden, invalid, notFound } from '../../lib/errors.js';
import { selectCheckProvider } from '../../integrations/check-provider/select-provider.js';
import { recordChange } from '../activity/activity.service.js';
import { findOrCreateClientUser } from '../individuals/individual-invite.service.js';
import { decryptSensitive } from '../individuals/individual-secrets.js';
import { loadIndividual } from '../individuals/individuals.access.js';
import type { IndividualRecord } from '../individuals/individuals.queries.js';
import { createNotification } from '../notifications/notifications.service.js';
import { enqueueCheckInvitation } from './check-mails.js';
import type { CheckResultRow } from './checks.presenter.js';
import {
  type CheckDeps,
  PRODUCTS,
  askProvider,
  nameOf,
  organisationOf,
  outcomeOf,
  providerRequest,
  serviceName,
} from './check-run.js';

/**
 * An individual with an e-mail address but no account is invited to Probity to complete the check:
 * they get a client account (role Individual) linked to them and the invitation e-mail. An address
 * of a staff user is left alone. Returns the linked user, if any.
 */
async function inviteToAccount(
  tx: Tx,
  actor: Actor,
  record: IndividualRecord,
  organisationName: string,
  deps: CheckDeps,
): Promise<string | null> {
  const i = record.individual;
  if (!i.emailAddress) return null;
  let found: Awaited<ReturnType<typeof findOrCreateClientUser>>;
  try {
    found = await findOrCreateClientUser(tx, {
      email: i.emailAddress,
      firstName: i.firstName,
      surname: i.surname,
    });
  } catch (err) {
    if (err instanceof AppError && err.code === 'VALIDATION') return null;
    throw err;
  }
  await tx
    .update(individuals)
    .set({ userID: found.user.userID })
    .where(eq(individuals.individualID, i.individualID));
  if (!found.user.passwordHash) {
    await sendInvitationMail(tx, deps.config, found.user, {
      organisationName,
      invitedBy: `${actor.user.firstName} ${actor.user.surname}`,
    });
  }
  return found.user.userID;
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
  // Issue 11: an identity check is for the living; a Deceased has none (the page offers none).
  if (record.individual.individualTypeID === 'deceased') {
    throw invalid({ individualId: [DECEASED_TEXTS.noCheckOnDeceased] }, DECEASED_TEXTS.noCheckOnDeceased);
  }
  if (product === 'probityCheckPlus' && !record.user?.hasPassword) {
    throw invalid({ checkTypeId: [CHECK_TEXTS.onlyForRegistered] }, CHECK_TEXTS.onlyForRegistered);
  }
  const organisation = await organisationOf(db, record.individual.organisationID);
  const { provider, testMode } = selectCheckProvider(deps.config, organisation);
  const sensitive = decryptSensitive(deps.config, record.individual);
  const checkResultID = randomUUID();
  const request = providerRequest(checkResultID, product, record, sensitive);
  const answer = await askProvider(() => provider.perform(request));
  const outcome =
    answer.status === 'completed'
      ? await outcomeOf(db, product, record, sensitive, answer, deps.config)
      : null;
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
    const trace = {
      organisationID: i.organisationID,
      matterID: i.matterID,
      reference: record.matterReference,
      ip: deps.ip,
    };
    if (outcome) {
      await recordChange(tx, actor, {
        ...trace,
        activity: {
          activityType: 'individual',
          action: 'perform_check',
          object: name,
          text: CHECK_TEXTS.resultsReady(service, name),
        },
        audit: {
          action: 'check.performed',
          objectType: 'check',
          objectID: checkResultID,
          details: { service, passed: outcome.passed, score: outcome.score },
        },
      });
      return row!;
    }
    const url = `${deps.config.publicUrl}/secure/my-individual-data?check=${checkResultID}`;
    const to = record.user?.emailAddress ?? i.emailAddress;
    const userID = i.userID ?? (await inviteToAccount(tx, actor, record, organisation.name, deps));
    if (to)
      await enqueueCheckInvitation(tx, {
        to,
        firstName: i.firstName,
        service,
        firmName: organisation.name,
        url,
      });
    if (userID) {
      await createNotification(tx, {
        userID,
        individualID: i.individualID,
        checkResultID,
        message: CHECK_TEXTS.notificationMessage(service, organisation.name),
        actionText: CHECK_TEXTS.notificationAction(service),
        actionTargetUrl: url,
      });
    }
    await recordChange(tx, actor, {
      ...trace,
      activity: {
        activityType: 'individual',
        action: 'check_invitation',
        object: name,
        text: CHECK_TEXTS.invited(name, service),
      },
      audit: {
        action: 'check.invitation_sent',
        objectType: 'check',
        objectID: checkResultID,
        details: {
          service,
          emailed: !!to,
          notified: !!userID,
          linkedUser: !i.userID && !!userID,
          reason: answer.status === 'pending' ? answer.reason : null,
        },
      },
    });
    return row!;
  });
}
