import type { EstateItemFigures } from './categories.js';
import type { ComponentWorking, EstateComponent, InheritanceTaxInput } from './inheritance-tax.js';

// Fixtures of the inheritance tax tests (amounts in pence: gbp(1) = 100).

export const gbp = (pounds: number) => Math.round(pounds * 100);

export const asset = (pounds: number, extra: Partial<EstateItemFigures> = {}): EstateItemFigures => ({
  kind: 'asset',
  category: 'other',
  valueAtDeath: gbp(pounds),
  sharePercent: 100,
  passesBySurvivorship: false,
  inEstateForProbate: true,
  realisedAmount: null,
  realisedOn: null,
  ...extra,
});
export const liability = (pounds: number, extra: Partial<EstateItemFigures> = {}): EstateItemFigures => ({
  ...asset(pounds, extra),
  kind: 'liability',
  category: 'debt',
  ...extra,
});

export const input = (over: Partial<InheritanceTaxInput>): InheritanceTaxInput => ({
  dateOfDeath: '2026-01-15',
  items: [],
  settledPropertyValue: 0,
  gifts: [],
  homeToDescendants: null,
  transferredNilRateBandPercent: 0,
  transferredResidenceBandPercent: 0,
  lifetimeGifts: [],
  ...over,
});

export const part = (components: ComponentWorking[], name: EstateComponent): ComponentWorking => {
  const found = components.find((c) => c.component === name);
  if (!found) throw new Error(name);
  return found;
};
