import {
  type AccessResource,
  type Action,
  CHAT_TEXTS,
  LEGACY_CHAT_TEXTS,
  can,
  isLegacyTeamScoped,
} from '@probity/domain';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { type Actor, actsIn, toRoles } from '../../access/actor.js';
import { noteOrganisationRead } from '../../audit/reads.js';
import type { DbOrTx } from '../../db/client.js';
import {
  conversationMessages,
  conversations,
  individuals,
  legacies,
  legacyTeam,
  matterCharities,
  organisations,
  users,
} from '../../db/schema/index.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { loadMatter, matterResource } from '../matters/matter.access.js';
import { findMatter, findMatterPeople } from '../matters/matter.queries.js';

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof conversationMessages.$inferSelect;

export interface LoadedConversation {
  conversation: ConversationRow;
  /**
   * spec 02 §2.11: the firm's matter team and the registered individual; 03 §1 'legacy': the matter
   * team and the users of the legacy's charity; 'charity': the users of every charity of the matter.
   */
  chatUserIDs: string[];
  resource: AccessResource;
}

/** A conversation as the actor may see it: `disabled` holds the reason when they see it only as disabled. */
export interface ResolvedConversation extends LoadedConversation {
  disabled: string | null;
}

/**
 * The users of the given organisations (the chat users a charity brings), by name. A user whose
 * legacy rights are their legacy teams' (isLegacyTeamScoped, issue 11) is one only when one of the
 * chat's legacy teams (`legacyTeamUserIDs`) holds them.
 */
export async function organisationUserIDs(
  db: DbOrTx,
  organisationIDs: string[],
  legacyTeamUserIDs: readonly string[],
): Promise<string[]> {
  if (organisationIDs.length === 0) return [];
  const rows = await db
    .select({ userID: users.userID, roles: users.roles })
    .from(users)
    .where(inArray(users.organisationID, organisationIDs))
    .orderBy(asc(users.surname), asc(users.firstName));
  return rows
    .filter((r) => !isLegacyTeamScoped(toRoles(r.roles)) || legacyTeamUserIDs.includes(r.userID))
    .map((r) => r.userID);
}

/** The users of the legacy teams of the given legacies, or of every legacy of a matter. */
async function legacyTeamsOf(db: DbOrTx, where: { legacyID: string } | { matterID: string }) {
  const rows = await db
    .select({ userID: legacyTeam.userID })
    .from(legacyTeam)
    .innerJoin(legacies, eq(legacies.legacyID, legacyTeam.legacyID))
    .where(
      'legacyID' in where ? eq(legacies.legacyID, where.legacyID) : eq(legacies.matterID, where.matterID),
    );
  return rows.map((r) => r.userID);
}

/**
 * spec 03 §1 'Charity' chat: the charity organisations of a matter — the organisation of each of its
 * legacies and the linked organisation of each matter charity (those on Probity).
 */
export async function charityOrganisationsOf(db: DbOrTx, matterID: string): Promise<string[]> {
  const fromLegacies = await db
    .select({ organisationID: legacies.organisationID })
    .from(legacies)
    .where(and(eq(legacies.matterID, matterID), isNotNull(legacies.organisationID)));
  const fromCharities = await db
    .select({ organisationID: matterCharities.linkedOrganisation })
    .from(matterCharities)
    .where(and(eq(matterCharities.matterID, matterID), isNotNull(matterCharities.linkedOrganisation)));
  const ids = [...fromLegacies, ...fromCharities].flatMap((r) =>
    r.organisationID ? [r.organisationID] : [],
  );
  return [...new Set(ids)];
}

/**
 * spec 03 §1 'Legacy' chat users: the firm's matter team and the users of the legacy's charity (the
 * legacy roles only while its legacy team holds them, issue 11). A legacy with no firm matter or no
 * charity organisation has no chat (no users).
 */
export async function legacyChatUserIDs(
  db: DbOrTx,
  legacy: { legacyID: string; matterID: string | null; organisationID: string | null },
): Promise<string[]> {
  if (!legacy.matterID || !legacy.organisationID) return [];
  const { teamUserIDs } = await findMatterPeople(db, legacy.matterID);
  const legacyTeamUserIDs = await legacyTeamsOf(db, { legacyID: legacy.legacyID });
  const charity = await organisationUserIDs(db, [legacy.organisationID], legacyTeamUserIDs);
  return [...new Set([...teamUserIDs, ...charity])];
}

/** The chat users of a conversation: the team-like users and the linked ones (an individual). */
async function chatPeople(db: DbOrTx, conversation: ConversationRow) {
  if (conversation.conversationType === 'legacy') {
    const [legacy] = conversation.legacyID
      ? await db
          .select({
            legacyID: legacies.legacyID,
            matterID: legacies.matterID,
            organisationID: legacies.organisationID,
          })
          .from(legacies)
          .where(eq(legacies.legacyID, conversation.legacyID))
      : [];
    return { team: legacy ? await legacyChatUserIDs(db, legacy) : [], linked: [] as string[] };
  }
  if (conversation.conversationType === 'charity') {
    const team = conversation.matterID
      ? await organisationUserIDs(
          db,
          await charityOrganisationsOf(db, conversation.matterID),
          await legacyTeamsOf(db, { matterID: conversation.matterID }),
        )
      : [];
    return { team, linked: [] as string[] };
  }
  const team = conversation.matterID ? (await findMatterPeople(db, conversation.matterID)).teamUserIDs : [];
  const [individual] = conversation.individualID
    ? await db
        .select({ userID: individuals.userID })
        .from(individuals)
        .where(eq(individuals.individualID, conversation.individualID))
    : [];
  const linked = individual?.userID ? [individual.userID] : [];
  return { team, linked };
}

/** spec 02 §2.11 'Chat disabled': 403 for everyone in the chat while the firm has turned it off. */
export const individualChatDisabled = () => forbidden(CHAT_TEXTS.individualChatDisabled);

/** Whether the organisation (the firm of a matter) has its individual chats on. */
export async function isIndividualChatEnabled(db: DbOrTx, organisationID: string): Promise<boolean> {
  const [row] = await db
    .select({ on: organisations.individualChatEnabled })
    .from(organisations)
    .where(eq(organisations.organisationID, organisationID))
    .limit(1);
  return row?.on ?? true;
}

/**
 * The firm's own staff on a matter (its organisation's users or its team, who may read it): they
 * see the matter's 'charity' chat only as disabled (spec 03 §2.17).
 */
export async function isFirmStaffOf(db: DbOrTx, actor: Actor, matterID: string | null): Promise<boolean> {
  if (!matterID) return false;
  const matter = await findMatter(db, matterID);
  if (!matter) return false;
  const people = await findMatterPeople(db, matterID);
  const staff = actsIn(actor, matter.organisationID) || people.teamUserIDs.includes(actor.userID);
  return staff && can(actor, 'matter.read', matterResource(matter, people));
}

/**
 * Resolves a conversation for the actor: 404 unless they are one of its chat users (another firm's
 * chat, or a chat they are not part of, answers 404), except that the firm's staff of the matter
 * get a 'charity' chat as disabled ('This chat is private between charities.', spec 03 §2.17),
 * without its users or messages.
 */
export async function resolveConversation(
  db: DbOrTx,
  actor: Actor,
  conversationID: string,
): Promise<ResolvedConversation> {
  const [row] = await db
    .select({ conversation: conversations, individualChatEnabled: organisations.individualChatEnabled })
    .from(conversations)
    .innerJoin(organisations, eq(organisations.organisationID, conversations.organisationID))
    .where(eq(conversations.conversationID, conversationID.toLowerCase()))
    .limit(1);
  if (!row) throw notFound();
  const { conversation } = row;
  const { team, linked } = await chatPeople(db, conversation);
  const resource: AccessResource = {
    organisationID: conversation.organisationID,
    teamUserIDs: team,
    linkedUserIDs: linked,
  };
  if (!can(actor, 'chatMessage.read', resource)) {
    if (
      conversation.conversationType === 'charity' &&
      (await isFirmStaffOf(db, actor, conversation.matterID))
    )
      return {
        conversation,
        chatUserIDs: [],
        resource: { organisationID: conversation.organisationID },
        disabled: LEGACY_CHAT_TEXTS.charityChatPrivate,
      };
    throw notFound();
  }
  if (conversation.conversationType === 'individual' && !row.individualChatEnabled)
    throw individualChatDisabled();
  return { conversation, chatUserIDs: [...new Set([...team, ...linked])], resource, disabled: null };
}

/**
 * Loads a conversation for the actor to act on: 404 unless they are one of its chat users; 403
 * 'Individual chat is disabled…' when it is an individual's chat and its firm turned individual
 * chat off; 403 'This chat is private between charities.' for the firm on a 'charity' chat; 403
 * when they may read but not do `action`. Every chat call and the hub's JoinGroup come through here.
 */
export async function loadConversation(
  db: DbOrTx,
  actor: Actor,
  conversationID: string,
  action?: Action,
): Promise<LoadedConversation> {
  const resolved = await resolveConversation(db, actor, conversationID);
  if (resolved.disabled) throw forbidden(resolved.disabled);
  if (action && !can(actor, action, resolved.resource)) throw forbidden();
  noteOrganisationRead(actor, {
    organisationID: resolved.conversation.organisationID,
    objectType: 'conversation',
    objectID: resolved.conversation.conversationID,
  });
  return {
    conversation: resolved.conversation,
    chatUserIDs: resolved.chatUserIDs,
    resource: resolved.resource,
  };
}

/** One message and its conversation, for the actor (404 when they are not in the chat). */
export async function loadMessage(db: DbOrTx, actor: Actor, messageID: string, action?: Action) {
  const [message] = await db
    .select()
    .from(conversationMessages)
    .where(eq(conversationMessages.conversationMessageID, messageID.toLowerCase()))
    .limit(1);
  if (!message) throw notFound();
  const loaded = await loadConversation(db, actor, message.conversationID);
  if (action && !can(actor, action, { ...loaded.resource, ownerUserID: message.userID })) throw forbidden();
  return { message, ...loaded };
}

/**
 * spec 02 §2.11: the chat of an individual on a matter, created on first use. 'Chat disabled'
 * (403, before anything is created) when the matter's firm turned individual chat off; 'Chat
 * unavailable' (409) when the individual has no registered user.
 */
export async function findOrCreateIndividualConversation(
  db: DbOrTx,
  actor: Actor,
  matterID: string,
  individualID: string,
): Promise<LoadedConversation> {
  const { matter } = await loadMatter(db, actor, matterID);
  const [individual] = await db
    .select({ individualID: individuals.individualID, userID: individuals.userID })
    .from(individuals)
    .where(
      and(
        eq(individuals.individualID, individualID.toLowerCase()),
        eq(individuals.matterID, matter.matterID),
      ),
    )
    .limit(1);
  if (!individual) throw notFound();
  if (!(await isIndividualChatEnabled(db, matter.organisationID))) throw individualChatDisabled();
  if (!individual.userID) throw conflict(CHAT_TEXTS.chatUnavailable);
  await db
    .insert(conversations)
    .values({
      conversationType: 'individual',
      organisationID: matter.organisationID,
      matterID: matter.matterID,
      individualID: individual.individualID,
      createdBy: actor.userID,
    })
    .onConflictDoNothing();
  const [row] = await db
    .select({ conversationID: conversations.conversationID })
    .from(conversations)
    .where(
      and(
        eq(conversations.matterID, matter.matterID),
        eq(conversations.individualID, individual.individualID),
      ),
    );
  return loadConversation(db, actor, row!.conversationID);
}
