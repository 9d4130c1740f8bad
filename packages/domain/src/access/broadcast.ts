import { type AccessActor, can } from './can.js';

/**
 * Issue 14: who may broadcast on a matter, one rule for the button and the server. The spec gives
 * the firm roles broadcast on their firm's matters (02 §6, the matrix's 'org'), and the message
 * lands in the matter's chats, whose users are the matter team (02 §2.11): so the sender must be
 * on the team as well. Anyone else sees no button, and the server answers 403.
 */
export function canBroadcast(
  actor: AccessActor,
  matter: { organisationID: string; teamUserIDs: readonly string[] },
): boolean {
  const isOnTeam = matter.teamUserIDs.some((id) => id.toLowerCase() === actor.userID.toLowerCase());
  return isOnTeam && can(actor, 'broadcastMessage.create', matter);
}

/** How many chats of each group a broadcast reached. */
export interface BroadcastReach {
  individuals: number;
  charities: number;
}
