import {
  ASSET_CATEGORIES,
  type ChargedTo,
  type DistributionKind,
  ESTATE_ITEM_CATEGORY,
  ESTATE_REGISTER_TEXTS,
  type EstateItemCategory,
  type EstateItemInput,
  type EstateItemKind,
  type EstateTransactionDirection,
  type EstateTransactionInput,
  LIABILITY_CATEGORIES,
  PAYMENT_KINDS,
  PAYMENT_KIND_LABELS,
  RECEIPT_KINDS,
  RECEIPT_KIND_LABELS,
  VALIDATION,
  penceToPoundsInput,
  poundsToPence,
} from '@probity/domain';
import type { EstateItem, EstateTransaction } from './estate-register.api';

/*
 * Issue 17: the register's forms. Amounts are typed in pounds and sent in integer pence, read from
 * the text digit by digit (poundsToPence), never through a floating-point multiplication.
 */

/** An amount field: pence, or the problem to show under it. `optional`: empty is none. */
export function poundsField(text: string, optional = false): { pence: number | null; error: string | null } {
  if (text.trim() === '') return { pence: null, error: optional ? null : VALIDATION.required };
  const pence = poundsToPence(text);
  return pence === null
    ? { pence: null, error: ESTATE_REGISTER_TEXTS.notPoundsAndPence }
    : { pence, error: null };
}

export function categoryOptions(kind: EstateItemKind) {
  return (kind === 'asset' ? ASSET_CATEGORIES : LIABILITY_CATEGORIES).map((c) => ({
    value: c,
    label: ESTATE_ITEM_CATEGORY[c].label,
  }));
}

export interface EstateItemFormValues {
  kind: EstateItemKind;
  category: EstateItemCategory | null;
  description: string;
  institution: string;
  reference: string;
  /** Pounds, as typed. */
  value: string;
  /** Percent, as typed; empty is 100. */
  share: string;
  passesBySurvivorship: boolean;
  inEstateForProbate: boolean;
  realisedAmount: string;
  realisedOn: string | null;
}

export function emptyItemForm(kind: EstateItemKind): EstateItemFormValues {
  return {
    kind,
    category: null,
    description: '',
    institution: '',
    reference: '',
    value: '',
    share: '100',
    passesBySurvivorship: false,
    inEstateForProbate: true,
    realisedAmount: '',
    realisedOn: null,
  };
}

export function itemFormOf(item: EstateItem): EstateItemFormValues {
  return {
    kind: item.kind,
    category: item.category,
    description: item.description,
    institution: item.institution ?? '',
    reference: item.reference ?? '',
    value: penceToPoundsInput(item.valueAtDeath),
    share: String(item.sharePercent),
    passesBySurvivorship: item.passesBySurvivorship,
    inEstateForProbate: item.inEstateForProbate,
    realisedAmount: item.realisedAmount === null ? '' : penceToPoundsInput(item.realisedAmount),
    realisedOn: item.realisedOn,
  };
}

/** The API's input from the form, and the problems of the typed amounts (keyed by the API's fields). */
export function itemInputOf(values: EstateItemFormValues): {
  input: EstateItemInput;
  errors: Map<string, string>;
} {
  const errors = new Map<string, string>();
  const value = poundsField(values.value);
  if (value.error) errors.set('valueAtDeath', value.error);
  const realised = poundsField(values.realisedAmount, true);
  if (realised.error) errors.set('realisedAmount', realised.error);
  const share = values.share.trim();
  const shareNumber = share === '' ? null : /^\d+(\.\d+)?$/.test(share) ? Number(share) : Number.NaN;
  return {
    input: {
      kind: values.kind,
      category: values.category as EstateItemCategory,
      description: values.description,
      institution: values.institution,
      reference: values.reference,
      // A typed amount that is not one shows its own problem (errors), which the form shows first.
      valueAtDeath: value.pence ?? 0,
      sharePercent: shareNumber,
      passesBySurvivorship: values.passesBySurvivorship,
      inEstateForProbate: values.inEstateForProbate,
      realisedAmount: realised.pence,
      realisedOn: values.realisedOn ?? '',
    },
    errors,
  };
}

export function transactionKindOptions(direction: EstateTransactionDirection) {
  return direction === 'receipt'
    ? RECEIPT_KINDS.map((k) => ({ value: k, label: RECEIPT_KIND_LABELS[k] }))
    : PAYMENT_KINDS.map((k) => ({ value: k, label: PAYMENT_KIND_LABELS[k] }));
}

/** 'Interest' or 'Administration expenses'. */
export function transactionKindLabel(t: Pick<EstateTransaction, 'direction' | 'kind'>): string {
  return t.direction === 'receipt'
    ? ((RECEIPT_KIND_LABELS as Record<string, string>)[t.kind] ?? t.kind)
    : ((PAYMENT_KIND_LABELS as Record<string, string>)[t.kind] ?? t.kind);
}

export interface EstateTransactionFormValues {
  direction: EstateTransactionDirection;
  kind: string | null;
  date: string | null;
  amount: string;
  description: string;
  estateItemID: string | null;
  /** An administration expense's account. */
  chargedTo: ChargedTo;
  /** A distribution's gift and whether interim or final. */
  estateLegacyID: string | null;
  distribution: DistributionKind | null;
}

export function emptyTransactionForm(): EstateTransactionFormValues {
  return {
    direction: 'receipt',
    kind: null,
    date: null,
    amount: '',
    description: '',
    estateItemID: null,
    chargedTo: 'capital',
    estateLegacyID: null,
    distribution: null,
  };
}

export function transactionFormOf(t: EstateTransaction): EstateTransactionFormValues {
  return {
    direction: t.direction,
    kind: t.kind,
    date: t.date,
    amount: penceToPoundsInput(t.amount),
    description: t.description,
    estateItemID: t.estateItemID,
    chargedTo: t.chargedTo ?? 'capital',
    estateLegacyID: t.estateLegacyID,
    distribution: t.distribution,
  };
}

export function transactionInputOf(values: EstateTransactionFormValues): {
  input: EstateTransactionInput;
  errors: Map<string, string>;
} {
  const errors = new Map<string, string>();
  const amount = poundsField(values.amount);
  if (amount.error) errors.set('amount', amount.error);
  return {
    input: {
      direction: values.direction,
      kind: values.kind as EstateTransactionInput['kind'],
      date: values.date ?? '',
      amount: amount.pence ?? 0,
      description: values.description,
      estateItemID: values.estateItemID,
      // Only the fields the type asks for: a kind changed after choosing them sends none of them.
      ...(isPayment(values, 'administration') ? { chargedTo: values.chargedTo } : {}),
      ...(isPayment(values, 'distribution')
        ? { estateLegacyID: values.estateLegacyID, distribution: values.distribution }
        : {}),
    },
    errors,
  };
}

/** A payment of this kind (the modal asks for its own fields). */
export function isPayment(values: Pick<EstateTransactionFormValues, 'direction' | 'kind'>, kind: string) {
  return values.direction === 'payment' && values.kind === kind;
}
