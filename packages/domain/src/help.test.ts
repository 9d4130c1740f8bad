import { describe, expect, it } from 'vitest';
import { HELP_QUESTION_MAX, HELP_SUBSECTIONS, canSendHelpPrompt, helpSubsectionForPath } from './help.js';
import { ZHelpAskInput } from './help.schema.js';

const MATTER = '/secure/matters/6f1c2d3e-0000-4000-8000-000000000001';

describe('helpSubsectionForPath (spec 01 §2 help overlay)', () => {
  it('opens a matter page at its own subsection', () => {
    expect(helpSubsectionForPath(`${MATTER}/tasks`)).toBe(HELP_SUBSECTIONS.mattersTasks);
    expect(helpSubsectionForPath(`${MATTER}/individuals`)).toBe(HELP_SUBSECTIONS.mattersIndividuals);
    expect(helpSubsectionForPath(`${MATTER}/individuals/abc/manage`)).toBe(
      HELP_SUBSECTIONS.mattersIndividuals,
    );
    expect(helpSubsectionForPath(`${MATTER}/details`)).toBe('matters-details');
    expect(helpSubsectionForPath(`${MATTER}/organisations?currentPage=2`)).toBe('matters-organisations');
    expect(helpSubsectionForPath(`${MATTER}/team`)).toBe('matters-team');
    expect(helpSubsectionForPath(`${MATTER}/documents`)).toBe('matters-documents');
  });

  it('opens plain matters for the list, a bare matter and other matter pages', () => {
    expect(helpSubsectionForPath('/secure/matters')).toBe('matters');
    expect(helpSubsectionForPath('/secure/matters?status=active&page=2')).toBe('matters');
    expect(helpSubsectionForPath(MATTER)).toBe('matters');
    expect(helpSubsectionForPath(`${MATTER}/unknown`)).toBe('matters');
  });

  it('opens users, reports and report-details', () => {
    expect(helpSubsectionForPath('/secure/users')).toBe('users');
    expect(helpSubsectionForPath('/secure/reports')).toBe('reports');
    expect(helpSubsectionForPath('/secure/reports/report-details?path=/a&name=B')).toBe('report-details');
    expect(helpSubsectionForPath('/Secure/Reports/Report-Details')).toBe('report-details');
  });

  it('opens the other main pages at theirs, and the top anywhere else', () => {
    expect(helpSubsectionForPath('/secure/dashboard')).toBe('dashboard');
    expect(helpSubsectionForPath('/secure/my-individual-data')).toBe('my-data');
    expect(helpSubsectionForPath('/secure/settings/email-templates')).toBe('email-templates');
    expect(helpSubsectionForPath('/secure/terms-and-conditions')).toBeNull();
    expect(helpSubsectionForPath('/secure')).toBeNull();
    expect(helpSubsectionForPath('/authentication/login')).toBeNull();
    expect(helpSubsectionForPath('')).toBeNull();
  });
});

const LEGACY = '/secure/charity-legacies/7b2e9c1a-0000-4000-8000-000000000001';

describe('helpSubsectionForPath on the charity side (issue 11)', () => {
  it('opens the legacy list and each page of a legacy at its own subsection', () => {
    expect(helpSubsectionForPath('/secure/charity-legacies')).toBe(HELP_SUBSECTIONS.charityLegacies);
    expect(helpSubsectionForPath('/secure/charity-legacies?status=active&status=pre-grant')).toBe(
      'charity-legacies',
    );
    expect(helpSubsectionForPath(LEGACY)).toBe('legacy-information');
    expect(helpSubsectionForPath(`${LEGACY}/information?chatOpen=true`)).toBe('legacy-information');
    expect(helpSubsectionForPath(`${LEGACY}/individual/abc`)).toBe('legacy-information');
    expect(helpSubsectionForPath(`${LEGACY}/legacy-details`)).toBe('legacy-details');
    expect(helpSubsectionForPath(`${LEGACY}/documents`)).toBe('legacy-documents');
    expect(helpSubsectionForPath(`${LEGACY}/co-bens`)).toBe('legacy-co-beneficiaries');
    expect(helpSubsectionForPath(`${LEGACY}/team`)).toBe('legacy-team');
    expect(helpSubsectionForPath(`${LEGACY}/activity`)).toBe('legacy-activity');
    expect(helpSubsectionForPath(`${LEGACY}/unknown`)).toBe('legacy-information');
    expect(helpSubsectionForPath('/secure/charity-legacies-2/abc/team')).toBe('legacy-team');
  });

  it('opens the charity settings at details or bank accounts', () => {
    expect(helpSubsectionForPath('/secure/charity-settings')).toBe(HELP_SUBSECTIONS.charitySettings);
    expect(helpSubsectionForPath('/secure/charity-settings/details')).toBe('charity-settings');
    expect(helpSubsectionForPath('/secure/Charity-Settings/Bank-Accounts')).toBe('charity-bank-accounts');
  });

  it("opens a charity's dashboard at the charity dashboard, anyone else's at the dashboard", () => {
    expect(helpSubsectionForPath('/secure/dashboard', ['Charity'])).toBe(HELP_SUBSECTIONS.charityDashboard);
    expect(helpSubsectionForPath('/secure/dashboard', ['Trustee'])).toBe('charity-dashboard');
    expect(helpSubsectionForPath('/secure/dashboard', ['Matter Admin'])).toBe('dashboard');
    expect(helpSubsectionForPath('/secure/dashboard', ['Admin Demo'])).toBe('dashboard');
    expect(helpSubsectionForPath('/secure/dashboard')).toBe('dashboard');
  });
});

describe('the help prompt (spec 01 §5: Send is disabled while the prompt is empty)', () => {
  it('may be sent only with some text, within the limit', () => {
    expect(canSendHelpPrompt('')).toBe(false);
    expect(canSendHelpPrompt('  \n ')).toBe(false);
    expect(canSendHelpPrompt('How do I add a user?')).toBe(true);
    expect(canSendHelpPrompt('x'.repeat(HELP_QUESTION_MAX))).toBe(true);
    expect(canSendHelpPrompt('x'.repeat(HELP_QUESTION_MAX + 1))).toBe(false);
  });

  it('matches what the server accepts', () => {
    for (const question of ['', '   ', 'ok', 'x'.repeat(HELP_QUESTION_MAX + 1)]) {
      expect(ZHelpAskInput.safeParse({ question }).success).toBe(canSendHelpPrompt(question));
    }
  });
});

describe('issue 14: the Notes and Activity pages have their help', () => {
  it('opens at their own topics', () => {
    const matter = '/secure/matters/8c1e0f4a-0000-4000-8000-000000000001';
    expect(helpSubsectionForPath(`${matter}/notes`)).toBe(HELP_SUBSECTIONS.mattersNotes);
    expect(helpSubsectionForPath(`${matter}/assets`)).toBe(HELP_SUBSECTIONS.mattersAssets);
    expect(helpSubsectionForPath(`${matter}/activity`)).toBe(HELP_SUBSECTIONS.mattersActivity);
  });
});
