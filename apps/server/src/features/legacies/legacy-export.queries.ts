import { type Legacy, estateLegacyDetails, legacyValue } from '@probity/domain';
import { asc, eq } from 'drizzle-orm';
import type { Actor } from '../../access/actor.js';
import type { Config } from '../../config.js';
import type { DbOrTx } from '../../db/client.js';
import { legacyContacts } from '../../db/schema/index.js';
import { sharedEstateFigures } from '../estate-sharing/estate-legacy-figures.js';
import type { LegacyExportExtras } from './legacies.export.js';
import { presentLegacy } from './legacies.presenter.js';
import { listCoBeneficiaries } from './legacies.queries.js';
import type { LoadedLegacy } from './legacy.access.js';

/** Every co-beneficiary of a legacy fits in one page of this size. */
const ALL_CO_BENEFICIARIES = 10_000;

/** The legacy and everything its XML export holds (legacies.export.ts, legacy-export.v1.xsd). */
export async function loadLegacyExport(
  db: DbOrTx,
  config: Config,
  actor: Actor,
  loaded: LoadedLegacy,
): Promise<{ legacy: Legacy; extras: LegacyExportExtras }> {
  const row = loaded.legacy;
  // The export route records its own event (legacy.exported) with the account's id.
  const presented = await presentLegacy(db, config, actor, loaded, null);
  const contacts = await db
    .select()
    .from(legacyContacts)
    .where(eq(legacyContacts.legacyID, row.legacyID))
    .orderBy(asc(legacyContacts.createdAt), asc(legacyContacts.contactID));
  const coBens = await listCoBeneficiaries(db, row, 1, ALL_CO_BENEFICIARIES);
  // Issue 17: the estate's figures when its matter shares them, else the typed details'.
  const estate = (await sharedEstateFigures(db, [row.legacyID])).get(row.legacyID) ?? null;
  const value = legacyValue(estate ? estateLegacyDetails(estate) : presented.details);
  return {
    legacy: presented,
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
      figures: {
        source: estate ? 'estate' : 'charity',
        valuePence: value.pence,
        estimatedPence: value.estimatedPence,
        estate,
      },
    },
  };
}
