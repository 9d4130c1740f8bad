import { isRole, type Role } from '../roles.js';
import { type Action, type CrudArea, CRUD_VERBS, isAction } from './actions.js';
import { PERMISSIONS, type Rule } from './matrix.js';

/**
 * Who acts. `roles` are the effective roles (effectiveRoles(): an administrator in demo mode acts
 * as Admin Demo); `organisationIDs` the organisations the actor acts inside.
 */
export interface AccessActor {
  userID: string;
  roles: readonly Role[];
  organisationIDs: readonly string[];
}

/** What is acted on, as far as the rules need to know. */
export interface AccessResource {
  /** The organisation that owns the record (the firm of a matter, the charity of a legacy). */
  organisationID?: string | null;
  /** The user the record belongs to: the uploader of a document, the author of a message. */
  ownerUserID?: string | null;
  /** The matter team or legacy team. */
  teamUserIDs?: readonly string[];
  /** Users linked to the record: the individuals of a matter, the users a document is shared with. */
  linkedUserIDs?: readonly string[];
}

/** CRUD flags in the spec's order (spec/README): create, read, update, delete. */
export type CrudFlags = readonly [create: boolean, read: boolean, update: boolean, remove: boolean];

/** The rule a role holds for an action; 'deny' for an unknown action or role, or a missing cell. */
export function ruleFor(role: string, action: string): Rule {
  if (!isAction(action) || !isRole(role)) return 'deny';
  const row: Partial<Record<Role, Rule>> = PERMISSIONS[action];
  return row[role] ?? 'deny';
}

/** Ids are UUIDs, which the API matches case-insensitively (spec/README). */
function sameId(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

function holds(ids: readonly string[] | undefined, id: string): boolean {
  return !!ids?.some((x) => sameId(x, id));
}

function ruleAllows(rule: Rule, actor: AccessActor, resource: AccessResource | undefined): boolean {
  switch (rule) {
    case 'allow':
      return true;
    case 'deny':
      return false;
    default:
      // Without a resource a scoped rule means "allowed in principle": enough to show a button or
      // a link. The server always passes the resource it loaded.
      if (!resource) return true;
      break;
  }
  switch (rule) {
    case 'org':
      return !!resource.organisationID && holds(actor.organisationIDs, resource.organisationID);
    case 'own':
      return !!resource.ownerUserID && sameId(resource.ownerUserID, actor.userID);
    case 'team':
      return holds(resource.teamUserIDs, actor.userID);
    case 'linked':
      return holds(resource.linkedUserIDs, actor.userID);
  }
}

/**
 * May the actor do the action (on the resource)? The same pure check serves server and browser.
 * A user's several roles combine: any role that allows wins (spec 01 §6 "combined across a user's
 * roles"). An unknown action, an unknown role or a missing rule means deny.
 */
export function can(actor: AccessActor, action: Action | string, resource?: AccessResource): boolean {
  if (!isAction(action)) return false;
  return actor.roles.some((role) => ruleAllows(ruleFor(role, action), actor, resource));
}

/**
 * spec 01 §6 "A permission check supports create, read, update and delete flags per role, combined
 * across a user's roles": the [create, read, update, delete] flags of an area, in principle (a
 * scoped rule counts as allowed). A verb the area does not have is false.
 */
export function crudFlags(roles: readonly Role[], area: CrudArea): CrudFlags {
  const [c, r, u, d] = CRUD_VERBS.map((verb) => {
    const action = `${area}.${verb}`;
    return roles.some((role) => ruleFor(role, action) !== 'deny');
  });
  return [!!c, !!r, !!u, !!d];
}

/**
 * Where a list query may look, from the same rules as can(), so that a list never shows what a
 * detail call would refuse. `all`: no restriction; `none`: nothing; `where`: a record is visible
 * when ANY of the given conditions holds (its organisation is one of organisationIDs, its owner is
 * ownerUserID, its team holds teamUserID, its linked users hold linkedUserID).
 */
export type ListScope =
  | { kind: 'all' }
  | { kind: 'none' }
  | {
      kind: 'where';
      organisationIDs: string[];
      ownerUserID: string | null;
      teamUserID: string | null;
      linkedUserID: string | null;
    };

export function listScope(actor: AccessActor, action: Action | string): ListScope {
  const rules = new Set(actor.roles.map((role) => ruleFor(role, action)));
  if (rules.has('allow')) return { kind: 'all' };
  const scoped = rules.has('org') || rules.has('own') || rules.has('team') || rules.has('linked');
  if (!scoped) return { kind: 'none' };
  return {
    kind: 'where',
    organisationIDs: rules.has('org') ? [...actor.organisationIDs] : [],
    ownerUserID: rules.has('own') ? actor.userID : null,
    teamUserID: rules.has('team') ? actor.userID : null,
    linkedUserID: rules.has('linked') ? actor.userID : null,
  };
}
