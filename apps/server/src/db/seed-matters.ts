import { MATTER_TYPES, type MatterStatusDef, type MatterTypeDef, type MatterTypeKey } from '@probity/domain';
import type { DbOrTx } from './client.js';
import { DEMO_USERS } from './seed-data.js';
import { activityEntries, individuals, matterTeam, matters } from './schema/index.js';

/**
 * Demo matter history: matters of every type in several statuses for both seeded firms, with
 * teams, owners, individuals and six months of activity, so lists, the stepper, the activity feed
 * and the dashboard tiles have life. Called from seedDemo inside its transaction.
 */

const DAY = 24 * 3600 * 1000;
const HOUR = 3600 * 1000;

interface PersonSeed {
  type: string;
  title: string;
  firstName: string;
  surname: string;
  /** A seeded sign-in that is this individual (the demo client). */
  email?: string;
}

interface MatterSeed {
  org: 'harbour' | 'northgate';
  ref: string;
  type: MatterTypeKey;
  status: string;
  /** Days ago the matter was opened. */
  age: number;
  creator: string;
  owner: string;
  team: string[];
  /** A member who was on the team and left it. */
  formerMember?: string;
  people: PersonSeed[];
  estate?: { probateReference: string; dateOfDeath: string; dateOfProbate: string };
}

const HF = {
  admin: 'matter.admin@harbourfinch.test',
  partner: 'partner@harbourfinch.test',
  executive: 'executive@harbourfinch.test',
  mlro: 'mlro@harbourfinch.test',
  support: 'support@harbourfinch.test',
};
const NG = { admin: 'matter.admin@northgate.test' };

const person = (type: string, title: string, firstName: string, surname: string, email?: string) => ({
  type,
  title,
  firstName,
  surname,
  email,
});

const MATTERS: MatterSeed[] = [
  {
    org: 'harbour',
    ref: 'HF/EST/2025/087',
    type: 'estate',
    status: 'archived',
    age: 178,
    creator: HF.admin,
    owner: HF.partner,
    team: [HF.partner, HF.executive, HF.admin],
    people: [
      person('deceased', 'Mrs', 'Margaret', 'Holloway'),
      person('executor', 'Mr', 'Daniel', 'Holloway'),
    ],
    estate: { probateReference: 'PA-2025-118842', dateOfDeath: '2025-06-14', dateOfProbate: '2025-09-30' },
  },
  {
    org: 'harbour',
    ref: 'HF/EST/2025/103',
    type: 'estate',
    status: 'post-grant',
    age: 151,
    creator: HF.executive,
    owner: HF.executive,
    team: [HF.executive, HF.support, HF.mlro],
    formerMember: HF.partner,
    people: [
      person('deceased', 'Mr', 'George', 'Whitfield'),
      person('executor', 'Ms', 'Laura', 'Whitfield'),
      person('beneficiary', 'Mrs', 'Iris', 'Bennett', 'client@probity.test'),
    ],
    estate: { probateReference: 'PA-2025-140317', dateOfDeath: '2025-08-02', dateOfProbate: '2025-12-11' },
  },
  {
    org: 'harbour',
    ref: 'HF/EST/2026/030',
    type: 'estate',
    status: 'distribution',
    age: 112,
    creator: HF.partner,
    owner: HF.partner,
    team: [HF.partner, HF.support],
    people: [person('deceased', 'Dr', 'Alan', 'Prescott'), person('executor', 'Mrs', 'Ruth', 'Prescott')],
    estate: { probateReference: 'PA-2026-002291', dateOfDeath: '2025-10-21', dateOfProbate: '2026-01-19' },
  },
  {
    org: 'harbour',
    ref: 'HF/EST/2026/041',
    type: 'estate',
    status: 'rejected',
    age: 121,
    creator: HF.admin,
    owner: HF.mlro,
    team: [HF.mlro, HF.admin],
    people: [person('deceased', 'Mr', 'Victor', 'Lane')],
  },
  {
    org: 'harbour',
    ref: 'HF/POA/2025/041',
    type: 'powerOfAttorney',
    status: 'complete',
    age: 163,
    creator: HF.executive,
    owner: HF.executive,
    team: [HF.executive],
    people: [person('donor', 'Mrs', 'Edith', 'Carver'), person('attorney', 'Mr', 'Simon', 'Carver')],
  },
  {
    org: 'harbour',
    ref: 'HF/TRU/2026/009',
    type: 'trust',
    status: 'active',
    age: 76,
    creator: HF.partner,
    owner: HF.partner,
    team: [HF.partner, HF.executive],
    people: [person('settlor', 'Mr', 'Hugh', 'Ashby'), person('trustee', 'Ms', 'Nadia', 'Ashby')],
  },
  {
    org: 'harbour',
    ref: 'HF/WIL/2025/066',
    type: 'will',
    status: 'complete',
    age: 101,
    creator: HF.support,
    owner: HF.executive,
    team: [HF.executive, HF.support],
    people: [person('testator', 'Miss', 'Joan', 'Ferris')],
  },
  {
    org: 'harbour',
    ref: 'HF/WIL/2026/015',
    type: 'will',
    status: 'pre-engagement',
    age: 3,
    creator: HF.admin,
    owner: HF.executive,
    team: [HF.executive, HF.admin],
    people: [person('testator', 'Mr', 'Owen', 'Pryce')],
  },
  {
    org: 'northgate',
    ref: 'NG-EST-0874',
    type: 'estate',
    status: 'active',
    age: 171,
    creator: NG.admin,
    owner: NG.admin,
    team: [NG.admin],
    people: [person('deceased', 'Mrs', 'Dorothy', 'Kemp'), person('executor', 'Mr', 'Peter', 'Kemp')],
  },
  {
    org: 'northgate',
    ref: 'NG-EST-1010',
    type: 'estate',
    status: 'pre-grant',
    age: 36,
    creator: NG.admin,
    owner: NG.admin,
    team: [NG.admin],
    people: [person('deceased', 'Mr', 'Frank', 'Osei'), person('executor', 'Mrs', 'Abena', 'Osei')],
    estate: { probateReference: 'PA-2026-031177', dateOfDeath: '2026-01-08', dateOfProbate: '2026-03-02' },
  },
  {
    org: 'northgate',
    ref: 'NG-POA-0312',
    type: 'powerOfAttorney',
    status: 'archived',
    age: 142,
    creator: NG.admin,
    owner: NG.admin,
    team: [NG.admin],
    people: [person('donor', 'Mr', 'Leonard', 'Haigh')],
  },
  {
    org: 'northgate',
    ref: 'NG-POA-0350',
    type: 'powerOfAttorney',
    status: 'pre-engagement',
    age: 5,
    creator: NG.admin,
    owner: NG.admin,
    team: [NG.admin],
    people: [person('donor', 'Mrs', 'Agnes', 'Moore')],
  },
  {
    org: 'northgate',
    ref: 'NG-TRU-0455',
    type: 'trust',
    status: 'rejected',
    age: 89,
    creator: NG.admin,
    owner: NG.admin,
    team: [NG.admin],
    people: [person('settlor', 'Mr', 'Ravi', 'Mistry')],
  },
  {
    org: 'northgate',
    ref: 'NG-WIL-1150',
    type: 'will',
    status: 'complete',
    age: 58,
    creator: NG.admin,
    owner: NG.admin,
    team: [NG.admin],
    people: [person('testator', 'Ms', 'Claire', 'Dunn')],
  },
];

/** The statuses a matter went through to reach its status: in order, or straight to Rejected. */
function pathTo(type: MatterTypeDef, key: string): MatterStatusDef[] {
  const first = type.statuses[0]!;
  const target = type.statuses.find((s) => s.key === key)!;
  if (key === 'rejected') return [first, target];
  const main = type.statuses.filter((s) => s.key !== 'archived' && s.key !== 'rejected');
  if (key === 'archived') return [...main, target];
  return main.filter((s) => s.sortOrder <= target.sortOrder);
}

export interface SeedIds {
  /** Organisation id by the seed's key ('harbour', 'northgate'). */
  orgId(key: string): string;
  /** User id by a seeded e-mail address. */
  userId(email: string): string;
}

export async function seedMatterHistory(tx: DbOrTx, ids: SeedIds, now = Date.now()): Promise<void> {
  const name = (email: string) => {
    const u = DEMO_USERS.find((d) => d.email === email);
    return u ? `${u.firstName} ${u.surname}` : email;
  };
  for (const m of MATTERS) {
    const type = MATTER_TYPES.find((t) => t.key === m.type)!;
    const organisationID = ids.orgId(m.org);
    const created = now - m.age * DAY;
    const steps = pathTo(type, m.status);
    // Status changes spread over the matter's life, the last one a day before today at the latest.
    const stepTime = (i: number) => created + Math.round(((m.age - 1) * DAY * i) / steps.length);
    const last = steps[steps.length - 1]!;
    const completeAt = steps.findIndex((s) => s.key === 'complete');
    const [row] = await tx
      .insert(matters)
      .values({
        organisationID,
        reference: m.ref,
        matterTypeID: type.matterTypeID,
        statusID: last.statusID,
        matterOwner: ids.userId(m.owner),
        createdDate: new Date(created),
        lastUpdatedDate: new Date(stepTime(steps.length - 1) || created),
        completedDate: completeAt >= 0 ? new Date(stepTime(completeAt)) : null,
        archivedDate: last.key === 'archived' ? new Date(stepTime(steps.length - 1)) : null,
        ...(m.estate ? { ...m.estate, grantSubmitted: true, accountsApproved: completeAt >= 0 } : {}),
      })
      .returning();
    const matterID = row!.matterID;
    await tx.insert(matterTeam).values(
      m.team.map((email, i) => ({
        matterID,
        userID: ids.userId(email),
        addedAt: new Date(created + i * 60_000),
      })),
    );
    await tx.insert(individuals).values(
      m.people.map((p, i) => ({
        matterID,
        organisationID,
        individualTypeID: p.type,
        title: p.title,
        firstName: p.firstName,
        surname: p.surname,
        userID: p.email ? ids.userId(p.email) : null,
        emailAddress: p.email ?? null,
        dateCreated: new Date(created + DAY + i * HOUR),
      })),
    );

    const base = { organisationID, matterID, reference: m.ref };
    const creator = ids.userId(m.creator);
    const entries: (typeof activityEntries.$inferInsert)[] = [
      {
        ...base,
        userID: creator,
        activityType: 'matter',
        action: 'added',
        object: m.ref,
        dateTime: new Date(created),
      },
    ];
    m.team
      .filter((email) => email !== m.creator)
      .forEach((email, i) => {
        entries.push({
          ...base,
          userID: creator,
          activityType: 'user',
          action: 'added_to_team',
          object: name(email),
          dateTime: new Date(created + (i + 1) * 60_000),
        });
      });
    if (m.owner !== m.creator) {
      entries.push({
        ...base,
        userID: creator,
        activityType: 'user',
        action: 'set_owner',
        object: name(m.owner),
        dateTime: new Date(created + 10 * 60_000),
      });
    }
    m.people.forEach((p, i) => {
      entries.push({
        ...base,
        userID: ids.userId(m.owner),
        activityType: 'individual',
        action: 'added',
        object: `${p.firstName} ${p.surname}`,
        dateTime: new Date(created + DAY + i * HOUR),
      });
    });
    steps.slice(1).forEach((s, i) => {
      entries.push({
        ...base,
        userID: ids.userId(m.owner),
        activityType: 'matter',
        action: 'changed_details',
        object: m.ref,
        text: `Changed status to ${s.name}`,
        dateTime: new Date(stepTime(i + 1)),
      });
    });
    if (m.estate) {
      entries.push({
        ...base,
        userID: ids.userId(m.owner),
        activityType: 'matter',
        action: 'changed_details',
        object: m.ref,
        dateTime: new Date(created + 2 * DAY),
      });
    }
    if (m.formerMember) {
      entries.push(
        {
          ...base,
          userID: creator,
          activityType: 'user',
          action: 'added_to_team',
          object: name(m.formerMember),
          dateTime: new Date(created + 3 * DAY),
        },
        {
          ...base,
          userID: ids.userId(m.owner),
          activityType: 'user',
          action: 'removed_from_team',
          object: name(m.formerMember),
          dateTime: new Date(created + 20 * DAY),
        },
      );
    }
    await tx.insert(activityEntries).values(entries);
  }
}
