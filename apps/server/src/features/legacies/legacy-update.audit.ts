import { LEGACY_TEXTS } from '@probity/domain';
import { asc, eq } from 'drizzle-orm';
import type { Actor } from '../../access/actor.js';
import type { DbOrTx } from '../../db/client.js';
import { individuals, type legacies, legacyDetails } from '../../db/schema/index.js';
import type { RequestMeta } from '../activity/activity.service.js';
import { audit } from './legacy.audit.js';
import type { LegacyRow } from './legacy.access.js';

/** The words of the legacy's fields in the feed ("changed the details of …: charity reference"). */
const FIELD_LABELS: Record<string, string> = {
  charityReference: LEGACY_TEXTS.charityReference,
  probateReference: LEGACY_TEXTS.probateReference,
  dateOfDeath: LEGACY_TEXTS.dateOfDeath,
  dateOfProbate: LEGACY_TEXTS.dateOfProbate,
  accountsApproved: LEGACY_TEXTS.accountsApproved,
  grantSubmitted: LEGACY_TEXTS.grantSubmitted,
};
/** Fields with an activity of their own (or none). */
const OWN_ENTRIES = new Set([
  'deceasedIndividualID',
  'nominatedBankAccountID',
  'bankAccountVisibleToFirm',
  'paymentReference',
  'lastUpdatedDate',
]);

const label = (key: string) =>
  (FIELD_LABELS[key] ?? key.replace(/([A-Z])/g, ' $1')).toLowerCase().replace(/\s+/g, ' ').trim();

const same = (a: unknown, b: unknown) => (a ?? '') === (b ?? '') || String(a ?? '') === String(b ?? '');

/** A legacy's details as comparable text (their order and ids aside). */
export async function detailsOf(tx: DbOrTx, legacyID: string): Promise<string[]> {
  const rows = await tx
    .select()
    .from(legacyDetails)
    .where(eq(legacyDetails.legacyID, legacyID))
    .orderBy(asc(legacyDetails.createdAt));
  return rows
    .map((d) =>
      JSON.stringify([
        d.legacyTypeID,
        d.description,
        d.amountPence,
        d.isEstimate,
        d.isPercentage,
        Number(d.percentageValue),
      ]),
    )
    .sort();
}

/**
 * The trace of PUT /api/Legacy (issue 11): one audit event of the save, and in the feed what it
 * changed — the fields (and the legacy details when the list was replaced by a different one), the
 * deceased, the nominated account. A save that changed nothing shows no activity.
 */
export async function recordLegacyUpdate(
  tx: DbOrTx,
  actor: Actor,
  before: LegacyRow,
  set: Partial<typeof legacies.$inferInsert>,
  detailsBefore: string[] | null,
  meta: RequestMeta,
  /** The notification intake's contacts, when the save replaced them: how many there are now. */
  intake: { contacts?: number } = {},
) {
  const changed = Object.entries(set)
    .filter(([key, value]) => !OWN_ENTRIES.has(key) && !same(before[key as keyof LegacyRow], value))
    .map(([key]) => label(key));
  const detailsChanged =
    detailsBefore !== null &&
    JSON.stringify(detailsBefore) !== JSON.stringify(await detailsOf(tx, before.legacyID));
  if (detailsChanged) changed.push(LEGACY_TEXTS.legacyDetails.toLowerCase());
  // Contacts are personal data: the feed and the audit say that they changed, never who they are.
  if (intake.contacts !== undefined) changed.push('contacts');
  // The entries name the legacy as it is after the save (a new charity reference included).
  const after: LegacyRow = { ...before, ...set } as LegacyRow;
  await audit(
    tx,
    actor,
    after,
    'legacy.updated',
    meta,
    {
      fields: [...Object.keys(set), ...(intake.contacts !== undefined ? ['contacts'] : [])],
      details: detailsChanged || undefined,
      contacts: intake.contacts,
      // Which account was chosen (an id, never its details); null when the nomination was removed.
      bankAccountID: 'nominatedBankAccountID' in set ? set.nominatedBankAccountID : undefined,
    },
    { text: changed.join(', '), auditOnly: changed.length === 0 },
  );

  if ('deceasedIndividualID' in set && set.deceasedIndividualID !== before.deceasedIndividualID) {
    if (set.deceasedIndividualID) {
      const [person] = await tx
        .select({ firstName: individuals.firstName, surname: individuals.surname })
        .from(individuals)
        .where(eq(individuals.individualID, set.deceasedIndividualID));
      const name = person ? `${person.firstName} ${person.surname}`.trim() : null;
      await audit(
        tx,
        actor,
        after,
        'legacy.deceasedSet',
        meta,
        { individualID: set.deceasedIndividualID },
        {
          object: name,
        },
      );
    } else await audit(tx, actor, after, 'legacy.deceasedRemoved', meta);
  }

  if ('nominatedBankAccountID' in set && set.nominatedBankAccountID !== before.nominatedBankAccountID) {
    // No bank details in the feed: which account it is shows on the legacy to those who may see it.
    if (set.nominatedBankAccountID)
      await audit(tx, actor, after, 'legacy.bankAccountChosen', meta, {
        bankAccountID: set.nominatedBankAccountID,
      });
    else await audit(tx, actor, after, 'legacy.bankAccountCleared', meta);
  }
}
