import { crudFlags, organisationTypeKeyById, type Role, teamPageArea } from '@probity/domain';

export interface TeamRights {
  canCreate: boolean;
  canRead: boolean;
  canUpdate: boolean;
  canDelete: boolean;
}

const NONE: TeamRights = { canCreate: false, canRead: false, canUpdate: false, canDelete: false };

/**
 * spec 01 §6 "Team page permissions depend on organisation type": the law-firm or charity rows of
 * the permission matrix, as CRUD flags combined across the viewer's roles. Other organisation
 * types have no rights on the Team page.
 */
export function teamRights(
  organisationTypeID: string | null | undefined,
  roles: readonly Role[],
): TeamRights {
  const key = organisationTypeID ? organisationTypeKeyById(organisationTypeID) : undefined;
  const area = key ? teamPageArea(key) : null;
  if (!area) return NONE;
  const [canCreate, canRead, canUpdate, canDelete] = crudFlags(roles, area);
  return { canCreate, canRead, canUpdate, canDelete };
}
