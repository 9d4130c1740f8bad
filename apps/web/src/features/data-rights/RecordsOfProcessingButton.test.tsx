import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadFile } from '../../components/download';
import { RECORDS_OF_PROCESSING_URL, RecordsOfProcessingButton } from './RecordsOfProcessingButton';

const toasts = vi.hoisted(() => ({
  loading: vi.fn(),
  success: vi.fn(),
  information: vi.fn(),
  error: vi.fn(),
}));
vi.mock('../../app/notify', () => ({ notify: toasts }));
vi.mock('../../components/download', () => ({ downloadFile: vi.fn(async () => undefined) }));

const renderButton = () =>
  render(
    <MantineProvider>
      <RecordsOfProcessingButton />
    </MantineProvider>,
  );

beforeEach(() => vi.clearAllMocks());
afterEach(cleanup);

describe('RecordsOfProcessingButton (issue 19, Art. 30)', () => {
  it('downloads the Markdown document from the API', async () => {
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Records of processing' }));
    await waitFor(() =>
      expect(downloadFile).toHaveBeenCalledWith(RECORDS_OF_PROCESSING_URL, 'records-of-processing.md'),
    );
    expect(RECORDS_OF_PROCESSING_URL).toBe('/api/DataRights/RecordsOfProcessing');
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it('says so when the server refuses, and can be pressed again', async () => {
    vi.mocked(downloadFile).mockRejectedValueOnce(new Error('HTTP 403'));
    renderButton();
    const button = screen.getByRole('button', { name: 'Records of processing' }) as HTMLButtonElement;
    fireEvent.click(button);
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(expect.stringContaining('HTTP 403')));
    await waitFor(() => expect(button.disabled).toBe(false));
  });
});
