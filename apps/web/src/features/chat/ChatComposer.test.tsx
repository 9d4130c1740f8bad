import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ChatComposer } from './ChatComposer';
import type { ChatUser } from './chat.api';

const person = (userID: string, firstName: string, surname: string): ChatUser => ({
  userID,
  firstName,
  surname,
  emailAddress: `${firstName.toLowerCase()}@example.test`,
  profileImage: null,
});
const USERS = [
  person('u1', 'Priya', 'Shah'),
  person('u2', 'Iris', 'Bennett'),
  person('u3', 'Ivan', 'Bennetts'),
];

function renderComposer(onSend = vi.fn(async () => true)) {
  render(
    <MantineProvider env="test">
      <ChatComposer chatUsers={USERS} isSending={false} isDisabled={false} onSend={onSend} />
    </MantineProvider>,
  );
  return { onSend, input: screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement };
}

function type(input: HTMLTextAreaElement, value: string) {
  fireEvent.change(input, { target: { value, selectionStart: value.length, selectionEnd: value.length } });
}

// The autosizing textarea listens to document.fonts, which happy-dom lacks.
beforeAll(() => {
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      value: {
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        ready: Promise.resolve(),
      },
      configurable: true,
    });
  }
});

afterEach(cleanup);

describe('ChatComposer (spec 03 §5)', () => {
  it('lists the chat users matching the text after @, case-insensitively', () => {
    const { input } = renderComposer();
    type(input, 'hello @BENN');
    const options = screen.getAllByRole('option').map((o) => o.getAttribute('aria-label'));
    expect(options).toEqual(['Iris Bennett', 'Ivan Bennetts']);
  });

  it('cycles with the arrows and inserts @First Surname on Enter, then lists only users not yet mentioned', () => {
    const { input } = renderComposer();
    type(input, '@benn');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(screen.getAllByRole('option')[1]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(screen.getAllByRole('option')[1]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(input.value).toBe('@Ivan Bennetts ');
    expect(screen.queryByRole('listbox')).toBeNull();
    type(input, '@Ivan Bennetts and @benn');
    expect(screen.getAllByRole('option').map((o) => o.getAttribute('aria-label'))).toEqual(['Iris Bennett']);
  });

  it('closes the list on Escape and on blur', () => {
    const { input } = renderComposer();
    type(input, '@p');
    expect(screen.getByRole('listbox')).toBeTruthy();
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    type(input, '@pr');
    fireEvent.blur(input);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('ignores a send with no text and no attachments, and sends the trimmed text', async () => {
    const { input, onSend } = renderComposer();
    const send = screen.getByRole('button', { name: 'Send message' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    type(input, '   ');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
    type(input, ' hello ');
    fireEvent.keyDown(input, { key: 'Enter' });
    await vi.waitFor(() => expect(onSend).toHaveBeenCalledWith('hello', []));
    await vi.waitFor(() => expect(input.value).toBe(''));
  });

  it('keeps the focus in the message box while a message is sent and after (issue 15)', async () => {
    let finish: (sent: boolean) => void = () => undefined;
    const onSend = vi.fn(() => new Promise<boolean>((resolve) => (finish = resolve)));
    const view = (isSending: boolean) => (
      <MantineProvider env="test">
        <ChatComposer chatUsers={USERS} isSending={isSending} isDisabled={false} onSend={onSend} />
      </MantineProvider>
    );
    const { rerender } = render(view(false));
    const input = screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
    type(input, 'hello');
    // Sent with the button: the button goes busy (disabled) while the message is sent.
    const send = screen.getByRole('button', { name: 'Send message' });
    send.focus();
    fireEvent.click(send);
    // The caller marks the send as running, as useMutation does. A disabled box would drop the
    // focus in a browser (happy-dom keeps it), so the box stays enabled and only read-only.
    rerender(view(true));
    expect(input.disabled).toBe(false);
    expect(input.readOnly).toBe(true);
    finish(true);
    rerender(view(false));
    await vi.waitFor(() => expect(input.value).toBe(''));
    expect(document.activeElement).toBe(input);
  });

  it('caps the message at 2000 characters', () => {
    const { input } = renderComposer();
    expect(input.maxLength).toBe(2000);
  });
});
