import { ORGANISATION_TYPES, type Role, type User, type UserSummary } from '@probity/domain';
import type { OrganisationRow, UserRow } from '../../access/actor.js';
import { toRoles } from '../../access/actor.js';

export interface PresentUserOptions {
  /** Roles to show instead of the stored ones (the effective roles of the signed-in user). */
  roles?: Role[];
  acceptedLatestTerms: boolean;
}

/** spec 01 §3 User: every field named; the password hash and sign-in counters never leave. */
export function presentUser(
  user: UserRow,
  organisation: OrganisationRow | null,
  opts: PresentUserOptions,
): User {
  const roles = opts.roles ?? toRoles(user.roles);
  return {
    userID: user.userID,
    sub: user.externalSubject ?? user.userID,
    role: roles.join(','),
    roles,
    organisationID: organisation?.organisationID ?? user.organisationID,
    organisationName: organisation?.name ?? null,
    organisationType: organisation ? ORGANISATION_TYPES[organisation.organisationType] : null,
    givenname: user.firstName,
    firstName: user.firstName,
    surname: user.surname,
    name: `${user.firstName} ${user.surname}`,
    title: user.title,
    emailAddress: user.emailAddress,
    profileImage: user.profileImage,
    acceptedLatestTerms: opts.acceptedLatestTerms,
    status: user.status,
    lastLogin: user.lastLogin ? user.lastLogin.toISOString() : null,
  };
}

/** A user as the lists show them (ZUserSummary): every field named; no hash, no sign-in counters. */
export function presentUserSummary(user: UserRow, organisationName: string): UserSummary {
  const roles = toRoles(user.roles);
  return {
    userID: user.userID,
    organisationID: user.organisationID,
    organisationName,
    firstName: user.firstName,
    surname: user.surname,
    name: `${user.firstName} ${user.surname}`,
    emailAddress: user.emailAddress,
    profileImage: user.profileImage,
    roles,
    role: roles.join(','),
    status: user.status,
    lastLogin: user.lastLogin ? user.lastLogin.toISOString() : null,
    isManager: user.isManager,
    hasSignedUp: user.passwordHash !== null || user.externalSubject !== null,
  };
}
