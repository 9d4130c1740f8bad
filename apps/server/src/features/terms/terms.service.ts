import { desc, eq } from 'drizzle-orm';
import type sanitizeHtml from 'sanitize-html';
import { recordAudit } from '../../audit/audit.js';
import type { DbOrTx } from '../../db/client.js';
import { termsAcceptances, termsVersions } from '../../db/schema/index.js';
import { invalid, notFound } from '../../lib/errors.js';
import { lazyRequire } from '../../lib/lazy-require.js';

/** Loaded when terms are published, not at start (issue 16). */
const sanitizer = lazyRequire<typeof sanitizeHtml>('sanitize-html');

/** Terms HTML is written by administrators; it is still sanitised before anybody sees it. */
export function sanitiseTermsHtml(html: string): string {
  return sanitizer()(html, {
    allowedTags: [...sanitizer().defaults.allowedTags, 'h1', 'h2', 'h3'],
    allowedAttributes: { a: ['href', 'title'] },
    allowedSchemes: ['https', 'mailto'],
  });
}

export async function latestTerms(db: DbOrTx) {
  const [latest] = await db.select().from(termsVersions).orderBy(desc(termsVersions.version)).limit(1);
  return latest;
}

/** Publishes a new version; from then on every user must accept it again (spec 01 §4). */
export async function publishTerms(
  db: DbOrTx,
  input: { title: string; contentHtml: string; publishedBy: string | null },
) {
  const latest = await latestTerms(db);
  const version = (latest?.version ?? 0) + 1;
  const [row] = await db
    .insert(termsVersions)
    .values({
      version,
      title: input.title,
      contentHtml: sanitiseTermsHtml(input.contentHtml),
      publishedBy: input.publishedBy,
    })
    .returning();
  await recordAudit(db, {
    action: 'terms.published',
    actorUserID: input.publishedBy,
    objectType: 'terms',
    objectID: String(version),
  });
  return row!;
}

export async function acceptTerms(db: DbOrTx, userID: string, version: number) {
  const latest = await latestTerms(db);
  if (!latest) throw notFound();
  if (latest.version !== version) {
    throw invalid({ version: ['These terms have been replaced; please read the newest version'] });
  }
  await db.insert(termsAcceptances).values({ userID, version }).onConflictDoNothing();
  await recordAudit(db, {
    action: 'terms.accepted',
    actorUserID: userID,
    objectType: 'terms',
    objectID: String(version),
  });
}

export async function hasAccepted(db: DbOrTx, userID: string, version: number) {
  const rows = await db.select().from(termsAcceptances).where(eq(termsAcceptances.userID, userID));
  return rows.some((r) => r.version === version);
}
