import { Alert } from '@mantine/core';
import { TEXTS } from '@probity/domain';
import { IconAlertCircle } from '@tabler/icons-react';

/** spec 01 §4: shown while the latest terms are not accepted. */
export function TermsBanner() {
  return (
    <Alert color="yellow" variant="light" icon={<IconAlertCircle aria-hidden />} mb="lg" role="alert">
      {TEXTS.termsBanner}
    </Alert>
  );
}
