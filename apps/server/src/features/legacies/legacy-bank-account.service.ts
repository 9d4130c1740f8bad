import { LEGACY_TEXTS } from '@probity/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Actor } from '../../access/actor.js';
import type { DbOrTx } from '../../db/client.js';
import { legacies, matterTeam, organisations, users } from '../../db/schema/index.js';
import { invalid } from '../../lib/errors.js';
import { enqueueTemplatedMail } from '../../mail/render-mail.js';
import type { RequestMeta } from '../activity/activity.service.js';
import { audit } from './legacy.audit.js';
import { loadLegacy } from './legacy.access.js';

/**
 * spec 03 §2.7, §4 Share: the nominated account becomes visible to the firm, with an optional payment
 * reference; the firm's matter team and main contact are told by e-mail (BankAccountShared).
 */
export async function shareBankAccount(
  tx: DbOrTx,
  actor: Actor,
  legacyID: string,
  paymentReference: string | null | undefined,
  meta: RequestMeta & { publicUrl: string },
) {
  const loaded = await loadLegacy(tx, actor, legacyID, { action: 'legacyBankAccount.share', lock: true });
  const { legacy } = loaded;
  if (!legacy.nominatedBankAccountID) throw invalid({ nominatedBankAccount: [LEGACY_TEXTS.noBankAccount] });
  const reference = paymentReference?.trim() ? paymentReference.trim() : null;
  await tx
    .update(legacies)
    .set({ bankAccountVisibleToFirm: true, paymentReference: reference, lastUpdatedDate: sql`now()` })
    .where(eq(legacies.legacyID, legacy.legacyID));
  await audit(tx, actor, legacy, 'legacy.bankAccountShared', meta, { paymentReference: reference });
  const matter = loaded.matter?.matter;
  if (!matter) return;
  const [firm] = await tx
    .select()
    .from(organisations)
    .where(eq(organisations.organisationID, matter.organisationID));
  const [charity] = legacy.organisationID
    ? await tx
        .select({ name: organisations.name })
        .from(organisations)
        .where(eq(organisations.organisationID, legacy.organisationID))
    : [];
  const team = await tx
    .select({ userID: users.userID })
    .from(matterTeam)
    .innerJoin(users, eq(users.userID, matterTeam.userID))
    .where(eq(matterTeam.matterID, matter.matterID));
  const ids = [
    ...new Set([...team.map((t) => t.userID), ...(firm?.mainContactUser ? [firm.mainContactUser] : [])]),
  ];
  if (ids.length === 0) return;
  const people = await tx
    .select({ firstName: users.firstName, emailAddress: users.emailAddress })
    .from(users)
    .where(inArray(users.userID, ids));
  for (const p of people)
    await enqueueTemplatedMail(tx, {
      trigger: 'BankAccountShared',
      to: p.emailAddress,
      values: {
        firstName: p.firstName,
        charityName: charity?.name ?? '',
        firmName: firm?.name ?? '',
        matterReference: matter.reference,
        link: `${meta.publicUrl}/secure/matters/${matter.matterID}`,
      },
    });
}

/** spec 03 §4 Hide: the nominated account is hidden from the firm again. */
export async function hideBankAccount(tx: DbOrTx, actor: Actor, legacyID: string, meta: RequestMeta) {
  const { legacy } = await loadLegacy(tx, actor, legacyID, { action: 'legacyBankAccount.share', lock: true });
  await tx
    .update(legacies)
    .set({ bankAccountVisibleToFirm: false, lastUpdatedDate: sql`now()` })
    .where(eq(legacies.legacyID, legacy.legacyID));
  await audit(tx, actor, legacy, 'legacy.bankAccountHidden', meta);
}
