import type { SecureRoute } from '@probity/domain';
import { Center, Loader } from '@mantine/core';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { Navigate, type RouteObject, useLocation, useParams, useRoutes } from 'react-router';
import { NoAccessGuard, RouteGuard, SecureHome } from '../auth/guards';
import { LoginPage } from '../auth/pages/LoginPage';
import { LogoutPage } from '../auth/pages/LogoutPage';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { SecureArea } from './SecureArea';
import { loadAllStyles } from './styles/lazy-styles';

/** Loads a page's code on first visit (keeps the first load small), with all of Mantine's styles. */
function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => {
    const [module] = await Promise.all([load(), loadAllStyles()]);
    return { default: module[name] };
  });
}

// Issue 16: the dashboard is the first load's page; its styles are among the shell's (shell-styles.ts).
const DashboardPage = lazy(async () => ({
  default: (await import('../features/dashboard/DashboardPage')).DashboardPage,
}));
const AdminDashboardPage = lazyPage(
  () => import('../features/admin-dashboard/AdminDashboardPage'),
  'AdminDashboardPage',
);
const MattersPage = lazyPage(() => import('../features/matters/MattersPage'), 'MattersPage');
const MatterWorkspace = lazyPage(
  () => import('../features/matter-workspace/MatterWorkspace'),
  'MatterWorkspace',
);
const MatterDetailsPage = lazyPage(
  () => import('../features/matter-workspace/MatterDetailsPage'),
  'MatterDetailsPage',
);
const MatterTeamPage = lazyPage(
  () => import('../features/matter-workspace/MatterTeamPage'),
  'MatterTeamPage',
);
const FileNotesPage = lazyPage(() => import('../features/file-notes/FileNotesPage'), 'FileNotesPage');
const EstateRegisterPage = lazyPage(
  () => import('../features/estate-register/EstateRegisterPage'),
  'EstateRegisterPage',
);
const WillPage = lazyPage(() => import('../features/estate-will/WillPage'), 'WillPage');
const KeyDatesPage = lazyPage(() => import('../features/estate-will/KeyDatesPage'), 'KeyDatesPage');
const InheritanceTaxPage = lazyPage(
  () => import('../features/estate-accounts/InheritanceTaxPage'),
  'InheritanceTaxPage',
);
const EstateAccountsPage = lazyPage(
  () => import('../features/estate-accounts/EstateAccountsPage'),
  'EstateAccountsPage',
);
const MatterActivityPage = lazyPage(
  () => import('../features/matter-activity/MatterActivityPage'),
  'MatterActivityPage',
);
const MatterDocumentsPage = lazyPage(
  () => import('../features/documents/DocumentsPage'),
  'MatterDocumentsPage',
);
const MatterRequestsPage = lazyPage(
  () => import('../features/client-requests/RequestsPage'),
  'MatterRequestsPage',
);
const MatterCharitiesPage = lazyPage(
  () => import('../features/matter-charities/MatterCharitiesPage'),
  'MatterCharitiesPage',
);
const MatterTasksPage = lazyPage(() => import('../features/tasks/TasksPage'), 'MatterTasksPage');
const MatterChatPage = lazyPage(() => import('../features/chat/MatterChatPage'), 'MatterChatPage');
const MatterIndividualsPage = lazyPage(
  () => import('../features/individuals/IndividualsPage'),
  'MatterIndividualsPage',
);
const MatterManageIndividualPage = lazyPage(
  () => import('../features/individuals/ManageIndividualPage'),
  'MatterManageIndividualPage',
);
const CharityManageIndividualPage = lazyPage(
  () => import('../features/individuals/ManageIndividualPage'),
  'CharityManageIndividualPage',
);
const MyDataPage = lazyPage(() => import('../features/my-data/MyDataPage'), 'MyDataPage');
const CharityChecksArea = lazyPage(
  () => import('../features/charity-checks/CharityChecksArea'),
  'CharityChecksArea',
);
const CharityIndividualsPage = lazyPage(
  () => import('../features/charity-checks/CharityIndividualsPage'),
  'CharityIndividualsPage',
);
const CharityCompaniesChecksPage = lazyPage(
  () => import('../features/charity-checks/CharityCompaniesChecksPage'),
  'CharityCompaniesChecksPage',
);
const CompliancePage = lazyPage(() => import('../features/compliance/CompliancePage'), 'CompliancePage');
const CharitySettingsArea = lazyPage(
  () => import('../features/charity-settings/CharitySettingsArea'),
  'CharitySettingsArea',
);
const CharityDetailsPage = lazyPage(
  () => import('../features/charity-settings/CharityDetailsPage'),
  'CharityDetailsPage',
);
const BankAccountsPage = lazyPage(
  () => import('../features/charity-settings/BankAccountsPage'),
  'BankAccountsPage',
);
const LegaciesPage = lazyPage(() => import('../features/legacies/LegaciesPage'), 'LegaciesPage');
const LegacyArea = lazyPage(() => import('../features/legacies/LegacyArea'), 'LegacyArea');
const LegacyInformationPage = lazyPage(
  () => import('../features/legacies/LegacyInformationPage'),
  'LegacyInformationPage',
);
const LegacyDetailsPage = lazyPage(
  () => import('../features/legacies/LegacyDetailsPage'),
  'LegacyDetailsPage',
);
const LegacyDocumentsPage = lazyPage(
  () => import('../features/legacies/LegacyDocumentsPage'),
  'LegacyDocumentsPage',
);
const LegacyTeamPage = lazyPage(() => import('../features/legacies/LegacyTeamPage'), 'LegacyTeamPage');
const LegacyCoBensPage = lazyPage(() => import('../features/legacies/LegacyCoBensPage'), 'LegacyCoBensPage');
const LegacyActivityPage = lazyPage(
  () => import('../features/legacies/LegacyActivityPage'),
  'LegacyActivityPage',
);
const TermsPage = lazyPage(() => import('../features/terms/TermsPage'), 'TermsPage');
const NoAccessPage = lazyPage(() => import('../features/no-access/NoAccessPage'), 'NoAccessPage');
const TeamPage = lazyPage(() => import('../features/team/TeamPage'), 'TeamPage');
const CompaniesPage = lazyPage(() => import('../features/companies/CompaniesPage'), 'CompaniesPage');
const CompanyArea = lazyPage(() => import('../features/companies/CompanyArea'), 'CompanyArea');
const CompanyDetailsPage = lazyPage(
  () => import('../features/companies/CompanyDetailsPage'),
  'CompanyDetailsPage',
);
const CompanyMembersPage = lazyPage(
  () => import('../features/companies/CompanyMembersPage'),
  'CompanyMembersPage',
);
const MemberPage = lazyPage(() => import('../features/companies/MemberPage'), 'MemberPage');
const CompanySettingsPage = lazyPage(
  () => import('../features/companies/CompanySettingsPage'),
  'CompanySettingsPage',
);
const CompanyChecksPage = lazyPage(
  () => import('../features/companies/CompanyChecksPage'),
  'CompanyChecksPage',
);
const IndividualsPage = lazyPage(
  () => import('../features/admin-individuals/IndividualsPage'),
  'IndividualsPage',
);
const IndividualPage = lazyPage(
  () => import('../features/admin-individuals/IndividualPage'),
  'IndividualPage',
);
const ServicesPage = lazyPage(() => import('../features/services/ServicesPage'), 'ServicesPage');
const LetterTemplatesPage = lazyPage(
  () => import('../features/letter-templates/LetterTemplatesPage'),
  'LetterTemplatesPage',
);
const SettingsPage = lazyPage(() => import('../features/settings/SettingsPage'), 'SettingsPage');
const AuditPage = lazyPage(() => import('../features/audit/AuditPage'), 'AuditPage');
const RetentionPage = lazyPage(() => import('../features/data-rights/RetentionPage'), 'RetentionPage');
const JobsPage = lazyPage(() => import('../features/jobs/JobsPage'), 'JobsPage');
const ReportsPage = lazyPage(() => import('../features/reports/ReportsPage'), 'ReportsPage');
const ReportDetailsPage = lazyPage(
  () => import('../features/reports/ReportDetailsPage'),
  'ReportDetailsPage',
);
const AdministratorPage = lazyPage(
  () => import('../features/settings/administrators/AdministratorPage'),
  'AdministratorPage',
);

function PageFallback() {
  return (
    <Center py="xl">
      <Loader size="sm" aria-label="Loading" />
    </Center>
  );
}

function page(route: SecureRoute, element: ReactNode) {
  return {
    path: route,
    element: (
      <RouteGuard route={route}>
        <Suspense fallback={<PageFallback />}>{element}</Suspense>
      </RouteGuard>
    ),
  };
}

/** A page inside an area (matter workspace, company, settings…): the area's guard already ran. */
function child(path: string, element: ReactNode) {
  return { path, element: <Suspense fallback={<PageFallback />}>{element}</Suspense> };
}

function LegacyAddressRedirect() {
  const { legacyId = '' } = useParams();
  const { search } = useLocation();
  return (
    <Navigate to={{ pathname: `/secure/charity-legacies/${encodeURIComponent(legacyId)}`, search }} replace />
  );
}

/** spec 01 §2: the authentication routes and the secure area. */
const routes: RouteObject[] = [
  { path: '/', element: <Navigate to="/secure" replace /> },
  {
    path: 'authentication',
    children: [
      { path: 'login', element: <LoginPage key="login" action="login" /> },
      { path: 'login-callback', element: <LoginPage key="login-callback" action="login-callback" /> },
      { path: 'login-failed', element: <LoginPage key="login-failed" action="login-failed" /> },
      { path: 'register', element: <LoginPage key="register" action="register" /> },
      { path: 'profile', element: <LoginPage key="profile" action="profile" /> },
      { path: 'logout', element: <LogoutPage key="logout" action="logout" /> },
      { path: 'logout-callback', element: <LogoutPage key="logout-callback" action="logout-callback" /> },
      { path: 'logged-out', element: <LogoutPage key="logged-out" action="logged-out" /> },
      { path: '*', element: <Navigate to="/secure" replace /> },
    ],
  },
  {
    path: 'secure',
    element: <SecureArea />,
    children: [
      { index: true, element: <SecureHome /> },
      page('dashboard', <DashboardPage />),
      page('admin-dashboard', <AdminDashboardPage />),
      page('matters', <MattersPage />),
      {
        // spec 02 §2 matter workspace: its pages as they exist; the empty path redirects to details.
        ...page('matters/:matterId', <MatterWorkspace />),
        children: [
          { index: true, element: <Navigate to="details" replace /> },
          child('details', <MatterDetailsPage />),
          child('team', <MatterTeamPage />),
          child('individuals', <MatterIndividualsPage />),
          child('individuals/:individualId/manage', <MatterManageIndividualPage />),
          // spec 02 §2.12: the matter's charities (labelled Charities).
          child('organisations', <MatterCharitiesPage />),
          child('documents', <MatterDocumentsPage />),
          // Issue 17: the estate's register of assets and liabilities (Estate matters, the firm's staff).
          child('assets', <EstateRegisterPage />),
          // Issue 14: file and attendance notes (the firm's staff only).
          child('notes', <FileNotesPage />),
          // Issue 17: the will's gifts and the estate's key dates (the firm's staff, Estate matters).
          child('will', <WillPage />),
          child('key-dates', <KeyDatesPage />),
          // Issue 17: the inheritance tax worksheet and the estate accounts (the firm's staff, Estate matters).
          child('inheritance-tax', <InheritanceTaxPage />),
          child('accounts', <EstateAccountsPage />),
          // Issue 14: the matter's activity, as the dashboard shows it to each viewer.
          child('activity', <MatterActivityPage />),
          // Issue 14: the client request list ("What we need from you" for the client).
          child('requests', <MatterRequestsPage />),
          // Issue 14: the firm's tasks on the matter (the server refuses the client).
          child('tasks', <MatterTasksPage />),
          // spec 02 §2: chat is for the Individual role only; the page sends others to the details.
          child('chat', <MatterChatPage />),
        ],
      },
      page('terms-and-conditions', <TermsPage />),
      page('my-individual-data', <MyDataPage />),
      page('charity-legacies', <LegaciesPage />),
      {
        // spec 01 §2 "Also present: a charity-legacies-2/{legacyId} route (page content not shown)":
        // an older address of the legacy area, kept working by sending it there (with its query).
        path: 'charity-legacies-2/:legacyId/*',
        element: <LegacyAddressRedirect />,
      },
      {
        // spec 03 §2.3 the legacy area: information, legacy-details, documents, co-bens, team and the
        // deceased (individual/{individualId}, the manage-individual page with documents off).
        ...page('charity-legacies', <LegacyArea />),
        path: 'charity-legacies/:legacyId',
        children: [
          { index: true, element: <Navigate to="information" replace /> },
          ...(
            [
              ['information', <LegacyInformationPage key="information" />],
              ['legacy-details', <LegacyDetailsPage key="legacy-details" />],
              ['documents', <LegacyDocumentsPage key="documents" />],
              ['co-bens', <LegacyCoBensPage key="co-bens" />],
              ['team', <LegacyTeamPage key="team" />],
              ['individual/:individualId', <CharityManageIndividualPage key="individual" />],
              ['activity', <LegacyActivityPage key="activity" />],
            ] as const
          ).map(([path, element]) => child(path, element)),
          { path: '*', element: <Navigate to="information" replace /> },
        ],
      },
      {
        // spec 03 §2.14 charity Checks area: individuals (and one individual), companies; empty → individuals.
        ...page('charity-checks', <CharityChecksArea />),
        children: [
          { index: true, element: <Navigate to="individuals" replace /> },
          child('individuals', <CharityIndividualsPage />),
          child('individuals/:individualId/manage', <CharityManageIndividualPage />),
          child('companies', <CharityCompaniesChecksPage />),
          { path: '*', element: <Navigate to="individuals" replace /> },
        ],
      },
      // Issue 12: the MLRO's workspace.
      page('compliance', <CompliancePage />),
      page('letter-templates', <LetterTemplatesPage />),
      {
        // spec 03 §2.13 charity settings: details, bank accounts (Finance only); empty → details.
        ...page('charity-settings', <CharitySettingsArea />),
        children: [
          { index: true, element: <Navigate to="details" replace /> },
          child('details', <CharityDetailsPage />),
          child('bank-accounts', <BankAccountsPage />),
          { path: '*', element: <Navigate to="details" replace /> },
        ],
      },
      page('users', <TeamPage />),
      page('companies', <CompaniesPage />),
      {
        // spec 01 §2 company area: details, members (and one member), settings, checks; empty → details.
        ...page('companies/:companyId', <CompanyArea />),
        children: [
          { index: true, element: <Navigate to="details" replace /> },
          child('details', <CompanyDetailsPage />),
          child('members', <CompanyMembersPage />),
          child('members/:userId', <MemberPage />),
          child('settings', <CompanySettingsPage />),
          child('checks', <CompanyChecksPage />),
          { path: '*', element: <Navigate to="details" replace /> },
        ],
      },
      page('individuals', <IndividualsPage />),
      page('individuals/:individualId', <IndividualPage />),
      page('services', <ServicesPage />),
      page('settings/administrators/:administratorId', <AdministratorPage />),
      // spec 01 §2 Settings: its sections (email-templates, outbox, administrators) are nested routes.
      { ...page('settings', <SettingsPage />), path: 'settings/*' },
      page('jobs', <JobsPage />),
      page('audit', <AuditPage />),
      page('retention', <RetentionPage />),
      page('reports', <ReportsPage />),
      page('reports/report-details', <ReportDetailsPage />),
      {
        path: 'no-access',
        element: (
          <NoAccessGuard>
            <Suspense fallback={<PageFallback />}>
              <NoAccessPage />
            </Suspense>
          </NoAccessGuard>
        ),
      },
      // spec 01 §2: unknown paths redirect to /secure.
      { path: '*', element: <Navigate to="/secure" replace /> },
    ],
  },
  { path: '*', element: <Navigate to="/secure" replace /> },
];

/** The app's pages for the current address (App.tsx renders it inside BrowserRouter). */
export function AppRoutes() {
  const location = useLocation();
  const element = useRoutes(routes);
  return <RouteErrorBoundary location={location}>{element}</RouteErrorBoundary>;
}
