import { EMPTY_GUID, mentionLinkFor, type Role } from '@probity/domain';
import { individualChatLink } from '../chat/use-chat-link';

export interface MentionTarget {
  conversationMessageID: string;
  matterID: string | null;
  legacyID: string | null;
  individualID: string | null;
}

const isSet = (value: string | null): value is string => !!value && value !== EMPTY_GUID;

/**
 * spec 01 §6: where a mention links. None for Individual and Administrators/Admin Demo; the
 * charity legacy page for charity roles; for firm roles the matter's chat. The matter's Charities
 * page does not exist yet, so a firm user goes to the matter's individuals page with the
 * individual's chat open at the message.
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
    return isSet(mention.individualID)
      ? individualChatLink(mention.matterID, mention.individualID, mention.conversationMessageID)
      : `/secure/matters/${encodeURIComponent(mention.matterID)}/individuals`;
  }
  return null;
}
