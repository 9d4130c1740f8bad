import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { AdministratorsTable } from './administrators/AdministratorsTable';
import { EmailTemplatesSection } from './EmailTemplatesSection';
import { ModulusTablesSection } from './ModulusTablesSection';
import { OutboxSection } from './OutboxSection';
import { UploadScanningSection } from './UploadScanningSection';

export interface SettingsSection {
  /** The path under /secure/settings. */
  path: string;
  label: string;
  element: ReactNode;
}

/** spec 01 §2 Settings → Administrators: the table; each row opens settings/administrators/{userID}. */
function AdministratorsSection() {
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={2} fz="h3">
          Administrators
        </Title>
        <Text size="sm" c="dimmed">
          The platform administrators.
        </Text>
      </Stack>
      <AdministratorsTable />
    </Stack>
  );
}

/**
 * spec 01 §2 Settings (Administrators): the sections of the page, in the order of its navigation.
 * An administrator's own page (settings/administrators/{id}) is a route of its own in the router.
 */
export const SETTINGS_SECTIONS: readonly SettingsSection[] = [
  { path: 'email-templates', label: 'Email Templates', element: <EmailTemplatesSection /> },
  { path: 'outbox', label: 'Outbox', element: <OutboxSection /> },
  { path: 'administrators', label: 'Administrators', element: <AdministratorsSection /> },
  // Issue 12: Vocalink's modulus tables, a data update the platform administrator makes.
  { path: 'modulus-tables', label: 'Bank modulus tables', element: <ModulusTablesSection /> },
  // Issue 13: whether uploads pass a malware scanner (CLAMD_URL).
  { path: 'uploaded-files', label: 'Uploaded files', element: <UploadScanningSection /> },
];
