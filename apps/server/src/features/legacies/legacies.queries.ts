import {
  LEGACY_STATUSES,
  type LegacyListItem,
  type ListScope,
  MATTER_TYPES,
  EMPTY_GUID,
  formatSortCode,
} from '@probity/domain';
import {
  type SQL,
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  ne,
  or,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Config } from '../../config.js';
import type { DbOrTx } from '../../db/client.js';
import {
  bankAccounts,
  individuals,
  legacies,
  legacyShownDeceasedID,
  legacyTeam,
  matterCharities,
  matters,
  organisations,
  users,
} from '../../db/schema/index.js';
import { type ListQuery, filtersOf, likePattern, orderByOf } from '../../lib/list-query.js';
import { decryptBankSecrets } from '../bank-accounts/bank-account-secrets.js';
import { legacyStatus, legacyUserColumns, presentLegacyUser } from './legacies.presenter.js';

/** Status ids (legacy list and every matter type) whose key is one of `keys`. */
function statusIDsOf(keys: string[]) {
  const wanted = new Set(keys.map((k) => k.toLowerCase()));
  return {
    legacy: LEGACY_STATUSES.filter((s) => wanted.has(s.key) || wanted.has(s.statusID)).map((s) => s.statusID),
    matter: MATTER_TYPES.flatMap((t) => t.statuses)
      .filter((s) => wanted.has(s.key))
      .map((s) => s.statusID),
  };
}

/**
 * Which of a charity's legacies the list scope (listScope of legacy.read) shows, by the same rule as
 * a detail call (legacy.access.ts): the whole charity for 'org' (Charity, Admin Demo), the legacies
 * whose legacy team holds the user for 'team' (the legacy roles, issue 11), else none.
 */
export function legacyScopeWhere(scope: ListScope, organisationID: string): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  if (scope.kind === 'none') return sql`false`;
  if (scope.organisationIDs.includes(organisationID)) return undefined;
  if (!scope.teamUserID) return sql`false`;
  return inArray(
    legacies.legacyID,
    sql`(select ${legacyTeam.legacyID} from ${legacyTeam} where ${legacyTeam.userID} = ${scope.teamUserID})`,
  );
}

/**
 * spec 03 §2.1 the legacies of a charity: SearchTerm (reference, charity reference, deceased, firm),
 * FilterType 'status' with the status keys of spec 03 §4 (the matter's status for a matter legacy),
 * OrderBy reference, charityReference, deceased, createdDate, lastUpdatedDate (default newest first).
 */
export async function listLegacies(
  db: DbOrTx,
  config: Config,
  organisationID: string,
  q: ListQuery,
  scope: ListScope,
): Promise<{ rows: LegacyListItem[]; totalCount: number; bankAccountIDs: string[] }> {
  const filters = filtersOf(q, ['status']);
  const firm = alias(organisations, 'firm');
  const conditions: (SQL | undefined)[] = [
    eq(legacies.organisationID, organisationID),
    legacyScopeWhere(scope, organisationID),
  ];
  if (filters.status?.length) {
    const ids = statusIDsOf(filters.status);
    conditions.push(
      or(
        ids.legacy.length
          ? and(isNull(legacies.matterID), inArray(legacies.statusID, ids.legacy))
          : undefined,
        ids.matter.length
          ? and(isNotNull(legacies.matterID), inArray(matters.statusID, ids.matter))
          : undefined,
        sql`false`,
      ),
    );
  }
  if (q.SearchTerm) {
    const p = likePattern(q.SearchTerm);
    conditions.push(
      or(
        ilike(legacies.reference, p),
        ilike(legacies.charityReference, p),
        ilike(individuals.firstName, p),
        ilike(individuals.surname, p),
        ilike(firm.name, p),
      ),
    );
  }
  const where = and(...conditions);
  const base = () =>
    db
      .select({
        legacy: legacies,
        matter: { matterTypeID: matters.matterTypeID, statusID: matters.statusID },
        deceased: {
          individualID: individuals.individualID,
          title: individuals.title,
          firstName: individuals.firstName,
          surname: individuals.surname,
        },
        firm: { organisationID: firm.organisationID, name: firm.name, mainContactUser: firm.mainContactUser },
        account: bankAccounts,
        contactEmail: users.emailAddress,
      })
      .from(legacies)
      .leftJoin(matters, eq(matters.matterID, legacies.matterID))
      .leftJoin(firm, eq(firm.organisationID, matters.organisationID))
      .leftJoin(individuals, eq(individuals.individualID, legacyShownDeceasedID))
      .leftJoin(bankAccounts, eq(bankAccounts.bankAccountID, legacies.nominatedBankAccountID))
      .leftJoin(users, eq(users.userID, bankAccounts.primaryContactUserID));
  const [total] = await db
    .select({ n: count() })
    .from(legacies)
    .leftJoin(matters, eq(matters.matterID, legacies.matterID))
    .leftJoin(firm, eq(firm.organisationID, matters.organisationID))
    .leftJoin(individuals, eq(individuals.individualID, legacyShownDeceasedID))
    .where(where);
  const rows = await base()
    .where(where)
    .orderBy(
      ...orderByOf(
        q,
        {
          // Issue 11: Reference sorts the reference the list shows (the charity reference, else the reference).
          reference: sql`lower(coalesce(nullif(btrim(${legacies.charityReference}), ''), ${legacies.reference}))`,
          charityReference: legacies.charityReference,
          deceased: individuals.surname,
          createdDate: legacies.createdDate,
          lastUpdatedDate: legacies.lastUpdatedDate,
        },
        desc(legacies.createdDate),
      ),
      asc(legacies.legacyID),
    )
    .limit(q.pageCount)
    .offset((q.page - 1) * q.pageCount);

  const legacyIDs = rows.map((r) => r.legacy.legacyID);
  const team = legacyIDs.length
    ? await db
        .select({ legacyID: legacyTeam.legacyID, ...legacyUserColumns })
        .from(legacyTeam)
        .innerJoin(users, eq(users.userID, legacyTeam.userID))
        .where(inArray(legacyTeam.legacyID, legacyIDs))
        .orderBy(asc(legacyTeam.addedAt), asc(users.surname))
    : [];
  const contactIDs = rows.flatMap((r) => (r.firm?.mainContactUser ? [r.firm.mainContactUser] : []));
  const contacts = contactIDs.length
    ? await db.select(legacyUserColumns).from(users).where(inArray(users.userID, contactIDs))
    : [];

  return {
    totalCount: total?.n ?? 0,
    /** The nominated accounts the page shows in clear (for the audit: ids, never numbers). */
    bankAccountIDs: [...new Set(rows.flatMap((r) => (r.account ? [r.account.bankAccountID] : [])))],
    rows: rows.map((r) => {
      const matter =
        r.legacy.matterID && r.matter?.matterTypeID
          ? (r.matter as { matterTypeID: string; statusID: string })
          : null;
      const contact = contacts.find((c) => c.userID === r.firm?.mainContactUser);
      const secrets = r.account ? decryptBankSecrets(config, r.account) : null;
      return {
        legacyID: r.legacy.legacyID,
        reference: r.legacy.reference,
        charityReference: r.legacy.charityReference,
        matterID: r.legacy.matterID ?? EMPTY_GUID,
        status: legacyStatus(r.legacy, matter),
        deceased: r.deceased?.individualID ? r.deceased : null,
        matterOrganisation: r.firm?.organisationID
          ? {
              organisationID: r.firm.organisationID,
              name: r.firm.name,
              mainContactUser: contact ? presentLegacyUser(contact) : null,
            }
          : null,
        charityTeam: team.filter((t) => t.legacyID === r.legacy.legacyID).map(presentLegacyUser),
        nominatedBankAccount:
          r.account && secrets
            ? {
                bankName: r.account.bankName,
                sortCode: formatSortCode(secrets.sortCode),
                accountNumber: secrets.accountNumber,
                accountName: r.account.accountName,
                contactEmail: r.contactEmail ?? null,
                visibleToFirm: r.legacy.bankAccountVisibleToFirm,
              }
            : null,
        createdDate: r.legacy.createdDate.toISOString(),
        lastUpdatedDate: r.legacy.lastUpdatedDate.toISOString(),
        canDelete: !r.legacy.matterID,
      };
    }),
  };
}

/** spec 03 §2.11: the other charities of the legacy's matter, by name. */
export async function listCoBeneficiaries(
  db: DbOrTx,
  legacy: { legacyID: string; matterID: string | null },
  page: number,
  pageSize: number,
) {
  if (!legacy.matterID) return { rows: [], totalCount: 0, firmName: null };
  const where = and(
    eq(matterCharities.matterID, legacy.matterID),
    ne(matterCharities.legacyID, legacy.legacyID),
  );
  const [total] = await db.select({ n: count() }).from(matterCharities).where(where);
  const rows = await db
    .select()
    .from(matterCharities)
    .where(where)
    .orderBy(asc(matterCharities.charityName), asc(matterCharities.matterCharityID))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [firm] = await db
    .select({ name: organisations.name })
    .from(matters)
    .innerJoin(organisations, eq(organisations.organisationID, matters.organisationID))
    .where(eq(matters.matterID, legacy.matterID));
  return { rows, totalCount: total?.n ?? 0, firmName: firm?.name ?? null };
}
