import {
  DEMO_CHARITY_ID,
  DEMO_FIRM_ID,
  effectiveRoles,
  isRole,
  type OrganisationTypeKey,
  type Role,
} from '@probity/domain';
import type { organisations, users } from '../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;
export type OrganisationRow = typeof organisations.$inferSelect;

/** Who is calling: the signed-in user with the roles and organisations they act with. */
export interface Actor {
  userID: string;
  user: UserRow;
  /** Effective roles: ['Admin Demo'] for an administrator in demo mode. */
  roles: Role[];
  /** The roles the user really holds. */
  realRoles: Role[];
  organisationID: string;
  organisationType: OrganisationTypeKey;
  /** Organisations the actor acts inside: their own, or the demo firm and charity in demo mode. */
  organisationIDs: string[];
  demoMode: boolean;
  /** The built-in provider's grant of the calling token: the caller's own session. */
  grantID?: string;
}

export function toRoles(values: readonly string[]): Role[] {
  return values.filter(isRole);
}

/**
 * spec/README "Demo mode": the browser asks with a header; only a real administrator gets it,
 * and then acts as Admin Demo inside the seeded demo firm and demo charity, never on client data.
 */
export function buildActor(user: UserRow, organisation: OrganisationRow, demoRequested: boolean): Actor {
  const realRoles = toRoles(user.roles);
  const demoMode = demoRequested && realRoles.includes('Administrators');
  return {
    userID: user.userID,
    user,
    roles: effectiveRoles(realRoles, demoMode),
    realRoles,
    organisationID: demoMode ? DEMO_FIRM_ID : user.organisationID,
    organisationType: demoMode ? 'lawfirm' : organisation.organisationType,
    organisationIDs: demoMode ? [DEMO_FIRM_ID, DEMO_CHARITY_ID] : [user.organisationID],
    demoMode,
  };
}

export function actsIn(actor: Actor, organisationID: string | null | undefined): boolean {
  return !!organisationID && actor.organisationIDs.includes(organisationID);
}
