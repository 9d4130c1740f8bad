import {
  CLIENTS_ORGANISATION_ID,
  MATTER_TYPE_IDS,
  MATTER_TYPES,
  PLATFORM_ORGANISATION_ID,
} from '@probity/domain';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../identity/passwords.js';
import { seedConfirmedTotp } from '../identity/totp.js';
import type { Db } from './client.js';
import { DEMO_ADMIN_EMAIL, DEMO_USERS, SEED_ORG_IDS, TERMS_V1_HTML } from './seed-data.js';
import { seedEmailTemplates } from '../mail/default-templates.js';
import { seedBankAccounts } from './seed-bank-accounts.js';
import { seedCharityRegister, seedMatterCharities } from './seed-charity-register.js';
import { seedEstateAccounts } from './seed-estate-accounts.js';
import { seedEstateRegister } from './seed-estate-register.js';
import { seedIndividuals } from './seed-individuals.js';
import { seedEstateSharing } from './seed-estate-sharing.js';
import { seedEstateWill } from './seed-estate-will.js';
import { seedLegacies, seedLegacyRoleTeams } from './seed-legacies.js';
import { seedLegacyChats } from '../features/conversations/conversations.seed.js';
import { seedMatterHistory } from './seed-matters.js';
import type { Config } from '../config.js';
import {
  activityEntries,
  individuals,
  matterTeam,
  matters,
  organisations,
  termsAcceptances,
  termsVersions,
  users,
} from './schema/index.js';

type OrgInsert = typeof organisations.$inferInsert;

const ORGANISATIONS: (OrgInsert & { key: string })[] = [
  {
    key: 'platform',
    organisationID: PLATFORM_ORGANISATION_ID,
    organisationType: 'platform',
    name: 'Probity',
    description: 'The platform operator.',
    companyNo: '15820461',
    vatRegNo: 'GB 402 1188 64',
    sraNumber: '-',
    dprNo: 'ZB551230',
    address1: '1 Fleet Place',
    cityTown: 'London',
    county: 'Greater London',
    postCode: 'EC4M 7RA',
    country: 'United Kingdom',
  },
  {
    key: 'clients',
    organisationID: CLIENTS_ORGANISATION_ID,
    organisationType: 'clients',
    name: 'Clients',
    description: 'Individuals who use Probity as clients of a firm.',
    country: 'United Kingdom',
  },
  {
    key: 'harbour',
    organisationID: SEED_ORG_IDS.harbour,
    organisationType: 'lawfirm',
    name: 'Harbour & Finch LLP',
    description: 'Private client solicitors specialising in probate, trusts and estate administration.',
    accountsReference: 'HF-0001',
    companyNo: 'OC412907',
    vatRegNo: 'GB 298 4471 20',
    sraNumber: '640112',
    dprNo: 'ZA318842',
    source: 'Direct',
    address1: '14 Quayside',
    address2: 'Harbour House',
    cityTown: 'Bristol',
    county: 'City of Bristol',
    postCode: 'BS1 4RN',
    country: 'United Kingdom',
    referralCode: 'HARBOUR',
  },
  {
    key: 'northgate',
    organisationID: SEED_ORG_IDS.northgate,
    organisationType: 'lawfirm',
    name: 'Northgate Solicitors',
    description: 'A regional practice for wills, lasting powers of attorney and probate.',
    accountsReference: 'NG-0002',
    companyNo: '09877123',
    vatRegNo: 'GB 335 9012 47',
    sraNumber: '588301',
    dprNo: 'ZA402117',
    source: 'Referral',
    address1: '3 Northgate Street',
    cityTown: 'Chester',
    county: 'Cheshire',
    postCode: 'CH1 2HA',
    country: 'United Kingdom',
    referralCode: 'NORTHGATE',
  },
  {
    key: 'brightwater',
    organisationID: SEED_ORG_IDS.brightwater,
    organisationType: 'charity',
    name: 'Brightwater Trust',
    description: 'Clean water projects in the UK and abroad, funded largely by gifts in wills.',
    accountsReference: 'BW-0003',
    companyNo: '1098765',
    vatRegNo: 'GB 611 2087 33',
    sraNumber: '4051827',
    dprNo: 'ZA551902',
    source: 'Direct',
    address1: '22 River Walk',
    cityTown: 'York',
    county: 'North Yorkshire',
    postCode: 'YO1 7HT',
    country: 'United Kingdom',
  },
  {
    key: 'cedar',
    organisationID: SEED_ORG_IDS.cedar,
    organisationType: 'charity',
    name: 'Cedar Hospice',
    description: 'Hospice care for adults and their families across the county.',
    accountsReference: 'CH-0004',
    companyNo: '1045321',
    vatRegNo: 'GB 704 5521 09',
    sraNumber: '3390126',
    dprNo: 'ZA611045',
    source: 'Direct',
    address1: 'Cedar Lane',
    cityTown: 'Norwich',
    county: 'Norfolk',
    postCode: 'NR2 3TT',
    country: 'United Kingdom',
  },
  {
    key: 'demoFirm',
    organisationID: SEED_ORG_IDS.demoFirm,
    organisationType: 'lawfirm',
    isDemo: true,
    name: 'Demo Law Firm',
    description: 'The demonstration firm used in demo mode. It holds no client data.',
    accountsReference: 'DEMO-F',
    companyNo: '00000001',
    vatRegNo: 'GB 000 0000 01',
    sraNumber: '000001',
    dprNo: 'ZZ000001',
    address1: '1 Demo Street',
    cityTown: 'Leeds',
    county: 'West Yorkshire',
    postCode: 'LS1 1AA',
    country: 'United Kingdom',
  },
  {
    key: 'demoCharity',
    organisationID: SEED_ORG_IDS.demoCharity,
    organisationType: 'charity',
    isDemo: true,
    name: 'Demo Charity',
    description: 'The demonstration charity used in demo mode. It holds no client data.',
    accountsReference: 'DEMO-C',
    companyNo: '0000002',
    vatRegNo: 'GB 000 0000 02',
    sraNumber: '0000002',
    dprNo: 'ZZ000002',
    address1: '2 Demo Street',
    cityTown: 'Leeds',
    county: 'West Yorkshire',
    postCode: 'LS1 1AB',
    country: 'United Kingdom',
  },
];

const DAY = 24 * 3600 * 1000;

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(organisations);
  return (row?.n ?? 0) === 0;
}

/** The demo data of the embedded default: companies, one user per role, terms, a few matters. */
export async function seedDemo(db: Db, config: Config): Promise<void> {
  const passwordHash = await hashPassword(config.DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const orgId = (key: string) => ORGANISATIONS.find((o) => o.key === key)!.organisationID!;
    await tx.insert(organisations).values(ORGANISATIONS.map(({ key: _key, ...o }) => o));
    const inserted = await tx
      .insert(users)
      .values(
        DEMO_USERS.map((u) => ({
          organisationID: orgId(u.org),
          firstName: u.firstName,
          surname: u.surname,
          emailAddress: u.email,
          roles: u.roles,
          passwordHash,
        })),
      )
      .returning();
    const userId = (email: string) => inserted.find((u) => u.emailAddress === email)!.userID;
    // Issue 13: administrators always sign in with a second factor; the demo one's app key is configured.
    await seedConfirmedTotp(tx, config, userId(DEMO_ADMIN_EMAIL), config.DEMO_TOTP_SECRET);
    for (const [key, email] of [
      ['harbour', 'matter.admin@harbourfinch.test'],
      ['northgate', 'matter.admin@northgate.test'],
      ['brightwater', 'charity@brightwater.test'],
      ['cedar', 'charity@cedarhospice.test'],
      ['demoFirm', 'demo.firm@probity.test'],
      ['demoCharity', 'demo.charity@probity.test'],
    ] as const) {
      const id = userId(email);
      await tx
        .update(organisations)
        .set({ mainContactUser: id, billingContactUser: id, technicalContactUser: id })
        .where(sql`${organisations.organisationID} = ${orgId(key)}`);
    }

    await tx
      .insert(termsVersions)
      .values({ version: 1, title: 'Terms and conditions', contentHtml: TERMS_V1_HTML });
    await tx.insert(termsAcceptances).values(
      DEMO_USERS.filter((u) => u.acceptsTerms !== false).map((u) => ({
        userID: userId(u.email),
        version: 1,
      })),
    );

    // A few matters so the lists have life; the matters issue extends this.
    const now = Date.now();
    const status = (typeId: string, key: string) =>
      MATTER_TYPES.find((t) => t.matterTypeID === typeId)!.statuses.find((s) => s.key === key)!.statusID;
    const matterSeeds = [
      {
        org: 'harbour',
        ref: 'HF/EST/2026/014',
        type: MATTER_TYPE_IDS.estate,
        status: 'pre-grant',
        owner: 'executive@harbourfinch.test',
        team: ['executive@harbourfinch.test', 'partner@harbourfinch.test', 'matter.admin@harbourfinch.test'],
        age: 62,
      },
      {
        org: 'harbour',
        ref: 'HF/EST/2026/021',
        type: MATTER_TYPE_IDS.estate,
        status: 'active',
        owner: 'partner@harbourfinch.test',
        team: ['partner@harbourfinch.test', 'support@harbourfinch.test'],
        age: 30,
      },
      {
        org: 'harbour',
        ref: 'HF/WIL/2026/007',
        type: MATTER_TYPE_IDS.will,
        status: 'pre-engagement',
        owner: 'executive@harbourfinch.test',
        team: ['executive@harbourfinch.test'],
        age: 9,
      },
      {
        org: 'harbour',
        ref: 'HF/TRU/2025/112',
        type: MATTER_TYPE_IDS.trust,
        status: 'complete',
        owner: 'partner@harbourfinch.test',
        team: ['partner@harbourfinch.test', 'mlro@harbourfinch.test'],
        age: 140,
      },
      {
        org: 'harbour',
        ref: 'HF/POA/2026/003',
        type: MATTER_TYPE_IDS.powerOfAttorney,
        status: 'active',
        owner: 'matter.admin@harbourfinch.test',
        team: ['matter.admin@harbourfinch.test'],
        age: 4,
      },
      {
        org: 'northgate',
        ref: 'NG-EST-0931',
        type: MATTER_TYPE_IDS.estate,
        status: 'distribution',
        owner: 'matter.admin@northgate.test',
        team: ['matter.admin@northgate.test'],
        age: 88,
      },
      {
        org: 'northgate',
        ref: 'NG-WIL-1204',
        type: MATTER_TYPE_IDS.will,
        status: 'active',
        owner: 'matter.admin@northgate.test',
        team: ['matter.admin@northgate.test'],
        age: 12,
      },
      {
        org: 'demoFirm',
        ref: 'DEMO/EST/001',
        type: MATTER_TYPE_IDS.estate,
        status: 'post-grant',
        owner: 'demo.firm@probity.test',
        team: ['demo.firm@probity.test'],
        age: 20,
      },
      {
        org: 'demoFirm',
        ref: 'DEMO/TRU/002',
        type: MATTER_TYPE_IDS.trust,
        status: 'active',
        owner: 'demo.firm@probity.test',
        team: ['demo.firm@probity.test'],
        age: 6,
      },
    ];
    for (const m of matterSeeds) {
      const created = new Date(now - m.age * DAY);
      const [row] = await tx
        .insert(matters)
        .values({
          organisationID: orgId(m.org),
          reference: m.ref,
          matterTypeID: m.type,
          statusID: status(m.type, m.status),
          matterOwner: userId(m.owner),
          createdDate: created,
          lastUpdatedDate: created,
        })
        .returning();
      await tx
        .insert(matterTeam)
        .values(m.team.map((email) => ({ matterID: row!.matterID, userID: userId(email) })));
      await tx.insert(activityEntries).values({
        organisationID: orgId(m.org),
        matterID: row!.matterID,
        reference: m.ref,
        userID: userId(m.owner),
        activityType: 'matter',
        object: m.ref,
        action: 'added',
        dateTime: created,
      });
      if (m.ref === 'HF/EST/2026/014') {
        await tx.insert(individuals).values([
          {
            matterID: row!.matterID,
            organisationID: orgId('harbour'),
            individualTypeID: 'deceased',
            title: 'Mr',
            firstName: 'Arthur',
            surname: 'Bennett',
          },
          {
            matterID: row!.matterID,
            organisationID: orgId('harbour'),
            individualTypeID: 'executor',
            title: 'Mrs',
            firstName: 'Iris',
            surname: 'Bennett',
            emailAddress: 'client@probity.test',
            userID: userId('client@probity.test'),
          },
        ]);
      }
    }
    await seedMatterHistory(tx, { orgId, userId });
    await seedIndividuals(tx, { orgId, userId, config });
    await seedBankAccounts(tx, { orgId, userId, config });
    await seedLegacies(tx, { orgId, userId });
    await seedCharityRegister(tx);
    await seedMatterCharities(tx, { orgId, userId });
    await seedLegacyChats(tx, { orgId, userId });
    await seedLegacyRoleTeams(tx, { orgId, userId });
    await seedEstateWill(tx, { userId });
    await seedEstateRegister(tx, { userId, config });
    await seedEstateAccounts(tx, { userId, config });
    await seedEstateSharing(tx, { userId, publicUrl: config.publicUrl });
    await seedEmailTemplates(tx);
  });
}
