import {
  ZEstateFactsInput,
  ZEstateItemInput,
  ZEstateTransactionInput,
  addDays,
  addMonths,
  todayInUk,
} from '@probity/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { buildActor } from '../access/actor.js';
import type { Config } from '../config.js';
import { createEstateItem } from '../features/estate-register/estate-items.service.js';
import { createEstateTransaction } from '../features/estate-register/estate-transactions.service.js';
import { putEstateFacts } from '../features/estate-will/estate-will.service.js';
import type { Tx } from './client.js';
import { activityEntries, estateLegacies, matters, organisations, users } from './schema/index.js';

/*
 * Issue 17: what the demo estate HF/EST/2026/014 needs for its inheritance tax worksheet and its
 * accounts to show their working, through the features' own services (after the will and the
 * register): Arthur Bennett's half of a holiday cottage owned jointly with his sister, which passes
 * to her by survivorship (the survivorship component: taxed, outside the accounts); £300,000 given
 * to his nephew three years before the death, which uses up most of the nil-rate band — so tax is
 * due on the cottage at 40 %, and the worksheet says how much more to charity would bring it to
 * 36 %; and interim distributions of £20,000 to each residuary charity (out of the cash collected so far) with the £5,000 legacy paid.
 * The accounts stay a draft: the estate is still being administered.
 */
export async function seedEstateAccounts(tx: Tx, ids: { userId: (email: string) => string; config: Config }) {
  const [matter] = await tx.select().from(matters).where(eq(matters.reference, 'HF/EST/2026/014')).limit(1);
  const [fee] = await tx
    .select({ user: users, organisation: organisations })
    .from(users)
    .innerJoin(organisations, eq(organisations.organisationID, users.organisationID))
    .where(eq(users.userID, ids.userId('executive@harbourfinch.test')));
  if (!matter?.dateOfDeath || !fee) return;
  const actor = buildActor(fee.user, fee.organisation, false);
  const today = todayInUk();
  await createEstateItem(
    tx,
    ids.config,
    actor,
    matter.matterID,
    ZEstateItemInput.parse({
      kind: 'asset',
      category: 'property',
      description: 'Half share of Gull Cottage, St Mawes (joint with his sister)',
      institution: 'Gull Cottage, Tredenham Road, St Mawes TR2 5AN',
      valueAtDeath: 36_000_000,
      sharePercent: 50,
      passesBySurvivorship: true,
      inEstateForProbate: false,
    }),
  );
  await putEstateFacts(
    tx,
    actor,
    matter.matterID,
    ZEstateFactsInput.parse({
      lifetimeGifts: [
        {
          date: addMonths(matter.dateOfDeath, -36),
          amount: 30_000_000,
          recipient: 'Thomas Bennett (nephew)',
        },
      ],
    }),
  );
  const gifts = await tx
    .select()
    .from(estateLegacies)
    .where(eq(estateLegacies.matterID, matter.matterID))
    .orderBy(asc(estateLegacies.createdAt));
  const residuary = gifts.filter((g) => g.kind === 'residuary');
  const pecuniary = gifts.find((g) => g.kind === 'pecuniary');
  const payments = [
    ...residuary.map((g) => ({
      estateLegacyID: g.estateLegacyID,
      distribution: 'interim',
      amount: 2_000_000,
      description: 'Interim distribution on account of the residuary share',
    })),
    ...(pecuniary
      ? [
          {
            estateLegacyID: pecuniary.estateLegacyID,
            distribution: 'final',
            amount: pecuniary.amount ?? 0,
            description: 'Pecuniary legacy paid',
          },
        ]
      : []),
  ];
  for (const p of payments)
    await createEstateTransaction(
      tx,
      actor,
      matter.matterID,
      ZEstateTransactionInput.parse({
        direction: 'payment',
        kind: 'distribution',
        date: addDays(today, -7),
        ...p,
      }),
    );
  // Entered over the matter's life: a month back in the feed, like the register's entries.
  await tx
    .update(activityEntries)
    .set({ dateTime: sql`now() - interval '30 days'` })
    .where(and(eq(activityEntries.matterID, matter.matterID), eq(activityEntries.activityType, 'estate')));
}
