import { type TestContext, callAs } from '../../../test/helpers.js';
import { buildEstateScene } from '../estate-will/estate-will.factories.js';

/*
 * An Estate matter (died 15 January 2026) with a register, a will and tax facts, entered through
 * the API as a fee-earner would (test factory). Its figures are worked by hand in
 * estate-figures.test.ts:
 * - general component: house £900,000, bank £250,000, shares £60,000; mortgage £50,000, funeral
 *   £5,000 (net £1,155,000); survivorship: half of a £40,000 joint account (£20,000);
 * - will: £10,000 to Lantern Trust, £5,000 to "JANE DOE", the shares to Tom Baker, residue 90 %
 *   to " Jane Doe " and 1/10 to Moorland Rescue;
 * - facts: a £300,000 home to direct descendants; gifts of £30,000 (June 2022, counted) and
 *   £10,000 (March 2018, more than seven years before);
 * - after the death: interest £1,200, administration £2,400 (capital).
 */
export async function buildEstateFiguresScene(ctx: TestContext) {
  const s = await buildEstateScene(ctx);
  const [lantern, moorland] = s.charities;
  const base = `/api/Matters/${s.matter.matterID}/Estate`;
  const post = async (url: string, body: Record<string, unknown>, method: 'POST' | 'PUT' = 'POST') => {
    const res = await callAs(ctx, s.feeEarner, method, `${base}/${url}`, body);
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const asset = (category: string, description: string, valueAtDeath: number, more = {}) =>
    post('Items', { kind: 'asset', category, description, valueAtDeath, ...more });
  const house = await asset('property', '4 Quay Street, Falmouth', 90_000_000);
  const bank = await asset('bankAccounts', 'Deposit account', 25_000_000);
  const shares = await asset('listedShares', 'Harbour plc shares', 6_000_000);
  const joint = await asset('bankAccounts', 'Joint account', 4_000_000, {
    sharePercent: 50,
    passesBySurvivorship: true,
  });
  const mortgage = await post('Items', {
    kind: 'liability',
    category: 'mortgage',
    description: 'Mortgage',
    valueAtDeath: 5_000_000,
  });
  const funeral = await post('Items', {
    kind: 'liability',
    category: 'funeral',
    description: 'Funeral',
    valueAtDeath: 500_000,
  });
  const charity = (matterCharityID: string) => ({ type: 'charity', matterCharityID });
  const person = (name: string) => ({ type: 'person', name });
  const lanternGift = await post('Legacies', {
    kind: 'pecuniary',
    beneficiary: charity(lantern.matterCharityID),
    amount: 1_000_000,
  });
  const janeGift = await post('Legacies', {
    kind: 'pecuniary',
    beneficiary: person('JANE DOE'),
    amount: 500_000,
  });
  const sharesGift = await post('Legacies', {
    kind: 'specific',
    beneficiary: person('Tom Baker'),
    description: 'My shares in Harbour plc',
    estateItemID: shares.estateItemID,
  });
  const janeResidue = await post('Legacies', {
    kind: 'residuary',
    beneficiary: person(' Jane Doe '),
    share: { kind: 'percent', percent: 90 },
  });
  const moorlandResidue = await post('Legacies', {
    kind: 'residuary',
    beneficiary: charity(moorland.matterCharityID),
    share: { kind: 'fraction', numerator: 1, denominator: 10 },
  });
  await post(
    'Facts',
    {
      transferredNilRateBandPercent: 0,
      transferredResidenceBandPercent: 0,
      homeToDescendants: true,
      homeToDescendantsValue: 30_000_000,
      lifetimeGifts: [
        { date: '2022-06-01', amount: 3_000_000, recipient: 'Jane Doe' },
        { date: '2018-03-01', amount: 1_000_000, recipient: 'Tom Baker' },
      ],
    },
    'PUT',
  );
  const interest = await post('Transactions', {
    direction: 'receipt',
    kind: 'interest',
    date: '2026-02-01',
    amount: 120_000,
    description: 'Interest on the deposit account',
  });
  const fees = await post('Transactions', {
    direction: 'payment',
    kind: 'administration',
    date: '2026-02-10',
    amount: 240_000,
    description: 'Probate court fee and valuation',
  });
  return {
    ...s,
    items: { house, bank, shares, joint, mortgage, funeral },
    legacies: { lanternGift, janeGift, sharesGift, janeResidue, moorlandResidue },
    transactions: { interest, fees },
  };
}
