import { z } from 'zod';
import { LEGACY_NOTIFICATION_MODES } from '../notification-texts.js';

/** GET/PUT /api/User/NotificationSettings (the modes and texts are in notification-texts.ts). */
export const ZNotificationSettings = z.object({
  legacyNotifications: z.enum(LEGACY_NOTIFICATION_MODES, {
    error: `Choose one of ${LEGACY_NOTIFICATION_MODES.join(', ')}`,
  }),
});
export type NotificationSettings = z.infer<typeof ZNotificationSettings>;
