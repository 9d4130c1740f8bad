import { LEGACY_STATUSES, LEGACY_TYPES } from '@probity/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { buildActor } from '../access/actor.js';
import { addTeamMembers } from '../features/legacies/legacy-team.service.js';
import type { DbOrTx } from './client.js';
import {
  bankAccounts,
  individuals,
  legacies,
  legacyDetails,
  legacyTeam,
  matters,
  organisations,
  users,
} from './schema/index.js';
import type { SeedIds } from './seed-matters.js';

/*
 * Demo legacies of Brightwater Trust with no firm matter (spec 03 §2.1–2.12): several statuses,
 * details, a deceased individual of the charity (Walter Price, seed-individuals-data.ts) and a
 * nominated bank account (seed-bank-accounts.ts). Legacies of firm matters are made by the
 * matter charities seed (a matter charity always has its legacy). Called after those seeds.
 */

const DAY = 24 * 3600 * 1000;
const status = (key: string) => LEGACY_STATUSES.find((s) => s.key === key)!.statusID;
const type = (name: string) => LEGACY_TYPES.find((t) => t.name === name)!.legacyTypeID;

interface LegacySeed {
  org: string;
  reference: string;
  charityReference: string | null;
  probateReference?: string;
  statusKey: string;
  daysAgo: number;
  updatedDaysAgo: number;
  dateOfDeath?: string;
  dateOfProbate?: string;
  accountsApproved?: boolean;
  grantSubmitted?: boolean;
  deceased?: { firstName: string; surname: string };
  account?: string;
  visibleToFirm?: boolean;
  /** The charity's forecast of the receipt, in days from the seeding (issue 11: receipts by year). */
  expectedInDays?: number;
  team: string[];
  details: { type: string; description: string; pence: number; estimate?: boolean; percentage?: number }[];
}

const LEGACIES: LegacySeed[] = [
  {
    org: 'brightwater',
    reference: 'BT/LEG/2026/001',
    charityReference: 'BWT-0412',
    probateReference: 'PRB-2026-118204',
    statusKey: 'active',
    daysAgo: 40,
    updatedDaysAgo: 2,
    dateOfDeath: '2025-11-03',
    dateOfProbate: '2026-02-17',
    grantSubmitted: true,
    deceased: { firstName: 'Walter', surname: 'Price' },
    account: 'Brightwater Trust Legacies',
    expectedInDays: 240,
    team: ['charity@brightwater.test', 'legacy.manager@brightwater.test', 'legacy.user@brightwater.test'],
    details: [
      { type: 'Pecuniary', description: 'Cash gift under clause 4 of the will', pence: 1_000_000 },
      {
        type: 'Residuary',
        description: 'A quarter share of the residuary estate',
        pence: 8_250_000,
        estimate: true,
        percentage: 25,
      },
    ],
  },
  {
    org: 'brightwater',
    reference: 'BT/LEG/2026/002',
    charityReference: null,
    statusKey: 'pre-engagement',
    daysAgo: 6,
    updatedDaysAgo: 6,
    team: ['charity@brightwater.test'],
    details: [
      {
        type: 'Specific',
        description: 'Watercolour "Ouse at Dusk" by J. Hartley',
        pence: 150_000,
        estimate: true,
      },
    ],
  },
  {
    org: 'brightwater',
    reference: 'BT/LEG/2025/014',
    charityReference: 'BWT-0377',
    probateReference: 'PRB-2025-093311',
    statusKey: 'distribution',
    daysAgo: 210,
    updatedDaysAgo: 12,
    dateOfDeath: '2025-03-21',
    dateOfProbate: '2025-08-04',
    accountsApproved: true,
    grantSubmitted: true,
    account: 'Brightwater Trust Appeals',
    expectedInDays: 45,
    team: ['legacy.manager@brightwater.test', 'senior.legacy@brightwater.test'],
    details: [{ type: 'Pecuniary', description: 'Gift to the river restoration appeal', pence: 500_000 }],
  },
  {
    org: 'brightwater',
    reference: 'BT/LEG/2025/009',
    charityReference: 'BWT-0351',
    probateReference: 'PRB-2025-041870',
    statusKey: 'complete',
    daysAgo: 320,
    updatedDaysAgo: 45,
    dateOfDeath: '2024-12-09',
    dateOfProbate: '2025-04-14',
    accountsApproved: true,
    grantSubmitted: true,
    team: ['charity@brightwater.test', 'finance@brightwater.test'],
    details: [
      { type: 'Residuary', description: 'Half of the residuary estate', pence: 4_312_500, percentage: 50 },
    ],
  },
  {
    org: 'brightwater',
    reference: 'BT/LEG/2024/031',
    charityReference: 'BWT-0288',
    probateReference: 'PRB-2024-020017',
    statusKey: 'archived',
    daysAgo: 520,
    updatedDaysAgo: 300,
    dateOfDeath: '2024-01-15',
    dateOfProbate: '2024-05-30',
    accountsApproved: true,
    grantSubmitted: true,
    team: ['legacy.user@brightwater.test'],
    details: [],
  },
  {
    org: 'demoCharity',
    reference: 'DEMO/LEG/001',
    charityReference: 'DC-001',
    probateReference: 'PRB-DEMO-0001',
    statusKey: 'pre-grant',
    daysAgo: 20,
    updatedDaysAgo: 3,
    dateOfDeath: '2025-12-01',
    dateOfProbate: '2026-03-01',
    account: 'Demo Charity Legacies',
    expectedInDays: 120,
    team: ['demo.charity@probity.test'],
    details: [{ type: 'Pecuniary', description: 'Cash gift', pence: 250_000 }],
  },
];

/** Called from seedDemo inside its transaction, after the individuals and bank accounts. */
export async function seedLegacies(tx: DbOrTx, ids: SeedIds, now = Date.now()): Promise<void> {
  for (const l of LEGACIES) {
    const organisationID = ids.orgId(l.org);
    const [deceased] = l.deceased
      ? await tx
          .select({ individualID: individuals.individualID })
          .from(individuals)
          .where(
            and(
              eq(individuals.organisationID, organisationID),
              isNull(individuals.matterID),
              eq(individuals.firstName, l.deceased.firstName),
              eq(individuals.surname, l.deceased.surname),
            ),
          )
      : [];
    const [account] = l.account
      ? await tx
          .select({ bankAccountID: bankAccounts.bankAccountID })
          .from(bankAccounts)
          .where(
            and(eq(bankAccounts.organisationID, organisationID), eq(bankAccounts.accountName, l.account)),
          )
      : [];
    const created = new Date(now - l.daysAgo * DAY);
    const [row] = await tx
      .insert(legacies)
      .values({
        organisationID,
        reference: l.reference,
        charityReference: l.charityReference,
        probateReference: l.probateReference ?? null,
        statusID: status(l.statusKey),
        deceasedIndividualID: deceased?.individualID ?? null,
        dateOfDeath: l.dateOfDeath ?? null,
        dateOfProbate: l.dateOfProbate ?? null,
        accountsApproved: l.accountsApproved ?? false,
        grantSubmitted: l.grantSubmitted ?? false,
        nominatedBankAccountID: account?.bankAccountID ?? null,
        bankAccountVisibleToFirm: l.visibleToFirm ?? false,
        expectedReceiptDate:
          l.expectedInDays === undefined
            ? null
            : new Date(now + l.expectedInDays * DAY).toISOString().slice(0, 10),
        createdDate: created,
        lastUpdatedDate: new Date(now - l.updatedDaysAgo * DAY),
      })
      .returning();
    for (const [i, email] of l.team.entries())
      await tx.insert(legacyTeam).values({
        legacyID: row!.legacyID,
        userID: ids.userId(email),
        addedAt: new Date(created.getTime() + i * 1000),
      });
    for (const [i, d] of l.details.entries())
      await tx.insert(legacyDetails).values({
        legacyID: row!.legacyID,
        legacyTypeID: type(d.type),
        description: d.description,
        amountPence: d.pence,
        isEstimate: d.estimate ?? false,
        isPercentage: d.percentage !== undefined,
        percentageValue: String(d.percentage ?? 0),
        createdAt: new Date(created.getTime() + i * 1000),
      });
  }
}

/**
 * Issue 11: the legacy roles follow the legacies of their legacy teams. Besides Brightwater's own
 * legacies above, the Legacy User and the Senior Legacy User are on the team of Brightwater's
 * legacy on the firm's estate HF/EST/2026/014 (read-only, with the firm's section and the chats),
 * added by Beth Waters (Charity) through the legacy team service. Called after the matter charities.
 */
export async function seedLegacyRoleTeams(tx: DbOrTx, ids: SeedIds): Promise<void> {
  const [row] = await tx
    .select({ legacyID: legacies.legacyID })
    .from(legacies)
    .innerJoin(matters, eq(matters.matterID, legacies.matterID))
    .where(
      and(eq(matters.reference, 'HF/EST/2026/014'), eq(legacies.organisationID, ids.orgId('brightwater'))),
    )
    .limit(1);
  if (!row) return;
  const [beth] = await tx
    .select({ user: users, organisation: organisations })
    .from(users)
    .innerJoin(organisations, eq(organisations.organisationID, users.organisationID))
    .where(eq(users.userID, ids.userId('charity@brightwater.test')));
  if (!beth) return;
  await addTeamMembers(
    tx,
    buildActor(beth.user, beth.organisation, false),
    row.legacyID,
    [ids.userId('legacy.user@brightwater.test'), ids.userId('senior.legacy@brightwater.test')],
    {},
  );
}
