import { LEGACY_CHAT_TEXTS, can, isLegacyTeamScoped, mentionLinkFor } from '@probity/domain';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { type Actor, actsIn, toRoles } from '../../access/actor.js';
import type { DbOrTx } from '../../db/client.js';
import {
  conversations,
  legacies,
  legacyTeam,
  matterCharities,
  organisations,
} from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { findMatter } from '../matters/matter.queries.js';
import {
  type ConversationRow,
  type ResolvedConversation,
  charityOrganisationsOf,
  isFirmStaffOf,
  legacyChatUserIDs,
  resolveConversation,
} from './conversations.access.js';
import { type LegacyConversationView, ZChatFirm, presentConversation } from './conversations.presenter.js';
import { countUnread, findPeople, findViewerState } from './conversations.queries.js';

/*
 * spec 03 §1, §2.17: the two chats of a legacy that has a firm matter.
 * - 'legacy': the law firm ↔ the charity; one per legacy (conversations_legacy_uq on legacy_id +
 *   type); matterID and legacyID set; owned by the matter's firm (organisationID).
 * - 'charity': the group chat of all charities of the matter; one per MATTER (matterID set,
 *   legacyID null), so it outlives any one charity's legacy; conversations_charity_uq (a partial
 *   unique index on matter_id, migration 0009) keeps it one.
 * Both are created on first use; their users are derived (conversations.access.ts).
 */

type LegacyRow = typeof legacies.$inferSelect;

/** The 'legacy' chat of a legacy with a firm matter, created on first use. */
export async function ensureLegacyConversation(
  tx: DbOrTx,
  legacy: { legacyID: string; matterID: string },
  firmOrganisationID: string,
  createdBy: string | null,
): Promise<string> {
  await tx
    .insert(conversations)
    .values({
      conversationType: 'legacy',
      organisationID: firmOrganisationID,
      matterID: legacy.matterID,
      legacyID: legacy.legacyID,
      createdBy,
    })
    .onConflictDoNothing();
  const [row] = await tx
    .select({ conversationID: conversations.conversationID })
    .from(conversations)
    .where(and(eq(conversations.legacyID, legacy.legacyID), eq(conversations.conversationType, 'legacy')))
    .limit(1);
  return row!.conversationID;
}

/** The 'charity' chat of a matter, created on first use (one per matter: conversations_charity_uq). */
export async function ensureCharityConversation(
  tx: DbOrTx,
  matterID: string,
  firmOrganisationID: string,
  createdBy: string | null,
): Promise<string> {
  await tx
    .insert(conversations)
    .values({ conversationType: 'charity', organisationID: firmOrganisationID, matterID, createdBy })
    .onConflictDoNothing();
  const [row] = await tx
    .select({ conversationID: conversations.conversationID })
    .from(conversations)
    .where(and(eq(conversations.matterID, matterID), eq(conversations.conversationType, 'charity')))
    .limit(1);
  return row!.conversationID;
}

/** The legacy of a charity organisation on a matter (a charity user's way into the 'charity' chat). */
export async function legacyOfOrganisation(
  db: DbOrTx,
  matterID: string,
  organisationID: string,
): Promise<string | null> {
  const [row] = await db
    .select({ legacyID: legacies.legacyID })
    .from(legacies)
    .where(and(eq(legacies.matterID, matterID), eq(legacies.organisationID, organisationID)))
    .orderBy(asc(legacies.createdDate))
    .limit(1);
  return row?.legacyID ?? null;
}

export async function matterCharityOfLegacy(db: DbOrTx, legacyID: string): Promise<string | null> {
  const [row] = await db
    .select({ matterCharityID: matterCharities.matterCharityID })
    .from(matterCharities)
    .where(eq(matterCharities.legacyID, legacyID))
    .limit(1);
  return row?.matterCharityID ?? null;
}

/**
 * spec 01 §6 Mentions: where a mention in a legacy chat links for the user — the charity legacy
 * page with the chat open for charity roles, the matter's Charities (organisations) page with the
 * charity's overlay and its chat open for firm roles; none otherwise.
 */
export async function legacyMentionPath(
  db: DbOrTx,
  conversation: Pick<ConversationRow, 'conversationType' | 'matterID' | 'legacyID'>,
  recipient: { roles: readonly string[]; organisationID: string },
  messageID: string,
): Promise<{ path: string | null; legacyID: string | null; matterCharityID: string | null }> {
  const target = mentionLinkFor(toRoles(recipient.roles));
  let legacyID = conversation.legacyID;
  if (conversation.conversationType === 'charity' && conversation.matterID)
    legacyID = await legacyOfOrganisation(db, conversation.matterID, recipient.organisationID);
  const matterCharityID =
    conversation.conversationType === 'legacy' && legacyID ? await matterCharityOfLegacy(db, legacyID) : null;
  let path: string | null = null;
  if (target === 'charityLegacy' && legacyID) {
    const params = new URLSearchParams({ chatOpen: 'true', chatMessageFocus: messageID });
    path = `/secure/charity-legacies/${legacyID}?${params.toString()}`;
  } else if (target === 'matterOrganisations' && conversation.matterID) {
    const params = new URLSearchParams();
    if (matterCharityID) params.set('openCharityID', matterCharityID);
    params.set('openCharityChat', 'true');
    params.set('chatMessageFocus', messageID);
    path = `/secure/matters/${conversation.matterID}/organisations?${params.toString()}`;
  }
  return { path, legacyID, matterCharityID };
}

/**
 * Who may ask for a legacy's chats when it has none: its charity's users (the legacy roles only
 * while its legacy team holds them, issue 11) and the matter's firm staff.
 */
async function seesLegacy(db: DbOrTx, actor: Actor, legacy: LegacyRow): Promise<boolean> {
  if (actsIn(actor, legacy.organisationID)) {
    if (!isLegacyTeamScoped(actor.roles)) return true;
    const [onTeam] = await db
      .select({ userID: legacyTeam.userID })
      .from(legacyTeam)
      .where(and(eq(legacyTeam.legacyID, legacy.legacyID), eq(legacyTeam.userID, actor.userID)))
      .limit(1);
    return !!onTeam;
  }
  return isFirmStaffOf(db, actor, legacy.matterID);
}

/**
 * spec 03 §2.3, §2.16, §2.17: the chats of a legacy for the chat overlay — the 'legacy' chat and
 * the 'charity' chat, both created on first use. Only the users of the legacy chat (the matter
 * team and the users of the legacy's charity) may ask; anyone else answers 404 (another firm,
 * another charity — even one on the same matter, which reaches the charity chat through its own
 * legacy). The firm sees the charity chat disabled ('This chat is private between charities.'),
 * without users or messages. A legacy with no firm matter or no charity organisation has no
 * chats ([]).
 */
export async function listLegacyConversations(
  tx: DbOrTx,
  actor: Actor,
  legacyID: string,
): Promise<LegacyConversationView[]> {
  const [legacy] = await tx
    .select()
    .from(legacies)
    .where(eq(legacies.legacyID, legacyID.toLowerCase()))
    .limit(1);
  if (!legacy) throw notFound();
  const members = await legacyChatUserIDs(tx, legacy);
  const isMember =
    members.includes(actor.userID) &&
    can(actor, 'chatMessage.read', { organisationID: legacy.organisationID, teamUserIDs: members });
  if (!legacy.matterID || !legacy.organisationID) {
    if (await seesLegacy(tx, actor, legacy)) return [];
    throw notFound();
  }
  if (!isMember) throw notFound();
  const matter = await findMatter(tx, legacy.matterID);
  if (!matter) throw notFound();

  const legacyChatID = await ensureLegacyConversation(
    tx,
    { legacyID: legacy.legacyID, matterID: matter.matterID },
    matter.organisationID,
    actor.userID,
  );
  const charityChatID = await ensureCharityConversation(
    tx,
    matter.matterID,
    matter.organisationID,
    actor.userID,
  );

  const [firmRow] = await tx
    .select({
      organisationID: organisations.organisationID,
      name: organisations.name,
      address1: organisations.address1,
      address2: organisations.address2,
      cityTown: organisations.cityTown,
      postCode: organisations.postCode,
      country: organisations.country,
    })
    .from(organisations)
    .where(eq(organisations.organisationID, matter.organisationID));
  const firm = firmRow ? ZChatFirm.parse(firmRow) : null;
  const isCharityViewer = actsIn(actor, legacy.organisationID);

  const charityOrgIDs = await charityOrganisationsOf(tx, matter.matterID);
  const charityOrgs = charityOrgIDs.length
    ? await tx
        .select({ organisationID: organisations.organisationID, name: organisations.name })
        .from(organisations)
        .where(inArray(organisations.organisationID, charityOrgIDs))
        .orderBy(asc(organisations.name))
    : [];
  const [named] = await tx
    .select({ charityName: matterCharities.charityName })
    .from(matterCharities)
    .where(and(eq(matterCharities.legacyID, legacy.legacyID), isNotNull(matterCharities.charityName)))
    .limit(1);
  const charityName =
    named?.charityName ?? charityOrgs.find((o) => o.organisationID === legacy.organisationID)?.name ?? null;

  const legacyChat = await summarise(tx, actor, await resolveConversation(tx, actor, legacyChatID), {
    title: LEGACY_CHAT_TEXTS.legacyChatTitle,
    description: isCharityViewer
      ? firm
        ? LEGACY_CHAT_TEXTS.chatWith(firm.name)
        : LEGACY_CHAT_TEXTS.legacyChatDescription
      : charityName
        ? LEGACY_CHAT_TEXTS.chatWith(charityName)
        : LEGACY_CHAT_TEXTS.chatWithCharityStaff,
    firm,
    charities: [],
  });
  const charityResolved = await resolveConversation(tx, actor, charityChatID);
  const charityChat = await summarise(tx, actor, charityResolved, {
    title: LEGACY_CHAT_TEXTS.charityChatTitle,
    description: LEGACY_CHAT_TEXTS.charityChatDescription,
    firm: charityResolved.disabled ? null : firm,
    charities: charityResolved.disabled ? [] : charityOrgs,
  });
  return [legacyChat, charityChat];
}

/** A chat as listed: its users and the caller's state, never its messages. */
async function summarise(
  tx: DbOrTx,
  actor: Actor,
  resolved: ResolvedConversation,
  extras: Pick<LegacyConversationView, 'title' | 'description' | 'firm' | 'charities'>,
): Promise<LegacyConversationView> {
  const { conversation, chatUserIDs, disabled } = resolved;
  if (disabled)
    return {
      ...presentConversation(conversation, [], new Map(), [], {
        lastViewed: null,
        muted: false,
        hasNewMessages: false,
        disabled,
      }),
      ...extras,
    };
  const id = conversation.conversationID;
  const state = await findViewerState(tx, id, actor.userID);
  const unread = await countUnread(tx, id, actor.userID);
  const ids = new Set(chatUserIDs);
  if (conversation.createdBy) ids.add(conversation.createdBy);
  const people = new Map((await findPeople(tx, [...ids])).map((p) => [p.userID, p]));
  const chatUsers = chatUserIDs.flatMap((u) => people.get(u) ?? []);
  return {
    ...presentConversation(conversation, chatUsers, people, [], {
      lastViewed: state?.lastViewed ?? null,
      muted: state?.muted ?? false,
      hasNewMessages: unread > 0,
    }),
    ...extras,
  };
}
