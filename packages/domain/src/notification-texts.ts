/**
 * issue 11: how a member of a legacy team hears of the firm's changes to their legacies — one
 * e-mail per change, one digest a day, or none. The setting is the user's own; only charity users
 * have it (GET/PUT /api/User/NotificationSettings).
 */
export const LEGACY_NOTIFICATION_MODES = ['immediately', 'daily', 'off'] as const;
export type LegacyNotificationMode = (typeof LEGACY_NOTIFICATION_MODES)[number];

export const NOTIFICATION_TEXTS = {
  menuItem: 'Notifications',
  title: 'Notifications',
  intro:
    'E-mails about what the law firm changes on the legacies whose team you are on: their status, the documents it adds, the legacy details, and the estate’s progress it shares (the probate stage, the grant, payments, the accounts).',
  legend: 'E-mail me about the firm’s changes',
  modes: {
    immediately: { label: 'Immediately', description: 'One e-mail for each change.' },
    daily: { label: 'Daily digest', description: 'One e-mail a day listing the changes since the last one.' },
    off: { label: 'Off', description: 'No e-mails. The changes still show in your activity.' },
  } satisfies Record<LegacyNotificationMode, { label: string; description: string }>,
  save: 'Save',
  saving: 'Saving notification settings',
  saved: 'Notification settings saved',
  loadFailed: 'Your notification settings could not be loaded.',
  onlyCharityUsers: 'Only charity users have legacy notifications',
} as const;
