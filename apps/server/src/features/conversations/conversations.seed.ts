import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { conversationMessages, legacies, matters } from '../../db/schema/index.js';
import { ensureCharityConversation, ensureLegacyConversation } from './conversations.legacy.js';

/**
 * Demo legacy chats (spec 03 §1): on the estate HF/EST/2026/014, Priya Shah of Harbour & Finch
 * and Beth Waters of Brightwater Trust talk in Brightwater's legacy chat, and Brightwater and Cedar
 * Hospice in the charities' chat. Called after the matter charities seed.
 */
export async function seedLegacyChats(
  tx: DbOrTx,
  ids: { orgId: (key: string) => string; userId: (email: string) => string },
): Promise<void> {
  const [matter] = await tx.select().from(matters).where(eq(matters.reference, 'HF/EST/2026/014')).limit(1);
  if (!matter) return;
  const [brightwater] = await tx
    .select({ legacyID: legacies.legacyID })
    .from(legacies)
    .where(
      and(
        eq(legacies.matterID, matter.matterID),
        isNotNull(legacies.organisationID),
        eq(legacies.organisationID, ids.orgId('brightwater')),
      ),
    )
    .limit(1);
  if (!brightwater) return;
  const priya = ids.userId('executive@harbourfinch.test');
  const beth = ids.userId('charity@brightwater.test');
  const clara = ids.userId('charity@cedarhospice.test');
  const legacyChat = await ensureLegacyConversation(
    tx,
    { legacyID: brightwater.legacyID, matterID: matter.matterID },
    matter.organisationID,
    priya,
  );
  const charityChat = await ensureCharityConversation(tx, matter.matterID, matter.organisationID, beth);
  const hoursAgo = (h: number) => new Date(Date.now() - h * 3600 * 1000);
  await tx.insert(conversationMessages).values([
    {
      conversationMessageID: randomUUID(),
      conversationID: legacyChat,
      userID: priya,
      message:
        'Good morning Beth. The grant of probate has been applied for; we expect it within eight weeks. Could you confirm the account the legacy should be paid into?',
      dateCreated: hoursAgo(50),
    },
    {
      conversationMessageID: randomUUID(),
      conversationID: legacyChat,
      userID: beth,
      message: 'Thank you Priya. We have nominated our legacies account and will share it with you shortly.',
      dateCreated: hoursAgo(47),
    },
    {
      conversationMessageID: randomUUID(),
      conversationID: legacyChat,
      userID: priya,
      message: 'Perfect, thank you. The estate accounts will follow once the house sale completes.',
      dateCreated: hoursAgo(3),
      pinned: true,
    },
    {
      conversationMessageID: randomUUID(),
      conversationID: charityChat,
      userID: beth,
      message: 'Hello Clara, Brightwater here. Shall we agree a joint approach to the estate accounts?',
      dateCreated: hoursAgo(30),
    },
    {
      conversationMessageID: randomUUID(),
      conversationID: charityChat,
      userID: clara,
      message: 'Happy to. Our legacy team will review the draft accounts as soon as the firm shares them.',
      dateCreated: hoursAgo(28),
    },
  ]);
}
