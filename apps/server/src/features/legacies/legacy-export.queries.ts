import type { Legacy } from '@probity/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Actor } from '../../access/actor.js';
import type { Config } from '../../config.js';
import type { DbOrTx } from '../../db/client.js';
import { individuals, legacyContacts } from '../../db/schema/index.js';
import type { LegacyExportExtras } from './legacies.export.js';
import { presentLegacy } from './legacies.presenter.js';
import { listCoBeneficiaries } from './legacies.queries.js';
import type { LoadedLegacy } from './legacy.access.js';

/** Every co-beneficiary of a legacy fits in one page of this size. */
const ALL_CO_BENEFICIARIES = 10_000;

export type MatterDeceased = NonNullable<Legacy['deceased']>;

/**
 * The Deceased individual of each matter (issue 11): the first added of type 'deceased', as a legacy
 * set up by the firm shows it. The legacy presenter holds the same rule; the exports ask here too,
 * so that they show the deceased whatever the presenter answers.
 */
export async function matterDeceasedOf(
  db: DbOrTx,
  matterIDs: readonly string[],
): Promise<Map<string, MatterDeceased>> {
  if (matterIDs.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([individuals.matterID], {
      matterID: individuals.matterID,
      individualID: individuals.individualID,
      title: individuals.title,
      firstName: individuals.firstName,
      surname: individuals.surname,
      dob: individuals.dob,
    })
    .from(individuals)
    .where(
      and(
        inArray(individuals.matterID, [...new Set(matterIDs)]),
        eq(individuals.individualTypeID, 'deceased'),
      ),
    )
    .orderBy(individuals.matterID, asc(individuals.dateCreated), asc(individuals.individualID));
  return new Map(
    rows.map((r) => [
      r.matterID!,
      {
        individualID: r.individualID,
        title: r.title,
        firstName: r.firstName,
        surname: r.surname,
        dobDateTime: r.dob,
      },
    ]),
  );
}

/** The legacy and everything its XML export holds (legacies.export.ts, legacy-export.v1.xsd). */
export async function loadLegacyExport(
  db: DbOrTx,
  config: Config,
  actor: Actor,
  loaded: LoadedLegacy,
): Promise<{ legacy: Legacy; extras: LegacyExportExtras }> {
  const row = loaded.legacy;
  const presented = await presentLegacy(db, config, actor, loaded);
  const deceased =
    presented.deceased ??
    (row.matterID ? ((await matterDeceasedOf(db, [row.matterID])).get(row.matterID) ?? null) : null);
  const contacts = await db
    .select()
    .from(legacyContacts)
    .where(eq(legacyContacts.legacyID, row.legacyID))
    .orderBy(asc(legacyContacts.createdAt), asc(legacyContacts.contactID));
  const coBens = await listCoBeneficiaries(db, row, 1, ALL_CO_BENEFICIARIES);
  return {
    legacy: { ...presented, deceased },
    extras: {
      matterReference: loaded.matter?.matter.reference ?? null,
      intake: {
        notifiedDate: row.notifiedDate,
        notifiedBy: row.notifiedBy,
        dateOfWill: row.dateOfWill,
        expectedReceiptDate: row.expectedReceiptDate,
      },
      contacts: contacts.map((c) => ({
        role: c.role,
        name: c.name,
        emailAddress: c.emailAddress,
        phone: c.phone,
        address: c.address,
      })),
      coBeneficiaries: coBens.rows.map((c) => ({
        charityName: c.charityName,
        charityRegNo: c.charityRegNo,
        charitySuffix: c.charitySuffix,
        verified: !!c.linkedOrganisation,
      })),
    },
  };
}
