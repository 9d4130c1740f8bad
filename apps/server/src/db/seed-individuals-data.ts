/** The demo individuals of seed-individuals.ts: who they are, where, and which checks they had. */

export interface CheckSeed {
  product: 'probityCheck' | 'probityCheckPlus';
  daysAgo: number;
}

export interface PersonSeed {
  /** A matter by reference, or a charity by seed key (the legacy context). */
  matter?: string;
  charity?: string;
  type: string;
  title: string;
  firstName: string;
  middleNames?: string;
  surname: string;
  gender: 'Male' | 'Female';
  dob: string | null;
  address: [string, string, string, string];
  email?: string;
  /** Link to a seeded sign-in (the demo client). */
  userEmail?: string;
  phone?: string;
  mobile?: string;
  nino?: string;
  passport?: string;
  licence?: boolean;
  bank?: [string, string, string, string];
  checks?: CheckSeed[];
}

const BRISTOL: [string, string, string, string] = [
  '14 Harbour Walk',
  'Bristol',
  'City of Bristol',
  'BS1 5DB',
];

export const PEOPLE: PersonSeed[] = [
  // HF/EST/2026/014: the estate of Arthur Bennett; Iris Bennett (client@probity.test) is an executor.
  {
    matter: 'HF/EST/2026/014',
    type: 'deceased',
    title: 'Mr',
    firstName: 'Arthur',
    middleNames: 'James',
    surname: 'Bennett',
    gender: 'Male',
    dob: '1941-04-02',
    address: ['7 Clifton Park', 'Bristol', 'City of Bristol', 'BS8 3BP'],
    nino: 'CE781204D',
    checks: [{ product: 'probityCheck', daysAgo: 55 }],
  },
  {
    matter: 'HF/EST/2026/014',
    type: 'executor',
    title: 'Mrs',
    firstName: 'Iris',
    middleNames: 'Mary',
    surname: 'Bennett',
    gender: 'Female',
    dob: '1968-09-14',
    address: BRISTOL,
    userEmail: 'client@probity.test',
    email: 'client@probity.test',
    phone: '0117 496 0321',
    mobile: '07700 900461',
    nino: 'AB123456C',
    passport: '925076473',
    licence: true,
    bank: ['Coutts & Co', '08-99-99', '66374958', 'Mrs Iris Bennett'],
    checks: [
      { product: 'probityCheck', daysAgo: 50 },
      { product: 'probityCheckPlus', daysAgo: 21 },
    ],
  },
  {
    matter: 'HF/EST/2026/014',
    type: 'executor',
    title: 'Mr',
    firstName: 'Thomas',
    surname: 'Bennett',
    gender: 'Male',
    dob: '1971-01-23',
    address: ['3 Mill Lane', 'Bath', 'Somerset', 'BA1 1LZ'],
    email: 'thomas.bennett@example.test',
    mobile: '07700 900118',
    nino: 'QQ123456C',
    licence: true,
    checks: [{ product: 'probityCheck', daysAgo: 48 }],
  },
  // HF/WIL/2026/007: a will; the Testator has not given a birth date yet, so the check waits for him.
  {
    matter: 'HF/WIL/2026/007',
    type: 'testator',
    title: 'Mr',
    firstName: 'Oliver',
    surname: 'Grant',
    gender: 'Male',
    dob: null,
    address: ['21 Park Row', 'Bristol', 'City of Bristol', 'BS1 5LJ'],
    email: 'oliver.grant@example.test',
    checks: [{ product: 'probityCheck', daysAgo: 3 }],
  },
  // HF/TRU/2026/009: two Settlors, and a beneficiary who is on the sanctions list.
  {
    matter: 'HF/TRU/2026/009',
    type: 'settlor',
    title: 'Mr',
    firstName: 'Hugh',
    surname: 'Ashby',
    gender: 'Male',
    dob: '1955-06-30',
    address: ['Ashby House', 'Wells', 'Somerset', 'BA5 2PA'],
    nino: 'NP442211B',
    licence: true,
    bank: ['Lloyds Bank', '30-90-70', '02355688', 'Mr Hugh Ashby'],
    checks: [{ product: 'probityCheck', daysAgo: 30 }],
  },
  {
    matter: 'HF/TRU/2026/009',
    type: 'settlor',
    title: 'Mrs',
    firstName: 'Margaret',
    surname: 'Ashby',
    gender: 'Female',
    dob: '1958-11-02',
    address: ['Ashby House', 'Wells', 'Somerset', 'BA5 2PA'],
    nino: 'HT556102A',
    checks: [{ product: 'probityCheck', daysAgo: 29 }],
  },
  {
    matter: 'HF/TRU/2026/009',
    type: 'beneficiary',
    title: 'Mr',
    firstName: 'Gennadiy',
    surname: 'Timchenko',
    gender: 'Male',
    dob: '1952-11-09',
    address: ['1 Grosvenor Square', 'London', 'Greater London', 'W1K 2HP'],
    checks: [{ product: 'probityCheck', daysAgo: 12 }],
  },
  // HF/POA/2026/003: the Donor is a politically exposed person (fictional PEP sample).
  {
    matter: 'HF/POA/2026/003',
    type: 'donor',
    title: 'Mrs',
    firstName: 'Eleanor',
    middleNames: 'Margaret',
    surname: 'Fairclough',
    gender: 'Female',
    dob: '1961-02-14',
    address: ['The Old Rectory', 'Keynsham', 'Somerset', 'BS31 1AA'],
    nino: 'JT220961C',
    passport: '118230942',
    checks: [{ product: 'probityCheck', daysAgo: 2 }],
  },
  {
    matter: 'HF/POA/2026/003',
    type: 'attorney',
    title: 'Mr',
    firstName: 'Daniel',
    surname: 'Fairclough',
    gender: 'Male',
    dob: '1988-07-19',
    address: ['9 Queen Square', 'Bristol', 'City of Bristol', 'BS1 4JQ'],
    email: 'daniel.fairclough@example.test',
  },
  // Brightwater Trust's own individuals (03 §2.14 checks area).
  {
    charity: 'brightwater',
    type: 'trustee',
    title: 'Dr',
    firstName: 'Helen',
    surname: 'Marsh',
    gender: 'Female',
    dob: '1963-05-08',
    address: ['22 River Walk', 'York', 'North Yorkshire', 'YO1 7HT'],
    nino: 'KR640508B',
    licence: true,
    checks: [{ product: 'probityCheck', daysAgo: 14 }],
  },
  {
    charity: 'brightwater',
    type: 'deceased',
    title: 'Mr',
    firstName: 'Walter',
    surname: 'Price',
    gender: 'Male',
    dob: '1932-12-01',
    address: ['4 Minster Yard', 'York', 'North Yorkshire', 'YO1 7JD'],
  },
  // The demo firm and charity (demo mode).
  {
    matter: 'DEMO/EST/001',
    type: 'deceased',
    title: 'Mr',
    firstName: 'Edward',
    surname: 'Hale',
    gender: 'Male',
    dob: '1939-08-17',
    address: ['1 Demo Street', 'Leeds', 'West Yorkshire', 'LS1 1AA'],
  },
  {
    matter: 'DEMO/EST/001',
    type: 'executor',
    title: 'Mrs',
    firstName: 'Grace',
    surname: 'Hale',
    gender: 'Female',
    dob: '1970-03-03',
    address: ['5 Park Square', 'Leeds', 'West Yorkshire', 'LS1 2NE'],
    nino: 'AC100370D',
    licence: true,
    bank: ['Demo Bank', '20-29-59', '63748472', 'Mrs Grace Hale'],
    checks: [{ product: 'probityCheck', daysAgo: 8 }],
  },
  {
    charity: 'demoCharity',
    type: 'trustee',
    title: 'Mr',
    firstName: 'Ian',
    surname: 'Frost',
    gender: 'Male',
    dob: '1966-10-10',
    address: ['2 Demo Street', 'Leeds', 'West Yorkshire', 'LS1 1AB'],
    nino: 'EB101066A',
  },
];
