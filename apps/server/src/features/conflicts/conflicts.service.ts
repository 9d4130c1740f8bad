import {
  type Conflict,
  type ConflictMatch,
  type ConflictCheckInput,
  INDIVIDUAL_TYPES,
  can,
  matterTypeById,
} from '@probity/domain';
import type { Actor } from '../../access/actor.js';
import { recordAudit } from '../../audit/audit.js';
import type { DbOrTx } from '../../db/client.js';
import { forbidden } from '../../lib/errors.js';
import type { RequestMeta } from '../activity/activity.service.js';
import { type ConflictRow, findConflicts } from './conflicts.queries.js';

type CheckInput = {
  [K in keyof ConflictCheckInput]-?: Exclude<ConflictCheckInput[K], undefined>;
};

const blankToNull = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);

export function presentConflict(row: ConflictRow): Conflict {
  const type = matterTypeById(row.matterTypeID);
  const status = type?.statuses.find((s) => s.statusID === row.statusID);
  const matchedBy: ConflictMatch[] = [];
  if (row.byName) matchedBy.push('nameAndDateOfBirth');
  if (row.byEmail) matchedBy.push('email');
  return {
    matterID: row.matterID,
    reference: row.reference,
    matterType: { matterTypeID: row.matterTypeID, name: type?.name ?? '' },
    status: { statusID: row.statusID, name: status?.name ?? '' },
    individualID: row.individualID,
    name: `${row.firstName} ${row.surname}`,
    individualType: {
      individualTypeID: row.individualTypeID,
      name: INDIVIDUAL_TYPES[row.individualTypeID]?.name ?? row.individualTypeID,
    },
    matchedBy,
  };
}

/**
 * POST /api/Conflicts/Check (issue 14): the other matters of the caller's firm where the person
 * appears. Only the firm's roles may ask (403 otherwise), and only about their own firm. When
 * something is found the warning is recorded (conflict.check_shown, with the matters' ids and what
 * matched, never the name or e-mail asked about).
 */
export async function checkConflicts(
  db: DbOrTx,
  actor: Actor,
  input: Partial<CheckInput>,
  meta: RequestMeta = {},
): Promise<Conflict[]> {
  const organisationID = actor.organisationID;
  if (actor.organisationType !== 'lawfirm' || !can(actor, 'conflictCheck.read', { organisationID }))
    throw forbidden();
  const rows = await findConflicts(db, {
    organisationID,
    firstName: blankToNull(input.firstName),
    lastName: blankToNull(input.lastName),
    dateOfBirth: blankToNull(input.dateOfBirth),
    email: blankToNull(input.email),
    excludeMatterID: input.excludeMatterID?.toLowerCase() ?? null,
  });
  const conflicts = rows.map(presentConflict);
  if (conflicts.length > 0) {
    await recordAudit(db, {
      action: 'conflict.check_shown',
      actorUserID: actor.userID,
      organisationID,
      objectType: 'matter',
      objectID: input.excludeMatterID?.toLowerCase() ?? undefined,
      ip: meta.ip,
      details: {
        matters: [...new Set(conflicts.map((c) => c.matterID))],
        matchedBy: [...new Set(conflicts.flatMap((c) => c.matchedBy))],
      },
    });
  }
  return conflicts;
}
