import { INDIVIDUAL_TYPES, can, matterTypeById, zRole } from '@probity/domain';
import { z } from 'zod';
import { type Actor, toRoles } from '../../access/actor.js';
import { matterResource } from './matter.access.js';
import type { MatterDetail, MemberRow } from './matter.queries.js';
import { ZTeamUser } from './matters.presenter.js';

const ZNamed = z.object({ name: z.string(), description: z.string() });

/** A member of the matter team (spec 02 §2.8: Name, Email, Roles; the owner flagged). */
export const ZMatterTeamMember = ZTeamUser.extend({
  roles: z.array(zRole),
  isOwner: z.boolean(),
});
export type MatterTeamMember = z.infer<typeof ZMatterTeamMember>;

export const ZMatterStatus = ZNamed.extend({
  statusID: z.string(),
  key: z.string(),
  sortOrder: z.number(),
});

/**
 * spec 02 §3 Matter. Summary counts a viewer may not see (02 §6: an Individual sees only the
 * messages summary) are null, not 0.
 */
export const ZMatter = z.object({
  matterID: z.string(),
  reference: z.string(),
  /** Issue 14: the title shown (the matter's own, else its default), null when it has none. */
  title: z.string().nullable(),
  /** Whether the title is the default one (the matter has no title of its own). */
  isDefaultTitle: z.boolean(),
  /** The title it has without one of its own (Edit details says what an empty title gives). */
  defaultTitle: z.string().nullable(),
  matterType: ZNamed.extend({ matterTypeID: z.string(), humanId: z.string(), icon: z.string() }),
  status: ZMatterStatus,
  matterOwner: ZTeamUser.nullable(),
  organisation: z.object({ organisationID: z.string(), name: z.string() }),
  team: z.array(ZMatterTeamMember),
  individuals: z.array(
    z.object({
      individualID: z.string(),
      title: z.string().nullable(),
      firstName: z.string(),
      surname: z.string(),
      name: z.string(),
      individualType: ZNamed.extend({ individualTypeID: z.string() }),
      user: z.object({ userID: z.string() }).nullable(),
    }),
  ),
  viewingIndividual: z
    .object({ individualID: z.string(), individualType: ZNamed.extend({ individualTypeID: z.string() }) })
    .nullable(),
  isOwner: z.boolean(),
  /** spec 02 §2.11: false while the firm has individual chat off ('Chat disabled'). */
  chatEnabled: z.boolean(),
  createdDate: z.string(),
  lastUpdatedDate: z.string(),
  completedDate: z.string().nullable(),
  archivedDate: z.string().nullable(),
  probateReference: z.string().nullable(),
  dateOfDeath: z.string().nullable(),
  dateOfProbate: z.string().nullable(),
  grantSubmitted: z.boolean(),
  accountsApproved: z.boolean(),
  summary: z.object({
    individuals: z.number().nullable(),
    charities: z.number().nullable(),
    documents: z.number().nullable(),
    checks: z.number().nullable(),
    unreadMessages: z.number().nullable(),
  }),
});
export type Matter = z.infer<typeof ZMatter>;

function presentUserRef(u: MemberRow) {
  return {
    userID: u.userID,
    firstName: u.firstName,
    surname: u.surname,
    name: `${u.firstName} ${u.surname}`,
    emailAddress: u.emailAddress,
    profileImage: u.profileImage,
  };
}

export function presentTeamMember(u: MemberRow, ownerUserID: string | null): MatterTeamMember {
  return { ...presentUserRef(u), roles: toRoles(u.roles), isOwner: u.userID === ownerUserID };
}

function individualType(key: string) {
  const t = INDIVIDUAL_TYPES[key];
  return { individualTypeID: key, name: t?.name ?? key, description: t?.description ?? '' };
}

export function presentMatter(detail: MatterDetail, actor: Actor): Matter {
  const { matter } = detail;
  const type = matterTypeById(matter.matterTypeID);
  const status = type?.statuses.find((s) => s.statusID === matter.statusID);
  const resource = matterResource(matter, {
    teamUserIDs: detail.team.map((t) => t.userID),
    linkedUserIDs: detail.individuals.flatMap((i) => (i.userID ? [i.userID] : [])),
  });
  const shown = (action: Parameters<typeof can>[1], count: number) =>
    can(actor, action, resource) ? count : null;
  const viewing = detail.individuals.find((i) => i.userID === actor.userID);
  return {
    matterID: matter.matterID,
    reference: matter.reference,
    title: matter.title ?? detail.defaultTitle,
    isDefaultTitle: matter.title === null,
    defaultTitle: detail.defaultTitle,
    matterType: {
      matterTypeID: matter.matterTypeID,
      name: type?.name ?? 'Unknown',
      description: type?.description ?? '',
      humanId: type?.humanId ?? '',
      icon: type?.icon ?? '',
    },
    status: {
      statusID: matter.statusID,
      name: status?.name ?? 'Unknown',
      description: status?.description ?? '',
      key: status?.key ?? '',
      sortOrder: status?.sortOrder ?? 0,
    },
    matterOwner: detail.owner ? presentUserRef(detail.owner) : null,
    organisation: { organisationID: matter.organisationID, name: detail.organisationName },
    team: detail.team.map((u) => presentTeamMember(u, matter.matterOwner)),
    individuals: detail.individuals.map((i) => ({
      individualID: i.individualID,
      title: i.title,
      firstName: i.firstName,
      surname: i.surname,
      name: `${i.firstName} ${i.surname}`,
      individualType: individualType(i.individualTypeID),
      user: i.userID ? { userID: i.userID } : null,
    })),
    // spec 02 §6: a user with the Individual role is linked to the matter as the viewing individual.
    viewingIndividual: viewing
      ? { individualID: viewing.individualID, individualType: individualType(viewing.individualTypeID) }
      : null,
    isOwner: matter.matterOwner === actor.userID,
    chatEnabled: detail.individualChatEnabled,
    createdDate: matter.createdDate.toISOString(),
    lastUpdatedDate: matter.lastUpdatedDate.toISOString(),
    completedDate: matter.completedDate?.toISOString() ?? null,
    archivedDate: matter.archivedDate?.toISOString() ?? null,
    probateReference: matter.probateReference,
    dateOfDeath: matter.dateOfDeath,
    dateOfProbate: matter.dateOfProbate,
    grantSubmitted: matter.grantSubmitted,
    accountsApproved: matter.accountsApproved,
    summary: {
      individuals: shown('summary.individuals.read', detail.individuals.length),
      checks: shown('summary.checks.read', detail.checkCount),
      charities: shown('summary.charities.read', detail.charityCount),
      documents: shown('summary.docs.read', detail.documentCount),
      unreadMessages: shown('summary.messages.read', detail.unreadMessages),
    },
  };
}
