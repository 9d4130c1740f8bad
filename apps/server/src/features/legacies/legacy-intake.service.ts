import {
  type LegacyContact,
  type LegacyIntake,
  ZLegacyIntakeInput,
  legacyIntakeErrors,
} from '@probity/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { type legacies, legacyContacts } from '../../db/schema/index.js';
import type { LegacyRow } from './legacy.access.js';

/*
 * Issue 11 notification intake: when the charity was notified and by whom, the date of the will,
 * and the executors' (or other) contacts who are not on Probity. The charity's own records: it
 * edits them even when a firm is attached, and the firm never sees them. Contacts are personal
 * data: audit events name the fields changed and the number of contacts, never their content.
 */

export const INTAKE_FIELDS = ['notifiedDate', 'notifiedBy', 'dateOfWill', 'contacts'] as const;

type IntakeColumns = Pick<typeof legacies.$inferInsert, 'notifiedDate' | 'notifiedBy' | 'dateOfWill'>;
type ContactRow = Omit<typeof legacyContacts.$inferInsert, 'legacyID' | 'contactID' | 'createdAt'>;

export interface IntakeChange {
  errors: Record<string, string[]>;
  set: IntakeColumns;
  /** The new list of contacts when the body names them (null: unchanged). */
  contacts: ContactRow[] | null;
  /** The intake fields the body names (for the audit event). */
  fields: string[];
}

const contactRows = (contacts: LegacyIntake['contacts']): ContactRow[] =>
  (contacts ?? []).map((c) => ({
    role: c.role,
    name: c.name,
    emailAddress: c.emailAddress ?? null,
    phone: c.phone ?? null,
    address: c.address ?? null,
  }));

/**
 * The intake fields a body names, checked with the stored values of the others (a date of will
 * after the stored notification date is refused). A field the body does not name stays as it is.
 */
export function intakeChange(
  body: Record<string, unknown>,
  stored: Pick<LegacyRow, 'notifiedDate' | 'dateOfWill'>,
): IntakeChange {
  const fields = INTAKE_FIELDS.filter((k) => Object.hasOwn(body, k));
  if (fields.length === 0) return { errors: {}, set: {}, contacts: null, fields };
  const merged: Record<string, unknown> = {
    notifiedDate: stored.notifiedDate,
    dateOfWill: stored.dateOfWill,
  };
  for (const k of fields) merged[k] = body[k];
  const errors = legacyIntakeErrors(merged);
  if (Object.keys(errors).length > 0) return { errors, set: {}, contacts: null, fields };
  const parsed = ZLegacyIntakeInput.parse(merged);
  const set: IntakeColumns = {};
  if (fields.includes('notifiedDate')) set.notifiedDate = parsed.notifiedDate ?? null;
  if (fields.includes('notifiedBy')) set.notifiedBy = parsed.notifiedBy ?? null;
  if (fields.includes('dateOfWill')) set.dateOfWill = parsed.dateOfWill ?? null;
  const contacts = fields.includes('contacts') ? contactRows(parsed.contacts) : null;
  return { errors: {}, set, contacts, fields };
}

/** The columns of a new legacy's intake (already checked by the route's schema). */
export function intakeOfNewLegacy(input: LegacyIntake): { set: IntakeColumns; contacts: ContactRow[] } {
  return {
    set: {
      notifiedDate: input.notifiedDate ?? null,
      notifiedBy: input.notifiedBy ?? null,
      dateOfWill: input.dateOfWill ?? null,
    },
    contacts: contactRows(input.contacts),
  };
}

/** Replaces a legacy's contacts, kept in the order given. */
export async function replaceContacts(tx: DbOrTx, legacyID: string, contacts: ContactRow[]) {
  await tx.delete(legacyContacts).where(eq(legacyContacts.legacyID, legacyID));
  // The order is the creation time: a microsecond more per contact keeps it where the clock is coarse
  // (PGlite's can give two inserts the same time, and the ids would then decide).
  for (const [i, c] of contacts.entries())
    await tx
      .insert(legacyContacts)
      .values({ legacyID, ...c, createdAt: sql`clock_timestamp() + make_interval(secs => ${i} * 0.000001)` });
}

/** A legacy's contacts, in the order they were given. */
export async function contactsOf(db: DbOrTx, legacyID: string): Promise<LegacyContact[]> {
  const rows = await db
    .select()
    .from(legacyContacts)
    .where(eq(legacyContacts.legacyID, legacyID))
    .orderBy(asc(legacyContacts.createdAt), asc(legacyContacts.contactID));
  return rows.map((r) => ({
    contactID: r.contactID,
    role: r.role,
    name: r.name,
    emailAddress: r.emailAddress,
    phone: r.phone,
    address: r.address,
  }));
}
