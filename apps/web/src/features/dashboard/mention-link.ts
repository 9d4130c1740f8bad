import { EMPTY_GUID, mentionLinkFor, type Role } from '@probity/domain';
import { individualChatLink } from '../chat/use-chat-link';

export interface MentionTarget {
  conversationMessageID: string;
  matterID: string | null;
  legacyID: string | null;
  individualID: string | null;
  /** Set for a mention in a legacy's chat: the charity on the firm's matter. */
  matterCharityID?: string | null;
}

const isSet = (value: string | null): value is string => !!value && value !== EMPTY_GUID;

/**
 * spec 01 §6: where a mention links. None for Individual and Administrators/Admin Demo; the
 * charity legacy page for charity roles; for firm roles the matter's organisations (Charities)
 * page with the charity's overlay and chat open at the message, or, for a mention in an
 * individual's chat, the matter's individuals page with that chat open.
 */
export function mentionHref(roles: readonly Role[], mention: MentionTarget): string | null {
  if (roles.includes('Individual') || roles.includes('Administrators') || roles.includes('Admin Demo'))
    return null;
  const target = mentionLinkFor(roles);
  if (target === 'charityLegacy') {
    if (!isSet(mention.legacyID)) return null;
    const params = new URLSearchParams({ chatOpen: 'true', chatMessageFocus: mention.conversationMessageID });
    return `/secure/charity-legacies/${encodeURIComponent(mention.legacyID)}?${params.toString()}`;
  }
  if (target === 'matterOrganisations' && isSet(mention.matterID)) {
    if (isSet(mention.matterCharityID ?? null)) {
      const params = new URLSearchParams({
        openCharityID: mention.matterCharityID as string,
        openCharityChat: 'true',
        chatMessageFocus: mention.conversationMessageID,
      });
      return `/secure/matters/${encodeURIComponent(mention.matterID)}/organisations?${params.toString()}`;
    }
    return isSet(mention.individualID)
      ? individualChatLink(mention.matterID, mention.individualID, mention.conversationMessageID)
      : `/secure/matters/${encodeURIComponent(mention.matterID)}/individuals`;
  }
  return null;
}
