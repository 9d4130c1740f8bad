import {
  type EstateItemInput,
  ZEstateItemInput,
  ZEstateTransactionInput,
  addDays,
  todayInUk,
} from '@probity/domain';
import { and, eq, sql } from 'drizzle-orm';
import { buildActor } from '../access/actor.js';
import type { Config } from '../config.js';
import { createEstateItem } from '../features/estate-register/estate-items.service.js';
import { createEstateTransaction } from '../features/estate-register/estate-transactions.service.js';
import type { Tx } from './client.js';
import { activityEntries, matters, organisations, users } from './schema/index.js';

/*
 * Issue 17: the demo estate HF/EST/2026/014 (Arthur Bennett) gets its register, through the
 * feature's own services (as its fee-earner would enter it): a house, two bank accounts (one
 * closed since), a shareholding, household goods, the mortgage and the funeral, and a few
 * receipts and a payment. The dates are counted back from today, so none is in the future.
 */

const ITEMS: (EstateItemInput & { key: string })[] = [
  {
    key: 'house',
    kind: 'asset',
    category: 'property',
    description: 'House, 14 Harbour View',
    institution: '14 Harbour View, Falmouth TR11 3QA',
    reference: 'Land Registry title CL218734',
    valueAtDeath: 42_500_000,
  },
  {
    key: 'current',
    kind: 'asset',
    category: 'bankAccounts',
    description: 'Current account',
    institution: 'Lloyds Bank',
    reference: 'Sort code 30-94-12, account 41782290',
    valueAtDeath: 843_217,
  },
  {
    key: 'savings',
    kind: 'asset',
    category: 'bankAccounts',
    description: 'Instant access savings (closed)',
    institution: 'Nationwide Building Society',
    reference: 'Account 0917 7734 5520',
    valueAtDeath: 5_231_000,
    realisedAmount: 5_236_641,
  },
  {
    key: 'shares',
    kind: 'asset',
    category: 'listedShares',
    description: '1,200 Unilever plc ordinary shares',
    institution: 'Equiniti (registrar)',
    reference: 'Shareholder reference 0065 2231 779',
    valueAtDeath: 5_184_000,
  },
  {
    key: 'goods',
    kind: 'asset',
    category: 'householdGoods',
    description: 'Furniture and personal effects',
    valueAtDeath: 350_000,
  },
  {
    key: 'mortgage',
    kind: 'liability',
    category: 'mortgage',
    description: 'Mortgage on 14 Harbour View',
    institution: 'Coastal Building Society',
    reference: 'Mortgage account 7781 2209',
    valueAtDeath: 6_241_855,
  },
  {
    key: 'funeral',
    kind: 'liability',
    category: 'funeral',
    description: 'Funeral, Penrose & Sons',
    valueAtDeath: 486_000,
  },
];

export async function seedEstateRegister(tx: Tx, ids: { userId: (email: string) => string; config: Config }) {
  const [matter] = await tx.select().from(matters).where(eq(matters.reference, 'HF/EST/2026/014')).limit(1);
  const [fee] = await tx
    .select({ user: users, organisation: organisations })
    .from(users)
    .innerJoin(organisations, eq(organisations.organisationID, users.organisationID))
    .where(eq(users.userID, ids.userId('executive@harbourfinch.test')));
  if (!matter || !fee) return;
  const actor = buildActor(fee.user, fee.organisation, false);
  const today = todayInUk();
  const closedOn = addDays(today, -21);
  const itemIDs = new Map<string, string>();
  for (const { key, ...item } of ITEMS) {
    const input = ZEstateItemInput.parse(item.realisedAmount ? { ...item, realisedOn: closedOn } : item);
    itemIDs.set(key, await createEstateItem(tx, ids.config, actor, matter.matterID, input));
  }
  const transactions = [
    {
      direction: 'receipt',
      kind: 'capital',
      date: closedOn,
      amount: 5_236_641,
      description: 'Closing balance of the Nationwide savings account',
      estateItemID: itemIDs.get('savings'),
    },
    {
      direction: 'receipt',
      kind: 'interest',
      date: addDays(today, -14),
      amount: 1_284,
      description: 'Interest on the Lloyds current account',
      estateItemID: itemIDs.get('current'),
    },
    {
      direction: 'receipt',
      kind: 'dividends',
      date: addDays(today, -10),
      amount: 46_320,
      description: 'Unilever interim dividend',
      estateItemID: itemIDs.get('shares'),
    },
    {
      direction: 'payment',
      kind: 'administration',
      date: addDays(today, -30),
      amount: 30_000,
      description: 'Probate application fee',
    },
  ];
  for (const t of transactions)
    await createEstateTransaction(tx, actor, matter.matterID, ZEstateTransactionInput.parse(t));
  // The register was entered over the matter's life, not on the day of the seed: its entries sit a
  // month back in the feed, below the demo's recent changes.
  await tx
    .update(activityEntries)
    .set({ dateTime: sql`now() - interval '30 days'` })
    .where(and(eq(activityEntries.matterID, matter.matterID), eq(activityEntries.activityType, 'estate')));
}
