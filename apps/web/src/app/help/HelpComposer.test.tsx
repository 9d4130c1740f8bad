import { MantineProvider } from '@mantine/core';
import { HELP_TEXTS } from '@probity/domain';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HelpComposer } from './HelpComposer';

beforeAll(() => {
  // happy-dom has no FontFaceSet; Mantine's autosize textarea listens to it.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
  }
});
afterEach(cleanup);

function renderComposer(props: { isBusy?: boolean } = {}) {
  const onSend = vi.fn();
  render(
    <MantineProvider>
      <HelpComposer onSend={onSend} {...props} />
    </MantineProvider>,
  );
  const prompt = screen.getByLabelText(HELP_TEXTS.askPrompt) as HTMLTextAreaElement;
  const send = screen.getByRole('button', { name: HELP_TEXTS.send }) as HTMLButtonElement;
  return { onSend, prompt, send };
}

describe('the help chat prompt (spec 01 §5)', () => {
  it('keeps Send disabled while the prompt is empty or blank', () => {
    const { prompt, send, onSend } = renderComposer();
    expect(send.disabled).toBe(true);
    fireEvent.change(prompt, { target: { value: '   ' } });
    expect(send.disabled).toBe(true);
    // Enter on a blank prompt sends nothing either.
    fireEvent.keyDown(prompt, { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
  });

  it('sends the trimmed question, then empties the prompt and disables Send again', () => {
    const { prompt, send, onSend } = renderComposer();
    fireEvent.change(prompt, { target: { value: '  How do I add a team member? ' } });
    expect(send.disabled).toBe(false);
    fireEvent.click(send);
    expect(onSend).toHaveBeenCalledWith('How do I add a team member?');
    expect(prompt.value).toBe('');
    expect(send.disabled).toBe(true);
  });

  it('sends with Enter, but Shift+Enter only starts a new line', () => {
    const { prompt, onSend } = renderComposer();
    fireEvent.change(prompt, { target: { value: 'export a report' } });
    fireEvent.keyDown(prompt, { key: 'Enter', shiftKey: true });
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.keyDown(prompt, { key: 'Enter' });
    expect(onSend).toHaveBeenCalledWith('export a report');
  });

  it('waits while an answer is on its way', () => {
    const { prompt, send } = renderComposer({ isBusy: true });
    fireEvent.change(prompt, { target: { value: 'another question' } });
    expect(send.disabled).toBe(true);
  });
});
