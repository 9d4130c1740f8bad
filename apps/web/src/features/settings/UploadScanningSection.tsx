import { Alert, Loader, Stack, Text, Title } from '@mantine/core';
import { IconShieldCheck, IconShieldOff } from '@tabler/icons-react';
import { useUploadScanning } from '../../app/shell/platform.api';

/** Issue 13: whether uploaded files (documents, chat attachments) pass a malware scanner. */
export function UploadScanningSection() {
  const { data, isPending, isError } = useUploadScanning();
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={2} fz="h3">
          Uploaded files
        </Title>
        <Text size="sm" c="dimmed">
          Documents and chat attachments that users upload.
        </Text>
      </Stack>
      {isPending && <Loader size="sm" aria-label="Loading" />}
      {isError && <Alert color="red">The scanning status could not be loaded. Please try again.</Alert>}
      {data?.scanned && (
        <Alert
          color="green"
          icon={<IconShieldCheck size={18} />}
          title="Uploaded files are scanned for malware"
        >
          Every file is checked by {data.scanner} before anyone can see it. A file the scanner flags, or any
          file while the scanner is not answering, is refused.
        </Alert>
      )}
      {data && !data.scanned && (
        <Alert
          color="orange"
          icon={<IconShieldOff size={18} />}
          title="Uploaded files are not scanned for malware"
        >
          No malware scanner is configured. To scan every upload with ClamAV, set CLAMD_URL to your clamd
          service (for example tcp://clamav:3310) and restart Probity.
        </Alert>
      )}
    </Stack>
  );
}
