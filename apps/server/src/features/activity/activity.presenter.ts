import { z } from 'zod';
import { ACTIVITY_ACTIONS, type ActivityType } from './activity.service.js';

const ACTIVITY_TYPES = Object.keys(ACTIVITY_ACTIONS) as [ActivityType, ...ActivityType[]];

/** spec 01 §3 Activity entry. A null user is shown as System. */
export const ZActivityEntry = z.object({
  activityID: z.string(),
  reference: z.string().nullable(),
  matterID: z.string().nullable(),
  user: z.object({ userID: z.string(), name: z.string(), profileImage: z.string().nullable() }).nullable(),
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
  activityType: ActivityType;
  object: string | null;
  action: string;
  dateTime: Date;
  text: string | null;
  userID: string | null;
  firstName: string | null;
  surname: string | null;
  profileImage: string | null;
}

export function presentActivity(row: ActivityRow): ActivityEntry {
  return {
    activityID: row.activityID,
    reference: row.reference,
    matterID: row.matterID,
    // A user who no longer exists reads as System too.
    user:
      row.userID && row.firstName !== null
        ? {
            userID: row.userID,
            name: `${row.firstName} ${row.surname ?? ''}`.trim(),
            profileImage: row.profileImage,
          }
        : null,
    activityType: row.activityType,
    object: row.object,
    action: row.action,
    dateTime: row.dateTime.toISOString(),
    text: row.text,
  };
}
