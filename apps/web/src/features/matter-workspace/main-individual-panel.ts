import { canOpenMatterIndividuals, type Role } from '@probity/domain';

/**
 * The messages of a chat the viewer has not seen: by someone else, after the viewer's last view
 * (as the server counts them for the matter's unread messages). A chat never viewed counts all.
 */
export function unreadCountOf(
  messages: readonly { dateCreated: string; user: { userID: string } | null }[],
  lastViewed: string | null,
  viewerID: string,
): number {
  const viewedAt = lastViewed ? Date.parse(lastViewed) : Number.NEGATIVE_INFINITY;
  return messages.filter((m) => m.user?.userID !== viewerID && Date.parse(m.dateCreated) > viewedAt).length;
}

/** The manage page of an individual, relative to the details page's path (spec 02 §2.1, §2.6). */
export function managePathOf(individualID: string): string {
  return `../individuals/${encodeURIComponent(individualID)}/manage`;
}

/**
 * What the details panel of a main individual offers the viewer (spec 02 §2.1): the tabs to the
 * staff who read the matter's individuals and to the individual themself (others are answered 404
 * by the server, so they see the name only); Manage Individual to the roles that may open the
 * matter's individuals (spec 02 §2 route roles).
 */
export function panelRightsOf(
  roles: readonly Role[],
  individualID: string,
  viewingIndividualID: string | null | undefined,
): { hasTabs: boolean; canManage: boolean } {
  const canManage = canOpenMatterIndividuals(roles);
  const isSelf = !!viewingIndividualID && viewingIndividualID.toLowerCase() === individualID.toLowerCase();
  return { hasTabs: canManage || isSelf, canManage };
}
