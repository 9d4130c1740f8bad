import { asc, eq } from 'drizzle-orm';
import type { Actor } from '../../access/actor.js';
import type { Config } from '../../config.js';
import type { DbOrTx } from '../../db/client.js';
import { individuals, matters, organisations, users } from '../../db/schema/index.js';
import { matterTitleSql } from '../matters/matter-title.queries.js';
import { decryptSensitive } from '../individuals/individual-secrets.js';
import type { MatterRow } from '../matters/matter.queries.js';
import {
  type MergeData,
  fullName,
  individualRole,
  letterDate,
  matterTypeAndStatus,
  oneLine,
} from './document-templates.merge.js';

type IndividualRow = typeof individuals.$inferSelect;

const addressOf = (p: IndividualRow) =>
  oneLine(p.addressLine1, p.addressLine2, p.addressLine3, p.cityTown, p.county, p.postCode, p.country);

/**
 * The values of MERGE_FIELDS (packages/domain) for a matter. `withSensitive`: the template asks for
 * the deceased's NINO, which is then decrypted; sensitiveReadOf names whose it was (to audit).
 */
export async function buildMergeData(
  db: DbOrTx,
  config: Config,
  actor: Actor,
  matter: MatterRow,
  opts: { withSensitive: boolean },
): Promise<{ data: MergeData; sensitiveReadOf: string | null }> {
  const people = await db
    .select()
    .from(individuals)
    .where(eq(individuals.matterID, matter.matterID))
    .orderBy(asc(individuals.dateCreated));
  const deceased = people.find((p) => p.individualTypeID === 'deceased');
  const others = people.filter((p) => p !== deceased);
  const [firm] = await db
    .select()
    .from(organisations)
    .where(eq(organisations.organisationID, matter.organisationID))
    .limit(1);
  const [contact] = firm?.mainContactUser
    ? await db
        .select({ emailAddress: users.emailAddress })
        .from(users)
        .where(eq(users.userID, firm.mainContactUser))
        .limit(1)
    : [];
  const nino = opts.withSensitive && deceased?.nino ? decryptSensitive(config, deceased).nino : null;
  const { type, status } = matterTypeAndStatus(matter.matterTypeID, matter.statusID);
  // Issue 14 "Find it": the title the matter shows (its own, else "Estate of {deceased}" or its
  // main individual's name), as the matter list computes it.
  const [named] = await db
    .select({
      title: matterTitleSql(),
    })
    .from(matters)
    .where(eq(matters.matterID, matter.matterID));
  const title = named?.title ?? '';
  const data: MergeData = {
    matter_reference: matter.reference,
    matter_title: title,
    matter_type: type,
    matter_status: status,
    date_of_death: letterDate(matter.dateOfDeath ?? deceased?.dateOfDeath),
    date_of_probate: letterDate(matter.dateOfProbate),
    probate_reference: matter.probateReference ?? '',
    deceased_title: deceased?.title ?? '',
    deceased_first_name: deceased?.firstName ?? '',
    deceased_surname: deceased?.surname ?? '',
    deceased_full_name: deceased ? fullName(deceased) : '',
    deceased_date_of_birth: letterDate(deceased?.dob),
    deceased_date_of_death: letterDate(deceased?.dateOfDeath),
    deceased_address: deceased ? addressOf(deceased) : '',
    deceased_ni_number: nino ?? '',
    firm_name: firm?.name ?? '',
    firm_address: firm
      ? oneLine(
          firm.address1,
          firm.address2,
          firm.address3,
          firm.address4,
          firm.address5,
          firm.cityTown,
          firm.county,
          firm.postCode,
          firm.country,
        )
      : '',
    firm_email: contact?.emailAddress ?? '',
    fee_earner_name: `${actor.user.firstName} ${actor.user.surname}`.trim(),
    fee_earner_email: actor.user.emailAddress,
    today: letterDate(new Date()),
    individuals: others.map((p) => ({
      role: individualRole(p.individualTypeID),
      title: p.title ?? '',
      first_name: p.firstName,
      surname: p.surname,
      full_name: fullName(p),
      address: addressOf(p),
      email: p.emailAddress ?? '',
      telephone: p.telephone ?? p.mobileTelephone ?? '',
    })),
  };
  return { data, sensitiveReadOf: nino && deceased ? deceased.individualID : null };
}
