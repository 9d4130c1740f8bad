import { randomUUID } from 'node:crypto';
import type { InviteInput } from '@probity/domain';
import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../access/actor.js';
import type { Tx } from '../../db/client.js';
import { individuals, organisations } from '../../db/schema/index.js';
import { findUserByEmail, insertClientUser } from '../../identity/accounts.js';
import { sendInvitationMail } from '../../identity/index.js';
import { invalid } from '../../lib/errors.js';
import { type RequestMeta, recordChange } from '../activity/activity.service.js';
import { bankVerificationOf, individualTypeOf, requireType } from './individual-fields.js';
import { inLegacyContext } from './individuals.queries.js';
import { type ServiceDeps, resolvePlace } from './individuals.service.js';

export const EMAIL_OF_STAFF = 'This e-mail address belongs to a user who is not a client';
export const ALREADY_HERE = 'This person is already an individual here';

export interface ClientUser {
  userID: string;
  firstName: string;
  emailAddress: string;
  passwordHash: string | null;
}

/**
 * The client account (role Individual, clients' organisation) of an e-mail address: the existing
 * one, or a new one without a password. An address of a staff user answers 400.
 */
export async function findOrCreateClientUser(
  tx: Tx,
  person: { email: string; firstName: string; surname: string },
): Promise<{ user: ClientUser; isNew: boolean }> {
  const existing = await findUserByEmail(tx, person.email);
  if (existing) {
    if (existing.organisation.organisationType !== 'clients' || !existing.user.roles.includes('Individual')) {
      throw invalid({ email: [EMAIL_OF_STAFF] });
    }
    return { user: existing.user, isNew: false };
  }
  const created = await insertClientUser(tx, {
    firstName: person.firstName,
    surname: person.surname,
    emailAddress: person.email,
  });
  return { user: created, isNew: true };
}

/**
 * POST /api/User/Invite/ (spec 02 §2.5 "Invite by Email"): creates the individual and a user with
 * the role Individual in the clients' organisation, without a password, links them, and sends the
 * invitation e-mail. When the person sets their password through the link they are registered
 * (isRegistered) and see the matter and My Data. A client who already has an account is linked;
 * they get an invitation e-mail only while they have no password.
 */
export async function inviteIndividual(
  tx: Tx,
  actor: Actor,
  input: InviteInput,
  deps: ServiceDeps,
  meta: RequestMeta = {},
): Promise<string> {
  const place = await resolvePlace(tx, actor, input, 'individual.invite');
  const individualTypeID = requireType(individualTypeOf(input.individualTypeID, place.typeContext));
  const email = input.email.trim();

  const { user, isNew } = await findOrCreateClientUser(tx, {
    email,
    firstName: input.firstName,
    surname: input.surname,
  });
  if (!isNew) {
    const [already] = await tx
      .select({ id: individuals.individualID })
      .from(individuals)
      .where(
        and(
          eq(individuals.userID, user.userID),
          place.matterID ? eq(individuals.matterID, place.matterID) : inLegacyContext(place.organisationID),
        ),
      )
      .limit(1);
    if (already) throw invalid({ email: [ALREADY_HERE] });
  }

  const individualID = randomUUID();
  await tx.insert(individuals).values({
    individualID,
    matterID: place.matterID,
    organisationID: place.organisationID,
    userID: user.userID,
    individualTypeID,
    firstName: input.firstName,
    surname: input.surname,
    emailAddress: email,
    ...bankVerificationOf({ bankSortCode: null, bankAccountNumber: null }),
  });
  if (!user.passwordHash) {
    const [org] = await tx
      .select({ name: organisations.name })
      .from(organisations)
      .where(eq(organisations.organisationID, place.organisationID))
      .limit(1);
    await sendInvitationMail(tx, deps.config, user, {
      organisationName: org?.name,
      invitedBy: `${actor.user.firstName} ${actor.user.surname}`,
      // Issue 14: a client follows a matter with the firm ("… to follow matter X with …").
      matterReference: place.reference ?? undefined,
    });
  }
  const name = `${input.firstName} ${input.surname}`;
  await recordChange(tx, actor, {
    organisationID: place.organisationID,
    matterID: place.matterID,
    reference: place.reference,
    ip: meta.ip,
    activity: { activityType: 'individual', action: 'added', object: name, text: 'invited by e-mail' },
    audit: {
      action: 'individual.invited',
      objectType: 'individual',
      objectID: individualID,
      details: { individualTypeID, userID: user.userID, newUser: isNew },
    },
  });
  return individualID;
}
