/**
 * Every action the permission matrix decides, as a closed union. One area per permission area of
 * §6 of the three spec documents (plus the route-level areas their §2 and §6 tables name), split
 * into create/read/update/delete where the spec gives CRUD flags (spec/README: flags are in the
 * order create, read, update, delete). Areas whose pages are not built yet are listed too, so the
 * matrix is complete from the start.
 */
export const ACTIONS = [
  // ── spec 01: shell and platform ────────────────────────────────────────────────────────────
  'dashboard.read', // 01 §2 route list: dashboard; 01 §3 dashboard tiles
  'dashboard.createMatter', // 01 §6 "Create matter on the dashboard"; 01 §2 New Matter button
  'matter.create', // 01 §6 "Matter list permissions" (CRUD)
  'matter.read', // 01 §6 matter list permissions; 02 §6 Individual linked as viewing individual
  'matter.update', // 01 §6 matter list permissions
  'matter.delete', // 01 §6 matter list permissions; 01 §2 matter list Delete
  'matterList.read', // 01 §6 "Matter list data source" (by individual, organisation or user)
  'lawfirmUsers.create', // 01 §6, 02 §6 Team page in a law firm: Matter Admin full
  'lawfirmUsers.read', // 01 §6, 02 §6 Team page in a law firm: Admin Demo read only
  'lawfirmUsers.update', // 01 §6, 02 §6 Team page in a law firm
  'lawfirmUsers.delete', // 01 §6, 02 §6 Team page in a law firm
  'charityUsers.create', // 01 §6, 02 §6 Team page in a charity: Legacy Manager full
  'charityUsers.read', // 01 §6, 02 §6 Team page in a charity: Admin Demo read only
  'charityUsers.update', // 01 §6, 02 §6 Team page in a charity
  'charityUsers.delete', // 01 §6, 02 §6 Team page in a charity
  'organisationUsers.read', // 02 §6 document access list, 02 §2.8 team picker, 03 §5 bank contact
  'ownAccount.update', // 01 §2 profile popover Account and update-user modal
  'ownRoles.update', // 01 §6 "Only Matter Admin and Legacy Manager may change roles" on own account
  'help.read', // 01 §6 help sections (then filtered per section by user_roles_can_view)
  'terms.accept', // 01 §2 Terms page, 01 §4 acceptance is forced on everyone
  'reports.read', // 01 §2 route list: reports; 01 §6 Reports
  'reportDetails.read', // 01 §2 route list: reports/report-details (view and export)
  'adminDashboard.read', // 01 §2 route list: admin-dashboard
  'company.create', // 01 §6 company pages are the platform-administrator area; 01 §2 New Company
  'company.read', // 01 §2 Companies list and details
  'company.update', // 01 §2 company Details form
  'company.delete', // 01 §6 company delete
  'companySettings.update', // 01 §6 lock, test mode; 01 §2 Integrated toggle and credentials
  'companyMembers.create', // 01 §6 company members; 01 §2 New Member
  'companyMembers.read', // 01 §2 Members table and member page
  'companyMembers.update', // 01 §2 member page save, Reset password
  'companyMembers.delete', // 01 §2 member Delete, 'Permanently remove user'
  'companyChecks.read', // 01 §2 company Checks table and report download
  'emailTemplate.create', // 01 §2 Settings: Email Templates, New template
  'emailTemplate.read', // 01 §2 Settings: Email Templates table
  'emailTemplate.update', // 01 §2 Settings: template edit (trigger not editable)
  'emailTemplate.delete', // 01 §7 DELETE /api/EmailTemplates/{id} (not offered on the screen)
  'administrators.create', // 01 §2 Settings: Administrators (creation not shown)
  'administrators.read', // 01 §2 Settings: Administrators table and detail
  'administrators.update', // 01 §2 administrator detail form and password
  'administrators.delete', // 01 §2 'Delete my account' / 'Permanently remove user'
  'services.read', // 01 §2 route list: services
  'jobs.read', // 01 §2 Scheduled jobs; 03 §6 jobs: Administrators
  'jobs.manage', // spec/README jobs dashboard with retry; 03 §6 jobs: Administrators
  'modulusTables.read', // issue 12: the edition of Vocalink's modulus tables in use (Settings)
  'modulusTables.manage', // issue 12: upload a new edition of the tables (platform administrators)
  'audit.read', // issue 13: the Audit page: organisation admins (their own) and platform administrators (all)
  // ── spec 02: matter workspace ──────────────────────────────────────────────────────────────
  'matterDetails.create', // 02 §6 matterDetails (flags read/create); 02 §2.1 Edit details needs create
  'matterDetails.read', // 02 §6 matterDetails: Individual read only
  'matterStatus.create', // 02 §6 matterStatus; 02 §4 the stepper needs create
  'matterStatus.read', // 02 §6 matterStatus: Individual read only
  'broadcastMessage.create', // 02 §6 broadcast; 02 §2.13 sending
  'broadcastMessage.read', // 02 §6 broadcast; 02 §2.1 the Broadcast button needs read
  'summary.messages.read', // 02 §6 summaryMessages: Individual read only
  'summary.individuals.read', // 02 §6 summary areas: hidden for Individual
  'summary.charities.read', // 02 §6 summary areas: hidden for Individual
  'summary.docs.read', // 02 §6 summary areas: hidden for Individual
  'summary.checks.read', // 02 §6 summary areas: hidden for Individual
  'individual.create', // 02 §2.3–2.5 Add individual; 03 §2.14 charity Add Individual
  'individual.read', // 02 §2.3 Individuals; 01 §2 My Data, Individuals (Administrators)
  'individual.update', // 02 §2.6 Manage Individual; 01 §2 My Data 'Save changes'
  'individual.delete', // 02 §2.3 delete; 01 §2 individual 'Permanently remove user'
  'individual.invite', // 02 §2.5 'Invite by Email'; 02 §7 POST /api/User/Invite/
  'conflictCheck.read', // issue 14: the conflict check of New Matter and Add individual
  'individualType.create', // 02 §6 individual-type field: Individual cannot create
  'individualType.read', // 02 §6 individual-type field: all roles read
  'check.create', // 02 §2.6–2.7 Perform Check; 03 §2.14
  'check.read', // 02 §2.6 check history; 02 §6 checks summary; 01 §2 company Checks
  'matterTeam.create', // 02 §6 Team (CRUD): add members
  'matterTeam.read', // 02 §6 Team: Individual read only
  'matterTeam.update', // 02 §6 Team: update allows changing the owner
  'matterTeam.delete', // 02 §6 Team: delete allows removing a member
  'document.create', // 02 §2.9 Upload Document; 03 §2.9
  'document.read', // 02 §2.10 document access (everybody, or chosen firm members)
  'document.manageAccess', // 02 §6, 03 §6 "only the uploader can change access"
  'document.delete', // 02 §6, 03 §6 "only the uploader can … delete"
  'documentTemplate.read', // issue 14: the firm's letter templates, used to generate letters
  'documentTemplate.manage', // issue 14: upload, rename, replace and delete letter templates
  'chatMessage.create', // 02 §2.11 matter chat; 03 §1 Legacy chat (firm and charity)
  'chatMessage.read', // 02 §2.11; 03 §2.17
  'chatMessage.pin', // 02 §6 chat: "anyone can pin"
  'chatMessage.delete', // 02 §6 chat: "only the author sees delete on their own messages"
  'matterCharity.create', // 02 §2 organisations route (Charities), 02 §2.12 'Add charity to matter'
  'matterCharity.read', // 02 §2.12 charities list; 03 §2.16 charity details overlay
  'matterCharity.delete', // 02 §2.12 remove charity
  'charityRegister.search', // 03 §2.15 Add Charity overlay (charity register search)
  // ── spec 03: charity legacies ──────────────────────────────────────────────────────────────
  'legacy.create', // 03 §6 legacies area: Charity, Admin Demo; 03 §2.2 New legacy
  'legacy.read', // 03 §6 legacies list: second flag (read) true for Charity, Admin Demo
  'legacy.update', // 03 §2.5 Edit legacy (read-only when a firm is attached, 03 §1)
  'legacy.delete', // 03 §6 legacies list: fourth flag (delete) true; not once a firm is attached
  'legacy.export', // 03 §1, §2.4 'Export to' XML
  'legacyStatus.change', // 03 §6 Legacy status change: Charity, Legacy Manager
  'legacyDeceased.read', // 03 §6 Deceased link: Charity
  'legacyDeceased.update', // 03 §6 Deceased link: Charity; 03 §2.4 Add/Edit Deceased
  'legacyDetail.create', // 03 §2.8 'New legacy detail'
  'legacyDetail.read', // 03 §2.8 legacy details list
  'legacyDetail.update', // 03 §2.8 edit (hidden when read-only)
  'legacyDetail.delete', // 03 §2.8 remove (hidden when read-only)
  'legacyTeam.create', // 03 §2.10 'Add Team Member'
  'legacyTeam.read', // 03 §2.10 'Legacy members'
  'legacyTeam.delete', // 03 §2.10 "The remove action is disabled and does nothing."
  'legacyBankAccount.assign', // 03 §2.4, §2.6 'Assign a bank account' / 'Change bank account'
  'legacyBankAccount.share', // 03 §2.7, §4 Share / Hide with the firm
  'coBeneficiaries.read', // 03 §2.11 Charity Co-Beneficiaries
  'charityChat.create', // 03 §1 "Charity" chat between charities; law firms cannot access it
  'charityChat.read', // 03 §2.17 'This chat is private between charities.'
  'charitySettings.read', // 03 §6 charity-settings route; Settings Details link
  'charitySettings.update', // 03 §6 Settings Details link: Charity, Finance
  'charitySettings.chat', // 03 §6 Chat button on settings: Individual
  'bankAccount.create', // 03 §6 Settings Bank Accounts link and route: Finance only
  'bankAccount.read', // 03 §6 Bank Accounts (Finance); 03 §2.6 Select bank account overlay
  'bankAccount.update', // 03 §6 Bank Accounts: Finance only
  'bankAccount.delete', // 03 §6 Bank Accounts: Finance only
  'charityChecks.read', // 03 §6 charity-checks route, Checks links
  // ── issue 12: the MLRO's workspace ─────────────────────────────────────────────────────────
  'complianceQueue.read', // issue 12 the firm-wide queue of checks that need a decision
  'checkResolution.create', // issue 12 resolving a queue item with a decision and a reason
  'riskAssessment.create', // issue 12: client and matter risk assessment (MLR 2017 reg. 28), a new one supersedes
  'riskAssessment.read', // issue 12: firm side only, never the individual or a charity
  'riskAssessment.signOff', // issue 12: "the MLRO signs off high-risk ones"
  'sourceOfFunds.create', // issue 12: source of funds / source of wealth notes with evidence
  'sourceOfFunds.read', // issue 12: firm side only
  // ── issue 14: a fee-earner's day ───────────────────────────────────────────────────────────
  'fileNote.create', // issue 14: file and attendance notes on a matter, firm-only
  'fileNote.read', // issue 14: never the client (legal privilege)
  'fileNote.update', // issue 14: the author, within 24 hours (the service's rule)
  'clientRequest.create', // issue 14 client request list: the firm asks for documents or answers
  'clientRequest.read', // issue 14: the firm's staff, and the matter's clients (their items)
  'clientRequest.update', // issue 14: the firm accepts, sends back or withdraws an item
  'clientRequest.answer', // issue 14: the client answers an item or uploads into it
  // ── issue 14: a fee-earner's day ──────────────────────────────────────────────────────────
  'matterReferencePattern.update', // issue 14: the firm's matter reference pattern, set by its Matter Admin
  'task.create', // issue 14: tasks on a matter, firm side only
  'task.read', // issue 14: a matter's tasks and My tasks; never the client nor a charity
  'task.update', // issue 14: edit, tick done, reopen
  'task.delete', // issue 14: delete a task (with confirmation)
  // ── issue 17: estate administration ────────────────────────────────────────────────────────
  // An Estate matter's register, will, tax facts, key dates, accounts and sharing: firm-only. Changes
  // follow the matter's own edit right (matter.update), so there is no estate write action.
  'estate.read',
  // ── issue 19: subject access (UK GDPR Arts. 15 and 20) ─────────────────────────────────────
  'subjectAccess.create', // issue 19: produce a subject access export of an individual
  'subjectAccess.read', // issue 19: list and download an individual's subject access exports
  // ── issue 19: retention and erasure ────────────────────────────────────────────────────────
  'retention.read', // issue 19: the Retention page (rules, items due, legal holds, erasure report)
  'retention.manage', // issue 19: edit the rules, set and lift legal holds, erase what can go
] as const;

export type Action = (typeof ACTIONS)[number];

export function isAction(value: string): value is Action {
  return (ACTIONS as readonly string[]).includes(value);
}

/** The CRUD verbs, in the spec's flag order (spec/README): create, read, update, delete. */
export const CRUD_VERBS = ['create', 'read', 'update', 'delete'] as const;
export type CrudVerb = (typeof CRUD_VERBS)[number];

/** An area with at least one CRUD action, e.g. 'matter', 'summary.individuals', 'legacyTeam'. */
export type CrudArea = { [A in Action]: A extends `${infer P}.${CrudVerb}` ? P : never }[Action];
