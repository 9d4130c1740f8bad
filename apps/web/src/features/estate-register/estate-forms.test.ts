import { ESTATE_REGISTER_TEXTS, ZEstateItemInput } from '@probity/domain';
import { describe, expect, it } from 'vitest';
import {
  emptyItemForm,
  emptyTransactionForm,
  itemFormOf,
  itemInputOf,
  poundsField,
  transactionInputOf,
} from './estate-forms';
import type { EstateItem } from './estate-register.api';

describe('pounds typed into pence (issue 17)', () => {
  it('reads what a practitioner types, exactly', () => {
    expect(poundsField('£1,234.56')).toEqual({ pence: 123_456, error: null });
    // 0.29 × 100 is 28.999999999999996 in floating point: the text is read as 29 pence.
    expect(poundsField('0.29')).toEqual({ pence: 29, error: null });
    expect(poundsField('')).toEqual({ pence: null, error: 'Required' });
    expect(poundsField('', true)).toEqual({ pence: null, error: null });
    expect(poundsField('12.345').error).toBe(ESTATE_REGISTER_TEXTS.notPoundsAndPence);
    expect(poundsField('-5').error).toBe(ESTATE_REGISTER_TEXTS.notPoundsAndPence);
  });

  it('makes the API input of an item, and the form of a stored one back', () => {
    const { input, errors } = itemInputOf({
      ...emptyItemForm('asset'),
      category: 'property',
      description: 'House',
      value: '425,000.10',
      share: '50',
      realisedAmount: '430000',
      realisedOn: '2026-03-01',
    });
    expect(errors.size).toBe(0);
    expect(ZEstateItemInput.parse(input)).toMatchObject({
      valueAtDeath: 42_500_010,
      sharePercent: 50,
      realisedAmount: 43_000_000,
      realisedOn: '2026-03-01',
      institution: null,
      reference: null,
    });
    const stored = {
      ...input,
      estateItemID: 'x',
      valueAtDeath: 42_500_010,
      realisedAmount: 5,
    } as unknown as EstateItem;
    expect(itemFormOf(stored)).toMatchObject({ value: '425000.10', realisedAmount: '0.05' });
  });

  it('names the typed amounts that are not amounts', () => {
    const { errors } = itemInputOf({ ...emptyItemForm('liability'), value: 'ten', realisedAmount: '1.999' });
    expect(Object.fromEntries(errors)).toEqual({
      valueAtDeath: ESTATE_REGISTER_TEXTS.notPoundsAndPence,
      realisedAmount: ESTATE_REGISTER_TEXTS.notPoundsAndPence,
    });
    const tx = transactionInputOf({
      ...emptyTransactionForm(),
      direction: 'payment',
      kind: 'administration',
      date: '2026-03-01',
      amount: '273.00',
      description: 'Court fee',
      chargedTo: 'income',
      estateLegacyID: 'b6f1c1de-0000-4000-8000-000000000001',
    });
    expect(tx).toMatchObject({ input: { amount: 27_300, chargedTo: 'income' }, errors: new Map() });
    // The gift chosen before the type changed is not sent with an expense.
    expect(tx.input).not.toHaveProperty('estateLegacyID');
  });

  it('sends a distribution with its gift and interim or final, and nothing an expense takes', () => {
    const { input } = transactionInputOf({
      ...emptyTransactionForm(),
      direction: 'payment',
      kind: 'distribution',
      chargedTo: 'income',
      estateLegacyID: 'b6f1c1de-0000-4000-8000-000000000001',
      distribution: 'final',
    });
    expect(input).toMatchObject({
      estateLegacyID: 'b6f1c1de-0000-4000-8000-000000000001',
      distribution: 'final',
    });
    expect(input).not.toHaveProperty('chargedTo');
  });
});
