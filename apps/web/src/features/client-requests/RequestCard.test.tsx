import { MantineProvider } from '@mantine/core';
import type { ClientRequest } from '@probity/domain';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequestCard, type RequestCardActions } from './RequestCard';

vi.mock('../../app/notify', () => ({ notify: { error: vi.fn(), success: vi.fn() } }));
vi.mock('../../auth/auth-service', () => ({
  getAccessToken: async () => 'token',
  forgetUser: async () => {},
}));

const ITEM: ClientRequest = {
  requestID: 'r0000000-0000-4000-8000-000000000001',
  matterID: 'a0000000-0000-4000-8000-000000000001',
  kind: 'answer',
  title: 'Name of the bank',
  detail: 'Which bank held the account?',
  dueDate: '2026-12-24',
  status: 'open',
  individualID: null,
  individualName: null,
  reminderDays: 7,
  answer: null,
  comment: null,
  documents: [],
  createdBy: { userID: 'u1', name: 'Priya Shah' },
  answeredBy: null,
  dateCreated: '2026-11-20T10:00:00Z',
  answeredAt: null,
  acceptedAt: null,
};

function actions(): RequestCardActions {
  return {
    onAnswer: vi.fn(async () => undefined),
    onUpload: vi.fn(async () => undefined),
    onAccept: vi.fn(),
    onSendBack: vi.fn(),
    onWithdraw: vi.fn(),
  };
}

const renderCard = (item: ClientRequest, isStaff: boolean, a = actions()) => {
  render(
    <MantineProvider>
      <RequestCard item={item} isStaff={isStaff} actions={a} />
    </MantineProvider>,
  );
  return a;
};

describe('RequestCard', () => {
  afterEach(cleanup);

  it('lets the client answer an open answer item, and offers no firm action', () => {
    const a = renderCard(ITEM, false);
    expect(screen.getByText(/Needed by 24\/12\/2026/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Your answer: Name of the bank'), {
      target: { value: 'Northbank' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(a.onAnswer).toHaveBeenCalledWith('Northbank');
    expect(screen.queryByRole('button', { name: /Accept/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Withdraw/ })).toBeNull();
  });

  it('offers the client an upload on a document item, and nothing once it is done', () => {
    renderCard({ ...ITEM, kind: 'document', title: 'Death certificate' }, false);
    expect(screen.getByRole('button', { name: 'Upload file: Death certificate' })).toBeTruthy();
    cleanup();
    renderCard({ ...ITEM, kind: 'document', status: 'accepted' }, false);
    expect(screen.queryByRole('button', { name: /Upload file/ })).toBeNull();
    expect(screen.getByText('Done')).toBeTruthy();
  });

  it("shows the firm the client's answer with accept, send back and withdraw", () => {
    const a = renderCard(
      { ...ITEM, status: 'answered', answer: 'Northbank', answeredBy: { userID: 'c', name: 'Iris Bennett' } },
      true,
    );
    expect(screen.getByText('Northbank')).toBeTruthy();
    expect(screen.getByText(/Asked of All the matter's clients/)).toBeTruthy();
    expect(screen.queryByLabelText(/Your answer/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Accept: Name of the bank' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send back' }));
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw: Name of the bank' }));
    expect(a.onAccept).toHaveBeenCalled();
    expect(a.onSendBack).toHaveBeenCalled();
    expect(a.onWithdraw).toHaveBeenCalled();
  });

  it("shows the client the firm's comment on an item sent back", () => {
    renderCard({ ...ITEM, status: 'reopened', answer: 'A bank', comment: 'Which branch, please?' }, false);
    expect(screen.getByText('Which branch, please?')).toBeTruthy();
    expect(screen.getByText('Sent back')).toBeTruthy();
  });
});
