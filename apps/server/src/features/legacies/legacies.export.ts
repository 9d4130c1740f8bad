import {
  type EstateLegacyFigures,
  LEGACY_EXPORT_SYSTEM,
  type Legacy,
  type LegacyFiguresSource,
  poundsDecimal,
} from '@probity/domain';
import { XMLBuilder } from 'fast-xml-parser';
import { xmlSafe } from '../../lib/xml.js';
import { serverFile } from '../../lib/server-files.js';

/*
 * spec 03 §1, §2.4, §7 GET /api/Legacy/Export/{id}: the legacy as an XML text file for upload to the
 * third-party case-management system (LEGACY_EXPORT_SYSTEM). The document follows the published
 * schema legacy-export.v1.xsd beside this file (namespace LEGACY_EXPORT_NAMESPACE, version "1"):
 * element order and types are the schema's, and the tests validate every export against it.
 * Built as a tree by fast-xml-parser's XMLBuilder, which escapes every text and attribute;
 * characters XML 1.0 cannot hold (NUL, lone surrogates) are dropped.
 */

export const LEGACY_EXPORT_NAMESPACE = 'urn:probity:legacy-export:v1';
export const LEGACY_EXPORT_VERSION = '1';
/** The schema's file, beside this module. */
export const LEGACY_EXPORT_SCHEMA_FILE = serverFile('features', 'legacies', 'legacy-export.v1.xsd');

/** What the export holds beyond the legacy as GET /api/Legacy/{id}/ answers it. */
export interface LegacyExportExtras {
  /** The firm matter's reference; null for a legacy the charity follows alone. */
  matterReference: string | null;
  /** Notification intake (issue 11): when and from whom the charity learnt of the legacy. */
  intake: {
    notifiedDate: string | null;
    notifiedBy: string | null;
    dateOfWill: string | null;
    expectedReceiptDate: string | null;
  };
  contacts: {
    role: string;
    name: string;
    emailAddress: string | null;
    phone: string | null;
    address: string | null;
  }[];
  coBeneficiaries: { charityName: string; charityRegNo: number; charitySuffix: number; verified: boolean }[];
  /**
   * Issue 17: the legacy's money. From the firm's estate figures when its Estate matter shares them
   * (the typed details are then left out, as on the Legacy Details page), else the typed details'.
   */
  figures: {
    source: LegacyFiguresSource;
    valuePence: number;
    estimatedPence: number;
    estate: EstateLegacyFigures | null;
  };
}

const money = (pence: number) => ({ '@_currency': 'GBP', '#text': poundsDecimal(pence) });

function figuresXml(f: LegacyExportExtras['figures']) {
  const e = f.estate;
  return {
    '@_source': f.source,
    Value: money(f.valuePence),
    Estimated: money(f.estimatedPence),
    Pecuniary: e ? money(e.pecuniary) : undefined,
    ResiduaryPercent: e && e.residuaryPercent !== null ? String(e.residuaryPercent) : undefined,
    EstimatedResidue: e && e.estimatedResidue !== null ? money(e.estimatedResidue) : undefined,
    Residuary: e ? money(e.residuary) : undefined,
    PaidSoFar: e ? money(e.paid) : undefined,
  };
}

const text = (v: string | null | undefined) => xmlSafe(v ?? '');
const bool = (v: boolean) => (v ? 'true' : 'false');
/** An xs:date from a stored date or time ('2025-01-02' or '2025-01-02T00:00:00.000Z'); left out when none. */
const date = (v: string | null | undefined) => (v ? { '#text': v.slice(0, 10) } : undefined);
/** An optional text element: left out when there is no value. */
const optional = (v: string | null | undefined) => (v ? text(v) : undefined);

export function legacyToXml(legacy: Legacy, now: Date, extras: LegacyExportExtras): string {
  const account = legacy.nominatedBankAccount;
  const firm = legacy.matterOrganisation;
  const contact = firm?.mainContactUser;
  const tree = {
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    LegacyExport: {
      '@_xmlns': LEGACY_EXPORT_NAMESPACE,
      '@_system': LEGACY_EXPORT_SYSTEM,
      '@_version': LEGACY_EXPORT_VERSION,
      '@_exportedAt': now.toISOString(),
      Legacy: {
        LegacyID: legacy.legacyID,
        Reference: text(legacy.reference),
        CharityReference: text(legacy.charityReference),
        ProbateReference: text(legacy.probateReference),
        MatterID: legacy.matterID,
        MatterReference: extras.matterReference === null ? undefined : text(extras.matterReference),
        Charity: text(legacy.charityName),
        Status: {
          '@_id': legacy.status.statusID,
          '@_key': legacy.status.icon ?? '',
          '#text': text(legacy.status.name),
        },
        StatusDescription: text(legacy.status.description),
        DateOfDeath: date(legacy.dateOfDeath),
        DateOfProbate: date(legacy.dateOfProbate),
        AccountsApproved: bool(legacy.accountsApproved),
        GrantSubmitted: bool(legacy.grantSubmitted),
        CreatedDate: legacy.createdDate,
        LastUpdatedDate: legacy.lastUpdatedDate,
        Notification: {
          NotifiedDate: date(extras.intake.notifiedDate),
          NotifiedBy: optional(extras.intake.notifiedBy),
          DateOfWill: date(extras.intake.dateOfWill),
          ExpectedReceiptDate: date(extras.intake.expectedReceiptDate),
          Contacts: {
            Contact: extras.contacts.map((c) => ({
              '@_role': c.role,
              Name: text(c.name),
              Email: optional(c.emailAddress),
              Phone: optional(c.phone),
              Address: optional(c.address),
            })),
          },
        },
        Deceased: legacy.deceased
          ? {
              IndividualID: legacy.deceased.individualID,
              Title: text(legacy.deceased.title),
              FirstName: text(legacy.deceased.firstName),
              Surname: text(legacy.deceased.surname),
              DateOfBirth: date(legacy.deceased.dobDateTime),
            }
          : undefined,
        Firm: firm
          ? {
              Name: text(firm.name),
              Address1: text(firm.address1),
              Address2: text(firm.address2),
              CityTown: text(firm.cityTown),
              PostCode: text(firm.postCode),
              Country: text(firm.country),
              MainContact: contact
                ? { Name: text(contact.name), Email: text(contact.emailAddress) }
                : undefined,
            }
          : undefined,
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
          : undefined,
        Details: {
          Detail: (extras.figures.source === 'estate' ? [] : legacy.details).map((d) => ({
            '@_id': d.legacyDetailID,
            Type: text(d.legacyType.name),
            Description: text(d.description),
            Amount: { '@_currency': 'GBP', '#text': poundsDecimal(d.amountPence) },
            IsEstimate: bool(d.isEstimate),
            IsPercentage: bool(d.isPercentage),
            PercentageValue: String(d.percentageValue),
          })),
        },
        Figures: figuresXml(extras.figures),
        CoBeneficiaries: {
          CoBeneficiary: extras.coBeneficiaries.map((c) => ({
            Name: text(c.charityName),
            RegisteredNumber: String(c.charityRegNo),
            Suffix: String(c.charitySuffix),
            Verified: bool(c.verified),
          })),
        },
        // The documents' list only (never their contents): name, media type, size in bytes, upload time.
        Documents: {
          Document: legacy.documents.map((d) => ({
            '@_id': d.documentID,
            Name: text(d.name),
            Type: text(d.mimeType),
            Size: String(d.fileSize),
            Date: d.dateCreated,
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
