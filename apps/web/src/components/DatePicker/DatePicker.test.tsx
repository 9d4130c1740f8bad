import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DATE_NOT_AVAILABLE, DatePicker, type DisabledRange } from './DatePicker';

afterEach(cleanup);

function Harness({
  initial = null,
  onChange,
  disabledRanges,
}: {
  initial?: string | null;
  onChange: (value: string | null) => void;
  disabledRanges?: DisabledRange[];
}) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <MantineProvider env="test">
      <form onSubmit={(event) => event.preventDefault()}>
        <DatePicker
          label="Date of birth"
          value={value}
          onChange={(next) => {
            setValue(next);
            onChange(next);
          }}
          disabledRanges={disabledRanges}
          defaultView={{ year: 2026, month: 1 }}
        />
        <output data-testid="value">{value ?? 'none'}</output>
      </form>
    </MantineProvider>
  );
}

function setup(props: Omit<Parameters<typeof Harness>[0], 'onChange'> = {}) {
  const onChange = vi.fn();
  render(<Harness {...props} onChange={onChange} />);
  const input = screen.getByLabelText('Date of birth') as HTMLInputElement;
  return { input, onChange, value: () => screen.getByTestId('value').textContent };
}

/** Types key by key, as the browser would deliver each change. */
function typeKeys(input: HTMLInputElement, keys: string) {
  for (const key of keys) fireEvent.change(input, { target: { value: input.value + key } });
}

describe('DatePicker typed input', () => {
  it('shows the value as DD/MM/YYYY', () => {
    const { input } = setup({ initial: '1985-07-04' });
    expect(input.value).toBe('04/07/1985');
    expect(input.placeholder).toBe('DD/MM/YYYY');
  });

  it('inserts slashes and leading zeros while typing and applies the completed date', () => {
    const { input, onChange, value } = setup();
    typeKeys(input, '4');
    expect(input.value).toBe('04/');
    typeKeys(input, '7');
    expect(input.value).toBe('04/07/');
    typeKeys(input, '198');
    expect(onChange).not.toHaveBeenCalled();
    typeKeys(input, '5');
    expect(input.value).toBe('04/07/1985');
    expect(onChange).toHaveBeenCalledWith('1985-07-04');
    expect(value()).toBe('1985-07-04');
  });

  it('keeps only digits and slashes', () => {
    const { input } = setup();
    typeKeys(input, '1a2b');
    expect(input.value).toBe('12/');
  });

  it('keeps an impossible date as typed, says "Enter a real date" and hands on the text, not a date', () => {
    const { input, onChange, value } = setup({ initial: '2020-02-01' });
    fireEvent.change(input, { target: { value: '' } });
    typeKeys(input, '31022020');
    expect(input.value).toBe('31/02/2020');
    expect(screen.getByText('Enter a real date')).toBeTruthy();
    expect(onChange).toHaveBeenLastCalledWith('31/02/2020');
    expect(value()).toBe('31/02/2020');
    // Put right, it applies and the message goes.
    fireEvent.change(input, { target: { value: '29/02/2020' } });
    expect(value()).toBe('2020-02-29');
    expect(screen.queryByText('Enter a real date')).toBeNull();
  });

  it('clears the date when the input is emptied', () => {
    const { input, onChange, value } = setup({ initial: '2001-01-01' });
    fireEvent.change(input, { target: { value: '' } });
    expect(onChange).toHaveBeenCalledWith(null);
    expect(value()).toBe('none');
  });

  it('Enter applies the date and does not submit the form', () => {
    const { input, value } = setup();
    const submit = vi.fn();
    input.form?.addEventListener('submit', submit);
    fireEvent.change(input, { target: { value: '1/2/1990' } });
    expect(input.value).toBe('01/02/1990');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(value()).toBe('1990-02-01');
    expect(submit).not.toHaveBeenCalled();
    expect(screen.queryByText('Enter a real date')).toBeNull();
  });

  it('Enter on an incomplete date says "Enter a real date" and applies no date', () => {
    const { input, onChange } = setup();
    typeKeys(input, '12/0');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith('12/0');
    expect(screen.getByText('Enter a real date')).toBeTruthy();
  });

  it('keeps a half-typed change that is left, with "Enter a real date", never the old date', () => {
    const { input, value } = setup({ initial: '2020-03-12' });
    fireEvent.change(input, { target: { value: '12/03/202' } });
    fireEvent.blur(input);
    expect(input.value).toBe('12/03/202');
    expect(value()).toBe('12/03/202');
    expect(screen.getByText('Enter a real date')).toBeTruthy();
  });

  it('shows the applied date again when a day of a disabled range is left', () => {
    const { input, value } = setup({
      initial: '2025-12-01',
      disabledRanges: [{ from: '2026-01-01', reason: 'Not in the future' }],
    });
    fireEvent.change(input, { target: { value: '05/01/2026' } });
    fireEvent.blur(input);
    expect(input.value).toBe('01/12/2025');
    expect(value()).toBe('2025-12-01');
  });

  it('refuses a typed date in a disabled range, with its reason', () => {
    const { input, onChange } = setup({
      disabledRanges: [{ from: '2026-01-01', reason: 'Not in the future' }],
    });
    typeKeys(input, '05012026');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('Not in the future')).toBeTruthy();
  });

  it('uses a default message for a disabled range without a reason', () => {
    const { input } = setup({ disabledRanges: [{ to: '1899-12-31' }] });
    typeKeys(input, '01011850');
    expect(screen.getByText(DATE_NOT_AVAILABLE)).toBeTruthy();
  });
});

describe('DatePicker calendar', () => {
  const open = () => fireEvent.click(screen.getByRole('button', { name: 'Open calendar' }));

  it('shows 6 weeks of 7 days starting on Monday', async () => {
    setup();
    await act(async () => open());
    const grid = await screen.findByRole('table', { name: 'January 2026' });
    const headers = Array.from(grid.querySelectorAll('th')).map((th) => th.textContent);
    expect(headers).toEqual(['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']);
    expect(grid.querySelectorAll('tbody tr')).toHaveLength(6);
    expect(grid.querySelectorAll('tbody td')).toHaveLength(42);
    // 1 January 2026 is a Thursday: the grid opens on Monday 29 December 2025.
    expect(grid.querySelector('tbody td button')?.getAttribute('aria-label')).toBe('29 December 2025');
  });

  it('chooses a clicked day and closes', async () => {
    const { onChange, input } = setup();
    await act(async () => open());
    fireEvent.click(await screen.findByRole('button', { name: '15 January 2026' }));
    expect(onChange).toHaveBeenCalledWith('2026-01-15');
    expect(input.value).toBe('15/01/2026');
  });

  it('ignores a click on a disabled day', async () => {
    const { onChange } = setup({ disabledRanges: [{ from: '2026-01-10', to: '2026-01-20' }] });
    await act(async () => open());
    const day = await screen.findByRole('button', { name: '15 January 2026' });
    expect(day.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(day);
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '21 January 2026' }));
    expect(onChange).toHaveBeenCalledWith('2026-01-21');
  });

  it('toggles to the months view, where the year applies only above 1000', async () => {
    setup();
    await act(async () => open());
    fireEvent.click(await screen.findByRole('button', { name: 'January 2026, choose month and year' }));
    const year = screen.getByLabelText('Year') as HTMLInputElement;
    fireEvent.change(year, { target: { value: '19' } });
    expect(screen.getByRole('button', { name: '2026, show days' })).toBeTruthy();
    fireEvent.change(year, { target: { value: '1000' } });
    expect(screen.getByRole('button', { name: '2026, show days' })).toBeTruthy();
    fireEvent.change(year, { target: { value: '1985' } });
    expect(screen.getByRole('button', { name: '1985, show days' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Jul' }));
    expect(await screen.findByRole('table', { name: 'July 1985' })).toBeTruthy();
  });

  it('moves between months', async () => {
    setup();
    await act(async () => open());
    fireEvent.click(await screen.findByRole('button', { name: 'Previous month' }));
    expect(await screen.findByRole('table', { name: 'December 2025' })).toBeTruthy();
  });
});
