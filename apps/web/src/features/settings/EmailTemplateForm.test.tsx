import { MantineProvider } from '@mantine/core';
import { type EmailTemplateForm as FormValues, TEXTS, VALIDATION } from '@probity/domain';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deleteEmailTemplate, getEmailTemplate, getEmailTemplateByName } from './email-templates.api';
import { EmailTemplateForm } from './EmailTemplateForm';

afterEach(cleanup);

// happy-dom has no document.fonts, which Mantine's autosizing textarea listens to.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

function renderForm(props: Partial<Parameters<typeof EmailTemplateForm>[0]> = {}) {
  const onSubmit = vi.fn<(values: FormValues) => void>();
  render(
    <MantineProvider>
      <EmailTemplateForm
        mode="create"
        initialValues={{ name: '', subject: '', templateContent: '' }}
        triggerOptions={['Mention']}
        onSubmit={onSubmit}
        onCancel={() => undefined}
        {...props}
      />
    </MantineProvider>,
  );
  return { onSubmit };
}

describe('EmailTemplateForm (spec 01 §5)', () => {
  it('marks every empty field Required and does not submit', async () => {
    const { onSubmit } = renderForm();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Create template' }));
    });
    await waitFor(() => expect(screen.getAllByText(VALIDATION.required)).toHaveLength(3));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says Too many characters past 200 in the subject', async () => {
    const { onSubmit } = renderForm({
      mode: 'edit',
      initialValues: { name: 'Mention', subject: 'x'.repeat(201), templateContent: '<p>{{firstName}}</p>' },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    });
    await waitFor(() => expect(screen.getByText(VALIDATION.tooManyCharacters(200, 201))).toBeTruthy());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits a valid template, and the trigger of a saved one cannot be changed', async () => {
    const { onSubmit } = renderForm({
      mode: 'edit',
      initialValues: { name: 'Mention', subject: 'Hi {{firstName}}', templateContent: '<p>{{message}}</p>' },
    });
    const trigger = screen.getByLabelText('Trigger (Name)') as HTMLInputElement;
    expect(trigger.disabled).toBe(true);
    expect(trigger.value).toBe('Mention');
    // The trigger's placeholders are listed for the author.
    expect(screen.getByText('{{senderName}}')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    });
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      name: 'Mention',
      subject: 'Hi {{firstName}}',
      templateContent: '<p>{{message}}</p>',
    });
  });

  it('shows the field errors of a 400 answer', () => {
    renderForm({ serverErrors: new Map([['templateContent', 'Unknown placeholder {{nope}}']]) });
    expect(screen.getByText('Unknown placeholder {{nope}}')).toBeTruthy();
  });
});

describe('email template API client', () => {
  it('refuses a missing id or name with the spec text before any request', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    expect(() => getEmailTemplate(undefined)).toThrow(TEXTS.requiredParameter('id', 'getEmailTemplate'));
    expect(() => deleteEmailTemplate(null)).toThrow(TEXTS.requiredParameter('id', 'deleteEmailTemplate'));
    expect(() => getEmailTemplateByName('')).toThrow(
      TEXTS.requiredParameter('name', 'getEmailTemplateByName'),
    );
    expect(TEXTS.requiredParameter('id', 'getEmailTemplate')).toMatch(
      /^Required parameter id was null or undefined when calling getEmailTemplate/,
    );
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });
});
