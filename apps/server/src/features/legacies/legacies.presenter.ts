import {
  EMPTY_GUID,
  LEGACY_STATUSES,
  LEGACY_TYPES,
  type Legacy,
  type LegacyDetail,
  type LegacyUser,
  legacyStatusDescription,
  matterTypeById,
  statusOfType,
} from '@probity/domain';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Actor } from '../../access/actor.js';
import { type ReadMeta, recordRead } from '../../audit/reads.js';
import type { Config } from '../../config.js';
import type { DbOrTx } from '../../db/client.js';
import {
  documents,
  individuals,
  legacies,
  legacyDetails,
  legacyShownDeceasedID,
  legacyTeam,
  matterCharities,
  matterTeam,
  organisations,
  users,
} from '../../db/schema/index.js';
import { presentBankAccount } from '../bank-accounts/bank-accounts.presenter.js';
import { findBankAccount } from '../bank-accounts/bank-accounts.queries.js';
import { isItemStaff } from '../documents/documents.access.js';
import { userSummaryColumns, visibleDocumentsWhere } from '../documents/documents.queries.js';
import type { MatterRow } from '../matters/matter.queries.js';
import { contactsOf } from './legacy-intake.service.js';
import type { LegacyRow, LoadedLegacy } from './legacy.access.js';

export const legacyUserColumns = {
  userID: users.userID,
  title: users.title,
  firstName: users.firstName,
  surname: users.surname,
  emailAddress: users.emailAddress,
  profileImage: users.profileImage,
  roles: users.roles,
};
type LegacyUserRow = {
  userID: string;
  title: string | null;
  firstName: string;
  surname: string;
  emailAddress: string;
  profileImage: string | null;
  roles: string[];
};

export function presentLegacyUser(u: LegacyUserRow): LegacyUser {
  return {
    userID: u.userID,
    name: `${u.firstName} ${u.surname}`,
    title: u.title,
    firstName: u.firstName,
    surname: u.surname,
    emailAddress: u.emailAddress,
    profileImage: u.profileImage,
    roles: u.roles,
  };
}

/**
 * spec 03 §4: a legacy with a matter shows the matter's status; otherwise one of LEGACY_STATUSES.
 * Either way it is described in the charity's words (issue 11: legacy-status-texts), never with
 * the matter status's firm-side text.
 */
export function legacyStatus(
  legacy: Pick<LegacyRow, 'statusID'>,
  matter: Pick<MatterRow, 'matterTypeID' | 'statusID'> | null,
) {
  if (matter) {
    const type = matterTypeById(matter.matterTypeID);
    const status = type ? statusOfType(type, matter.statusID) : undefined;
    if (type && status)
      return {
        statusID: status.statusID,
        typeID: type.matterTypeID,
        name: status.name,
        description: legacyStatusDescription(status.key, true),
        sortOrder: status.sortOrder,
        icon: status.key,
      };
  }
  const status = LEGACY_STATUSES.find((s) => s.statusID === legacy.statusID) ?? LEGACY_STATUSES[0]!;
  return {
    statusID: status.statusID,
    typeID: EMPTY_GUID,
    name: status.name,
    description: legacyStatusDescription(status.key, false),
    sortOrder: status.sortOrder,
    icon: status.key,
  };
}

export function presentDetail(row: typeof legacyDetails.$inferSelect): LegacyDetail {
  const type = LEGACY_TYPES.find((t) => t.legacyTypeID === row.legacyTypeID);
  return {
    legacyDetailID: row.legacyDetailID,
    legacyType: { legacyTypeID: row.legacyTypeID, name: type?.name ?? '' },
    description: row.description,
    amountPence: row.amountPence,
    isEstimate: row.isEstimate,
    isPercentage: row.isPercentage,
    percentageValue: Number(row.percentageValue),
  };
}

export async function charityTeamOf(db: DbOrTx, legacyID: string): Promise<LegacyUser[]> {
  const rows = await db
    .select(legacyUserColumns)
    .from(legacyTeam)
    .innerJoin(users, eq(users.userID, legacyTeam.userID))
    .where(eq(legacyTeam.legacyID, legacyID))
    .orderBy(asc(legacyTeam.addedAt), asc(users.surname));
  return rows.map(presentLegacyUser);
}

const dateText = (d: Date | string | null) =>
  d === null ? null : typeof d === 'string' ? d : d.toISOString();

/** spec 03 §3 Legacy as GET /api/Legacy/{id}/ answers it, for this actor. */
export async function presentLegacy(
  db: DbOrTx,
  config: Config,
  actor: Actor,
  loaded: LoadedLegacy,
  read: ReadMeta | null,
): Promise<Legacy> {
  const { legacy } = loaded;
  const matter = loaded.matter?.matter ?? null;

  let charityName = '';
  if (legacy.organisationID) {
    const [org] = await db
      .select({ name: organisations.name })
      .from(organisations)
      .where(eq(organisations.organisationID, legacy.organisationID));
    charityName = org?.name ?? '';
  }
  if (!charityName) {
    const [mc] = await db
      .select({ charityName: matterCharities.charityName })
      .from(matterCharities)
      .where(eq(matterCharities.legacyID, legacy.legacyID))
      .limit(1);
    charityName = mc?.charityName ?? '';
  }

  // The charity's own deceased, or for a firm's legacy the matter's Deceased (legacyShownDeceasedID).
  let deceased: Legacy['deceased'] = null;
  if (legacy.deceasedIndividualID || legacy.matterID) {
    const [ind] = await db
      .select({
        individualID: individuals.individualID,
        title: individuals.title,
        firstName: individuals.firstName,
        surname: individuals.surname,
        dob: individuals.dob,
      })
      .from(legacies)
      .innerJoin(individuals, eq(individuals.individualID, legacyShownDeceasedID))
      .where(eq(legacies.legacyID, legacy.legacyID));
    if (ind)
      deceased = {
        individualID: ind.individualID,
        title: ind.title,
        firstName: ind.firstName,
        surname: ind.surname,
        dobDateTime: ind.dob,
      };
  }

  let matterOrganisation: Legacy['matterOrganisation'] = null;
  let matterTeamUsers: LegacyUser[] = [];
  if (matter) {
    const [firm] = await db
      .select()
      .from(organisations)
      .where(eq(organisations.organisationID, matter.organisationID));
    if (firm) {
      const [contact] = firm.mainContactUser
        ? await db.select(legacyUserColumns).from(users).where(eq(users.userID, firm.mainContactUser))
        : [];
      matterOrganisation = {
        organisationID: firm.organisationID,
        name: firm.name,
        address1: firm.address1,
        address2: firm.address2,
        cityTown: firm.cityTown,
        postCode: firm.postCode,
        country: firm.country,
        mainContactUser: contact ? presentLegacyUser(contact) : null,
      };
    }
    const team = await db
      .select(legacyUserColumns)
      .from(matterTeam)
      .innerJoin(users, eq(users.userID, matterTeam.userID))
      .where(eq(matterTeam.matterID, matter.matterID))
      .orderBy(asc(matterTeam.addedAt), asc(users.surname));
    matterTeamUsers = team.map(presentLegacyUser);
  }

  let nominatedBankAccount: Legacy['nominatedBankAccount'] = null;
  const mayShowAccount = loaded.viewer === 'charity' || legacy.bankAccountVisibleToFirm;
  if (legacy.nominatedBankAccountID && mayShowAccount) {
    const found = await findBankAccount(db, legacy.nominatedBankAccountID);
    if (found && read) {
      await recordRead(
        db,
        actor,
        {
          action: 'bankAccount.viewed',
          organisationID: found.account.organisationID,
          objectType: 'bankAccount',
          objectID: found.account.bankAccountID,
          details: { legacyID: legacy.legacyID, viewer: loaded.viewer },
        },
        read,
      );
    }
    if (found)
      nominatedBankAccount = {
        bankAccount: presentBankAccount(config, found),
        visibleToFirm: legacy.bankAccountVisibleToFirm,
        paymentReference: legacy.paymentReference,
      };
  }

  const details = await db
    .select()
    .from(legacyDetails)
    .where(eq(legacyDetails.legacyID, legacy.legacyID))
    .orderBy(asc(legacyDetails.createdAt), asc(legacyDetails.legacyDetailID));

  const staff = isItemStaff(actor, {
    organisationID:
      loaded.viewer === 'charity' ? (legacy.organisationID ?? '') : (matter?.organisationID ?? ''),
    teamUserIDs: loaded.matter?.teamUserIDs ?? [],
  });
  const docs = await db
    .select({ doc: documents, uploader: userSummaryColumns })
    .from(documents)
    .leftJoin(users, eq(users.userID, documents.uploadedBy))
    .where(
      and(
        visibleDocumentsWhere(legacy.legacyID, actor.userID, staff),
        isNull(documents.conversationMessageID),
      ),
    )
    .orderBy(desc(documents.dateCreated));

  return {
    legacyID: legacy.legacyID,
    reference: legacy.reference,
    charityReference: legacy.charityReference,
    probateReference: matter ? matter.probateReference : legacy.probateReference,
    matterID: legacy.matterID ?? EMPTY_GUID,
    organisationID: legacy.organisationID,
    charityName,
    status: legacyStatus(legacy, matter),
    deceased,
    createdDate: legacy.createdDate.toISOString(),
    lastUpdatedDate: legacy.lastUpdatedDate.toISOString(),
    matterOrganisation,
    matterTeam: matterTeamUsers,
    charityTeam: await charityTeamOf(db, legacy.legacyID),
    nominatedBankAccount,
    details: details.map(presentDetail),
    documents: docs.map(({ doc, uploader }) => ({
      documentID: doc.documentID,
      name: doc.name,
      mimeType: doc.mimeType,
      fileSize: doc.fileSize,
      dateCreated: doc.dateCreated.toISOString(),
      uploadedBy: uploader?.userID
        ? {
            userID: uploader.userID,
            firstName: uploader.firstName,
            surname: uploader.surname,
            emailAddress: uploader.emailAddress,
          }
        : null,
    })),
    dateOfDeath: dateText(matter ? matter.dateOfDeath : legacy.dateOfDeath),
    dateOfProbate: dateText(matter ? matter.dateOfProbate : legacy.dateOfProbate),
    accountsApproved: matter ? matter.accountsApproved : legacy.accountsApproved,
    grantSubmitted: matter ? matter.grantSubmitted : legacy.grantSubmitted,
    // The charity's own forecast: not the firm's to see.
    expectedReceiptDate: loaded.viewer === 'charity' ? dateText(legacy.expectedReceiptDate) : null,

    // Notification intake (issue 11): the charity's own records, never shown to the firm.
    ...(loaded.viewer === 'charity'
      ? {
          notifiedDate: legacy.notifiedDate,
          notifiedBy: legacy.notifiedBy,
          dateOfWill: legacy.dateOfWill,
          contacts: await contactsOf(db, legacy.legacyID),
        }
      : { notifiedDate: null, notifiedBy: null, dateOfWill: null, contacts: [] }),
  };
}
