import { and, asc, count, desc, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  conversationMessages,
  conversationUsers,
  conversations,
  documents,
  messageTags,
  organisations,
  users,
} from '../../db/schema/index.js';

const personColumns = {
  userID: users.userID,
  firstName: users.firstName,
  surname: users.surname,
  emailAddress: users.emailAddress,
  profileImage: users.profileImage,
  roles: users.roles,
};
export type Person = {
  userID: string;
  firstName: string;
  surname: string;
  emailAddress: string;
  profileImage: string | null;
  roles: string[];
};

export async function findPeople(db: DbOrTx, userIDs: string[]): Promise<Person[]> {
  if (userIDs.length === 0) return [];
  return db
    .select(personColumns)
    .from(users)
    .where(inArray(users.userID, userIDs))
    .orderBy(asc(users.surname), asc(users.firstName));
}

/** The messages of a conversation, oldest first, with their attachments and mentions. */
export async function findMessages(db: DbOrTx, conversationID: string, messageIDs?: string[]) {
  const messages = await db
    .select()
    .from(conversationMessages)
    .where(
      and(
        eq(conversationMessages.conversationID, conversationID),
        messageIDs ? inArray(conversationMessages.conversationMessageID, messageIDs) : undefined,
      ),
    )
    .orderBy(asc(conversationMessages.dateCreated), asc(conversationMessages.conversationMessageID));
  const ids = messages.map((m) => m.conversationMessageID);
  const attachments = ids.length
    ? await db
        .select({
          conversationMessageID: documents.conversationMessageID,
          documentID: documents.documentID,
          name: documents.name,
          mimeType: documents.mimeType,
          fileSize: documents.fileSize,
        })
        .from(documents)
        .where(inArray(documents.conversationMessageID, ids))
        .orderBy(asc(documents.name))
    : [];
  const tags = ids.length
    ? await db
        .select({ conversationMessageID: messageTags.conversationMessageID, userID: messageTags.userID })
        .from(messageTags)
        .where(inArray(messageTags.conversationMessageID, ids))
    : [];
  return { messages, attachments, tags };
}

export async function findViewerState(db: DbOrTx, conversationID: string, userID: string) {
  const [row] = await db
    .select()
    .from(conversationUsers)
    .where(and(eq(conversationUsers.conversationID, conversationID), eq(conversationUsers.userID, userID)));
  return row ?? null;
}

/** Messages by others the user has not seen yet (after their lastViewed) in the given conversations. */
function unreadWhere(userID: string) {
  return and(
    or(isNull(conversationMessages.userID), ne(conversationMessages.userID, userID)),
    or(
      isNull(conversationUsers.lastViewed),
      gt(conversationMessages.dateCreated, conversationUsers.lastViewed),
    ),
  );
}

export async function countUnread(db: DbOrTx, conversationID: string, userID: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(conversationMessages)
    .leftJoin(
      conversationUsers,
      and(
        eq(conversationUsers.conversationID, conversationMessages.conversationID),
        eq(conversationUsers.userID, userID),
      ),
    )
    .where(and(eq(conversationMessages.conversationID, conversationID), unreadWhere(userID)));
  return row?.n ?? 0;
}

/**
 * spec 02 §2.1 summary "unread messages": messages by others the user has not seen, in the chats
 * of the matter the user is part of (as the team, or as the chat's individual).
 */
export async function countUnreadOnMatter(
  db: DbOrTx,
  matterID: string,
  userID: string,
  chatsOfUser: 'all' | 'own',
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(conversationMessages)
    .innerJoin(conversations, eq(conversations.conversationID, conversationMessages.conversationID))
    .leftJoin(
      conversationUsers,
      and(
        eq(conversationUsers.conversationID, conversationMessages.conversationID),
        eq(conversationUsers.userID, userID),
      ),
    )
    .where(
      and(
        eq(conversations.matterID, matterID),
        // The matter's chats of individuals (the legacy chats have their own overlay; the
        // charities' chat is never the firm's).
        eq(conversations.conversationType, 'individual'),
        chatsOfUser === 'own'
          ? sql`exists (select 1 from individuals i where i.individual_id = ${conversations.individualID} and i.user_id = ${userID})`
          : undefined,
        unreadWhere(userID),
      ),
    );
  return row?.n ?? 0;
}

/** spec 01 Mention: the messages that tag the user, newest first (not those of a disabled chat). */
export async function findTaggedMessages(
  db: DbOrTx,
  userID: string,
  page: { limit: number; offset: number },
) {
  const where = and(
    eq(messageTags.userID, userID),
    or(ne(conversations.conversationType, 'individual'), eq(organisations.individualChatEnabled, true)),
  );
  const [total] = await db
    .select({ n: count() })
    .from(messageTags)
    .innerJoin(
      conversationMessages,
      eq(conversationMessages.conversationMessageID, messageTags.conversationMessageID),
    )
    .innerJoin(conversations, eq(conversations.conversationID, conversationMessages.conversationID))
    .innerJoin(organisations, eq(organisations.organisationID, conversations.organisationID))
    .where(where);
  const rows = await db
    .select({
      conversationType: conversations.conversationType,
      conversationID: conversations.conversationID,
      conversationMessageID: conversationMessages.conversationMessageID,
      matterID: conversations.matterID,
      individualID: conversations.individualID,
      legacyID: conversations.legacyID,
      organisationID: conversations.organisationID,
      message: conversationMessages.message,
      hasRead: messageTags.hasRead,
      dateCreated: conversationMessages.dateCreated,
      sender: {
        userID: users.userID,
        firstName: users.firstName,
        surname: users.surname,
        emailAddress: users.emailAddress,
      },
    })
    .from(messageTags)
    .innerJoin(
      conversationMessages,
      eq(conversationMessages.conversationMessageID, messageTags.conversationMessageID),
    )
    .innerJoin(conversations, eq(conversations.conversationID, conversationMessages.conversationID))
    .innerJoin(organisations, eq(organisations.organisationID, conversations.organisationID))
    .leftJoin(users, eq(users.userID, conversationMessages.userID))
    .where(where)
    .orderBy(desc(conversationMessages.dateCreated))
    .limit(page.limit)
    .offset(page.offset);
  return { rows, totalCount: total?.n ?? 0 };
}
