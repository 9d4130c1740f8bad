import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { PLATFORM_TEXTS, VALIDATION } from '@probity/domain';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CompanyForm, type CompanyFormInput, companyFormValues } from './CompanyForm';

vi.mock('../auth/auth-service', () => ({
  getAccessToken: async () => null,
  forgetUser: async () => undefined,
}));

afterEach(cleanup);

const VALID = companyFormValues({
  name: 'Harbour & Finch LLP',
  companyNo: 'OC123456',
  vatRegNo: 'GB123456789',
  sraNumber: '612345',
  dprNo: 'Z1234567',
  address1: '1 Quay Street',
  cityTown: 'Bristol',
  county: 'Bristol',
  postCode: 'BS1 4RN',
  country: 'United Kingdom',
});

function renderForm(opts: { mode: 'create' | 'update'; isCharity?: boolean; values?: CompanyFormInput }) {
  const onSubmit = vi.fn();
  render(
    <MantineProvider>
      <ModalsProvider>
        <CompanyForm
          mode={opts.mode}
          isCharity={opts.isCharity ?? false}
          initialValues={opts.values}
          contactOptions={[]}
          submitLabel="Save Changes"
          onSubmit={onSubmit}
        />
      </ModalsProvider>
    </MantineProvider>,
  );
  return onSubmit;
}

describe('CompanyForm (spec 01 §2 Details, §5 company form)', () => {
  it('labels the numbers of a company and of a charity as the spec says', () => {
    renderForm({ mode: 'update' });
    expect(screen.getByLabelText(/Company Reg\. No\./)).toBeTruthy();
    expect(screen.getByLabelText(/SRA No\./)).toBeTruthy();
    cleanup();
    renderForm({ mode: 'update', isCharity: true });
    expect(screen.getByLabelText(/Reg\. Charity No\./)).toBeTruthy();
    expect(screen.getByLabelText(/Organisation No/)).toBeTruthy();
    expect(screen.getByText('Company Details')).toBeTruthy();
    expect(screen.getByText('Address Details')).toBeTruthy();
  });

  it('saves a valid form at once', async () => {
    const onSubmit = renderForm({ mode: 'update', values: VALID });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ name: 'Harbour & Finch LLP', postCode: 'BS1 4RN' });
  });

  it('asks before saving an invalid form; Review errors keeps it and marks the fields', async () => {
    const onSubmit = renderForm({ mode: 'update' });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(PLATFORM_TEXTS.invalidSaveTitle)).toBeTruthy();
    expect(screen.getByText(PLATFORM_TEXTS.invalidSaveUpdateText)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: PLATFORM_TEXTS.reviewErrors }));
    await waitFor(() => expect(screen.queryByText(PLATFORM_TEXTS.invalidSaveTitle)).toBeNull());
    expect(screen.getAllByText(VALIDATION.required).length).toBeGreaterThanOrEqual(9);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("saves anyway after the delay when 'Update my data anyway' is chosen (creation wording)", async () => {
    const onSubmit = renderForm({ mode: 'create' });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(PLATFORM_TEXTS.invalidSaveCreateText)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: PLATFORM_TEXTS.updateAnyway }));
    expect(onSubmit).not.toHaveBeenCalled();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ name: '' });
  });

  it('reports a description over 1000 characters with the spec text', async () => {
    renderForm({ mode: 'update', values: { ...VALID, description: 'x'.repeat(1001) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText(PLATFORM_TEXTS.invalidSaveTitle);
    expect(await screen.findByText(VALIDATION.tooManyCharacters(1000, 1001))).toBeTruthy();
  });
});
