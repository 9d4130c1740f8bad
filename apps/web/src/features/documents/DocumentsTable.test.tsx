import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DocumentsTable } from './DocumentsTable';
import type { MatterDocument } from './documents.api';

vi.mock('../../app/shell/use-mobile-layout', () => ({ useIsMobileLayout: () => false }));

const LETTER: MatterDocument = {
  documentID: 'd0c00000-0000-4000-8000-000000000001',
  itemID: 'a0000000-0000-4000-8000-000000000001',
  name: 'Bank letter.docx',
  mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  fileSize: 1200,
  dateCreated: '2026-11-22T10:00:00Z',
  uploadedBy: { userID: 'staff', firstName: 'Harriet', surname: 'Finch', emailAddress: 'h@example.test' },
  sharedWith: [],
  everybody: true,
  folder: 'correspondence',
  version: 2,
};

function renderTable(canMove: boolean) {
  const onMove = vi.fn();
  const onVersions = vi.fn();
  render(
    <MantineProvider>
      <DocumentsTable
        documents={[LETTER]}
        isLoading={false}
        emptyText="None"
        currentUserID="someone"
        onOpen={() => {}}
        onDelete={() => {}}
        onVersions={onVersions}
        folders={{ canMove: () => canMove, onMove }}
      />
    </MantineProvider>,
  );
  return { onMove, onVersions };
}

describe('DocumentsTable folders and versions (issue 14)', () => {
  afterEach(cleanup);

  it('lets who may file a document move it to another folder, and opens its versions', () => {
    const { onMove, onVersions } = renderTable(true);
    const select = screen.getByLabelText('Folder of Bank letter.docx') as HTMLSelectElement;
    expect(select.value).toBe('correspondence');
    fireEvent.change(select, { target: { value: 'tax' } });
    expect(onMove).toHaveBeenCalledWith(LETTER, 'tax');
    expect(screen.getByText('v2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Versions of Bank letter.docx' }));
    expect(onVersions).toHaveBeenCalledWith(LETTER);
  });

  it('shows the folder as text to who may not move it', () => {
    renderTable(false);
    expect(screen.queryByLabelText('Folder of Bank letter.docx')).toBeNull();
    expect(screen.getByText('Folder: Correspondence')).toBeTruthy();
  });
});
