import {
  ACCOUNTS_PROBLEMS,
  APPROVAL_METHODS,
  ASSET_CATEGORIES,
  LIABILITY_CATEGORIES,
  RECEIPT_KINDS,
} from '@probity/domain';
import { z } from 'zod';

/*
 * Issue 17 "Estate accounts": the response schemas (the engine's accounts, every field named, and
 * the state of their approval).
 */

const zPence = z.number().int();
const zLine = z.object({ id: z.string(), description: z.string(), amount: zPence });
const zAssetLine = zLine.extend({ category: z.enum([...ASSET_CATEGORIES, ...LIABILITY_CATEGORIES]) });
const zShare = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('percent'), percent: z.number() }),
  z.object({ kind: z.literal('fraction'), numerator: z.number().int(), denominator: z.number().int() }),
]);
const zNamed = { beneficiaryId: z.string(), beneficiaryName: z.string() };

export const ZEstateAccountsFigures = z.object({
  capital: z.object({
    assets: z.array(zAssetLine),
    assetsTotal: zPence,
    realisations: z.array(
      z.object({
        id: z.string(),
        description: z.string(),
        valueAtDeath: zPence,
        realisedAmount: zPence,
        realisedOn: z.string().nullable(),
        gainOrLoss: zPence,
      }),
    ),
    gains: zPence,
    losses: zPence,
    receipts: z.array(zLine),
    receiptsTotal: zPence,
    liabilities: z.array(zAssetLine),
    liabilitiesTotal: zPence,
    funeral: z.array(zAssetLine),
    funeralTotal: zPence,
    administration: z.array(zLine),
    administrationTotal: zPence,
    inheritanceTax: z.array(zLine),
    inheritanceTaxTotal: zPence,
    balance: zPence,
  }),
  income: z.object({
    receipts: z.array(z.object({ kind: z.enum(RECEIPT_KINDS), total: zPence })),
    receiptsTotal: zPence,
    expenses: z.array(zLine),
    expensesTotal: zPence,
    net: zPence,
  }),
  distribution: z.object({
    capitalBalance: zPence,
    netIncome: zPence,
    available: zPence,
    pecuniary: z.array(z.object({ id: z.string(), ...zNamed, amount: zPence })),
    pecuniaryTotal: zPence,
    specific: z.array(
      z.object({
        id: z.string(),
        ...zNamed,
        description: z.string(),
        itemId: z.string().nullable(),
        valueAtDeath: zPence.nullable(),
      }),
    ),
    specificTotal: zPence,
    residue: zPence,
    residuary: z.array(z.object({ ...zNamed, share: zShare, percent: z.number(), amount: zPence })),
    beneficiaries: z.array(
      z.object({
        ...zNamed,
        pecuniary: zPence,
        residuary: zPence,
        entitlement: zPence,
        interimPaid: zPence,
        finalPaid: zPence,
        paid: zPence,
        balance: zPence,
      }),
    ),
    distributedTotal: zPence,
    heldTotal: zPence,
  }),
  problems: z.array(z.enum(ACCOUNTS_PROBLEMS)),
});

export const ZAccountsApproval = z.object({
  method: z.enum(APPROVAL_METHODS),
  approvedOn: z.string(),
  recordedBy: z.string(),
  recordedAt: z.string(),
});

export const ZEstateAccountsView = z.object({
  matterID: z.string(),
  reference: z.string(),
  estateName: z.string(),
  dateOfDeath: z.string().nullable(),
  accounts: ZEstateAccountsFigures,
  /** The engine's problems in words. */
  problemTexts: z.array(z.string()),
  /** The latest time the firm marked the accounts final; null while they are a draft. */
  finalisation: z
    .object({
      finalisationID: z.string(),
      finalisedAt: z.string(),
      finalisedBy: z.string(),
      /** The figures now differ from those marked final: approval waits for a new finalisation. */
      changedSinceFinalised: z.boolean(),
    })
    .nullable(),
  /** Each residuary beneficiary (of the final accounts when there are some) and their approval of them. */
  approvals: z.array(
    z.object({
      beneficiaryId: z.string(),
      beneficiaryName: z.string(),
      type: z.enum(['charity', 'person']),
      /** A charity on Probity approves from its legacy; the firm records the others' approvals. */
      approvesOnProbity: z.boolean(),
      approval: ZAccountsApproval.nullable(),
    }),
  ),
});
export type EstateAccountsView = z.infer<typeof ZEstateAccountsView>;

/** What the charity's approval endpoint answers: the approval it now holds. */
export const ZCharityAccountsApproval = z.object({
  legacyID: z.string(),
  finalisationID: z.string(),
  finalisedAt: z.string(),
  approval: ZAccountsApproval,
});
