import { Button } from '@mantine/core';
import { IconFileDescription } from '@tabler/icons-react';
import { useState } from 'react';
import { notify } from '../../app/notify';
import { downloadFile } from '../../components/download';
import { errorToast } from '../../components/form-errors';

export const RECORDS_OF_PROCESSING_URL = '/api/DataRights/RecordsOfProcessing';

/**
 * Issue 19: downloads the Records of processing (UK GDPR Art. 30) as Markdown. Shown where
 * organisation admins and platform administrators look (the Audit page); the server decides.
 */
export function RecordsOfProcessingButton() {
  const [isLoading, setIsLoading] = useState(false);
  const handleClick = async () => {
    setIsLoading(true);
    try {
      await downloadFile(RECORDS_OF_PROCESSING_URL, 'records-of-processing.md');
    } catch (error) {
      notify.error(errorToast(error));
    } finally {
      setIsLoading(false);
    }
  };
  return (
    <Button
      variant="default"
      leftSection={<IconFileDescription size={16} />}
      loading={isLoading}
      onClick={handleClick}
    >
      Records of processing
    </Button>
  );
}
