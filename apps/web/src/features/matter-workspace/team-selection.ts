/**
 * The Add Team Members overlay (spec 02 §2.8, §4): the selection starts as the team; the list sent
 * is the whole team after the toggles, current members first in their order, then the added ones.
 * Members the overlay does not list (not in the page of users) stay on the team.
 */
export function selectionToTeam(
  currentTeam: readonly string[],
  selected: ReadonlySet<string>,
  listed: readonly string[],
): string[] {
  const kept = currentTeam.filter((id) => selected.has(id) || !listed.includes(id));
  const added = listed.filter((id) => selected.has(id) && !currentTeam.includes(id));
  return [...kept, ...added];
}

/** Whether a user's toggle may change: adding needs create, removing needs delete, never the owner. */
export function canToggleMember(
  userID: string,
  {
    currentTeam,
    ownerID,
    canAdd,
    canRemove,
  }: { currentTeam: readonly string[]; ownerID: string | null; canAdd: boolean; canRemove: boolean },
): boolean {
  if (userID === ownerID) return false;
  return currentTeam.includes(userID) ? canRemove : canAdd;
}

export function hasSelectionChanged(currentTeam: readonly string[], next: readonly string[]): boolean {
  return currentTeam.length !== next.length || next.some((id) => !currentTeam.includes(id));
}
