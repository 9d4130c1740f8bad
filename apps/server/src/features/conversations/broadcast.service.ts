import { randomUUID } from 'node:crypto';
import { BROADCAST_TEXTS, type BroadcastReach, canBroadcast } from '@probity/domain';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Actor } from '../../access/actor.js';
import type { DbOrTx } from '../../db/client.js';
import { conversationMessages, legacies } from '../../db/schema/index.js';
import { forbidden, invalid } from '../../lib/errors.js';
import { type RequestMeta, recordChange } from '../activity/activity.service.js';
import { loadMatter } from '../matters/matter.access.js';
import { findMatterDetail } from '../matters/matter.queries.js';
import { findOrCreateIndividualConversation, isIndividualChatEnabled } from './conversations.access.js';
import { ensureLegacyConversation } from './conversations.legacy.js';

export interface BroadcastResult {
  conversationIDs: string[];
  /** Issue 14: how many chats of each group it reached, so the toast says who received it. */
  reached: BroadcastReach;
}

/**
 * spec 02 §2.13, §5: the message lands in the chat of each registered individual of the matter
 * and, for the charities, in the 'legacy' chat (spec 03 §1) of each charity of the matter that is
 * on Probity (its legacy has a charity organisation). While the firm's individual chat is off, a
 * broadcast naming the individuals is refused whole (403), not sent to the other groups only.
 * Issue 14: who may broadcast is canBroadcast (packages/domain), the rule the button uses too: a
 * firm user who reads the matter but is not on its team gets 403.
 */
export async function broadcast(
  tx: DbOrTx,
  actor: Actor,
  input: { matterID: string; message: string; individuals: boolean; charities: boolean },
  meta: RequestMeta,
): Promise<BroadcastResult> {
  const errors: Record<string, string[]> = {};
  if (!input.message.trim()) errors.message = [BROADCAST_TEXTS.emptyMessage];
  if (!input.individuals && !input.charities) errors.groups = [BROADCAST_TEXTS.noGroup];
  const { matter, teamUserIDs } = await loadMatter(tx, actor, input.matterID, {
    action: 'broadcastMessage.create',
  });
  if (!canBroadcast(actor, { organisationID: matter.organisationID, teamUserIDs })) throw forbidden();
  if (Object.keys(errors).length) throw invalid(errors);
  if (input.individuals && !(await isIndividualChatEnabled(tx, matter.organisationID)))
    throw forbidden(BROADCAST_TEXTS.individualsChatDisabled);
  const detail = await findMatterDetail(tx, matter.matterID);
  const written: string[] = [];
  const reached: BroadcastReach = { individuals: 0, charities: 0 };
  if (input.individuals) {
    for (const individual of detail?.individuals ?? []) {
      if (!individual.userID) continue;
      const chat = await findOrCreateIndividualConversation(
        tx,
        actor,
        matter.matterID,
        individual.individualID,
      );
      await tx.insert(conversationMessages).values({
        conversationMessageID: randomUUID(),
        conversationID: chat.conversation.conversationID,
        userID: actor.userID,
        message: input.message,
      });
      written.push(chat.conversation.conversationID);
      reached.individuals += 1;
    }
  }
  if (input.charities) {
    const charityLegacies = await tx
      .select({ legacyID: legacies.legacyID })
      .from(legacies)
      .where(and(eq(legacies.matterID, matter.matterID), isNotNull(legacies.organisationID)))
      .orderBy(asc(legacies.createdDate), asc(legacies.legacyID));
    for (const legacy of charityLegacies) {
      const conversationID = await ensureLegacyConversation(
        tx,
        { legacyID: legacy.legacyID, matterID: matter.matterID },
        matter.organisationID,
        actor.userID,
      );
      await tx.insert(conversationMessages).values({
        conversationMessageID: randomUUID(),
        conversationID,
        userID: actor.userID,
        message: input.message,
      });
      written.push(conversationID);
      reached.charities += 1;
    }
  }
  await recordChange(tx, actor, {
    organisationID: matter.organisationID,
    matterID: matter.matterID,
    reference: matter.reference,
    activity: { activityType: 'matter', action: 'broadcast', object: matter.reference },
    audit: {
      action: 'matter.broadcast',
      objectType: 'matter',
      objectID: matter.matterID,
      details: { individuals: input.individuals, charities: input.charities, conversations: written.length },
    },
    ...meta,
  });
  return { conversationIDs: written, reached };
}
