import { ACTIVITY_TYPES, type ActivityType } from '@probity/domain';
import { z } from 'zod';

/**
 * spec 01 §3 Activity entry. A null user is shown as System; the user's organisationName is given
 * when they are of another organisation than the entry's (a firm user in a charity's feed).
 * legacyID: the legacy the entry is about (issue 11).
 */
export const ZActivityEntry = z.object({
  activityID: z.string(),
  reference: z.string().nullable(),
  matterID: z.string().nullable(),
  legacyID: z.string().nullable(),
  user: z
    .object({
      userID: z.string(),
      name: z.string(),
      profileImage: z.string().nullable(),
      organisationName: z.string().nullable(),
    })
    .nullable(),
  activityType: z.enum(ACTIVITY_TYPES),
  object: z.string().nullable(),
  action: z.string(),
  dateTime: z.string(),
  text: z.string().nullable(),
});
export type ActivityEntry = z.infer<typeof ZActivityEntry>;

export interface ActivityRow {
  activityID: string;
  reference: string | null;
  matterID: string | null;
  legacyID: string | null;
  activityType: ActivityType;
  object: string | null;
  action: string;
  dateTime: Date;
  text: string | null;
  userID: string | null;
  firstName: string | null;
  surname: string | null;
  profileImage: string | null;
  authorOrganisation: string | null;
}

export function presentActivity(row: ActivityRow): ActivityEntry {
  return {
    activityID: row.activityID,
    reference: row.reference,
    matterID: row.matterID,
    legacyID: row.legacyID,
    // A user who no longer exists reads as System too.
    user:
      row.userID && row.firstName !== null
        ? {
            userID: row.userID,
            name: `${row.firstName} ${row.surname ?? ''}`.trim(),
            profileImage: row.profileImage,
            organisationName: row.authorOrganisation,
          }
        : null,
    activityType: row.activityType,
    object: row.object,
    action: row.action,
    dateTime: row.dateTime.toISOString(),
    text: row.text,
  };
}
