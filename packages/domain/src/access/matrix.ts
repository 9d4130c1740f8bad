import type { Role } from '../roles.js';
import type { Action } from './actions.js';

/**
 * The rule words a matrix cell may hold.
 * - allow: always.
 * - deny: never.
 * - own: only the actor's own record (resource.ownerUserID is the actor).
 * - org: inside the actor's organisation (resource.organisationID is one of the actor's).
 * - team: the actor is on the matter team / legacy team (resource.teamUserIDs holds the actor).
 * - linked: the record is linked to the actor, e.g. the individual of a matter or the users a
 *   document is shared with (resource.linkedUserIDs holds the actor).
 */
export const RULES = ['allow', 'deny', 'own', 'org', 'team', 'linked'] as const;
export type Rule = (typeof RULES)[number];

/** One matrix row: a rule per role, in the order of ROLES (roles.ts), which is the column order below. */
type Cells = [
  administrators: Rule,
  adminDemo: Rule,
  charity: Rule,
  trustee: Rule,
  individual: Rule,
  matterAdmin: Rule,
  matterExecutive: Rule,
  mlro: Rule,
  supervisingPartner: Rule,
  support: Rule,
  finance: Rule,
  legacyManager: Rule,
  legacyUser: Rule,
  seniorLegacyUser: Rule,
];

function row(...cells: Cells): Record<Role, Rule> {
  const [adm, demo, charity, trustee, individual, ma, me, mlro, sp, support, finance, lm, lu, slu] = cells;
  return {
    Administrators: adm,
    'Admin Demo': demo,
    Charity: charity,
    Trustee: trustee,
    Individual: individual,
    'Matter Admin': ma,
    'Matter Executive': me,
    MLRO: mlro,
    'Supervising Partner': sp,
    Support: support,
    Finance: finance,
    'Legacy Manager': lm,
    'Legacy User': lu,
    'Senior Legacy User': slu,
  };
}

/**
 * THE permission matrix, shaped like the spec's tables: a row per action (actions.ts cites the spec
 * section of each), a column per role, each cell a rule word. Every role must hold a rule in every
 * row (row() takes exactly fourteen cells) and every action must have a row (`satisfies`), so a
 * missing cell does not compile. Comments give the spec source of each block, and say "Decision"
 * where the spec is silent and the choice is ours (as a law-firm or charity system would expect).
 * Enforced together with the organisation boundary; evaluated only through can() (can.ts).
 */
// biome-ignore format: the matrix is a table; one row per action keeps its columns aligned
export const PERMISSIONS = {
  //                              Admins    AdmDemo   Charity   Trustee   Indiv     MAdmin    MExec     MLRO      SPartner  Support   Finance   LegMgr    LegUser   SnrLeg
  // spec 01 §2 route list: the dashboard; Administrators are sent on to admin-dashboard unless in demo mode.
  'dashboard.read':           row('allow',  'org',    'org',    'org',    'deny',   'org',    'org',    'org',    'org',    'org',    'deny',   'deny',   'deny',   'deny'),
  // spec 01 §6: exactly these six may create a matter from the dashboard; Charity and Trustee may not.
  // Administrators are not named; they never see the dashboard outside demo mode, so deny.
  'dashboard.createMatter':   row('deny',   'org',    'deny',   'deny',   'deny',   'org',    'org',    'org',    'org',    'org',    'deny',   'deny',   'deny',   'deny'),
  // spec 01 §6 matter list: Individual read only (on matters they are linked to, 02 §6); firm roles,
  // Administrators and Admin Demo CRUD. Firm roles and Admin Demo act on their own organisation's
  // matters (decision: a firm sees only its matters, spec/README); Administrators on any (platform).
  'matter.create':            row('allow',  'org',    'deny',   'deny',   'deny',   'org',    'org',    'org',    'org',    'org',    'deny',   'deny',   'deny',   'deny'),
  'matter.read':              row('allow',  'org',    'deny',   'deny',   'linked', 'org',    'org',    'org',    'org',    'org',    'deny',   'deny',   'deny',   'deny'),
  'matter.update':            row('allow',  'org',    'deny',   'deny',   'deny',   'org',    'org',    'org',    'org',    'org',    'deny',   'deny',   'deny',   'deny'),
  'matter.delete':            row('allow',  'org',    'deny',   'deny',   'deny',   'org',    'org',    'org',    'org',    'org',    'deny',   'deny',   'deny',   'deny'),
  // spec 01 §6 matter list data source: Individual by individual; Matter Admin, Matter Executive and
  // Support by organisation; others by user (the matters whose team they are on). Administrators
  // list any user's matters on the company member page (01 §2).
  'matterList.read':          row('allow',  'team',   'deny',   'deny',   'linked', 'org',    'org',    'team',   'team',   'org',    'deny',   'deny',   'deny',   'deny'),
  // spec 01 §6, 02 §6 Team page by organisation type. Law firm: Matter Admin full, Admin Demo read
  // only, others none. Charity: Legacy Manager full, Admin Demo read only, others none. Always inside
  // the actor's own organisation. Administrators manage users through companyMembers instead.
  'lawfirmUsers.create':      row('deny',   'deny',   'deny',   'deny',   'deny',   'org',    'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny'),
  'lawfirmUsers.read':        row('deny',   'org',    'deny',   'deny',   'deny',   'org',    'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny'),
  'lawfirmUsers.update':      row('deny',   'deny',   'deny',   'deny',   'deny',   'org',    'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny'),
  'lawfirmUsers.delete':      row('deny',   'deny',   'deny',   'deny',   'deny',   'org',    'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny'),
  'charityUsers.create':      row('deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'org',    'deny',   'deny'),
  'charityUsers.read':        row('deny',   'org',    'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'org',    'deny',   'deny'),
  'charityUsers.update':      row('deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'org',    'deny',   'deny'),
  'charityUsers.delete':      row('deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'org',    'deny',   'deny'),
  // Decision: every staff user may list the users of their own organisation, which the team picker
  // (02 §2.8), the document access list (02 §6) and the bank contact (03 §5) need, and which the Team
  // page shows with its buttons disabled (01 §2). Individuals see no staff lists.
  'organisationUsers.read':   row('allow',  'org',    'org',    'org',    'deny',   'org',    'org',    'org',    'org',    'org',    'org',    'org',    'org',    'org'),
  // Decision: everyone may edit their own account (01 §2 profile Account). spec 01 §6: only Matter
  // Admin and Legacy Manager may change the roles of their own account.
  'ownAccount.update':        row('own',    'own',    'own',    'own',    'own',    'own',    'own',    'own',    'own',    'own',    'own',    'own',    'own',    'own'),
  'ownRoles.update':          row('deny',   'deny',   'deny',   'deny',   'deny',   'own',    'deny',   'deny',   'deny',   'deny',   'deny',   'own',    'deny',   'deny'),
  // spec 01 §6: help is for all; each section is then filtered by user_roles_can_view (helpVisible).
  'help.read':                row('allow',  'allow',  'allow',  'allow',  'allow',  'allow',  'allow',  'allow',  'allow',  'allow',  'allow',  'allow',  'allow',  'allow'),
  // Decision: 01 §4 forces every user without the latest terms to accept them, so every role may
  // accept for themselves, although the terms route (01 §2) omits some roles.
  'terms.accept':             row('own',    'own',    'own',    'own',    'own',    'own',    'own',    'own',    'own',    'own',    'own',    'own',    'own',    'own'),
  // spec 01 §2 route list and 01 §6 Reports: non-administrators always get their OrganisationID added.
  // Decision (issue 11), against 01 §2's "As reports without Trustee": a Trustee may open the charity
  // reports a trustee board needs (the legacies and their value); which reports, the server says per
  // report, so the list never shows a report its holder cannot open.
  'reports.read':             row('allow',  'org',    'org',    'org',    'deny',   'org',    'org',    'org',    'org',    'org',    'deny',   'deny',   'deny',   'deny'),
  'reportDetails.read':       row('allow',  'org',    'org',    'org',    'deny',   'org',    'org',    'org',    'org',    'org',    'deny',   'deny',   'deny',   'deny'),
  // spec 01 §6: the platform-administrator area (admin dashboard, companies, members, templates,
  // administrators, services, jobs). Decision: Administrators may do everything there; Admin Demo
  // may not, since demo mode never touches client data (spec/README).
  'adminDashboard.read':      row('allow',  'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny'),
  'company.create':           row('allow',  'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny'),
  'company.read':             row('allow',  'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny'),
  'company.update':           row('allow',  'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny'),
  'company.delete':           row('allow',  'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny'),
  'companySettings.update':   row('allow',  'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny'),
  'companyMembers.create':    row('allow',  'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny'),
  'companyMembers.read':      row('allow',  'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny'),
  'companyMembers.update':    row('allow',  'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny'),
  'companyMembers.delete':    row('allow',  'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny'),
  'companyChecks.read':       row('allow',  'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny'),
  'emailTemplate.create':     row('allow',  'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny'),
  'emailTemplate.read':       row('allow',  'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny'),
  'emailTemplate.update':     row('allow',  'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny'),
  'emailTemplate.delete':     row('allow',  'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny'),
  'administrators.create':    row('allow',  'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny'),
  'administrators.read':      row('allow',  'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny'),
  'administrators.update':    row('allow',  'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny'),
  'administrators.delete':    row('allow',  'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny'),
  'services.read':            row('allow',  'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny'),
  'jobs.read':                row('allow',  'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny'),
  'jobs.manage':              row('allow',  'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny'),
  // issue 12: Vocalink's modulus tables are platform data; Settings is the Administrators' page.
  'modulusTables.read':       row('allow',  'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny'),
  'modulusTables.manage':     row('allow',  'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny'),
  // issue 13: the Audit page. Decision: an organisation's admins are its Matter Admin (law firm) and
  // Legacy Manager (charity), who manage its users (01 §6 Team page); Administrators see every
  // organisation. Admin Demo may not: demo mode never touches client data (spec/README).
  'audit.read':               row('allow',  'deny',   'deny',   'deny',   'deny',   'org',    'deny',   'deny',   'deny',   'deny',   'deny',   'org',    'deny',   'deny'),
  // spec 02 §6 matter page (flags read/create): firm roles and Admin Demo full on details, status,
  // broadcast and the summary areas; Individual reads details, status and messages of the matter they
  // are linked to, the other summaries are hidden and broadcast not allowed. The matter routes exclude
  // Administrators and charity roles (01 §2), so they are denied here.
  'matterDetails.create':     row('deny',   'org',    'deny',   'deny',   'deny',   'org',    'org',    'org',    'org',    'org',    'deny',   'deny',   'deny',   'deny'),
  'matterDetails.read':       row('deny',   'org',    'deny',   'deny',   'linked', 'org',    'org',    'org',    'org',    'org',    'deny',   'deny',   'deny',   'deny'),
  'matterStatus.create':      row('deny',   'org',    'deny',   'deny',   'deny',   'org',    'org',    'org',    'org',    'org',    'deny',   'deny',   'deny',   'deny'),
  'matterStatus.read':        row('deny',   'org',    'deny',   'deny',   'linked', 'org',    'org',    'org',    'org',    'org',    'deny',   'deny',   'deny',   'deny'),
  'broadcastMessage.create':  row('deny',   'org',    'deny',   'deny',   'deny',   'org',    'org',    'org',    'org',    'org',    'deny',   'deny',   'deny',   'deny'),
  'broadcastMessage.read':    row('deny',   'org',    'deny',   'deny',   'deny',   'org',    'org',    'org',    'org',    'org',    'deny',   'deny',   'deny',   'deny'),
  'summary.messages.read':    row('deny',   'org',    'deny',   'deny',   'linked', 'org',    'org',    'org',    'org',    'org',    'deny',   'deny',   'deny',   'deny'),
  'summary.individuals.read': row('deny',   'org',    'deny',   'deny',   'deny',   'org',    'org',    'org',    'org',    'org',    'deny',   'deny',   'deny',   'deny'),
  'summary.charities.read':   row('deny',   'org',    'deny',   'deny',   'deny',   'org',    'org',    'org',    'org',    'org',    'deny',   'deny',   'deny',   'deny'),
  'summary.docs.read':        row('deny',   'org',    'deny',   'deny',   'deny',   'org',    'org',    'org',    'org',    'org',    'deny',   'deny',   'deny',   'deny'),
  'summary.checks.read':      row('deny',   'org',    'deny',   'deny',   'deny',   'org',    'org',    'org',    'org',    'org',    'deny',   'deny',   'deny',   'deny'),
  // Individuals of a matter (02 §2.3–2.6), of a charity (03 §2.14, the legacy deceased 03 §2.12) and
  // the Individuals area (01 §2, Administrators). An Individual reads and saves only their own record
  // (01 §2 My Data). Decision: Administrators may do everything (platform-administrator area).
  'individual.create':        row('allow',  'org',    'org',    'deny',   'deny',   'org',    'org',    'org',    'org',    'org',    'deny',   'deny',   'deny',   'deny'),
  'individual.read':          row('allow',  'org',    'org',    'deny',   'own',    'org',    'org',    'org',    'org',    'org',    'deny',   'deny',   'deny',   'deny'),
  'individual.update':        row('allow',  'org',    'org',    'deny',   'own',    'org',    'org',    'org',    'org',    'org',    'deny',   'deny',   'deny',   'deny'),
  'individual.delete':        row('allow',  'org',    'org',    'deny',   'deny',   'org',    'org',    'org',    'org',    'org',    'deny',   'deny',   'deny',   'deny'),
  'individual.invite':        row('deny',   'org',    'org',    'deny',   'deny',   'org',    'org',    'org',    'org',    'org',    'deny',   'deny',   'deny',   'deny'),
  // issue 14: the conflict check lists the firm's matters where a person appears, so the firm's
  // roles (who read every matter of the firm) and Admin Demo in the demo firm; never a client,
  // charity or platform administrator.
  'conflictCheck.read':       row('deny',   'org',    'deny',   'deny',   'deny',   'org',    'org',    'org',    'org',    'org',    'deny',   'deny',   'deny',   'deny'),
  // spec 02 §6 individual-type field: Individual read only, all others create and read. A field rule:
  // which individuals may be edited at all is decided by the individual rows above.
  'individualType.create':    row('allow',  'allow',  'allow',  'allow',  'deny',   'allow',  'allow',  'allow',  'allow',  'allow',  'allow',  'allow',  'allow',  'allow'),
  'individualType.read':      row('allow',  'allow',  'allow',  'allow',  'allow',  'allow',  'allow',  'allow',  'allow',  'allow',  'allow',  'allow',  'allow',  'allow'),
  // Identity checks (02 §2.6–2.7, 03 §2.14): whoever manages the individuals. Administrators read the
  // checks of a company (01 §2 Checks). Individuals do not see checks (02 §6 summary hidden).
  'check.create':             row('deny',   'org',    'org',    'deny',   'deny',   'org',    'org',    'org',    'org',    'org',    'deny',   'deny',   'deny',   'deny'),
  'check.read':               row('allow',  'org',    'org',    'deny',   'deny',   'org',    'org',    'org',    'org',    'org',    'deny',   'deny',   'deny',   'deny'),
  // spec 02 §6 Team: Individual read only, the matter's other users full CRUD. Administrators add and
  // remove members on the company member page (01 §2), so they may too.
  'matterTeam.create':        row('allow',  'org',    'deny',   'deny',   'deny',   'org',    'org',    'org',    'org',    'org',    'deny',   'deny',   'deny',   'deny'),
  'matterTeam.read':          row('allow',  'org',    'deny',   'deny',   'linked', 'org',    'org',    'org',    'org',    'org',    'deny',   'deny',   'deny',   'deny'),
  'matterTeam.update':        row('allow',  'org',    'deny',   'deny',   'deny',   'org',    'org',    'org',    'org',    'org',    'deny',   'deny',   'deny',   'deny'),
  'matterTeam.delete':        row('allow',  'org',    'deny',   'deny',   'deny',   'org',    'org',    'org',    'org',    'org',    'deny',   'deny',   'deny',   'deny'),
  // Documents (02 §2.9–2.10, 03 §2.9): a document is read by the users it is shared with ('linked':
  // everybody on the matter or legacy, or the chosen firm members). Only the uploader changes access
  // or deletes (02 §6, 03 §6). Decision: an Individual may upload to their own matter. Issue 11: the
  // legacy roles read the documents of their team's legacies shared with them, and upload none.
  'document.create':          row('deny',   'org',    'org',    'deny',   'linked', 'org',    'org',    'org',    'org',    'org',    'deny',   'deny',   'deny',   'deny'),
  'document.read':            row('deny',   'linked', 'linked', 'deny',   'linked', 'linked', 'linked', 'linked', 'linked', 'linked', 'deny',   'linked', 'linked', 'linked'),
  'document.manageAccess':    row('deny',   'own',    'own',    'deny',   'own',    'own',    'own',    'own',    'own',    'own',    'deny',   'deny',   'deny',   'deny'),
  'document.delete':          row('deny',   'own',    'own',    'deny',   'own',    'own',    'own',    'own',    'own',    'own',    'deny',   'deny',   'deny',   'deny'),
  // Issue 14 letter templates (decision): a Matter Admin keeps the firm's templates (as the firm's
  // Team page, 01 §6); every firm role reads them and generates letters into matters it may upload to.
  'documentTemplate.read':    row('deny',   'org',    'deny',   'deny',   'deny',   'org',    'org',    'org',    'org',    'org',    'deny',   'deny',   'deny',   'deny'),
  'documentTemplate.manage':  row('deny',   'org',    'deny',   'deny',   'deny',   'org',    'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny'),
  // Chat on a matter or legacy (02 §2.11, 03 §2.17): staff on its team, the individuals linked to it.
  // Only the author deletes; anyone in the chat pins (02 §6). Administrators have no chat (01 §6).
  'chatMessage.create':       row('deny',   'team',   'team',   'team',   'linked', 'team',   'team',   'team',   'team',   'team',   'team',   'team',   'team',   'team'),
  'chatMessage.read':         row('deny',   'team',   'team',   'team',   'linked', 'team',   'team',   'team',   'team',   'team',   'team',   'team',   'team',   'team'),
  'chatMessage.pin':          row('deny',   'team',   'team',   'team',   'linked', 'team',   'team',   'team',   'team',   'team',   'team',   'team',   'team',   'team'),
  'chatMessage.delete':       row('deny',   'own',    'own',    'own',    'own',    'own',    'own',    'own',    'own',    'own',    'own',    'own',    'own',    'own'),
  // spec 02 §2: the organisations (Charities) sub-route is for the firm roles and Admin Demo.
  'matterCharity.create':     row('deny',   'org',    'deny',   'deny',   'deny',   'org',    'org',    'org',    'org',    'org',    'deny',   'deny',   'deny',   'deny'),
  'matterCharity.read':       row('deny',   'org',    'deny',   'deny',   'deny',   'org',    'org',    'org',    'org',    'org',    'deny',   'deny',   'deny',   'deny'),
  'matterCharity.delete':     row('deny',   'org',    'deny',   'deny',   'deny',   'org',    'org',    'org',    'org',    'org',    'deny',   'deny',   'deny',   'deny'),
  // Decision: the charity register is public data; searched by whoever adds charities to a matter.
  'charityRegister.search':   row('deny',   'allow',  'deny',   'deny',   'deny',   'allow',  'allow',  'allow',  'allow',  'allow',  'deny',   'deny',   'deny',   'deny'),
  // spec 03 §6: the legacies list, area and sub-navigation are Charity and Admin Demo, in their own
  // organisation. The list's flag set is (?, true, ?, true); decision: create and update are granted
  // too, as the area offers New legacy and Edit details to these roles (03 §2.2, §2.5). A legacy with
  // a firm can neither be deleted nor edited in its firm-owned parts (03 §1, §4): the service's rule.
  // Issue 11 "Roles nobody can use": Legacy Manager, Legacy User and Senior Legacy User read the
  // legacies whose legacy team holds them ('team', spec 03 §6 "the legacies they are on the team of"),
  // read-only: list, area, export, details, team and co-beneficiaries; no create, edit or delete.
  'legacy.create':            row('deny',   'org',    'org',    'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny'),
  'legacy.read':              row('deny',   'org',    'org',    'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'team',   'team',   'team'),
  'legacy.update':            row('deny',   'org',    'org',    'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny'),
  'legacy.delete':            row('deny',   'org',    'org',    'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny'),
  'legacy.export':            row('deny',   'org',    'org',    'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'team',   'team',   'team'),
  // spec 03 §6: status change is Charity and Legacy Manager (only while no firm is attached, 03 §4);
  // issue 11: the Legacy Manager on the legacies whose team holds them ('team').
  'legacyStatus.change':      row('deny',   'deny',   'org',    'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'team',   'deny',   'deny'),
  // spec 03 §6: the Deceased link is Charity only.
  'legacyDeceased.read':      row('deny',   'deny',   'org',    'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny'),
  'legacyDeceased.update':    row('deny',   'deny',   'org',    'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny'),
  // spec 03 §2.8, §2.10, §2.11, §2.4: the legacy area's roles. The team's remove action 'is disabled
  // and does nothing' (03 §2.10), so nobody may remove a legacy team member. Issue 11: the legacy roles
  // read details, team and co-beneficiaries of their team's legacies; no bank account actions.
  'legacyDetail.create':      row('deny',   'org',    'org',    'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny'),
  'legacyDetail.read':        row('deny',   'org',    'org',    'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'team',   'team',   'team'),
  'legacyDetail.update':      row('deny',   'org',    'org',    'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny'),
  'legacyDetail.delete':      row('deny',   'org',    'org',    'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny'),
  'legacyTeam.create':        row('deny',   'org',    'org',    'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny'),
  'legacyTeam.read':          row('deny',   'org',    'org',    'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'team',   'team',   'team'),
  'legacyTeam.delete':        row('deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny'),
  'legacyBankAccount.assign': row('deny',   'org',    'org',    'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny'),
  'legacyBankAccount.share':  row('deny',   'org',    'org',    'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny'),
  'coBeneficiaries.read':     row('deny',   'org',    'org',    'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'team',   'team',   'team'),
  // spec 03 §1, §2.17: the Charity chat is for the charities on the legacy; law firms cannot access it.
  'charityChat.create':       row('deny',   'team',   'team',   'team',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'team',   'team',   'team',   'team'),
  'charityChat.read':         row('deny',   'team',   'team',   'team',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'team',   'team',   'team',   'team'),
  // spec 03 §6: charity-settings route Charity, Admin Demo, Finance; Details link Charity, Finance.
  // Decision: Admin Demo may look but not save. The settings Chat button is for Individual, who the
  // route itself keeps out; kept as the spec states it.
  'charitySettings.read':     row('deny',   'org',    'org',    'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'org',    'deny',   'deny',   'deny'),
  'charitySettings.update':   row('deny',   'deny',   'org',    'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'org',    'deny',   'deny',   'deny'),
  'charitySettings.chat':     row('deny',   'deny',   'deny',   'deny',   'allow',  'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny'),
  // spec 03 §6: Bank Accounts link and route are Finance only. Decision: the legacy area's roles may
  // read the accounts to choose the nominated one (03 §2.6).
  'bankAccount.create':       row('deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'org',    'deny',   'deny',   'deny'),
  'bankAccount.read':         row('deny',   'org',    'org',    'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'org',    'deny',   'deny',   'deny'),
  'bankAccount.update':       row('deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'org',    'deny',   'deny',   'deny'),
  'bankAccount.delete':       row('deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'org',    'deny',   'deny',   'deny'),
  // spec 03 §6: charity-checks route Charity and Admin Demo.
  'charityChecks.read':       row('deny',   'org',    'org',    'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny'),
  // Issue 12 "The MLRO's workspace": the MLRO (MLR 2017 reg. 21(3), the nominated officer) and the
  // Supervising Partners see and resolve every AML alert of their own firm ('org'). Decision: Admin
  // Demo too, in the demo firm; a platform administrator does not take a firm's AML decisions.
  'complianceQueue.read':     row('deny',   'org',    'deny',   'deny',   'deny',   'deny',   'deny',   'org',    'org',    'deny',   'deny',   'deny',   'deny',   'deny'),
  'checkResolution.create':   row('deny',   'org',    'deny',   'deny',   'deny',   'deny',   'deny',   'org',    'org',    'deny',   'deny',   'deny',   'deny',   'deny'),
  // Issue 12: the risk assessment and source of funds / wealth of an individual of a matter. Firm side
  // only: never the Individual (tipping-off, POCA 2002 s. 333A) nor a charity. Whoever may edit the
  // individual on the firm's side (individual.update: the firm roles, 'org') assesses and records;
  // only the MLRO signs off a high-risk assessment (decision: Admin Demo may not act as the MLRO).
  'riskAssessment.create':    row('deny',   'org',    'deny',   'deny',   'deny',   'org',    'org',    'org',    'org',    'org',    'deny',   'deny',   'deny',   'deny'),
  'riskAssessment.read':      row('deny',   'org',    'deny',   'deny',   'deny',   'org',    'org',    'org',    'org',    'org',    'deny',   'deny',   'deny',   'deny'),
  'riskAssessment.signOff':   row('deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'org',    'deny',   'deny',   'deny',   'deny',   'deny',   'deny'),
  'sourceOfFunds.create':     row('deny',   'org',    'deny',   'deny',   'deny',   'org',    'org',    'org',    'org',    'org',    'deny',   'deny',   'deny',   'deny'),
  'sourceOfFunds.read':       row('deny',   'org',    'deny',   'deny',   'deny',   'org',    'org',    'org',    'org',    'org',    'deny',   'deny',   'deny',   'deny'),
  // Issue 14: file and attendance notes of a matter are the firm's working papers (legal privilege):
  // the firm roles and Admin Demo in their organisation, never the Individual, a charity or a platform
  // administrator. Only the author changes a note, and only for 24 hours (the service's rule, 'org' here).
  'fileNote.create':          row('deny',   'org',    'deny',   'deny',   'deny',   'org',    'org',    'org',    'org',    'org',    'deny',   'deny',   'deny',   'deny'),
  'fileNote.read':            row('deny',   'org',    'deny',   'deny',   'deny',   'org',    'org',    'org',    'org',    'org',    'deny',   'deny',   'deny',   'deny'),
  'fileNote.update':          row('deny',   'org',    'deny',   'deny',   'deny',   'org',    'org',    'org',    'org',    'org',    'deny',   'deny',   'deny',   'deny'),
  // Issue 14 "What we need from you": the firm's matter roles (as document.create, 'org') ask the
  // matter's clients for documents or answers and accept, send back or withdraw items; the clients
  // linked to the matter read and answer their items ('linked'), and never add or accept one.
  'clientRequest.create':     row('deny',   'org',    'deny',   'deny',   'deny',   'org',    'org',    'org',    'org',    'org',    'deny',   'deny',   'deny',   'deny'),
  'clientRequest.read':       row('deny',   'org',    'deny',   'deny',   'linked', 'org',    'org',    'org',    'org',    'org',    'deny',   'deny',   'deny',   'deny'),
  'clientRequest.update':     row('deny',   'org',    'deny',   'deny',   'deny',   'org',    'org',    'org',    'org',    'org',    'deny',   'deny',   'deny',   'deny'),
  'clientRequest.answer':     row('deny',   'deny',   'deny',   'deny',   'linked', 'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny'),
  // Issue 14: the firm's matter reference pattern is set by its Matter Admin (Admin Demo in the demo
  // firm); Administrators for any firm, as they hold the company settings.
  'matterReferencePattern.update': row('allow', 'org', 'deny',   'deny',   'deny',   'org',    'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny',   'deny'),
  // Issue 14 "Know what is next": tasks are the firm's own working list, so firm side only: the firm
  // roles on their own firm's matters ('org', as matter.read) and Admin Demo in the demo firm. Never
  // the Individual (the client) nor a charity. Decision: a platform administrator does not work a
  // firm's matters, so has no tasks either.
  'task.create':              row('deny',   'org',    'deny',   'deny',   'deny',   'org',    'org',    'org',    'org',    'org',    'deny',   'deny',   'deny',   'deny'),
  'task.read':                row('deny',   'org',    'deny',   'deny',   'deny',   'org',    'org',    'org',    'org',    'org',    'deny',   'deny',   'deny',   'deny'),
  'task.update':              row('deny',   'org',    'deny',   'deny',   'deny',   'org',    'org',    'org',    'org',    'org',    'deny',   'deny',   'deny',   'deny'),
  'task.delete':              row('deny',   'org',    'deny',   'deny',   'deny',   'org',    'org',    'org',    'org',    'org',    'deny',   'deny',   'deny',   'deny'),
  // Issue 17 "Estate administration": an Estate matter's register of assets and liabilities, its
  // receipts and payments, the will's gifts, the tax facts, the key dates, the accounts and what is
  // shared with the charities are the firm's working papers, so firm side only, as file notes: the
  // firm roles in their organisation and Admin Demo in the demo firm; never the Individual nor a
  // charity (what charities see of the estate is their own Estate progress panel, on their legacy).
  // Decision: a platform administrator does not work a firm's estate, so neither reads nor writes it.
  // One row for every estate feature; a change also needs matter.update on the matter (checked
  // beside this one: features/estate/estate.access.ts), so there is no estate write row.
  'estate.read':              row('deny',   'org',    'deny',   'deny',   'deny',   'org',    'org',    'org',    'org',    'org',    'deny',   'deny',   'deny',   'deny'),
  // Issue 19 "Subject access and portability": a firm's Matter Admin or MLRO produces and downloads
  // the export of an individual its firm holds ('org'), and the Individual their own ('own', from
  // My Data). Admin Demo in the demo firm. Decision: no other firm role, no charity role (for now)
  // and no platform administrator, who must not take a firm's personal data away.
  'subjectAccess.create':     row('deny',   'org',    'deny',   'deny',   'own',    'org',    'deny',   'org',    'deny',   'deny',   'deny',   'deny',   'deny',   'deny'),
  'subjectAccess.read':       row('deny',   'org',    'deny',   'deny',   'own',    'org',    'deny',   'org',    'deny',   'deny',   'deny',   'deny',   'deny',   'deny'),
  // Issue 19 retention and erasure: the firm's admins (Matter Admin) read and manage their own firm's
  // retention; Admin Demo reads the demo firm's. Decision: a platform administrator does not decide a
  // firm's retention (the firm is the controller).
  // Charities are controllers too: their admins (Charity, Legacy Manager) read and manage the
  // retention of their charity's legacies.
  'retention.read':           row('deny',   'org',    'org',    'deny',   'deny',   'org',    'deny',   'deny',   'deny',   'deny',   'deny',   'org',    'deny',   'deny'),
  'retention.manage':         row('deny',   'deny',   'org',    'deny',   'deny',   'org',    'deny',   'deny',   'deny',   'deny',   'deny',   'org',    'deny',   'deny'),
} satisfies Record<Action, Record<Role, Rule>>;
