import { LEGACY_EXPORT_SYSTEM, type Legacy } from '@probity/domain';
import { XMLBuilder } from 'fast-xml-parser';
import { xmlSafe } from '../../lib/xml.js';

/*
 * spec 03 §1, §2.4, §7 GET /api/Legacy/Export/{id}: the legacy as an XML text file for upload to the
 * third-party case-management system (LEGACY_EXPORT_SYSTEM). Built as a tree by fast-xml-parser's
 * XMLBuilder, which escapes every text and attribute; characters XML 1.0 cannot hold are dropped.
 */

const text = (v: string | null | undefined) => xmlSafe(v ?? '');
const bool = (v: boolean) => (v ? 'true' : 'false');

export function legacyToXml(legacy: Legacy, now: Date): string {
  const account = legacy.nominatedBankAccount;
  const tree = {
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    LegacyExport: {
      '@_system': LEGACY_EXPORT_SYSTEM,
      '@_version': '1',
      '@_exportedAt': now.toISOString(),
      Legacy: {
        LegacyID: legacy.legacyID,
        Reference: text(legacy.reference),
        CharityReference: text(legacy.charityReference),
        ProbateReference: text(legacy.probateReference),
        MatterID: legacy.matterID,
        Charity: text(legacy.charityName),
        Status: { '@_id': legacy.status.statusID, '#text': text(legacy.status.name) },
        DateOfDeath: text(legacy.dateOfDeath),
        DateOfProbate: text(legacy.dateOfProbate),
        AccountsApproved: bool(legacy.accountsApproved),
        GrantSubmitted: bool(legacy.grantSubmitted),
        CreatedDate: legacy.createdDate,
        LastUpdatedDate: legacy.lastUpdatedDate,
        Deceased: legacy.deceased
          ? {
              IndividualID: legacy.deceased.individualID,
              Title: text(legacy.deceased.title),
              FirstName: text(legacy.deceased.firstName),
              Surname: text(legacy.deceased.surname),
              DateOfBirth: text(legacy.deceased.dobDateTime),
            }
          : '',
        Firm: legacy.matterOrganisation
          ? {
              Name: text(legacy.matterOrganisation.name),
              Address1: text(legacy.matterOrganisation.address1),
              Address2: text(legacy.matterOrganisation.address2),
              CityTown: text(legacy.matterOrganisation.cityTown),
              PostCode: text(legacy.matterOrganisation.postCode),
              Country: text(legacy.matterOrganisation.country),
              MainContact: text(legacy.matterOrganisation.mainContactUser?.emailAddress),
            }
          : '',
        NominatedBankAccount: account
          ? {
              '@_visibleToFirm': bool(account.visibleToFirm),
              BankName: text(account.bankAccount.bankName),
              AccountName: text(account.bankAccount.accountName),
              SortCode: text(account.bankAccount.sortCode),
              AccountNumber: text(account.bankAccount.accountNumber),
              Verified: bool(account.bankAccount.accountVerified),
              PaymentReference: text(account.paymentReference),
            }
          : '',
        Details: {
          Detail: legacy.details.map((d) => ({
            '@_id': d.legacyDetailID,
            Type: text(d.legacyType.name),
            Description: text(d.description),
            Amount: { '@_currency': 'GBP', '#text': (d.amountPence / 100).toFixed(2) },
            IsEstimate: bool(d.isEstimate),
            IsPercentage: bool(d.isPercentage),
            PercentageValue: String(d.percentageValue),
          })),
        },
        CharityTeam: {
          User: legacy.charityTeam.map((u) => ({ Name: text(u.name), Email: text(u.emailAddress) })),
        },
      },
    },
  };
  const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', format: true });
  return builder.build(tree);
}
