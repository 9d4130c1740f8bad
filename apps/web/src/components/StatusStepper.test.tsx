import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StatusStepper, type StepperStatus } from './StatusStepper';

const statuses: StepperStatus[] = ['Pre-Engagement', 'Active', 'Pre-grant', 'Complete'].map((name, i) => ({
  statusID: `S${i}`,
  name,
  description: `${name} description`,
}));

afterEach(cleanup);

function renderStepper(props: Partial<Parameters<typeof StatusStepper>[0]> = {}) {
  return render(
    <MantineProvider>
      <StatusStepper statuses={statuses} currentStatusID="s1" {...props} />
    </MantineProvider>,
  );
}

describe('StatusStepper (spec 02 §4)', () => {
  it('fills the steps up to the current one and marks it, matching ids case-insensitively', () => {
    const { container } = renderStepper();
    const steps = container.querySelectorAll('li');
    expect([...steps].map((li) => li.hasAttribute('data-reached'))).toEqual([true, true, false, false]);
    expect(steps[1]?.getAttribute('aria-current')).toBe('step');
    expect(screen.getByText('Active description')).toBeTruthy();
  });

  it('is view-only without onSelect', () => {
    renderStepper();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('lets any other step be chosen, forwards or back', () => {
    const onSelect = vi.fn();
    renderStepper({ onSelect });
    fireEvent.click(screen.getByRole('button', { name: 'Complete' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pre-Engagement' }));
    expect(onSelect.mock.calls.map(([s]) => s.name)).toEqual(['Complete', 'Pre-Engagement']);
    expect(
      (screen.getByRole('button', { name: 'Active (current status)' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('disables every step while a change is under way', () => {
    renderStepper({ onSelect: vi.fn(), isBusy: true });
    for (const button of screen.getAllByRole('button'))
      expect((button as HTMLButtonElement).disabled).toBe(true);
  });
});
