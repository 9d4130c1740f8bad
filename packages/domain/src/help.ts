import type { Role } from './roles.js';

/**
 * spec 01 §2 "Help overlay", §3 "Help section", §7 content service: help content, the subsection
 * the overlay opens at for a URL, and the assistant's contract. The field names are the content
 * service's own (snake_case), since the product serves help "in the shape of the documents'
 * content service" (spec/README). The contracts are in help.schema.ts: the browser's first load
 * takes these texts and the subsection rules without zod (issue 16).
 */

/** Largest question the assistant takes (ours; the chat comment limit of spec 02 §5). */
export const HELP_QUESTION_MAX = 2000;
/** Identifiers of sections and subsections: lower-case words joined by hyphens. */
export const HELP_IDENTIFIER_MAX = 100;
export const HELP_IDENTIFIER_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The subsections the overlay opens at from a URL (spec 01 §2: matters with individuals, details,
 * organisations, team or documents, or plain matters; users; reports; report-details), plus the
 * product's other main pages. The shipped help content has a subsection for each.
 */
export const HELP_SUBSECTIONS = {
  matters: 'matters',
  mattersDetails: 'matters-details',
  mattersIndividuals: 'matters-individuals',
  mattersOrganisations: 'matters-organisations',
  mattersTeam: 'matters-team',
  mattersDocuments: 'matters-documents',
  mattersTasks: 'matters-tasks',
  mattersChat: 'matters-chat',
  /** Issue 14: a matter's file and attendance notes, and its Activity. */
  mattersNotes: 'matters-notes',
  mattersActivity: 'matters-activity',
  /** Issue 14: the client request list, and the firm's letter templates. */
  mattersRequests: 'matters-requests',
  /** Issue 17: an estate's register of assets and liabilities, and its receipts and payments. */
  mattersAssets: 'matters-assets',
  letterTemplates: 'letter-templates',
  users: 'users',
  reports: 'reports',
  reportDetails: 'report-details',
  dashboard: 'dashboard',
  myData: 'my-data',
  charityChecks: 'charity-checks',
  /** Identity checks, their outcome words and the MLRO's Compliance workspace (issue 12). */
  identityChecks: 'identity-checks',
  companies: 'companies',
  emailTemplates: 'email-templates',
  jobs: 'jobs',
  adminDashboard: 'admin-dashboard',
  charityLegacies: 'charity-legacies',
  legacyInformation: 'legacy-information',
  legacyStatuses: 'legacy-statuses',
  legacyDetails: 'legacy-details',
  legacyDocuments: 'legacy-documents',
  legacyCoBeneficiaries: 'legacy-co-beneficiaries',
  legacyTeam: 'legacy-team',
  legacyActivity: 'legacy-activity',
  charityDashboard: 'charity-dashboard',
  charitySettings: 'charity-settings',
  charityBankAccounts: 'charity-bank-accounts',
} as const;
export type HelpSubsectionId = (typeof HELP_SUBSECTIONS)[keyof typeof HELP_SUBSECTIONS];

/** The matter workspace pages with a subsection of their own (spec 01 §2). */
const MATTER_PAGES: Record<string, HelpSubsectionId> = {
  individuals: HELP_SUBSECTIONS.mattersIndividuals,
  details: HELP_SUBSECTIONS.mattersDetails,
  organisations: HELP_SUBSECTIONS.mattersOrganisations,
  team: HELP_SUBSECTIONS.mattersTeam,
  documents: HELP_SUBSECTIONS.mattersDocuments,
  tasks: HELP_SUBSECTIONS.mattersTasks,
  chat: HELP_SUBSECTIONS.mattersChat,
  notes: HELP_SUBSECTIONS.mattersNotes,
  activity: HELP_SUBSECTIONS.mattersActivity,
  requests: HELP_SUBSECTIONS.mattersRequests,
  assets: HELP_SUBSECTIONS.mattersAssets,
};

/**
 * The legacy area's pages (spec 03 §2.3 child routes, plus the Activity section of issue 11); the
 * deceased's page (individual/{id}) is part of the information page's topic.
 */
const LEGACY_PAGES: Record<string, HelpSubsectionId> = {
  information: HELP_SUBSECTIONS.legacyInformation,
  individual: HELP_SUBSECTIONS.legacyInformation,
  'legacy-details': HELP_SUBSECTIONS.legacyDetails,
  documents: HELP_SUBSECTIONS.legacyDocuments,
  'co-bens': HELP_SUBSECTIONS.legacyCoBeneficiaries,
  team: HELP_SUBSECTIONS.legacyTeam,
  activity: HELP_SUBSECTIONS.legacyActivity,
};

/** spec 03 §2.13 the charity settings' pages; the empty path opens Details. */
const CHARITY_SETTINGS_PAGES: Record<string, HelpSubsectionId> = {
  details: HELP_SUBSECTIONS.charitySettings,
  'bank-accounts': HELP_SUBSECTIONS.charityBankAccounts,
};

/** The charity roles whose dashboard is the charity's (legacy value, pipeline, receipts). */
const CHARITY_DASHBOARD_ROLES: readonly Role[] = ['Charity', 'Trustee'];

/** Other pages under /secure, by their first path segment. */
const PAGES: Record<string, HelpSubsectionId> = {
  users: HELP_SUBSECTIONS.users,
  dashboard: HELP_SUBSECTIONS.dashboard,
  'admin-dashboard': HELP_SUBSECTIONS.adminDashboard,
  'my-individual-data': HELP_SUBSECTIONS.myData,
  'charity-checks': HELP_SUBSECTIONS.charityChecks,
  compliance: HELP_SUBSECTIONS.identityChecks,
  companies: HELP_SUBSECTIONS.companies,
  settings: HELP_SUBSECTIONS.emailTemplates,
  jobs: HELP_SUBSECTIONS.jobs,
  'letter-templates': HELP_SUBSECTIONS.letterTemplates,
};

/**
 * spec 01 §2: the subsection the help overlay opens at for the current URL (a pathname, with or
 * without query), or null to open at the top. `roles` tells the pages that differ by role apart:
 * a charity's dashboard opens at the charity dashboard's topic.
 */
export function helpSubsectionForPath(url: string, roles: readonly Role[] = []): HelpSubsectionId | null {
  const pathname = url.split(/[?#]/)[0] ?? '';
  const parts = pathname
    .split('/')
    .filter(Boolean)
    .map((part) => part.toLowerCase());
  if (parts[0] !== 'secure') return null;
  const [page, second, third] = parts.slice(1);
  if (!page) return null;
  if (page === 'matters') {
    if (second && third && MATTER_PAGES[third]) return MATTER_PAGES[third];
    return HELP_SUBSECTIONS.matters;
  }
  if (page === 'reports') {
    return second === 'report-details' ? HELP_SUBSECTIONS.reportDetails : HELP_SUBSECTIONS.reports;
  }
  // spec 03 §2.1, §2.3: the list, then a legacy at its page (the older charity-legacies-2 address too).
  if (page === 'charity-legacies' || page === 'charity-legacies-2') {
    if (!second) return HELP_SUBSECTIONS.charityLegacies;
    return (third && LEGACY_PAGES[third]) || HELP_SUBSECTIONS.legacyInformation;
  }
  if (page === 'charity-settings') {
    return (second && CHARITY_SETTINGS_PAGES[second]) || HELP_SUBSECTIONS.charitySettings;
  }
  if (page === 'dashboard' && roles.some((r) => CHARITY_DASHBOARD_ROLES.includes(r))) {
    return HELP_SUBSECTIONS.charityDashboard;
  }
  return PAGES[page] ?? null;
}

/** The help chat may not send an empty prompt (spec 01 §5: Send is disabled while it is empty). */
export function canSendHelpPrompt(prompt: string): boolean {
  const length = prompt.trim().length;
  return length > 0 && length <= HELP_QUESTION_MAX;
}

/** Texts of the help overlay and its assistant (ours, where the spec quotes none). */
export const HELP_TEXTS = {
  title: 'Help',
  assistantLink: 'Assistant',
  helpButton: 'Help',
  contents: 'Contents',
  askPrompt: 'Ask the assistant',
  askPlaceholder: 'Ask a question about Probity…',
  send: 'Send',
  backToHelp: 'Back to help',
  assistantTitle: 'Assistant',
  assistantIntro:
    'Ask a question about using Probity. Answers come from this help, with links to the topics they come from.',
  thinking: 'Looking in the help…',
  noMatch: 'I could not find that in the help.',
  noMatchHint: 'Try other words, or browse the contents.',
  sources: 'From the help:',
  couldNotLoad: 'The help could not be loaded.',
  couldNotAnswer: 'The assistant could not answer just now. Please try again.',
  noContent: 'There is no help for your role yet.',
  enlargeImage: 'Enlarge image',
} as const;
