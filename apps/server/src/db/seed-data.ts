import { DEMO_CHARITY_ID, DEMO_FIRM_ID, type Role } from '@probity/domain';

/** The demo sign-ins, printed at start and listed in the README. One shared password. */
/** The demo administrator: seeded with DEMO_TOTP_SECRET as their authenticator key. */
export const DEMO_ADMIN_EMAIL = 'admin@probity.test';

export const DEMO_USERS: {
  email: string;
  firstName: string;
  surname: string;
  roles: Role[];
  org: string;
  acceptsTerms?: boolean;
}[] = [
  {
    email: 'admin@probity.test',
    firstName: 'Alex',
    surname: 'Morgan',
    roles: ['Administrators'],
    org: 'platform',
  },
  {
    email: 'matter.admin@harbourfinch.test',
    firstName: 'Harriet',
    surname: 'Finch',
    roles: ['Matter Admin'],
    org: 'harbour',
  },
  {
    email: 'partner@harbourfinch.test',
    firstName: 'Edward',
    surname: 'Harbour',
    roles: ['Supervising Partner'],
    org: 'harbour',
  },
  {
    email: 'executive@harbourfinch.test',
    firstName: 'Priya',
    surname: 'Shah',
    roles: ['Matter Executive'],
    org: 'harbour',
  },
  { email: 'mlro@harbourfinch.test', firstName: 'Martin', surname: 'Lowe', roles: ['MLRO'], org: 'harbour' },
  {
    email: 'support@harbourfinch.test',
    firstName: 'Sophie',
    surname: 'Turner',
    roles: ['Support'],
    org: 'harbour',
  },
  {
    email: 'matter.admin@northgate.test',
    firstName: 'Niall',
    surname: 'Gates',
    roles: ['Matter Admin'],
    org: 'northgate',
  },
  {
    email: 'charity@brightwater.test',
    firstName: 'Beth',
    surname: 'Waters',
    roles: ['Charity'],
    org: 'brightwater',
  },
  {
    email: 'finance@brightwater.test',
    firstName: 'Frank',
    surname: 'Ellis',
    roles: ['Finance'],
    org: 'brightwater',
  },
  {
    email: 'legacy.manager@brightwater.test',
    firstName: 'Lena',
    surname: 'Marsh',
    roles: ['Legacy Manager'],
    org: 'brightwater',
  },
  {
    email: 'legacy.user@brightwater.test',
    firstName: 'Luke',
    surname: 'Hughes',
    roles: ['Legacy User'],
    org: 'brightwater',
  },
  {
    email: 'senior.legacy@brightwater.test',
    firstName: 'Sara',
    surname: 'Lindqvist',
    roles: ['Senior Legacy User'],
    org: 'brightwater',
  },
  {
    email: 'trustee@brightwater.test',
    firstName: 'Thomas',
    surname: 'Reed',
    roles: ['Trustee'],
    org: 'brightwater',
  },
  {
    email: 'charity@cedarhospice.test',
    firstName: 'Clara',
    surname: 'Cedar',
    roles: ['Charity'],
    org: 'cedar',
  },
  {
    email: 'client@probity.test',
    firstName: 'Iris',
    surname: 'Bennett',
    roles: ['Individual'],
    org: 'clients',
  },
  {
    email: 'pending.terms@harbourfinch.test',
    firstName: 'Paul',
    surname: 'Pending',
    roles: ['Matter Executive'],
    org: 'harbour',
    acceptsTerms: false,
  },
  {
    email: 'demo.firm@probity.test',
    firstName: 'Dana',
    surname: 'Demo',
    roles: ['Matter Admin'],
    org: 'demoFirm',
  },
  {
    email: 'demo.charity@probity.test',
    firstName: 'Charlie',
    surname: 'Demo',
    roles: ['Charity'],
    org: 'demoCharity',
  },
];

export const SEED_ORG_IDS = {
  harbour: '1a000000-0000-4000-8000-000000000001',
  northgate: '1a000000-0000-4000-8000-000000000002',
  brightwater: '1a000000-0000-4000-8000-000000000003',
  cedar: '1a000000-0000-4000-8000-000000000004',
  demoFirm: DEMO_FIRM_ID,
  demoCharity: DEMO_CHARITY_ID,
} as const;

export const TERMS_V1_HTML = `<h2>Terms and conditions of use</h2>
<p>These terms govern your use of Probity, a portal provided to law firms, charities and their clients for probate and legacy work.</p>
<h3>1. Your account</h3>
<p>Keep your sign-in details private. You are responsible for what is done with your account. Tell your administrator at once if you think someone else has used it.</p>
<h3>2. Personal data</h3>
<p>Probity holds identity documents, identity-check results and bank details of the people involved in a matter. Use them only for the matter they were given for, and only as your organisation's data protection policies allow.</p>
<h3>3. Identity checks</h3>
<p>Run identity and anti-money-laundering checks only on people connected with a matter, with a lawful basis for doing so.</p>
<h3>4. Availability</h3>
<p>We aim to keep Probity available at all times but cannot promise it will never be interrupted.</p>
<p>By accepting you confirm that you have read and agree to these terms.</p>`;
